// Xcode's Main Thread Checker: a UIKit method called off the main queue is reported with the
// app's line that called it, and the app goes on, as it does under Xcode.

import Foundation

#if canImport(Runtime)
  import Runtime
#endif

/// Finds UIKit's methods called off the main queue, as Xcode's Main Thread Checker does while
/// an app runs from Xcode: the first UIKit method each line of the app's code calls there is
/// reported after the gesture, in UIKit's words (`Main Thread Checker: UI API called on a background thread:
/// -[UISwitch setOn:animated:]`) and with that line, found in the backtrace. Nothing stops:
/// the call goes through, as under Xcode, where what it does to the screen may show late, or
/// never, or break the app at random.
///
/// Code reaches a background queue through the system's completion handlers (the answer to
/// a permission request) and its own `DispatchQueue.global().async`. In Swift 6 the compiler
/// refuses most such calls; Swift 5 code, such as a ported app's, compiles them.
package enum MainThreadChecker {
  /// Marks the main queue, whose blocks (and a test process's main actor) may run off the
  /// main thread on Linux.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// The calls not yet reported.
  private static let state = Mutex()

  /// Whether the code running now runs on the main queue (or the main thread).
  package static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Notes `method` (as Objective-C names it: `-[UILabel setText:]`) when it is called off
  /// the main queue, with the backtrace of the call; ``takeReports()`` says which line of the
  /// app's code made it. Only the backtrace is taken here, on the caller's queue: reading its
  /// lines takes a second or more, which the gesture waiting for the caller must not wait out.
  package static func check(_ method: @autoclosure () -> String) {
    guard !isOnMainQueue else { return }
    let call = Call(method: method(), backtrace: capture())
    state.withLock { $0.calls.append(call) }
  }

  /// The reports of the calls noted since the last time, oldest first, one for each line of
  /// the app's code (the first UIKit method it called, not those that one called in turn);
  /// the device writes them to the console after each gesture. A line reported again after
  /// that is reported again.
  package static func takeReports() -> [String] {
    let calls = state.withLock { state in
      defer { state.calls = [] }
      return state.calls
    }
    var places: Set<String> = []
    var reports: [String] = []
    // Reading a backtrace's lines is slow: a handful of calls a gesture is plenty to name.
    for (index, call) in calls.enumerated() {
      let place = index < 8 ? callerLine(call.backtrace) : nil
      guard places.insert(place ?? call.method).inserted else { continue }
      reports.append(
        "Main Thread Checker: UI API called on a background thread: \(call.method)"
          + (place.map { " (at \($0))" } ?? ""))
    }
    return reports
  }

  /// A UIKit method called off the main queue, and the backtrace of the call.
  private struct Call {
    var method: String
    /// The backtrace, when Swift's Runtime module can take one.
    var backtrace: Any?
  }

  /// The backtrace of the code running now, not yet read.
  private static func capture() -> Any? {
    #if canImport(Runtime)
      return try? Backtrace.capture()
    #else
      return nil
    #endif
  }

  /// The first line of a backtrace in the app's own code (not the kit's, nor the system's),
  /// as `path:line`, relative to the current folder when inside it.
  private static func callerLine(_ backtrace: Any?) -> String? {
    #if canImport(Runtime)
      guard let backtrace = backtrace as? Backtrace,
        let frames = backtrace.symbolicated()?.frames
      else { return nil }
      for frame in frames {
        guard let location = frame.symbol?.sourceLocation, location.line > 0 else { continue }
        let path = location.path
        guard !kitModules.contains(where: { path.contains("/Sources/\($0)/") }),
          FileManager.default.fileExists(atPath: path)
        else { continue }
        let folder = FileManager.default.currentDirectoryPath + "/"
        let shown = path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
        return "\(shown):\(location.line)"
      }
    #endif
    return nil
  }

  /// The kit's modules, whose frames are UIKit's, not the app's.
  private static let kitModules = [
    "HeadlessUIKitCore", "HeadlessUIKit", "HeadlessUserNotifications", "HeadlessCoreData",
    "HeadlessCoreLocation", "HeadlessMapKit", "ViewHarness",
  ]

  /// The checker's state behind a lock.
  private final class Mutex: @unchecked Sendable {
    struct State {
      var calls: [Call] = []
    }
    private let lock = NSLock()
    private var state = State()

    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
      lock.withLock { body(&state) }
    }
  }
}
