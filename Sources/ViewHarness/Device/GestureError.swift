// Why a gesture or an expectation failed, with the screen as it was.

import HeadlessUIKitCore

/// A gesture the user could not make, a crash it caused, or an inconsistency it revealed.
///
/// Its description says what went wrong and shows the screen, so a failing test tells a
/// learner what was on screen instead.
public struct GestureError: Error, CustomStringConvertible, Equatable {
  /// What kind of failure this is.
  public enum Kind: Equatable, Sendable {
    /// The user could not make the gesture (no such row, a disabled button, no alert).
    case impossible
    /// UIKit raised an exception: the app stopped.
    case crashed(UIKitException)
    /// The table disagrees with its data source after the gesture.
    case inconsistent
    /// No app is running.
    case notRunning
  }

  /// The kind of failure.
  public let kind: Kind
  /// One line saying what went wrong.
  public let message: String
  /// The screen when it went wrong.
  public let screen: String
  /// Where the code that asked for the gesture is, when it is known.
  public var callSite: CallSite?

  /// A readable description: where the gesture was asked for, what went wrong, the screen.
  public var description: String {
    (callSite.map { "\($0): " } ?? "") + "\(message)\n\(screen)"
  }
}

/// A place in source code, written `path:line:column` as compilers and editors write it.
public struct CallSite: Equatable, Sendable, CustomStringConvertible {
  /// The file's path.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// A place in a file.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}
