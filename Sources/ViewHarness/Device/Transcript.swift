// A running record of what happened: gestures, UIKit calls, warnings and checks.

import HeadlessUIKitCore

/// What happened, line by line: each gesture, then the UIKit calls it caused.
///
/// Shown when a check fails, so a learner sees the path from tap to table update.
public struct Transcript: CustomStringConvertible, Sendable {
  /// The most lines kept; older lines are dropped.
  public static let capacity = 4_000

  /// The lines kept so far, oldest first: up to twice ``capacity``, so that old lines are
  /// dropped in one batch every ``capacity`` lines instead of one by one on every line.
  private var storage: [Line] = []

  /// A line as kept: its text, and whether it is indented under its gesture. The indent is
  /// added when the transcript is read, which is rare, rather than to each of the thirty or
  /// so UIKit calls a gesture makes.
  private struct Line: Sendable {
    var text: String
    var isIndented: Bool
    /// Who made the call, for a UIKit call; nil for the device's own lines (a gesture's
    /// heading, what the watch saw, the console).
    var origin: TraceOrigin? = nil
    /// What kind of the device's own lines it is; nil for a UIKit call and for the harness's
    /// remarks.
    var tag: TranscriptTag? = nil

    var shown: String { isIndented ? "  " + text : text }
  }

  /// How many lines were ever added, kept or dropped: a mark to read the lines after.
  public private(set) var appendedCount = 0

  /// How many times old lines were dropped; each time moves ``capacity`` lines.
  package private(set) var trimCount = 0

  /// The lines, oldest first: the last ``capacity`` at most.
  public var lines: [String] {
    storage.suffix(Self.capacity).map(\.shown)
  }

  /// How many lines are held in memory, including those waiting to be dropped.
  package var storedLineCount: Int { storage.count }

  /// Adds a line.
  mutating func append(_ line: String) {
    append(Line(text: line, isIndented: false))
  }

  /// Adds a line indented under its gesture, as a UIKit call it made (and who made it).
  mutating func appendIndented(_ line: String, origin: TraceOrigin? = nil) {
    append(Line(text: line, isIndented: true, origin: origin))
  }

  /// Adds one of the device's own lines indented under its gesture, with its kind.
  mutating func append(_ line: TaggedLine) {
    append(Line(text: line.shown, isIndented: true, tag: line.tag))
  }

  private mutating func append(_ line: Line) {
    appendedCount += 1
    storage.append(line)
    if storage.count >= 2 * Self.capacity {
      storage.removeFirst(storage.count - Self.capacity)
      trimCount += 1
    }
  }

  /// Puts a line indented under its gesture after the first `mark` lines ever added (a
  /// value ``appendedCount`` had): a call found only once the lines after it were written.
  mutating func insertIndented(_ line: TaggedLine, at mark: Int) {
    let index = max(0, storage.count - max(0, appendedCount - mark))
    storage.insert(Line(text: line.shown, isIndented: true, tag: line.tag), at: index)
    appendedCount += 1
  }

  /// Adds a gesture heading: the gesture as a script writes it, or what the user did that no
  /// script line names.
  mutating func beginGesture(_ name: String) {
    append(Line(text: TaggedLine(.gesture, name).shown, isIndented: false, tag: .gesture))
  }

  /// The lines since the last gesture heading (inclusive).
  public var lastGesture: [String] {
    let kept = storage.suffix(Self.capacity)
    guard let start = kept.lastIndex(where: { $0.tag == .gesture }) else {
      return kept.map(\.shown)
    }
    return kept[start...].map(\.shown)
  }

  /// The lines added since ``appendedCount`` was `mark` (those still kept): what one
  /// command did, even when it made several gestures, as `relaunch` does.
  public func lines(since mark: Int) -> [String] {
    kept(since: mark).map(\.shown)
  }

  /// Who made each of the lines ``lines(since:)`` gives, in order: the UIKit call's origin,
  /// nil for the device's own lines.
  public func origins(since mark: Int) -> [TraceOrigin?] {
    kept(since: mark).map(\.origin)
  }

  /// What kind of the device's own lines each of the lines ``lines(since:)`` gives is, in
  /// order: nil for UIKit's calls and the harness's remarks.
  package func tags(since mark: Int) -> [TranscriptTag?] {
    kept(since: mark).map(\.tag)
  }

  private func kept(since mark: Int) -> ArraySlice<Line> {
    let kept = storage.suffix(Self.capacity)
    return kept.suffix(max(0, min(appendedCount - mark, kept.count)))
  }

  /// The last `count` lines as text.
  public func suffix(_ count: Int) -> String {
    storage.suffix(min(count, Self.capacity)).map(\.shown).joined(separator: "\n")
  }

  /// A readable description.
  public var description: String { lines.joined(separator: "\n") }
}
