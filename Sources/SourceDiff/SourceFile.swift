// A source file read as lines, as the diff compares them.

import Foundation

/// A text file as a list of lines.
package struct SourceFile: Equatable, Sendable {
  /// The path inside its stage's folder, such as `ChecklistItem.swift`.
  package var path: String
  /// The lines, without their line breaks.
  package var lines: [String]
  /// Whether the last line has no line break after it.
  package var lacksFinalNewline: Bool

  package init(path: String, text: String) {
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
  package func removingExcerptMarkers() -> SourceFile {
    var file = self
    file.lines = lines.filter { !Self.isExcerptMarker($0) }
    return file
  }

  /// The line that opens an excerpt, followed by its name: `// excerpt: toggle`.
  package static let excerptOpening = "// excerpt:"
  /// The line that closes an excerpt.
  package static let excerptClosing = "// end excerpt"

  /// Whether a line opens or closes an excerpt.
  package static func isExcerptMarker(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.hasPrefix(excerptOpening) || trimmed == excerptClosing
  }

  /// The file's name without its folders.
  package var name: String { (path as NSString).lastPathComponent }

  /// The lines as the diff compares them: a last line without a line break differs from
  /// the same text with one.
  package var comparableLines: [String] {
    guard lacksFinalNewline, let last = lines.last else { return lines }
    return lines.dropLast() + [last + "\u{0}"]
  }
}
