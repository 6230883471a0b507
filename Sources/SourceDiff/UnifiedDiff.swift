// Turns an edit script into unified-diff hunks: `@@ -a,b +c,d @@` with three lines of context.

import CommandLineKit

/// The hunks of a unified diff between two files.
package enum UnifiedDiff {
  /// Lines of unchanged context around each change.
  package static let context = 3

  /// The hunks, each starting with its `@@` header; empty when the files are the same.
  package static func hunks(from old: SourceFile, to new: SourceFile, style: TextStyle) -> [String]
  {
    let edits = LineDiff.edits(from: old.comparableLines, to: new.comparableLines)
    let changed = edits.indices.filter {
      if case .keep = edits[$0] { false } else { true }
    }
    guard let firstChange = changed.first else { return [] }

    // Group the changes whose contexts touch or overlap: at most 2 × context unchanged
    // lines apart.
    var groups: [ClosedRange<Int>] = []
    var start = firstChange
    var end = firstChange
    for index in changed.dropFirst() {
      if index - end - 1 > 2 * context {
        groups.append(start...end)
        start = index
      }
      end = index
    }
    groups.append(start...end)

    return groups.map { group in
      let lower = max(0, group.lowerBound - context)
      let upper = min(edits.count - 1, group.upperBound + context)
      return hunk(edits, lower...upper, old: old, new: new, style: style)
    }
  }

  /// One hunk: its header, then its lines marked " ", "-" or "+".
  private static func hunk(
    _ edits: [LineEdit], _ slice: ClosedRange<Int>, old: SourceFile, new: SourceFile,
    style: TextStyle
  ) -> String {
    // The lines of each side before the hunk.
    var oldBefore = 0
    var newBefore = 0
    for edit in edits[..<slice.lowerBound] {
      switch edit {
      case .keep:
        oldBefore += 1
        newBefore += 1
      case .remove: oldBefore += 1
      case .insert: newBefore += 1
      }
    }
    var oldCount = 0
    var newCount = 0
    var body = ""
    for edit in edits[slice] {
      switch edit {
      case .keep(let oldIndex, _):
        oldCount += 1
        newCount += 1
        body += " " + old.lines[oldIndex] + "\n" + endMark(old, oldIndex)
      case .remove(let oldIndex):
        oldCount += 1
        body += style.red("-" + old.lines[oldIndex]) + "\n" + endMark(old, oldIndex)
      case .insert(let newIndex):
        newCount += 1
        body += style.green("+" + new.lines[newIndex]) + "\n" + endMark(new, newIndex)
      }
    }
    let header = "@@ -\(range(oldBefore, oldCount)) +\(range(newBefore, newCount)) @@"
    return style.cyan(header) + "\n" + body
  }

  /// A range as unified diffs write it: `start,count`, just `start` for one line, and the
  /// line before with a count of 0 for none.
  package static func range(_ linesBefore: Int, _ count: Int) -> String {
    switch count {
    case 0: "\(linesBefore),0"
    case 1: "\(linesBefore + 1)"
    default: "\(linesBefore + 1),\(count)"
    }
  }

  /// The marker after a file's last line when it has no line break.
  private static func endMark(_ file: SourceFile, _ index: Int) -> String {
    file.lacksFinalNewline && index == file.lines.count - 1
      ? "\\ No newline at end of file\n" : ""
  }
}
