// How HeadlessUIKit reports what UIKit would log, trace or raise.

import Foundation

/// The hooks through which HeadlessUIKit reports what happens inside the simulated UIKit.
///
/// UIKit raises an Objective-C exception when app code breaks one of its rules (an
/// inconsistent table update, an unknown segue identifier). HeadlessUIKit calls
/// ``raiseException(_:reason:)`` instead: with no handler installed the process stops
/// with UIKit's message, exactly like an uncaught exception on a device; `ViewHarness`
/// installs a handler that stops the app and reports the gesture as failed.
@MainActor
public enum UIKitRuntime {
  /// Receives every exception the simulated UIKit raises.
  public static var exceptionHandler: ((UIKitException) -> Void)?

  /// Receives the warnings UIKit prints to the console (for example about presentations).
  public static var consoleHandler: ((String) -> Void)?

  /// Receives one line for every UIKit call worth showing in a transcript, with who makes
  /// the call (the page's flow puts it in its lane by that).
  public static var traceHandler: ((String, TraceOrigin) -> Void)?

  /// Whether the transcript also shows the table asking its data source for its counts
  /// (`numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)`): off by default, as
  /// they come before every layout; the page's flow turns them on.
  package static var tracesDataSourceCounts = false

  /// What "now" is for the simulated UIKit: the date a new date picker starts at.
  ///
  /// The real clock by default. Something that must draw the same screen every time, such
  /// as the chapters' renderer, sets a fixed date while it plays and puts the clock back.
  public static var now: () -> Date = { Date() }

  /// The simulated device's time zone: the one a date picker shows when it has none of its
  /// own. The machine's by default; the chapters' renderer fixes it, like the clock.
  public static var timeZone = TimeZone.current

  /// A set of hooks and settings to install for a while; each one left nil keeps the
  /// one in place.
  public struct Hooks {
    /// Receives every exception, as ``exceptionHandler`` does.
    public var exception: ((UIKitException) -> Void)?
    /// Receives every console warning, as ``consoleHandler`` does.
    public var console: ((String) -> Void)?
    /// Receives every transcript line and who makes the call, as ``traceHandler`` does.
    public var trace: ((String, TraceOrigin) -> Void)?
    /// What "now" is, as ``now`` says.
    public var now: (() -> Date)?
    /// The device's time zone, as ``timeZone`` says.
    public var timeZone: TimeZone?

    /// Hooks to install; the ones left out keep what is in place.
    public init(
      exception: ((UIKitException) -> Void)? = nil,
      console: ((String) -> Void)? = nil,
      trace: ((String, TraceOrigin) -> Void)? = nil,
      now: (() -> Date)? = nil,
      timeZone: TimeZone? = nil
    ) {
      self.exception = exception
      self.console = console
      self.trace = trace
      self.now = now
      self.timeZone = timeZone
    }
  }

  /// Runs `body` with some hooks installed, and puts back the ones in place before, even
  /// when `body` throws.
  ///
  /// ```swift
  /// try UIKitRuntime.withHooks(.init(trace: { line, _ in lines.append(line) })) {
  ///   try button.simulateUserTap()
  /// }
  /// ```
  public static func withHooks<Result, Failure: Error>(
    _ hooks: Hooks, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let previous = (exceptionHandler, consoleHandler, traceHandler, now, timeZone)
    defer { (exceptionHandler, consoleHandler, traceHandler, now, timeZone) = previous }
    if let exception = hooks.exception { exceptionHandler = exception }
    if let console = hooks.console { consoleHandler = console }
    if let trace = hooks.trace { traceHandler = trace }
    if let clock = hooks.now { now = clock }
    if let zone = hooks.timeZone { timeZone = zone }
    return try body()
  }

  /// Raises a UIKit exception: the app stops, as it would on a device.
  public static func raiseException(
    _ name: UIKitException.Name = .internalInconsistency,
    reason: String
  ) {
    let exception = UIKitException(name: name, reason: reason)
    guard let exceptionHandler else {
      fatalError(exception.description)
    }
    exceptionHandler(exception)
  }

  /// Prints a UIKit console warning.
  package static func log(_ message: String) {
    if let consoleHandler {
      consoleHandler(message)
    } else {
      print(message)
    }
  }

  /// Records one step for the transcript: a call UIKit makes into the app's code, unless
  /// `origin` says a view does its own work or calls the app's code.
  package static func trace(_ line: @autoclosure () -> String, from origin: TraceOrigin = .app) {
    traceHandler?(line(), origin)
  }
}

/// Who makes a call the transcript records: a view doing its own work, a view calling the
/// app's code (a table its data source, a text field its delegate), or UIKit calling the
/// app's controllers. The page's flow draws each call in its lane by it, so a new traced call
/// cannot land in the wrong lane because of how its line is worded.
public enum TraceOrigin: String, Codable, Sendable {
  /// A view doing its own work: a control touched, rows inserted, a cell dequeued.
  case view
  /// A table asking its data source: `tableView(_:cellForRowAt:)`.
  case dataSource
  /// A table telling or asking its delegate: `tableView(_:didSelectRowAt:)`.
  case tableDelegate
  /// A text field asking or telling its delegate: `textFieldShouldReturn(_:)`.
  case textFieldDelegate
  /// A text view asking or telling its delegate: `textViewDidChange(_:)`.
  case textViewDelegate
  /// UIKit calling the app's controllers (`viewDidLoad()`), or moving between them.
  case app
}

/// An exception raised by the simulated UIKit, carrying UIKit's own wording.
public struct UIKitException: Error, Equatable, Sendable, CustomStringConvertible {
  /// The Objective-C exception name UIKit would use.
  public struct Name: RawRepresentable, Equatable, Sendable {
    /// The exception name's text.
    public var rawValue: String
    /// Creates a name from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `NSInternalInconsistencyException`: an API used against its rules.
    public static let internalInconsistency = Name(
      rawValue: "NSInternalInconsistencyException")
    /// `NSInvalidArgumentException`: an argument UIKit cannot accept.
    public static let invalidArgument = Name(rawValue: "NSInvalidArgumentException")
    /// `NSUnknownKeyException`: an outlet the controller does not have.
    public static let unknownKey = Name(rawValue: "NSUnknownKeyException")
    /// `NSRangeException`: an index past the end of an array UIKit keeps.
    public static let range = Name(rawValue: "NSRangeException")
  }

  /// The exception's name.
  public var name: Name
  /// UIKit's explanation, word for word.
  public var reason: String

  /// A readable description.
  public var description: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }
}

/// A short description of an object the way UIKit's messages print it: `<Type: 0x…>`.
func objectDescription(_ object: AnyObject) -> String {
  let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
  return "<\(String(describing: type(of: object))): 0x\(String(address, radix: 16))>"
}

/// A string as `debugDescription` writes it, in double quotes with escapes, for transcripts.
///
/// Printable ASCII other than `"`, `'` and `\` needs no escape: that usual case, every
/// keystroke's line, is built without looking up each character's Unicode properties.
func debugQuoted(_ text: String) -> String {
  let needsNoEscape = text.utf8.allSatisfy {
    (0x20..<0x7F).contains($0) && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C
  }
  return needsNoEscape ? "\"" + text + "\"" : text.debugDescription
}
