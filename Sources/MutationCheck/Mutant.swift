// One planted bug: where it is, what it replaces and with what.

/// A single change to one file of the module under test.
package struct Mutant: Equatable, Codable, Sendable {
  /// The file, relative to the module's folder.
  package var file: String
  /// The line, from 1.
  package var line: Int
  /// The column, from 1, in UTF-8 bytes.
  package var column: Int
  /// How it changes the code.
  package var `operator`: MutationOperator
  /// Where the replaced text starts and ends, in the file's UTF-8 bytes.
  package var range: Range<Int>
  /// The text replaced.
  package var original: String
  /// The text put in its place.
  package var replacement: String

  /// Its name in lists and on the command line: `Folder/File.swift:12:8:relational`.
  package var id: String { "\(file):\(line):\(column):\(`operator`.rawValue)" }

  /// The file's text with this mutant planted.
  package func applied(to text: String) -> String {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(range, with: Array(replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The change as one line: `a < b` → `a <= b`, long texts shortened.
  package var change: String {
    "\(Self.oneLine(original)) → \(replacement.isEmpty ? "(removed)" : Self.oneLine(replacement))"
  }

  private static func oneLine(_ text: String) -> String {
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return words.count > 60 ? String(words.prefix(57)) + "…" : words
  }
}
