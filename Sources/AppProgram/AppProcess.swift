// An app with `@main` as a program of its own: the simulator or a script, in its container.

import CommandLineKit
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import ViewHarness

/// What the executable of an app with `@main` does: the interactive simulator, or a
/// walkthrough script with `--play`, on the app in its container.
///
/// The first run works out the container (`--sandbox DIR`, else
/// `$XDG_DATA_HOME/stepwise/<bundle id>`), empties it for `--fresh`, and starts the program
/// again with ``ContainerEnvironment``'s variables, so that Foundation's own names resolve
/// into the container. From then on, `relaunch` (and `launch` after a crash or a terminate)
/// starts the program over rather than the app inside it (the process runs its executable
/// anew), as on a phone, where nothing survives but the files. The session carries on through ``RunProgress``.
@MainActor
package struct AppProcess {
  /// The app.
  package let app: AppDescriptor
  /// The program's name, as the user types it.
  package let programName: String
  /// Input and output.
  package let console: Console
  /// The process's variables and folders.
  package let environment: ToolEnvironment
  /// Starts the program again with these variables changed; returns only when it could
  /// not, with the reason.
  package var restart: @MainActor ([String: String]) -> String = ProcessImage.restart(changing:)
  /// Saves what Foundation's `UserDefaults.standard` holds (after each command, and before
  /// the process starts again), as iOS does without being asked.
  package var savePreferences: @MainActor () -> Void = { UserDefaults.standard.synchronize() }

  /// The app's container.
  /// The launch channel's secret for this run, taken out of the environment before the
  /// app's code ran (nil when the tool gave none).
  static var channelSecret: String?

  static let sandbox = Option(
    "--sandbox", value: "DIR",
    "the app's container (default: $XDG_DATA_HOME/stepwise/<bundle id>,\n"
      + "else ~/.local/share/stepwise/<bundle id>)")
  /// Empty the container first.
  static let fresh = Flag("--fresh", "empty the container first, as if the app were just installed")
  /// Play a script rather than read commands.
  static let play = Option(
    "--play", value: "SCRIPT", "play a walkthrough script and check its expectations")

  /// Be driven by a page server.
  static let remote = Flag(
    "--remote",
    "be driven by stepwise serve --dir: read one script line at a time and answer\n"
      + "each with the screen and the flow, on a line of its own")

  /// Be driven by the tool's check.
  static let judged = Flag(
    "--judged",
    "be driven by a check of stepwise tutorial or classroom grade: read one script line\n"
      + "at a time and answer each with the screen as data, which the tool judges")

  /// The device's language.
  static let language = Option(
    "--language", value: "CODE",
    "the device's language, which the app shows its strings in (ja, en, fr-CA;\n"
      + "default en); --lang chooses the language of this program's own messages")

  /// Fail a gesture when a cell disagrees with its data source.
  static let strictCells = Flag(
    "--strict-cells",
    "fail a gesture when a row's cell shows what its data source does not give it\n"
      + "(the tutorial's check); without it the row shows its cell, as on iOS, with a note")

  /// The app process's only command.
  struct Options: Command {
    static let configuration = CommandConfiguration(
      name: "",
      options: [
        .value(sandbox), .flag(fresh), .value(play), .value(language), .flag(strictCells),
        .flag(remote), .flag(judged),
      ],
      summary: "run the app in the simulator", discussion: "")
    let invocation: Invocation
    init(_ invocation: Invocation) { self.invocation = invocation }
    func run(_ context: ToolContext) -> ExitCode { .success }
  }

  /// A process for an app.
  package init(
    app: AppDescriptor, programName: String, console: Console, environment: ToolEnvironment
  ) {
    self.app = app
    self.programName = programName
    self.console = console
    self.environment = environment
  }

  /// The usage line.
  var usage: String {
    ([programName] + Options.configuration.options.map { "[\($0.usage)]" })
      .joined(separator: " ")
  }

  /// Runs the program with its arguments (without its name) and returns its exit status,
  /// in the language its environment asks for.
  package func run(_ arguments: [String]) -> ExitCode {
    Language.$chosen.withValue(Language(environment: environment.variables)) {
      runInLanguage(arguments)
    }
  }

  /// Runs the program once its language is chosen.
  private func runInLanguage(_ arguments: [String]) -> ExitCode {
    let invocation: Invocation
    // What follows `--` is the app's own launch arguments (a UI test's), as on iOS: the
    // program leaves them to the app, in CommandLine.arguments.
    let own = Array(arguments.prefix { $0 != "--" })
    do {
      switch try ArgumentParser.parse(own, commands: [Options.self]) {
      case .help:
        console.writeOutput(help)
        return .success
      case .version:
        console.print("\(app.title) (\(app.bundleIdentifier)), on HeadlessUIKit")
        return .success
      case .run(_, let given):
        invocation = given
      }
    } catch {
      return usageError(error.message)
    }
    if let root = environment.variables[ContainerEnvironment.containerVariable] {
      return runInContainer(URL(fileURLWithPath: root), invocation: invocation)
    }
    return enterContainer(invocation)
  }

  /// The first run: makes the container and starts the program again inside it.
  private func enterContainer(_ invocation: Invocation) -> ExitCode {
    let root =
      invocation[Self.sandbox].map(environment.url(forPath:))
      ?? environment.defaultSandboxRoot(forApp: app.bundleIdentifier)
    let lock: SandboxLock
    switch SandboxClaim.claim(root) {
    case .claimed(let claimed, let warnings):
      lock = claimed
      for warning in warnings { console.printError("\(programName): warning: \(warning)") }
    case .refused(.held(let message)):
      console.printError("\(programName): \(message)")
      return .usageError
    case .refused(.notAContainer(let message)):
      return usageError(message)
    case .refused(.failure(let message)):
      return failure(message)
    }
    // The lock is not inherited by the program started again, whose device takes it anew.
    defer { withExtendedLifetime(lock) {} }
    if invocation[Self.fresh] {
      do {
        try SandboxCleaner.empty(root)
      } catch let error as SandboxCleaner.NotAContainer {
        return usageError(error.description)
      } catch {
        return failure(localized("cannot empty \(root.path): \(error.localizedDescription)"))
      }
    }
    let container = ContainerEnvironment(root: root)
    do {
      // The sandbox first: it makes Documents/ and Library/Preferences/ flushed on their
      // parents; then the container's other folders.
      let sandbox = try AppSandbox(root: root)
      for folder in container.folders {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try sandbox.claim(
        for: app.bundleIdentifier, isAppsOwnFolder: invocation[Self.sandbox] == nil)
    } catch let error as any AppSandbox.Refusal {
      return usageError(error.description)
    } catch {
      return failure(
        localized("cannot create the sandbox \(root.path): \(error.localizedDescription)"))
    }
    let reason = restartCarryingSecret(container.variables)
    return failure(localized("cannot start \(programName) in its sandbox: \(reason)"))
  }

  /// Every run after the first: the app in its container, until the end of input.
  private func runInContainer(_ root: URL, invocation: Invocation) -> ExitCode {
    let sandbox: AppSandbox
    do {
      sandbox = try AppSandbox(root: root)
    } catch {
      return failure(
        localized("cannot open the sandbox \(root.path): \(error.localizedDescription)"))
    }
    let progress = environment.variables[ContainerEnvironment.progressVariable]
      .flatMap { try? JSONDecoder().decode(RunProgress.self, from: Data($0.utf8)) }
    let style = TextStyle(isTerminal: console.isOutputTerminal, environment: environment.variables)
    for problem in ContainerEnvironment.misplaced(in: root) {
      console.printError(
        style.dim(
          localized(
            "warning: \(problem), not in the sandbox: files saved there land outside it")))
    }
    // The program is one app: a script's `launch <id>` (a stage's walkthrough says `launch
    // checklists-04`) launches it, whatever the id, as `play --app` does.
    // This program reads its commands on the main thread, outside any main-queue job: what
    // the app puts on the main queue runs after each gesture, as between events on iOS.
    Device.settleMainQueueOnThisThread()
    let session = SimulatorSession(apps: [app], app: app, replacesLaunchedApps: true) { _ in
      sandbox
    }
    session.cellCheck = invocation[Self.strictCells] ? .strict : .note
    if let languages = progress?.preferredLanguages ?? invocation[Self.language].map({ [$0] }) {
      session.preferredLanguages = languages
    }

    if invocation[Self.remote] || invocation[Self.judged] {
      return runDriven(session, progress: progress, forPage: !invocation[Self.judged])
    }
    if let path = invocation[Self.play] {
      return runScript(path, session: session, progress: progress, style: style)
    }
    return runInteractive(session, progress: progress, style: style, root: root)
  }

  /// The app driven over its channel, by the page or by a judged play, one command a line.
  private func runDriven(
    _ session: SimulatorSession, progress: RunProgress?, forPage: Bool
  ) -> ExitCode {
    var driving = RemoteDriving(session: session)
    driving.forPage = forPage
    driving.secret = Self.channelSecret
    driving.answered = progress?.nextLine ?? 0
    driving.afterEachCommand = savePreferences
    driving.relaunchProcess = { answered in
      var carried = progress ?? RunProgress()
      carried.nextLine = answered
      restartProcess(carrying: carried, session: session)
    }
    driving.run(readLine: console.readLine)
    savePreferences()
    return .success
  }

  /// A walkthrough script played on the app (`--play FILE`).
  private func runScript(
    _ path: String, session: SimulatorSession, progress: RunProgress?, style: TextStyle
  ) -> ExitCode {
    let file = ScriptFile(path: path, url: environment.url(forPath: path))
    let script: Script
    switch file.load() {
    case .success(let loaded): script = loaded
    case .failure(let error):
      error.report(on: console, style: style)
      return .usageError
    }
    let player = ScriptPlayer(
      session: session, console: console, style: style,
      errorStyle: TextStyle(
        isTerminal: console.isErrorTerminal, environment: environment.variables),
      scriptName: path, progress: progress ?? RunProgress())
    player.launchNote = localized("the app itself")
    player.afterEachCommand = savePreferences
    session.relaunchProcess = { restartProcess(carrying: player.progress, session: session) }
    let status = player.play(script)
    savePreferences()
    return status
  }

  /// The interactive simulator, until the learner quits or the input ends.
  private func runInteractive(
    _ session: SimulatorSession, progress: RunProgress?, style: TextStyle, root: URL
  ) -> ExitCode {
    if progress != nil {
      console.print(
        style.dim(
          localized(
            """
            relaunch: \(programName) started over as a new run of the program: every object \
            is new, and only the files in its sandbox were kept
            """)))
    } else {
      console.print(style.bold("\(app.title) (\(programName))") + localized(" in the simulator"))
      console.print(localized("Sandbox: ") + style.dim(root.path))
      console.print(style.dim(localized("Type help for the commands, quit to leave.")))
    }
    let simulator = InteractiveSimulator(
      session: session, console: console, style: style, progress: progress ?? RunProgress())
    simulator.afterEachCommand = savePreferences
    session.relaunchProcess = { restartProcess(carrying: simulator.progress, session: session) }
    let mistakes = simulator.run()
    savePreferences()
    return mistakes == 0 ? .success : .failure
  }

  /// Starts the program again, handing it the session's progress and the device's language.
  private func restartProcess(carrying progress: RunProgress, session: SimulatorSession) -> Never {
    savePreferences()
    var progress = progress
    progress.relaunches += 1
    progress.preferredLanguages = session.preferredLanguages
    let encoded = (try? JSONEncoder().encode(progress)).map { String(decoding: $0, as: UTF8.self) }
    let reason = restartCarryingSecret([ContainerEnvironment.progressVariable: encoded ?? "{}"])
    _ = failure(localized("cannot start \(programName) again: \(reason)"))
    exit(ExitCode.failure.rawValue)
  }

  /// Starts this program over with these changes to its environment, and the launch
  /// channel's secret given back to it, which the next process takes out of its own
  /// environment again; returns only when the system refuses, with the reason.
  private func restartCarryingSecret(_ changes: [String: String]) -> String {
    var changes = changes
    if let secret = Self.channelSecret { changes[AppChannel.secretVariable] = secret }
    return restart(changes)
  }

  /// What a program says when its `@main` app delegate declares no ``InfoPlist``.
  package nonisolated static func missingInfoPlist(delegate: String) -> String {
    """
    \(delegate) is marked @main but says nothing of what an Info.plist would. Declare, in a
    file of its own:

      extension \(delegate) {
        static let infoPlist: InfoPlist? = InfoPlist(
          bundleIdentifier: "com.example.MyApp", displayName: "My App",
          makeDelegate: { \(delegate)() }, mainStoryboard: { UIStoryboard.makeMain() })
      }

    (stepwise port writes it from an Xcode project's Info.plist and storyboard.)

    """
  }

  /// The help `--help` prints, in the current ``Language`` (the options and the commands
  /// it names stay as they are typed).
  var help: String {
    var text = localized("Usage: \(usage)") + "\n\n"
    text += localized(
      """
      Runs \(app.title) in the simulator: the screen is drawn, you type a command (tap "+",
      tap row 0, type "Milk", relaunch, …; help lists them), the app acts, and the screen
      is drawn again. With --play, plays a walkthrough script instead.

      The app lives in its sandbox, as on a phone: NSHomeDirectory(), FileManager's
      documents directory and UserDefaults.standard all point into it. relaunch runs this
      program over again, so only what the app saved survives.
      """)
    text += "\n\n" + localized("Options:") + "\n"
    for option in Options.configuration.options {
      let lines = option.summary.localized.split(separator: "\n")
      text += "  " + option.usage.padding(toLength: 16, withPad: " ", startingAt: 0)
      text += lines.joined(separator: "\n" + String(repeating: " ", count: 18)) + "\n"
    }
    return text
  }

  /// The English help texts of the program's options, which ``help`` shows translated.
  package static var optionSummaries: [String] {
    Options.configuration.options.map(\.summary)
  }

  private func usageError(_ message: String) -> ExitCode {
    console.printError("\(programName): \(message)")
    console.printError(localized("Usage: \(usage)"))
    return .usageError
  }

  private func failure(_ message: String) -> ExitCode {
    console.printError("\(programName): \(message)")
    return .failure
  }
}
