// `stepwise play <script>`: replays a walkthrough script and checks its expectations.

import AppProgram
import CommandLineKit
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import ViewHarness

/// `stepwise play <script>`: plays a walkthrough script.
struct PlayCommand: Command {
  /// The app to play on.
  static let app = Option(
    "--app", value: "ID",
    "the app to play on: launched before the first line when the script\n"
      + "does not start with launch, and instead of the app a launch line names")
  /// The app's container.
  static let sandbox = Option(
    "--sandbox", value: "DIR",
    "the app's container, kept afterwards (by default a new temporary one,\n"
      + "deleted afterwards, so the script replays the same way every time)")

  static let configuration = CommandConfiguration(
    name: "play", arguments: [.init("script")], options: [.value(app), .value(sandbox)],
    summary: "play a walkthrough script and check its expectations", discussion: discussion)

  private static let discussion = """
    Runs the walkthrough script one command at a time, printing each command and the
    screen after it. Every expect must hold: at the first one that does not, or the first
    command that cannot run, play stops and reports the line, what was expected, what the
    screen shows, and the harness transcript of the last gesture, then exits with 1.

    A script starts with launch <app>, or takes the app from --app. See stepwise help script
    for the language.

    """

  /// The script's path.
  var path: String
  /// The app named with `--app`, if any.
  var appID: String?
  /// The container chosen with `--sandbox`, if any.
  var sandboxPath: String?

  init(_ invocation: Invocation) {
    path = invocation.arguments[0]
    appID = invocation[Self.app]
    sandboxPath = invocation[Self.sandbox]
  }

  func run(_ context: ToolContext) -> ExitCode {
    let url = context.environment.url(forPath: path)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return context.usageError(localized("cannot read the script \(path)"))
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let line = (lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0) + 1
      return context.usageError(
        "\(path) is not UTF-8 text (line \(line) holds bytes that are not UTF-8); "
          + "save it as UTF-8")
    }
    let script: Script
    do {
      script = try ScriptParser.parse(text)
    } catch {
      for mistake in error.errors {
        context.console.printError(
          context.errorStyle.red("\(path):\(mistake.line):\(mistake.column): error: ")
            + mistake.message)
      }
      return .usageError
    }

    var app: AppDescriptor?
    if let id = appID {
      guard let entry = context.catalog.entry(id: id) else {
        return context.usageError(context.catalog.unknownAppMessage(id))
      }
      app = entry.app
    } else {
      guard case .launch(.some) = script.lines.first?.command else {
        return context.usageError(
          "\(path) does not start with launch <app>; add that line or pass --app <id>")
      }
      for line in script.lines {
        if case .launch(let id?) = line.command, context.catalog.entry(id: id) == nil {
          return context.usageError(
            "\(path):\(line.number): "
              + context.catalog.unknownAppMessage(id))
        }
      }
    }

    let chosen = sandboxPath.map(context.environment.url(forPath:))
    var lock: SandboxLock?
    if let chosen {
      switch RunCommand.claim(chosen, context) {
      case .claimed(let claimed): lock = claimed
      case .refused(let exitCode): return exitCode
      }
    }
    defer { withExtendedLifetime(lock) {} }
    let temporary = AppSandbox.throwawayFolder
      .appendingPathComponent("stepwise-play-\(UUID().uuidString)", isDirectory: true)
    defer {
      if chosen == nil { try? FileManager.default.removeItem(at: temporary) }
    }
    let session = SimulatorSession(
      apps: context.catalog.apps, app: app, replacesLaunchedApps: app != nil
    ) { launched in
      try AppSandbox(root: chosen ?? temporary.appendingPathComponent(launched.id))
    }
    let player = ScriptPlayer(
      session: session, console: context.console, style: context.style,
      errorStyle: context.errorStyle, scriptName: path)
    return player.play(script)
  }
}
