// The simulated phone: it launches an app into a sandbox and lets a simulated user drive it.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  public internal(set) var application: UIApplication?

  /// What happened so far.
  public internal(set) var transcript = Transcript()

  /// The warnings UIKit printed.
  public private(set) var console: [String] = []

  /// What Xcode's Main Thread Checker said so far, oldest first: each UIKit call the app's
  /// code made off the main queue (also in ``console``). A judged check fails on them.
  package private(set) var mainThreadReports: [String] = []

  /// The exception that stopped the app, if it crashed that way.
  public internal(set) var lastException: UIKitException?

  /// The device's preferred languages, most preferred first: an app launched shows its
  /// strings in the first it has (English unless set, as a new device).
  public var preferredLanguages: [String] = [AppStrings.defaultLanguage]

  /// Whether every gesture is followed by the row-consistency check.
  public var checksInvariants = true

  /// What the check after each gesture does with a row whose cell shows other content than
  /// its data source gives it now: fail the gesture (the default, which the tutorial and
  /// the exercises teach with), or, as iOS, let the cell show what it shows and note it.
  public var cellCheck: CellCheck = .strict

  /// How the check after each gesture treats a cell that disagrees with its data source
  /// (a checkmark set on the cell on tap, and not in the model).
  public enum CellCheck: Sendable {
    /// The gesture fails: "the cell and the model disagree".
    case strict
    /// As on iOS, the row shows what its cell shows. The transcript notes the disagreement
    /// once, and again where it bites: when the cell is reused or the row reloaded and the
    /// row shows what the data source says instead.
    case note
  }

  /// The rows noted as disagreeing with their data source, with what each showed, while
  /// ``cellCheck`` is `.note`.
  var notedDisagreements: [CellDisagreement] = []

  /// The notes the harness made so far (each also in the transcript): where a cell and its
  /// model disagree, while ``cellCheck`` is `.note`.
  public internal(set) var notes: [String] = []

  /// Whether the transcript also notes what changed in the app's model and files between
  /// the UIKit calls a gesture causes, in `model:` and `storage:` lines. Off unless asked
  /// for: it reads the model and the sandbox's files at every call.
  public var watchesModelAndStorage: Bool {
    get { stateWatch != nil }
    set { stateWatch = newValue ? (stateWatch ?? StateWatch(sandbox: sandbox)) : nil }
  }

  /// What the model and the files held at the last look, while ``watchesModelAndStorage``.
  var stateWatch: StateWatch?

  /// Where the public gesture running now was asked for.
  var callSite: CallSite?

  /// The kind of gesture the app turned down on the last gesture although the screen seemed
  /// to offer it, if it did (the fuzzer learns from it which screens offer none).
  var lastUnoffered: UnofferedGesture?

  /// The buttons a swipe revealed on a row, until the next gesture taps one or closes them.
  var revealedActions: RevealedRowActions?

  /// How far the device's clock is ahead of the clock underneath it (the computer's, or a
  /// test's fixed one): what `wait` moved it by. App code reads the device's clock.
  public internal(set) var clockOffset: TimeInterval = 0

  /// Whether app code runs now, under this device's hooks.
  private var isPerforming = false

  /// Launches an app into a sandbox: a new temporary one unless one is given, in memory
  /// when the machine has a folder there (saves are flushed to the disk, and a test that
  /// makes hundreds of them should not wait for one).
  ///
  /// The device holds the sandbox's lock for as long as it exists, as a phone runs one copy
  /// of an app: a device in another process on the same sandbox throws `SandboxLock.Held`.
  public init(
    app: AppDescriptor,
    sandbox: AppSandbox? = nil,
    launch: Bool = true
  ) throws {
    self.app = app
    self.sandbox = try sandbox ?? AppSandbox.inMemory()
    temporaryFolder = sandbox == nil ? TemporaryFolder(self.sandbox.root) : nil
    lock = try SandboxLock.acquire(self.sandbox.root)
    if launch { try self.launch() }
  }

  /// The temporary sandbox this device made, deleted when the device goes away.
  private let temporaryFolder: TemporaryFolder?

  /// The sandbox's lock, held while this device exists.
  private let lock: SandboxLock

  /// Whether the app is running.
  public var isRunning: Bool { application?.isRunning == true }

  // MARK: - Running gestures

  /// Starts a gesture: its heading goes into the transcript, and the buttons a swipe
  /// revealed on a row close. They are returned, for the one gesture that may tap one.
  @discardableResult
  func begin(_ gesture: Gesture) -> RevealedRowActions? {
    transcript.beginGesture(gesture.description)
    guard let revealed = revealedActions else { return nil }
    revealedActions = nil
    if case .tap(let title) = gesture,
      revealed.actions.actions.contains(where: { shows($0.title, as: title) })
    {
      return revealed
    }
    transcript.append("  the buttons on row \(revealed.indexPath.row) close")
    return revealed
  }

  /// Starts something the user does that no script line names.
  func begin(_ name: String) {
    transcript.beginGesture(name)
    if let revealed = revealedActions {
      transcript.append("  the buttons on row \(revealed.indexPath.row) close")
      revealedActions = nil
    }
  }

  /// The running app, for a gesture on its screen: refused while the app is in the
  /// background, which has no screen to touch (the user is on the home screen).
  func applicationOnScreen() throws -> UIApplication {
    let application = try runningApplication()
    guard application.applicationState != .background else {
      throw failure(
        .impossible,
        localized("\(app.id) is in the background: say foreground to come back to it first"))
    }
    return application
  }

  func runningApplication() throws -> UIApplication {
    guard let application, application.isRunning else {
      let message =
        lastException.map { localized("\(app.id) is not running (it crashed: \($0.reason))") }
        ?? localized("\(app.id) is not running")
      throw failure(.notRunning, message)
    }
    return application
  }

  /// Runs app code with this device's UIKit hooks installed (its console, its transcript,
  /// its clock), then lays out, then checks.
  ///
  /// When it returns, every preference the app set is on the disk, so that the next
  /// gesture, or a test reading the file, finds it there.
  ///
  /// App code runs with the file-creation mask 077: what it creates is its owner's alone,
  /// as iOS keeps an app's files to itself, even when app code (such as the book's
  /// `Data.write(to:options: .atomic)`) asks for a file everyone may read.
  func perform(checkingAfterwards: Bool = true, _ body: () throws -> Void) throws {
    let previousMask = umask(0o077)
    defer {
      application?.defaults.synchronize()
      umask(previousMask)
    }
    // A gesture made inside another keeps the outer one's clock, and its turn.
    let wasPerforming = isPerforming
    isPerforming = true
    defer {
      isPerforming = wasPerforming
      if !wasPerforming { UIApplication.endTurn() }
    }
    let raised = RaisedException()
    let callWatch = CallWatch(self, isNested: wasPerforming)
    defer { callWatch.end() }
    // What the app prints goes to the console, as on a device, not to the terminal.
    AppConsole.startKeeping()
    defer {
      for line in AppConsole.stopKeeping() {
        console.append(line)
        transcript.append(TaggedLine(.print, line))
      }
    }
    // Another device's app may have run since this one's last gesture.
    application?.makeCurrent()
    stateWatch?.start(application)
    // Laying out and checking ask the data source, so they too run under the hooks.
    try UIKitRuntime.withHooks(hooks(noting: raised, isNested: wasPerforming)) {
      try body()
      try endGesture(raised: raised, callWatch: callWatch, checking: checkingAfterwards)
    }
  }

  /// The first exception a gesture's code raised: the app stops at it.
  private final class RaisedException {
    var exception: UIKitException?
  }

  /// The hooks app code runs with during a gesture: the first exception noted (and the app
  /// stopped), the console and the trace written to the transcript, and the device's clock.
  private func hooks(noting raised: RaisedException, isNested: Bool) -> UIKitRuntime.Hooks {
    let clockUnderneath = UIKitRuntime.now
    let offset = clockOffset
    let movesClock = offset != 0 && !isNested
    return UIKitRuntime.Hooks(
      exception: { exception in
        if raised.exception == nil {
          raised.exception = exception
          Device.echoException(exception)
        }
        UIApplication.running?.stop()
      },
      console: { [unowned self] line in
        console.append(line)
        transcript.append(TaggedLine(.console, line))
      },
      trace: { [unowned self] line, origin in
        noteStateChanges()
        transcript.appendIndented(line, origin: origin)
      },
      now: movesClock ? { clockUnderneath().addingTimeInterval(offset) } : nil)
  }

  /// What follows a gesture's own code, still under its hooks: the work it queued runs, the
  /// preferences are written, the tables are laid out, then a crash is reported or the rows
  /// are checked.
  private func endGesture(
    raised: RaisedException, callWatch: CallWatch, checking: Bool
  ) throws {
    // What the gesture's code put on the main queue runs before the screen is laid out and
    // checked, as iOS's run loop runs it before the turn's layout pass.
    if raised.exception == nil {
      // The system's handlers the gesture set off (the answer to a permission alert) run
      // on a background queue; the user sees what they put on the main queue.
      UIKitRuntime.waitForBackgroundWork()
      if Device.settlesMainQueue { Device.settleMainQueue() }
    }
    // What Xcode's Main Thread Checker would have said, in the console, as Xcode shows it.
    for report in MainThreadChecker.takeReports() {
      mainThreadReports.append(report)
      UIKitRuntime.log(report)
    }
    // The preferences set during the gesture are on disk before the files are looked at.
    application?.defaults.synchronize()
    noteStateChanges()
    if raised.exception == nil { callWatch.noteDelegateCall() }
    // One walk of the window finds the tables to lay out and then to check.
    var tables: [UITableView] = []
    if raised.exception == nil, let application, application.isRunning,
      let window = application.window
    {
      tables = window.tables
      for table in tables { table.layoutIfNeeded() }
    }
    if let exception = raised.exception {
      lastException = exception
      application?.stop()
      application = nil
      // UIKit's words (`*** Terminating app …`), which start as a crash's line does.
      let words = exception.description
      let crash = TranscriptTag.crash.words
      transcript.append(
        TaggedLine(.crash, words.hasPrefix(crash) ? String(words.dropFirst(crash.count)) : words))
      throw failure(.crashed(exception), localized("the app crashed: \(exception.reason)"))
    }
    guard let application, application.isRunning else { return }
    guard checking, checksInvariants else { return }
    switch cellCheck {
    case .strict:
      if let problem = inconsistency(in: tables) { throw failure(.inconsistent, problem) }
    case .note:
      if let problem = countMismatch(in: tables) { throw failure(.inconsistent, problem) }
      noteDisagreements(in: tables)
    }
  }

  /// The environment variable that asks for every exception UIKit raises to be written to
  /// standard error the moment it is raised, as a device's console shows it: the tutorial's
  /// checks set it, so that a crash in the app's code right after (a cell that could not be
  /// dequeued, then force-cast) still tells UIKit's reason.
  package static let echoExceptionsVariable = "STEPWISE_ECHO_EXCEPTIONS"

  /// Hears every exception UIKit raises in a gesture, the moment it is raised (before the
  /// gesture fails, and even if the app's code crashes first); nil for no one. By default
  /// standard error, when ``echoExceptionsVariable`` is `1`.
  package static var exceptionEcho: ((UIKitException) -> Void)? =
    ProcessInfo.processInfo.environment[echoExceptionsVariable] == "1"
    ? { FileHandle.standardError.write(Data(($0.description + "\n").utf8)) } : nil

  /// The environment variable that makes an exception UIKit raises end the app's process
  /// there and then, as an uncaught exception ends an app on a device: its backtrace then
  /// names the app's own call that broke UIKit's rule (`insertRows` in `addItem()`), not
  /// just the gesture. The tutorial's checks set it; the page and the simulator, which show
  /// the crash and offer a relaunch, do not.
  package static let exceptionsEndTheProcessVariable = "STEPWISE_EXCEPTIONS_END_THE_PROCESS"

  /// Whether ``exceptionsEndTheProcessVariable`` is `1`.
  package static let exceptionsEndTheProcess =
    ProcessInfo.processInfo.environment[exceptionsEndTheProcessVariable] == "1"

  /// Hands an exception to ``exceptionEcho``, then ends the process when
  /// ``exceptionsEndTheProcess``, from inside UIKit's call, so the app's frames are on the
  /// stack the crash prints.
  private static func echoException(_ exception: UIKitException) {
    exceptionEcho?(exception)
    if exceptionsEndTheProcess { fatalError(exception.description) }
  }

  /// A gesture's failure, with the screen as it is now and where the gesture was asked for.
  func failure(_ kind: GestureError.Kind, _ message: String) -> GestureError {
    transcript.append(TaggedLine(.failure, message))
    // The message quotes the app's texts (a button's title, a row): their control
    // characters are shown, not obeyed by the terminal.
    var error = GestureError(kind: kind, message: message.terminalSafe, screen: screen)
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

/// A gesture an app may turn down although the screen seems to offer it: nothing tells
/// whether a data source implements a method short of calling it.
enum UnofferedGesture: Equatable, Sendable {
  /// A swipe's Delete, with no `tableView(_:commit:forRowAt:)` to call.
  case swipe
  /// A move, with no `tableView(_:moveRowAt:to:)` to call.
  case move
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
