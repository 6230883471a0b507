// Where a Swift file's types begin and end, and how deep in braces each line starts.

import Foundation

/// A Swift file read line by line: the brace depth each line starts at (strings and comments
/// left out of the count) and its top-level type declarations with their bodies' lines.
struct SwiftSourceMap {
  /// A top-level `class`, `struct`, `enum`, `extension`, `actor` or `protocol`.
  struct TypeDeclaration {
    var keyword: String
    var name: String
    /// The types after the colon, as written.
    var inherited: [String]
    /// The line the keyword is on (from 0).
    var headerLine: Int
    /// The lines of its body, braces' lines included.
    var body: ClosedRange<Int>
  }

  let lines: [String]
  /// The depth each line starts at.
  private(set) var depths: [Int] = []
  private(set) var types: [TypeDeclaration] = []

  init(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var depth = 0
    var inBlockComment = false
    var inMultilineString = false
    var header = ""
    var headerStart: Int?
    var openType: (keyword: String, name: String, inherited: [String], line: Int, start: Int)?
    for (number, line) in lines.enumerated() {
      depths.append(depth)
      let characters = Array(line)
      var index = 0
      var inString = false
      // Whether `"""` starts at `index`: looked up in the array, in constant time, so that a
      // long line is read in one pass.
      func opensOrClosesMultilineString() -> Bool {
        index + 2 < characters.count && characters[index] == "\""
          && characters[index + 1] == "\"" && characters[index + 2] == "\""
      }
      while index < characters.count {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if inBlockComment {
          if character == "*", next == "/" {
            inBlockComment = false
            index += 1
          }
        } else if inMultilineString {
          if opensOrClosesMultilineString() {
            inMultilineString = false
            index += 2
          }
        } else if inString {
          if character == "\\" {
            index += 1
          } else if character == "\"" {
            inString = false
          }
        } else if character == "/", next == "/" {
          break
        } else if character == "/", next == "*" {
          inBlockComment = true
          index += 1
        } else if opensOrClosesMultilineString() {
          inMultilineString = true
          index += 2
        } else if character == "\"" {
          inString = true
        } else if character == "{" {
          if depth == 0, let found = Self.typeHeader(header) {
            // The header's line: the nearest one, up from the brace, naming the type.
            let first = headerStart ?? number
            let line =
              stride(from: number, through: first, by: -1).first { candidate in
                lines[candidate].contains("\(found.keyword) \(found.name)")
              } ?? first
            openType = (found.keyword, found.name, found.inherited, line, number)
          }
          depth += 1
          header = ""
        } else if character == "}" {
          depth -= 1
          if depth == 0, let open = openType {
            types.append(
              TypeDeclaration(
                keyword: open.keyword, name: open.name, inherited: open.inherited,
                headerLine: open.line, body: open.start...number))
            openType = nil
          }
          header = ""
          headerStart = nil
        } else if depth == 0 {
          if header.isEmpty, !character.isWhitespace { headerStart = number }
          header.append(character)
        }
        index += 1
      }
      if depth == 0, !header.isEmpty { header.append(" ") }
    }
  }

  private static func typeHeader(_ header: String) -> (
    keyword: String, name: String, inherited: [String]
  )? {
    let pattern =
      /(?:^|\s)(class|struct|enum|extension|actor|protocol)\s+([A-Za-z_][A-Za-z0-9_.]*)(?:<[^>]*>)?\s*(?::\s*([^{]*?))?\s*(?:where\s[^{]*)?$/
    guard let match = header.firstMatch(of: pattern) else { return nil }
    let inherited =
      match.output.3.map { list in
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      } ?? []
    return (String(match.output.1), String(match.output.2), inherited)
  }

  /// The lines directly in the bodies of a type and its extensions in this file.
  func memberLines(of name: String) -> [Int] {
    types.filter { $0.name == name && $0.keyword != "protocol" }.flatMap { type in
      type.body.filter { depths[$0] == 1 }
    }
  }
}
