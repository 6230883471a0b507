// A string table as an app's bundle holds it: a `.strings` file, or a String Catalog.

import Foundation

/// The keys and values of one table in one language, read from a `.strings` file
/// (`"key" = "value";` lines, with comments and backslash escapes) or from one language of a
/// String Catalog (`.xcstrings`, which Xcode compiles into a `.strings` file per language).
///
/// ```swift
/// let table = StringTable(strings: "\"Add\" = \"追加\";")
/// table?.values["Add"]  // "追加"
/// ```
package struct StringTable: Equatable, Sendable {
  /// The values, by key.
  package var values: [String: String]

  /// A table of these values.
  package init(values: [String: String]) {
    self.values = values
  }

  /// Reads a `.strings` file's text; nil when it is not one (its first mistake's line is in
  /// ``StringsFileReader/mistakeLine``). A file that is an old-style property-list
  /// dictionary (`{ key = value; }`) is read as Foundation reads it.
  package init?(strings text: String) {
    var reader = StringsFileReader(text)
    if let values = reader.read() {
      self.values = values
    } else if let plist = try? PropertyListSerialization.propertyList(
      from: Data(text.utf8), format: nil) as? [String: String]
    {
      self.values = plist
    } else {
      return nil
    }
  }

  /// Reads a `.strings` file's bytes: UTF-8, or UTF-16 with its byte-order mark, as Xcode
  /// long saved them.
  package init?(stringsData data: Data) {
    guard let text = Self.text(of: data) else { return nil }
    self.init(strings: text)
  }

  /// The text of a `.strings` file's bytes.
  package static func text(of data: Data) -> String? {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      return String(data: data, encoding: .utf16)
    }
    let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    return String(data: Data(bytes), encoding: .utf8)
  }
}

/// Reads the text of a `.strings` file: `"key" = "value";` pairs, `"key";` alone (its
/// value is its key), `/* … */` and `// …` comments, and the escapes `\"`, `\\`, `\n`,
/// `\t`, `\r`, `\U` followed by four hexadecimal digits; keys and values may also be
/// unquoted words.
package struct StringsFileReader {
  private let characters: [Character]
  private var index = 0
  /// The line of the first thing that is not a string table's, after ``read()`` failed.
  package private(set) var mistakeLine: Int?

  /// A reader of this text.
  package init(_ text: String) {
    characters = Array(text)
  }

  /// The pairs, or nil at the first mistake.
  package mutating func read() -> [String: String]? {
    var values: [String: String] = [:]
    while true {
      skipSpaceAndComments()
      guard index < characters.count else { return values }
      guard let key = readString() else { return fail() }
      skipSpaceAndComments()
      var value = key
      if peek == "=" {
        index += 1
        skipSpaceAndComments()
        guard let read = readString() else { return fail() }
        value = read
        skipSpaceAndComments()
      }
      guard peek == ";" else { return fail() }
      index += 1
      values[key] = value
    }
  }

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  private mutating func fail() -> [String: String]? {
    mistakeLine = characters[..<min(index, characters.count)].filter { $0 == "\n" }.count + 1
    return nil
  }

  private mutating func skipSpaceAndComments() {
    while let character = peek {
      if character.isWhitespace {
        index += 1
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
        index += 2
        while index < characters.count
          && !(characters[index] == "*" && index + 1 < characters.count
            && characters[index + 1] == "/")
        {
          index += 1
        }
        index = min(index + 2, characters.count)
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while let next = peek, next != "\n" { index += 1 }
      } else {
        return
      }
    }
  }

  /// A quoted string with its escapes, or an unquoted word.
  private mutating func readString() -> String? {
    guard peek == "\"" else { return readWord() }
    index += 1
    var text = ""
    while let character = peek {
      index += 1
      switch character {
      case "\"": return text
      case "\\":
        guard let escaped = readEscape() else { return nil }
        text.append(escaped)
      default: text.append(character)
      }
    }
    return nil
  }

  private mutating func readEscape() -> Character? {
    guard let character = peek else { return nil }
    index += 1
    switch character {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "U", "u":
      let digits = String(characters[index..<min(index + 4, characters.count)])
      guard digits.count == 4, let code = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(code)
      else { return nil }
      index += 4
      return Character(scalar)
    default: return character
    }
  }

  private mutating func readWord() -> String? {
    let start = index
    while let character = peek,
      character.isLetter || character.isNumber || "_.-$:/".contains(character)
    {
      index += 1
    }
    return index > start ? String(characters[start..<index]) : nil
  }
}
