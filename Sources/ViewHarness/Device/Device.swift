// The simulated phone: it launches an app into a sandbox and lets a simulated user drive it.

import Foundation
import HeadlessUIKitCore

/// A simulated device running one app, driven by a simulated user.
///
/// Every gesture takes UIKit's full path (a tap on a row asks `willSelectRowAt`, runs the
/// segue, then `didSelectRowAt`), is written to the ``transcript``, and is followed by a check
/// that every visible row shows what the data source says for it.
///
/// ```swift
/// let device = try Device(app: Checklists01.app)
/// try device.tapRow(0)
/// #expect(device.rows[0].isChecked)
/// ```
@MainActor
public final class Device {
  /// The app this device runs.
  public let app: AppDescriptor

  /// The app's container on disk.
  public let sandbox: AppSandbox

  /// The running app, or nil after it terminated or crashed.
  public private(set) var application: UIApplication?

  /// What happened so far.
  public internal(set) var transcript = Transcript()

  /// The warnings UIKit printed.
  public private(set) var console: [String] = []

  /// The exception that stopped the app, if it crashed that way.
  public private(set) var lastException: UIKitException?

  /// Whether every gesture is followed by the row-consistency check.
  public var checksInvariants = true

  /// Where the public gesture running now was asked for.
  var callSite: CallSite?

  /// Why the last table gesture was refused, if it was (the fuzzer learns from a refused
  /// swipe which screens offer none).
  var lastTableRefusal: TableGestureRefusal?

  /// The buttons a swipe revealed on a row, until the next gesture taps one or closes them.
  var revealedActions: RevealedRowActions?

  /// Launches an app into a sandbox: a new temporary one unless one is given.
  public init(
    app: AppDescriptor,
    sandbox: AppSandbox? = nil,
    launch: Bool = true
  ) throws {
    self.app = app
    self.sandbox = try sandbox ?? AppSandbox.temporary()
    temporaryFolder = sandbox == nil ? TemporaryFolder(self.sandbox.root) : nil
    if launch { try self.launch() }
  }

  /// The temporary sandbox this device made, deleted when the device goes away.
  private let temporaryFolder: TemporaryFolder?

  /// Whether the app is running.
  public var isRunning: Bool { application?.isRunning == true }

  // MARK: - The app's life

  /// Launches the app (it must not be running): a new process with new objects, the same
  /// sandbox, and an empty registration domain.
  public func launch(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      guard !isRunning else {
        throw failure(.impossible, "\(app.id) is already running")
      }
      transcript.beginGesture("launch \(app.id)")
      lastException = nil
      try perform {
        application = UIApplication.launch(app, in: sandbox)
      }
    }
  }

  /// Terminates the app if it is running, then launches it again in the same sandbox.
  public func relaunch(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      if isRunning { try terminate() }
      try launch()
    }
  }

  /// The user goes to the home screen: the app enters the background and keeps running.
  public func background(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      transcript.beginGesture(.background)
      let application = try runningApplication()
      try perform { application.enterBackground() }
    }
  }

  /// The user comes back to the app.
  public func foreground(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      transcript.beginGesture(.foreground)
      let application = try runningApplication()
      try perform { application.enterForeground() }
    }
  }

  /// The system terminates the app; its delegate is told first.
  public func terminate(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      transcript.beginGesture(.terminate)
      let application = try runningApplication()
      try perform(checkingAfterwards: false) { application.terminate() }
      self.application = nil
    }
  }

  /// The app stops at once with no callback, as in a crash or a kill from the debugger.
  public func crash(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      transcript.beginGesture(.crash)
      let application = try runningApplication()
      application.stop()
      self.application = nil
    }
  }

  // MARK: - Running gestures

  func runningApplication() throws -> UIApplication {
    guard let application, application.isRunning else {
      let reason = lastException.map { " (it crashed: \($0.reason))" } ?? ""
      throw failure(.notRunning, "\(app.id) is not running\(reason)")
    }
    return application
  }

  /// Runs app code with this device's UIKit hooks installed, then lays out, then checks.
  func perform(checkingAfterwards: Bool = true, _ body: () throws -> Void) throws {
    var raised: UIKitException?
    let hooks = UIKitRuntime.Hooks(
      exception: { exception in
        if raised == nil { raised = exception }
        UIApplication.running?.stop()
      },
      console: { [unowned self] line in
        console.append(line)
        transcript.append("  console: \(line)")
      },
      trace: { [unowned self] line in transcript.append("  \(line)") })
    // What the app prints goes to the console, as on a device, not to the terminal.
    AppConsole.startKeeping()
    defer {
      for line in AppConsole.stopKeeping() {
        console.append(line)
        transcript.append("  print: \(line)")
      }
    }
    // Laying out and checking ask the data source, so they too run under the hooks.
    try UIKitRuntime.withHooks(hooks) {
      try body()
      // One walk of the window finds the tables to lay out and then to check.
      var tables: [UITableView] = []
      if raised == nil, let application, application.isRunning, let window = application.window {
        tables = window.tables
        for table in tables { table.layoutIfNeeded() }
      }
      if let raised {
        lastException = raised
        application?.stop()
        application = nil
        transcript.append("  *** \(raised.description)")
        throw failure(.crashed(raised), "the app crashed: \(raised.reason)")
      }
      guard let application, application.isRunning else { return }
      if checkingAfterwards, checksInvariants, let problem = inconsistency(in: tables) {
        throw failure(.inconsistent, problem)
      }
    }
  }

  /// A gesture's failure, with the screen as it is now and where the gesture was asked for.
  func failure(_ kind: GestureError.Kind, _ message: String) -> GestureError {
    transcript.append("  ✗ \(message)")
    var error = GestureError(kind: kind, message: message, screen: screen)
    error.callSite = callSite
    return error
  }

  /// Runs a public gesture remembering where its caller is, so that the error it may throw
  /// names that place; a gesture made inside another keeps the outer one's place.
  func atCallSite(_ file: String, _ line: Int, _ column: Int, _ body: () throws -> Void) throws {
    guard callSite == nil else { return try body() }
    callSite = CallSite(file: file, line: line, column: column)
    defer { callSite = nil }
    try body()
  }
}

/// A folder deleted when the last reference to it goes away.
private final class TemporaryFolder: Sendable {
  let url: URL

  init(_ url: URL) {
    self.url = url
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
