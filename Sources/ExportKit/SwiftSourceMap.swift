// Where a Swift file's types begin and end, and how deep in braces each line starts.

import Foundation
import SwiftLexing

/// A Swift file read line by line: the brace depth each line starts at (braces in strings and
/// comments are not counted: the file is read by `SwiftLexer`) and its top-level type
/// declarations with their bodies' lines.
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
    let tokens = SwiftLexer.tokens(of: text).filter { $0.kind != .comment }
    // The depth in force after a token: one more after a `{`.
    func depth(after token: SwiftToken) -> Int {
      token.depth + (token.kind == .punctuation && token.text == "{" ? 1 : 0)
    }
    var next = 0
    var running = 0
    for line in lines.indices {
      // The tokens that start on an earlier line (token lines count from 1).
      while next < tokens.count, tokens[next].line <= line {
        running = depth(after: tokens[next])
        next += 1
      }
      depths.append(running)
    }
    var header = ""
    var headerStart: Int?
    var openType: (keyword: String, name: String, inherited: [String], line: Int, start: Int)?
    for token in tokens {
      let line = token.line - 1
      let isBrace = token.kind == .punctuation && (token.text == "{" || token.text == "}")
      if isBrace, token.text == "{", token.depth == 0 {
        if let found = Self.typeHeader(header) {
          // The header's line: the nearest one, up from the brace, naming the type.
          let first = headerStart ?? line
          let named =
            stride(from: line, through: first, by: -1).first { candidate in
              lines[candidate].contains("\(found.keyword) \(found.name)")
            } ?? first
          openType = (found.keyword, found.name, found.inherited, named, line)
        }
        header = ""
        headerStart = nil
      } else if isBrace, token.text == "}", token.depth == 0 {
        if let open = openType {
          types.append(
            TypeDeclaration(
              keyword: open.keyword, name: open.name, inherited: open.inherited,
              headerLine: open.line, body: open.start...line))
          openType = nil
        }
        header = ""
        headerStart = nil
      } else if token.depth == 0, !isBrace, token.kind != .string {
        if header.isEmpty {
          headerStart = line
        } else if token.isSpacedBefore || token.startsLine {
          header += " "
        }
        header += token.text
      }
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
