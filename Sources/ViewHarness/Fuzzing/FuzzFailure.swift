// A failure a fuzzer found, with the seed and the shortest script that shows it.

/// What a fuzzer found wrong, how to replay it, and the shortest script that still fails.
public struct FuzzFailure: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// The app crashed (a UIKit exception stopped it); the reason is UIKit's.
    case crashed(String)
    /// The table disagreed with its data source.
    case inconsistent(String)
    /// The driver chose a gesture the screen did not allow: a bug in the fuzzer.
    case impossible(String)
    /// After a relaunch the data differs from what the app promised to bring back.
    case brokenPromise(stop: StopKind, expected: [String], found: [String])
    /// The drawn screen lost its shape.
    case badScreen(String)
    /// A check the test supplied failed.
    case check(String)
    /// Something else went wrong (an error that is not a gesture's).
    case unexpected(String)

    /// Whether two failures are of the same kind, which is all a shrunk replay must keep.
    func isSameKind(as other: Kind) -> Bool {
      switch (self, other) {
      case (.crashed, .crashed), (.inconsistent, .inconsistent), (.impossible, .impossible),
        (.brokenPromise, .brokenPromise), (.badScreen, .badScreen), (.check, .check),
        (.unexpected, .unexpected):
        true
      default: false
      }
    }

    /// One line saying what went wrong.
    public var summary: String {
      switch self {
      case .crashed(let reason): "the app crashed: \(reason)"
      case .inconsistent(let message): "the table and the model disagree: \(message)"
      case .impossible(let message): "the fuzzer chose an impossible gesture: \(message)"
      case .brokenPromise(let stop, let expected, let found):
        "after the app \(stop.rawValue) and relaunched, its data is \(found) instead of "
          + "\(expected)"
      case .badScreen(let message): message
      case .check(let message): message
      case .unexpected(let message): "unexpected error: \(message)"
      }
    }
  }

  /// The app's id.
  public var appID: String
  /// What went wrong.
  public var kind: Kind
  /// The seed that replays the run.
  public var seed: UInt64
  /// The gestures of the run up to and including the failing one.
  public var gestures: [Gesture]
  /// The shortest list of gestures found that still fails the same way.
  public var shrunk: [Gesture]
  /// The screen when it went wrong.
  public var screen: String
  /// How to replay the run from its seed.
  public var replayHint: String

  /// The shrunk gestures as a walkthrough script.
  public var script: String {
    Gesture.script(appID: appID, shrunk)
  }

  /// What went wrong, how to replay it, the shrunk script and the screen.
  public var description: String {
    """
    \(appID): \(kind.summary)
    after \(gestures.count) gestures from seed \(seed) (\(replayHint))
    the shortest script found that fails the same way (\(shrunk.count) gestures):
    \(script)
    the screen when it went wrong:
    \(screen)
    """
  }
}
