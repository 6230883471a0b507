// A source file read as lines, as the diff compares them.

import Foundation

/// A text file as a list of lines.
struct SourceFile: Equatable, Sendable {
  /// The path inside its stage's folder, such as `ChecklistItem.swift`.
  var path: String
  /// The lines, without their line breaks.
  var lines: [String]
  /// Whether the last line has no line break after it.
  var lacksFinalNewline: Bool

  init(path: String, text: String) {
    self.path = path
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" {
      lines.removeLast()
      lacksFinalNewline = false
    } else {
      lacksFinalNewline = true
    }
    self.lines = lines
  }

  /// The file without the lines that mark the chapters' excerpts (`// excerpt: name` and
  /// `// end excerpt`): they are there for the chapters, not part of the code.
  func removingExcerptMarkers() -> SourceFile {
    var file = self
    file.lines = lines.filter { !Excerpt.isMarker($0) }
    return file
  }

  /// The file's name without its folders.
  var name: String { (path as NSString).lastPathComponent }

  /// The lines as the diff compares them: a last line without a line break differs from
  /// the same text with one.
  var comparableLines: [String] {
    guard lacksFinalNewline, let last = lines.last else { return lines }
    return lines.dropLast() + [last + "\u{0}"]
  }
}
