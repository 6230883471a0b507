// Reads the English keys of every `localized("…")` call in the package's sources.

import Foundation

/// A `localized("…")` call found in a source file, with the key its literal makes.
struct LocalizedCallSite: CustomStringConvertible {
  /// The file, relative to the package.
  var file: String
  /// The line the call is on.
  var line: Int
  /// The English key (interpolations as `{0}`, `{1}`…), or nil when the argument is not a
  /// string literal the reader understands.
  var key: String?

  var description: String { "\(file):\(line)" }

  /// Every call in the Swift files under a folder.
  static func all(under folder: URL, relativeTo root: URL) throws -> [LocalizedCallSite] {
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    var sites: [LocalizedCallSite] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      let text = try String(contentsOf: file, encoding: .utf8)
      let name = String(file.path.dropFirst(root.path.count + 1))
      sites += calls(in: text, file: name)
    }
    return sites
  }

  /// The calls in one file's text.
  static func calls(in text: String, file: String) -> [LocalizedCallSite] {
    let characters = Array(text)
    let token = Array("localized(")
    var sites: [LocalizedCallSite] = []
    var index = 0
    while index + token.count <= characters.count {
      guard characters[index..<index + token.count].elementsEqual(token),
        index == 0
          || !(characters[index - 1].isLetter || characters[index - 1] == "."
            || characters[index - 1] == "_")
      else {
        index += 1
        continue
      }
      let line = characters[..<index].filter { $0 == "\n" }.count + 1
      // A call in a comment (a documentation example) is not a lookup.
      let lineStart = characters[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
      if String(characters[lineStart..<index]).contains("//") {
        index += token.count
        continue
      }
      var position = index + token.count
      while position < characters.count, characters[position].isWhitespace { position += 1 }
      var reader = LiteralReader(characters: characters, position: position)
      let key = reader.readLiteral()
      // The declaration `func localized(_ text:` is not a call, and `localized(to:)` (a
      // lesson in a language) is not a lookup.
      if !characters[position...].starts(with: "_ text:"),
        !characters[position...].starts(with: "to:"), !characters[position...].starts(with: "to ")
      {
        sites.append(LocalizedCallSite(file: file, line: line, key: key))
      }
      index += token.count
    }
    return sites
  }
}

/// Reads a Swift string literal into a key: escapes resolved, interpolations numbered.
private struct LiteralReader {
  let characters: [Character]
  var position: Int
  var count = 0

  /// The key of the literal at the position, or nil when none is there.
  mutating func readLiteral() -> String? {
    if characters[position...].starts(with: "\"\"\"") {
      return readMultiLine()
    }
    guard position < characters.count, characters[position] == "\"" else { return nil }
    position += 1
    var key = ""
    while position < characters.count {
      let character = characters[position]
      if character == "\"" {
        position += 1
        return key
      }
      if character == "\n" { return nil }
      if character == "\\" {
        guard let piece = readEscape() else { return nil }
        key += piece
        continue
      }
      key.append(character)
      position += 1
    }
    return nil
  }

  /// A `"""` literal: lines between the delimiters, less the closing line's indentation.
  private mutating func readMultiLine() -> String? {
    position += 3
    while position < characters.count, characters[position] != "\n" { position += 1 }
    position += 1
    // Find the closing delimiter's line to learn the indentation.
    var lines: [String] = []
    var current = ""
    while position < characters.count {
      let character = characters[position]
      if character == "\n" {
        lines.append(current)
        current = ""
        position += 1
        continue
      }
      if character == "\"", characters[position...].starts(with: "\"\"\""),
        current.allSatisfy({ $0 == " " })
      {
        let indentation = current.count
        position += 3
        let stripped = lines.map { line in
          line.hasPrefix(String(repeating: " ", count: indentation))
            ? String(line.dropFirst(indentation)) : line.trimmingCharacters(in: .whitespaces)
        }
        return stripped.joined(separator: "\n")
          .replacingOccurrences(of: Self.continued + "\n", with: "")
      }
      if character == "\\", characters[position...].dropFirst().first == "\n" {
        // A line continued: the next line's text follows without a break.
        lines.append(current + Self.continued)
        current = ""
        position += 2
        continue
      }
      if character == "\\" {
        guard let piece = readEscape() else { return nil }
        current += piece
        continue
      }
      current.append(character)
      position += 1
    }
    return nil
  }

  /// Marks a line that a backslash continues.
  private static let continued = "\u{1}"

  /// An escape at the position: the character it stands for, or `{n}` for an
  /// interpolation, which it skips.
  private mutating func readEscape() -> String? {
    position += 1
    guard position < characters.count else { return nil }
    let character = characters[position]
    position += 1
    switch character {
    case "n": return "\n"
    case "t": return "\t"
    case "\"": return "\""
    case "\\": return "\\"
    case "'": return "'"
    case "0": return "\0"
    case "u":
      guard characters[position] == "{",
        let close = characters[position...].firstIndex(of: "}"),
        let value = UInt32(String(characters[(position + 1)..<close]), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      position = close + 1
      return String(Character(scalar))
    case "(":
      guard skipInterpolation() else { return nil }
      defer { count += 1 }
      return "{\(count)}"
    default:
      return nil
    }
  }

  /// Skips an interpolation's expression up to its closing parenthesis, over nested
  /// parentheses and string literals.
  private mutating func skipInterpolation() -> Bool {
    var depth = 1
    while position < characters.count {
      let character = characters[position]
      if character == "\"" {
        var nested = LiteralReader(characters: characters, position: position)
        guard nested.readLiteral() != nil else { return false }
        position = nested.position
        continue
      }
      position += 1
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { return true }
      }
    }
    return false
  }
}
