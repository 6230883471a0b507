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

  /// Your own app's package.
  static let dir = Option(
    "--dir", value: "PACKAGE",
    "play on your own app: the package in PACKAGE (stepwise tutorial start's,\n"
      + "or one stepwise port wrote) is built, and its app plays the script")

  static let configuration = CommandConfiguration(
    name: "play", arguments: [.init("script")],
    options: [.value(app), .value(sandbox), .value(dir)],
    summary: "play a walkthrough script and check its expectations", discussion: discussion)

  private static let discussion = """
    Runs the walkthrough script one command at a time, printing each command and the
    screen after it. Every expect must hold: at the first one that does not, or the first
    command that cannot run, play stops and reports the line, what was expected, what the
    screen shows, and the harness transcript of the last gesture, then exits with 1.

    A script starts with launch <app>, or takes the app from --app. See stepwise help script
    for the language.

    With --dir PACKAGE, your own app plays the script instead (a script the page made
    for it names this line): the package you made with stepwise tutorial start (or one
    stepwise port wrote) is built as stepwise run --dir builds it, and its app's own
    program plays the script, in a new temporary container unless --sandbox names one.
    --app then names the package's app, when it has several.

    """

  /// The script's path.
  var path: String
  /// The app named with `--app`, if any: one of the course's, or with `--dir` one of the
  /// package's.
  var appID: String?
  /// The container chosen with `--sandbox`, if any.
  var sandboxPath: String?
  /// The folder of the learner's own package, if given.
  var packagePath: String?

  init(_ invocation: Invocation) throws(UsageError) {
    path = invocation.arguments[0]
    appID = invocation[Self.app]
    sandboxPath = invocation[Self.sandbox]
    packagePath = invocation[Self.dir]
  }

  func run(_ context: ToolContext) -> ExitCode {
    run(context, swift: "swift", launch: Self.runToItsEnd)
  }

  /// Plays; with `--dir`, `swift` builds the package and `launch` runs its app's program
  /// with the arguments given, to its end, and gives its exit status (tests pass stand-ins).
  func run(
    _ context: ToolContext, swift: String,
    launch: (_ executable: URL, _ arguments: [String]) throws -> Int32
  ) -> ExitCode {
    let url = context.environment.url(forPath: path)
    let script: Script
    switch ScriptFile(path: path, url: url).load() {
    case .success(let loaded): script = loaded
    case .failure(.unreadable(let message)): return context.usageError(message)
    case .failure(let mistakes):
      mistakes.report(on: context.console, style: context.errorStyle)
      return .usageError
    }
    if let packagePath {
      return playOnOwnApp(packagePath, script: url, swift: swift, context, launch: launch)
    }

    let app: AppDescriptor?
    switch chosenApp(for: script, context) {
    case .app(let chosen): app = chosen
    case .refused(let exitCode): return exitCode
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
    // What the app puts on the main queue runs between gestures, as on iOS.
    Device.settleMainQueueOnThisThread()
    let player = ScriptPlayer(
      session: session, console: context.console, style: context.style,
      errorStyle: context.errorStyle, scriptName: path)
    return player.play(script)
  }

  /// Which app a script plays: the one `--app` names, or none when the script launches its
  /// own, each of which must be in the catalog.
  private enum AppChoice {
    case app(AppDescriptor?)
    case refused(ExitCode)
  }

  private func chosenApp(for script: Script, _ context: ToolContext) -> AppChoice {
    if let id = appID {
      guard let entry = context.catalog.entry(id: id) else {
        return .refused(context.usageError(context.catalog.unknownAppMessage(id)))
      }
      return .app(entry.app)
    }
    guard case .launch(.some) = script.lines.first?.command else {
      return .refused(
        context.usageError(
          localized("\(path) does not start with launch <app>; add that line or pass --app <id>")))
    }
    for line in script.lines {
      if case .launch(let id?) = line.command, context.catalog.entry(id: id) == nil {
        return .refused(
          context.usageError("\(path):\(line.number): " + context.catalog.unknownAppMessage(id)))
      }
    }
    return .app(nil)
  }

  /// `--dir`: builds the learner's package where the kit is compiled, then has its app's own
  /// program play the script (`--play`), in the container chosen or a new temporary one,
  /// removed after.
  private func playOnOwnApp(
    _ path: String, script: URL, swift: String, _ context: ToolContext,
    launch: (_ executable: URL, _ arguments: [String]) throws -> Int32
  ) -> ExitCode {
    var package = OwnAppPackage(path, command: "play \(self.path)", swift: swift, context)
    package.appOption = "--app "
    let executable: URL
    do throws(OwnAppPackage.Problem) {
      try package.checkIsAppPackage()
      executable = try package.announceAndBuildApp(named: appID, context).executable
    } catch {
      return error.report(context)
    }
    let temporary = AppSandbox.throwawayFolder
      .appendingPathComponent("stepwise-play-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let sandbox = sandboxPath.map(context.environment.url(forPath:)) ?? temporary
    let status: Int32
    do {
      status = try launch(executable, ["--play", script.path, "--sandbox", sandbox.path])
    } catch {
      return context.failure(localized("cannot run \(executable.path): \(error)"))
    }
    switch status {
    case 0: return .success
    case 2: return .usageError
    default: return .failure
    }
  }

  /// Runs a program on this process's terminal to its end and gives its exit status; a
  /// program ended by a signal gives 128 and the signal's number, as a shell says it.
  static func runToItsEnd(_ executable: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}
