// Where a file can take a mutant: code only, never comments, strings, conditions of `#if`,
// imports, attributes' arguments or declarations' headers.

import SwiftLexing

/// The mutants of one Swift file, in the order they appear.
///
/// ```swift
/// let mutants = MutantFinder(file: "Store.swift", text: "if count > 0 { save() }").mutants
/// // Store.swift:1:10:relational  > → >=
/// // Store.swift:1:4:negation     count > 0 → !(count > 0)
/// ```
package struct MutantFinder {
  /// The file, relative to the module's folder.
  package let file: String
  /// The file's text.
  package let text: String
  /// The tokens that are code: comments left out.
  let tokens: [SwiftToken]
  /// For each token, whether it lies where no mutant may go.
  private(set) var isExcluded: [Bool]
  /// For each opening bracket, the index of the one that closes it.
  private(set) var closing: [Int: Int] = [:]
  /// For each closing bracket, the index of the one that opens it.
  private(set) var opening: [Int: Int] = [:]
  /// For each token, the index of the innermost `{` around it.
  private(set) var enclosingBrace: [Int?]

  package init(file: String, text: String) {
    self.file = file
    self.text = text
    tokens = SwiftLexer.tokens(of: text).filter { $0.kind != .comment }
    isExcluded = Array(repeating: false, count: tokens.count)
    enclosingBrace = Array(repeating: nil, count: tokens.count)
    matchBrackets()
    excludeNonCode()
  }

  /// Every mutant of the file, by position, then by operator.
  package var mutants: [Mutant] {
    var found: [Mutant] = []
    for index in tokens.indices where !isExcluded[index] {
      found += relationalMutants(at: index) + logicalMutants(at: index)
      found += negationMutants(at: index) + callMutants(at: index)
      found += returnMutants(at: index) + integerMutants(at: index)
    }
    let order = MutationOperator.allCases
    return found.sorted {
      ($0.range.lowerBound, order.firstIndex(of: $0.operator) ?? 0)
        < ($1.range.lowerBound, order.firstIndex(of: $1.operator) ?? 0)
    }
  }

  /// A mutant replacing the text from the start of one token to the end of another.
  func mutant(
    _ mutationOperator: MutationOperator, from first: Int, to last: Int, with replacement: String
  ) -> Mutant {
    let range = tokens[first].start..<tokens[last].end
    return Mutant(
      file: file, line: tokens[first].line, column: tokens[first].column,
      operator: mutationOperator, range: range, original: source(range),
      replacement: replacement)
  }

  /// The text of a range of UTF-8 bytes.
  func source(_ range: Range<Int>) -> String {
    String(decoding: Array(text.utf8)[range], as: UTF8.self)
  }

  /// The text from the start of one token to the end of another.
  func source(from first: Int, to last: Int) -> String {
    source(tokens[first].start..<tokens[last].end)
  }

  // MARK: - Relational, logical, integer

  private static let relationalSwaps = [
    "<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==", "===": "!==",
    "!==": "===",
  ]

  private func relationalMutants(at index: Int) -> [Mutant] {
    let token = tokens[index]
    guard token.kind == .operator, token.isSpacedBefore, token.isSpacedAfter,
      let swapped = Self.relationalSwaps[token.text]
    else { return [] }
    return [mutant(.relational, from: index, to: index, with: swapped)]
  }

  private func logicalMutants(at index: Int) -> [Mutant] {
    let token = tokens[index]
    guard token.kind == .operator, token.isSpacedBefore, token.isSpacedAfter,
      token.text == "&&" || token.text == "||"
    else { return [] }
    return [mutant(.logical, from: index, to: index, with: token.text == "&&" ? "||" : "&&")]
  }

  private func integerMutants(at index: Int) -> [Mutant] {
    let token = tokens[index]
    guard token.kind == .number,
      token.text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }),
      let value = Int(token.text.filter { $0 != "_" }), value < Int.max
    else { return [] }
    // `pair.0` is a tuple's element, not a number
    if index > 0, tokens[index - 1].text == ".", !token.isSpacedBefore { return [] }
    return [mutant(.integer, from: index, to: index, with: String(value + 1))]
  }

  // MARK: - Brackets and what is not code

  private mutating func matchBrackets() {
    var open: [Int] = []
    for index in tokens.indices {
      enclosingBrace[index] = open.last { tokens[$0].text == "{" }
      guard tokens[index].kind == .punctuation else { continue }
      switch tokens[index].text {
      case "(", "[", "{": open.append(index)
      case ")", "]", "}":
        if let opener = open.popLast() {
          closing[opener] = index
          opening[index] = opener
        }
      default: break
      }
    }
  }

  private static let declarationKeywords: Set<String> = [
    "func", "subscript", "deinit", "operator", "precedencegroup", "typealias", "associatedtype",
    "struct", "class", "enum", "protocol", "extension", "actor",
  ]

  private static let compilerDirectives: Set<String> = [
    "#if", "#elseif", "#else", "#endif", "#sourceLocation", "#warning", "#error",
  ]

  private mutating func excludeNonCode() {
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .directive, Self.compilerDirectives.contains(token.text) {
        excludeLine(of: index)
      } else if token.kind == .word, token.text == "import", startsDeclaration(index) {
        excludeLine(of: index)
      } else if token.kind == .attribute || token.kind == .directive {
        // `@available(…)`, `#selector(…)`: arguments, not code to mutate
        if index + 1 < tokens.count, tokens[index + 1].text == "(",
          !tokens[index + 1].isSpacedBefore, let end = closing[index + 1]
        {
          exclude(index...end)
        }
      } else if token.kind == .word, isDeclarationHeader(at: index) {
        exclude(index...headerEnd(from: index))
      }
    }
  }

  /// Whether only modifiers and attributes come before this token on its line.
  private func startsDeclaration(_ index: Int) -> Bool {
    var before = index - 1
    while before >= 0, tokens[before].line == tokens[index].line {
      guard tokens[before].kind == .attribute || tokens[before].kind == .word else {
        return false
      }
      before -= 1
    }
    return true
  }

  private func isDeclarationHeader(at index: Int) -> Bool {
    let token = tokens[index]
    let afterDot = index > 0 && tokens[index - 1].text == "."
    if afterDot { return false }
    if Self.declarationKeywords.contains(token.text) { return true }
    guard token.text == "init", index + 1 < tokens.count else { return false }
    let next = tokens[index + 1].text
    return next == "(" || next == "?" || next == "!" || next == "<"
  }

  /// The last token of a declaration's header: before its `{`, or the end of its line when
  /// it has no body (a requirement in a protocol, a type alias).
  private func headerEnd(from index: Int) -> Int {
    var depth = 0
    var current = index + 1
    let continuing: Set<String> = [")", "->", "where", "throws", "rethrows", "async", "{", ":"]
    while current < tokens.count {
      let token = tokens[current]
      if depth == 0, token.text == "{" { return current - 1 }
      if depth == 0, token.startsLine, !continuing.contains(token.text),
        token.kind != .operator, token.text != ","
      {
        return current - 1
      }
      if token.text == "(" || token.text == "[" { depth += 1 }
      if token.text == ")" || token.text == "]" { depth = max(depth - 1, 0) }
      current += 1
    }
    return tokens.count - 1
  }

  private mutating func excludeLine(of index: Int) {
    let line = tokens[index].line
    for other in index..<tokens.count {
      guard tokens[other].line == line else { break }
      isExcluded[other] = true
    }
  }

  private mutating func exclude(_ range: ClosedRange<Int>) {
    for index in range where index < tokens.count { isExcluded[index] = true }
  }
}
