// Operators a learner's files declare for types they do not own: the course's tests would
// call them in place of Swift's own.

import SwiftLexing

/// The operator functions a learner's files declare outside the types those files declare.
///
/// The course's tests `@testable import` the learner's module, so a function of the learner's
/// is seen where the tests compare: `func == (lhs: String?, rhs: String) -> Bool { true }`,
/// one line at the top of a file, would answer every `#expect(title == "Checklists (3)")`
/// with true, since Swift prefers it to the standard library's generic `==`. An operator a
/// learner's own type declares (`static func ==` in `extension ChecklistItem: Equatable`)
/// compares only that type, and stays.
///
///     ForeignOperators.find(in: ["Item.swift": "func == (a: String?, b: String) -> Bool { true }\n"])
///     // [Item.swift:1: ==]
package enum ForeignOperators {
  /// One declaration.
  package struct Declaration: Equatable, Sendable, CustomStringConvertible {
    /// The file, as given.
    package var file: String
    /// Its line, from 1.
    package var line: Int
    /// The operator: `==`.
    package var name: String

    package var description: String { "\(file):\(line): \(name)" }
  }

  /// Every operator function the files declare at the top level, or in an extension of a
  /// type none of them declares, in the order of the files' names and of their lines.
  package static func find(in files: [String: String]) -> [Declaration] {
    let tokens = files.mapValues(SwiftLexer.tokens(of:))
    let owned = Set(tokens.values.flatMap(declaredTypes))
    var found: [Declaration] = []
    for (file, tokens) in tokens.sorted(by: { $0.key < $1.key }) {
      var scopes: [(depth: Int, type: String?)] = []
      var pending: String??
      for (index, token) in tokens.enumerated() {
        if token.kind == .punctuation, token.text == "{" {
          scopes.append((token.depth, pending ?? nil))
          pending = nil
        } else if token.kind == .punctuation, token.text == "}" {
          if let last = scopes.last, last.depth == token.depth { scopes.removeLast() }
        } else if token.kind == .word, typeKeywords.contains(token.text) {
          pending = .some(name(after: index, in: tokens))
        } else if token.kind == .word, token.text == "func", index + 1 < tokens.count,
          tokens[index + 1].kind == .operator
        {
          // Inside a function, a class or any other scope, the nearest type decides.
          let type = scopes.reversed().lazy.compactMap(\.type).first
          if type.map(owned.contains) != true {
            found.append(
              Declaration(file: file, line: token.line, name: tokens[index + 1].text))
          }
        }
      }
    }
    return found
  }

  /// The words that open a type's scope, or an extension of one.
  static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "actor", "extension", "protocol",
  ]

  /// The types the tokens declare (not extend).
  static func declaredTypes(_ tokens: [SwiftToken]) -> [String] {
    tokens.indices.compactMap { index in
      let token = tokens[index]
      guard token.kind == .word, typeKeywords.contains(token.text), token.text != "extension"
      else { return nil }
      return name(after: index, in: tokens)
    }
  }

  /// The type's name after a keyword: its last dotted part (`Optional` of `Swift.Optional`).
  static func name(after index: Int, in tokens: [SwiftToken]) -> String? {
    var position = index + 1
    var name: String?
    while position < tokens.count, tokens[position].kind == .word {
      name = tokens[position].text
      // `Swift.Optional`: a dot and a word go on with the name; anything else ends it.
      guard position + 2 < tokens.count, tokens[position + 1].text == ".",
        tokens[position + 1].kind != .string
      else { break }
      position += 2
    }
    return name
  }
}
