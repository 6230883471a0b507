// A running record of what happened: gestures, UIKit calls, warnings and checks.

/// What happened, line by line: each gesture, then the UIKit calls it caused.
///
/// Shown when a check fails, so a learner sees the path from tap to table update.
public struct Transcript: CustomStringConvertible, Sendable {
  /// The most lines kept; older lines are dropped.
  public static let capacity = 4_000

  /// The lines, oldest first.
  public private(set) var lines: [String] = []

  /// Adds a line.
  mutating func append(_ line: String) {
    lines.append(line)
    if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
  }

  /// Adds a gesture heading.
  mutating func beginGesture(_ name: String) {
    append("▶ \(name)")
  }

  /// The lines since the last gesture heading (inclusive).
  public var lastGesture: [String] {
    guard let start = lines.lastIndex(where: { $0.hasPrefix("▶ ") }) else { return lines }
    return Array(lines[start...])
  }

  /// The last `count` lines as text.
  public func suffix(_ count: Int) -> String {
    lines.suffix(count).joined(separator: "\n")
  }

  /// A readable description.
  public var description: String { lines.joined(separator: "\n") }
}
