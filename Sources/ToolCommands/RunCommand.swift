// `stepwise run <app>`: an app in the interactive simulator, on a kept sandbox.

import AppProgram
import CommandLineKit
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import ViewHarness

/// `stepwise run <app>`: opens an app in the interactive simulator.
struct RunCommand: Command {
  /// The app's container.
  static let sandbox = Option(
    "--sandbox", value: "DIR",
    "the app's container, holding DIR/Documents and DIR/Library/Preferences\n"
      + "(default: $XDG_DATA_HOME/stepwise/<app>,\n"
      + "else ~/.local/share/stepwise/<app>)")
  /// Empty the container first.
  static let fresh = Flag("--fresh", "empty the sandbox first, as if the app were just installed")

  /// The device's language.
  static let language = Option(
    "--language", value: "CODE",
    "the device's language, which the app shows its strings in (ja, en, fr-CA;\n"
      + "default en); --lang chooses the language of this program's own messages")

  /// Your own app's package.
  static let dir = Option(
    "--dir", value: "PACKAGE",
    "run your own app: the package in PACKAGE (stepwise tutorial start's,\n"
      + "or one stepwise port wrote) is built, and its app run")

  static let configuration = CommandConfiguration(
    name: "run", arguments: [.init("app", optional: true)],
    options: [.value(dir), .value(sandbox), .flag(fresh), .value(language)],
    summary: "open an app in the interactive simulator", discussion: discussion)

  private static let discussion = """
    Opens <app> in the interactive simulator: the screen is drawn, you type a command
    (the same commands as walkthrough scripts: tap "+", tap row 0, type "Milk", return,
    expect title "Checklists", relaunch, …), the app acts, and the screen is drawn again.
    Type help for the list. A command that cannot run prints one line and the session
    goes on. quit, or the end of input (Ctrl-D), terminates the app properly, so its
    delegate can save.

    The app keeps its data between sessions in its sandbox, whose path is printed at
    launch. Commands may also be piped in: printf 'tap row 0\\nquit\\n' | stepwise run <app>

    Colour is used only on a terminal, and never when NO_COLOR is set.

    With --dir PACKAGE, your own app runs instead, as swift run would run it: the
    package you made with stepwise tutorial start (or one stepwise port wrote) is
    built with swift build, in the course's .build when the package uses this course
    by path (the simulated UIKit is compiled there already), and its app then takes
    this process's place, in the sandbox swift run uses (or --sandbox DIR). When the
    package has several apps, <app> names the one to run.

    """

  /// The app's id, or with `--dir` the name of the package's app.
  var app: String?
  /// The container chosen with `--sandbox`, if any.
  var sandboxPath: String?
  /// Whether to empty the container first.
  var isFresh: Bool
  /// The folder of the learner's own package, if given.
  var packagePath: String?
  /// The device's language, if given.
  var language: String?

  init(_ invocation: Invocation) throws(UsageError) {
    app = invocation.arguments.first
    sandboxPath = invocation[Self.sandbox]
    isFresh = invocation[Self.fresh]
    packagePath = invocation[Self.dir]
    language = try Self.languageCode(invocation, command: "run")
    guard app != nil || packagePath != nil else {
      throw UsageError(
        message: localized("run needs <app>, or --dir PACKAGE for your own app"), command: "run")
    }
  }

  /// The `--language` given, if any, refused unless it can name a language.
  static func languageCode(_ invocation: Invocation, command: String) throws(UsageError)
    -> String?
  {
    guard let code = invocation[language] else { return nil }
    guard SyntaxMatcher.isLanguageCode(code) else {
      throw UsageError(
        message: localized("--language takes a language such as ja, en or en-GB, not \(code)"),
        command: command)
    }
    return code
  }

  func run(_ context: ToolContext) -> ExitCode {
    run(context, swift: "swift") { executable, arguments in
      ProcessImage.replace(with: executable.path, arguments: arguments)
    }
  }

  /// Runs; with `--dir`, `swift` builds the package and `launch` starts its app in this
  /// process's place, returning only with the reason it could not (tests pass stand-ins).
  func run(
    _ context: ToolContext, swift: String,
    launch: (_ executable: URL, _ arguments: [String]) -> String
  ) -> ExitCode {
    if let packagePath {
      return runOwnApp(packagePath, swift: swift, context, launch: launch)
    }
    guard let app, let entry = context.catalog.entry(id: app) else {
      return context.usageError(context.catalog.unknownAppMessage(app ?? ""))
    }
    return Self.simulate(
      entry.app, sandboxPath: sandboxPath, isFresh: isFresh, language: language, context)
  }

  /// `--dir`: builds the learner's package where the kit is compiled already, then runs its
  /// app as `swift run` would: the app's own program, on this terminal.
  private func runOwnApp(
    _ path: String, swift: String, _ context: ToolContext,
    launch: (_ executable: URL, _ arguments: [String]) -> String
  ) -> ExitCode {
    let package = OwnAppPackage(path, command: "run", swift: swift, context)
    let product: String
    let executable: URL
    do throws(OwnAppPackage.Problem) {
      try package.checkIsAppPackage()
      (product, executable) = try package.announceAndBuildApp(named: app, context)
    } catch {
      return error.report(context)
    }
    // The app's own options, as `swift run <app> --sandbox DIR --fresh` passes them; a
    // relative sandbox is the one typed, from where the app starts: the same folder.
    var arguments = [product]
    if let sandboxPath {
      arguments += ["--sandbox", context.environment.url(forPath: sandboxPath).path]
    }
    if isFresh { arguments.append("--fresh") }
    if let language { arguments += ["--language", language] }
    let refusal = launch(executable, arguments)
    return context.failure(localized("cannot run \(executable.path): \(refusal)"))
  }

  /// Opens an app in the interactive simulator, in the container chosen or its default.
  static func simulate(
    _ app: AppDescriptor, sandboxPath: String?, isFresh: Bool, language: String? = nil,
    _ context: ToolContext
  ) -> ExitCode {
    let environment = context.environment
    let chosen = sandboxPath.map(environment.url(forPath:))
    let root = chosen ?? environment.defaultSandboxRoot(forApp: app.id)
    let lock: SandboxLock
    switch claim(root, context, emptying: isFresh) {
    case .claimed(let claimed): lock = claimed
    case .refused(let exitCode): return exitCode
    }
    defer { withExtendedLifetime(lock) {} }
    do {
      try AppSandbox(root: root).claim(for: app.bundleIdentifier, isAppsOwnFolder: chosen == nil)
    } catch let error as any AppSandbox.Refusal {
      return context.usageError(error.description)
    } catch {
      return context.failure(
        localized("cannot create the sandbox \(root.path): \(error.localizedDescription)"))
    }
    let session = SimulatorSession(apps: context.catalog.apps, app: app) { launched in
      try AppSandbox(root: chosen ?? environment.defaultSandboxRoot(forApp: launched.id))
    }
    if let language { session.preferredLanguages = [language] }
    let style = context.style
    let console = context.console
    console.print(style.bold("\(app.title) (\(app.id))") + localized(" in the simulator"))
    console.print(localized("Sandbox: ") + style.dim(root.path))
    console.print(style.dim(localized("Type help for the commands, quit to leave.")))
    let mistakes = InteractiveSimulator(session: session, console: console, style: style).run()
    return mistakes == 0 ? .success : .failure
  }

  /// Whether a session may have a container, and its lock if so.
  enum Claim {
    case claimed(SandboxLock)
    case refused(ExitCode)
  }

  /// Makes a container this session's (see ``SandboxClaim``), reporting a refusal and
  /// warning about links in it that lead out of it; with `emptying` (`--fresh`), empties it
  /// once it is claimed, before anything in it is read.
  static func claim(_ root: URL, _ context: ToolContext, emptying: Bool = false) -> Claim {
    switch SandboxClaim.claim(root) {
    case .claimed(let lock, let warnings):
      for warning in warnings {
        context.console.printError(context.errorStyle.bold("stepwise: warning: ") + warning)
      }
      guard emptying else { return .claimed(lock) }
      do {
        try SandboxCleaner.empty(root)
      } catch let error as SandboxCleaner.NotAContainer {
        return .refused(context.usageError(error.description))
      } catch {
        return .refused(
          context.failure(localized("cannot empty \(root.path): \(error.localizedDescription)")))
      }
      return .claimed(lock)
    case .refused(.held(let message)):
      context.console.printError(context.errorStyle.red("stepwise: \(message)"))
      return .refused(.usageError)
    case .refused(.notAContainer(let message)):
      return .refused(context.usageError(message))
    case .refused(.failure(let message)):
      return .refused(context.failure(message))
    }
  }
}
