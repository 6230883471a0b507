// `stepwise serve`: the simulated phone in a web page, with the MVC flow of each gesture.

import CommandLineKit
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import StepwiseServe
import ViewHarness

/// `stepwise serve [<app>]`: serves a page on 127.0.0.1 showing the phone, live.
struct ServeCommand: Command {
  /// The port to listen on.
  static let port = Option(
    "--port", value: "N", "the port on 127.0.0.1 (default 8017; 0 picks a free one)")

  /// Your own app's package.
  static let dir = Option(
    "--dir", value: "PACKAGE",
    "serve your own app: the package in PACKAGE (stepwise tutorial start's,\n"
      + "or one stepwise port wrote) is built, and its app served")

  static let configuration = CommandConfiguration(
    name: "serve", arguments: [.init("app", optional: true)],
    options: [
      .value(port), .value(dir), .value(RunCommand.sandbox), .flag(RunCommand.fresh),
      .value(RunCommand.language),
    ],
    summary: "open the simulated phone in a web page, with the MVC flow of each gesture",
    discussion: discussion)

  private static let discussion = """
    Serves a page on 127.0.0.1 (never another interface) and prints its address: open
    it in a browser. The page shows the phone, drawn from the same screen as the
    chapters' pictures, live: click a button, a row or its accessory, an alert's button;
    drag a row to the left to delete it; type while the phone has the focus (Backspace
    and Return too); click a date picker to pick a date. The buttons above it send the
    app to the background and back, terminate, crash or relaunch it, and the picker
    starts another app (every id of stepwise list). Each of these is sent as one line of
    the script language and run as stepwise run runs it; a gesture that cannot be made
    shows the harness's message.

    Beside the phone: what the last gesture did, as a sequence diagram in four lanes
    (View, Controller, Model, Storage), where each call a view makes says who asks whom
    (the table asks its data source) and a screen's call to its delegate goes from
    controller to controller; then the sandbox's files decoded, then the gestures so
    far as a walkthrough script to copy or download, whose first line names the command
    that replays it (stepwise play, or with --dir your app's own --play). After a crash,
    the phone says that the app ended and offers to relaunch it.

    With --dir PACKAGE, the page shows your own app instead: the package you made
    with stepwise tutorial start (or one stepwise port wrote) is built with swift build
    (its compiler errors are shown at your files and lines) and its app runs with the
    same phone, flow, sandbox and script panels, in the sandbox swift run uses. When
    the package has several apps, <app> names the one to serve. The package's manifest
    and code run with your rights, as with swift build; a package whose Package.swift
    names no app (an .executableTarget that uses HeadlessUIKit) is refused before any
    of it runs.

    With --language CODE, every tab's device starts in that language, as the script
    line language CODE sets it (after the launch, so the app starts over in it); the
    app shows its string tables' words in it. When the app has string tables in two
    or more languages, a picker above the phone changes the device's language.

    Each tab is a session of its own. The first tab's app runs in the kept sandbox (the
    one stepwise run uses, or --sandbox DIR), so its data is there next time; every
    other tab's app runs in a temporary container of its own, deleted when the server
    stops, so two tabs never write over each other's files.

    Ctrl-C stops the server: every running app is terminated properly, so its delegate
    can save. A page left open then says that the server has stopped.

    """

  /// The app a new tab starts, if named.
  var app: String?
  /// The port asked for.
  var port: UInt16
  /// The container chosen with `--sandbox`, if any.
  var sandboxPath: String?
  /// Whether to empty the container first.
  var isFresh: Bool
  /// The folder of the learner's own package, if given.
  var packagePath: String?
  /// The device's language every tab starts in, if given.
  var language: String?

  init(_ invocation: Invocation) throws(UsageError) {
    app = invocation.arguments.first
    let text = invocation[Self.port] ?? "8017"
    guard let port = UInt16(text) else {
      throw UsageError(
        message: localized("--port takes a number from 0 to 65535, not \(text)"), command: "serve")
    }
    self.port = port
    sandboxPath = invocation[RunCommand.sandbox]
    isFresh = invocation[RunCommand.fresh]
    packagePath = invocation[Self.dir]
    language = try RunCommand.languageCode(invocation, command: "serve")
  }

  func run(_ context: ToolContext) -> ExitCode {
    run(context, swift: "swift")
  }

  /// Serves; `swift` is the program that reads and builds a `--dir` package (tests pass a
  /// stand-in).
  func run(_ context: ToolContext, swift: String) -> ExitCode {
    if let packagePath { return serveOwnApp(packagePath, swift: swift, context) }
    let entry = app.map { context.catalog.entry(id: $0) } ?? context.catalog.finishedChecklists
    guard let entry else {
      return context.usageError(
        app.map(context.catalog.unknownAppMessage) ?? "no Checklists app is in the catalog")
    }
    let environment = context.environment
    let chosen = sandboxPath.map(environment.url(forPath:))
    let root = chosen ?? environment.defaultSandboxRoot(forApp: entry.app.id)
    // The kept sandbox is claimed as run claims it, before anything in it is emptied or
    // written: a folder holding other files is refused, and so is a sandbox another session
    // holds; the lock is held until the server stops.
    let lock: SandboxLock
    switch RunCommand.claim(root, context, emptying: isFresh) {
    case .claimed(let claimed): lock = claimed
    case .refused(let exitCode): return exitCode
    }
    defer { withExtendedLifetime(lock) {} }
    do {
      try AppSandbox(root: root).claim(
        for: entry.app.bundleIdentifier, isAppsOwnFolder: chosen == nil)
    } catch let error as any AppSandbox.Refusal {
      return context.usageError(error.description)
    } catch {
      return context.failure(
        localized("cannot open the sandbox \(root.path): \(error.localizedDescription)"))
    }
    let server: HTTPServer
    switch ServeLoop.openServer(port: port) {
    case .success(let opened): server = opened
    case .failure(let refused): return context.failure(refused.description)
    }
    let website = Website(
      apps: context.catalog.apps, startApp: entry.app,
      keptSandbox: { chosen ?? environment.defaultSandboxRoot(forApp: $0.id) })
    website.deviceLanguage = language
    let style = context.style
    ServeLoop.serve(website, on: server) {
      for line in Self.opening(
        serving: localized("\(entry.app.id) at \(style.bold(server.address))"),
        sandbox: style.dim(root.path), style: style,
        fontNote: JapaneseFonts.noteIsNeeded(
          fontFolders: JapaneseFonts.folders(dataHome: environment.dataHome)))
      {
        context.console.print(line)
      }
    }
    context.console.print(style.dim(localized("stopped; every app was terminated properly")))
    return .success
  }

  /// `--dir`: builds the learner's package and serves its app: each tab runs the app's own
  /// program (its `--remote` mode), so that the page runs the learner's code.
  private func serveOwnApp(_ path: String, swift: String, _ context: ToolContext) -> ExitCode {
    let package = OwnAppPackage(path, command: "serve", swift: swift, context)
    let style = context.style
    let server: HTTPServer
    let product: String
    let executable: URL
    do throws(OwnAppPackage.Problem) {
      try package.checkIsAppPackage()
      // A taken port is said before a build that may take minutes.
      switch ServeLoop.openServer(port: port) {
      case .success(let opened): server = opened
      case .failure(let refused): return context.failure(refused.description)
      }
      // The manifest is code, as the app is: said before swift runs either.
      (product, executable) = try package.announceAndBuildApp(named: app, context)
    } catch {
      return error.report(context)
    }
    let sandbox = sandboxPath.map(context.environment.url(forPath:))
    let website = Website(
      program: executable, sandbox: sandbox, fresh: isFresh,
      replayCommand: ReplayCommand.ownApp(package: path, product: product))
    website.deviceLanguage = language
    ServeLoop.serve(website, on: server) {
      for line in Self.opening(
        serving: localized("your \(product) at \(style.bold(server.address))"),
        sandbox: style.dim(sandbox?.path ?? localized("the one swift run \(product) uses")),
        style: style,
        fontNote: JapaneseFonts.noteIsNeeded(
          fontFolders: JapaneseFonts.folders(dataHome: context.environment.dataHome)))
      {
        context.console.print(line)
      }
    }
    context.console.print(style.dim(localized("stopped; every app was terminated properly")))
    return .success
  }

  /// What serve says once it listens: what it serves where, the first tab's sandbox, and
  /// how to open and stop it; with `fontNote`, which package draws the page's Japanese.
  static func opening(
    serving: String, sandbox: String, style: TextStyle, fontNote: Bool = false
  ) -> [String] {
    var lines = [
      style.bold("Stepwise") + localized(" serves \(serving)"),
      localized("The first tab's sandbox: ") + sandbox,
      style.dim(localized("Open the address in a browser; Ctrl-C stops the server.")),
    ]
    if fontNote {
      lines.append(
        localized(
          "No Japanese font is installed, so the page shows Japanese as boxes (□). On Debian or Ubuntu: sudo apt-get install fonts-noto-cjk"
        ))
    }
    return lines
  }
}
