// The storyboard declaration's Swift, read as written: calls, arrays, literals, key paths
// and closures, each with its line.

import StepwiseBasics
import SwiftLexing

/// A value of a Swift declaration as the export reads it, with the line it starts on.
struct DeclaredValue: Equatable {
  /// What the value is.
  indirect enum Kind: Equatable {
    /// A string literal's text.
    case string(String)
    /// A number, as written.
    case number(String)
    /// `true`, `false` or `nil`, or any other plain name (`ChecklistViewController.self`).
    case name(String)
    /// An implicit member: `.add` is `member("add")`.
    case member(String)
    /// A key path: `\.textField` is `keyPath("textField")`.
    case keyPath(String)
    /// A closure, as written between its braces.
    case closure(String)
    /// An array literal.
    case array([DeclaredValue])
    /// A call: `.system(.add, segue: "AddItem")` is `call(".system", …)`.
    case call(String, [DeclaredArgument])
  }

  var kind: Kind
  var line: Int

  /// The argument with a label, if the value is a call that has it.
  func argument(_ label: String) -> DeclaredValue? {
    guard case .call(_, let arguments) = kind else { return nil }
    return arguments.first { $0.label == label }?.value
  }

  /// The labelled arguments of a call, in order.
  var labelled: [(label: String, value: DeclaredValue)] {
    guard case .call(_, let arguments) = kind else { return [] }
    return arguments.compactMap { argument in argument.label.map { ($0, argument.value) } }
  }

  /// The unlabelled arguments of a call, in order.
  var positional: [DeclaredValue] {
    guard case .call(_, let arguments) = kind else { return [] }
    return arguments.filter { $0.label == nil }.map(\.value)
  }

  /// The string, if the value is a string literal.
  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The elements, if the value is an array literal.
  var elements: [DeclaredValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }
}

/// An argument of a declared call.
struct DeclaredArgument: Equatable {
  var label: String?
  var value: DeclaredValue
}

/// Why a declaration could not be read.
package struct DeclarationError: Error, Equatable, CustomStringConvertible {
  package var line: Int
  package var message: String
  package var description: String { "line \(line): \(message)" }
}

/// Reads Swift source as a stream of tokens, and expressions out of it.
struct DeclarationReader {
  struct Token: Equatable {
    enum Kind: Equatable { case word, string, number, punctuation, closure }
    var kind: Kind
    var text: String
    var line: Int
  }

  private(set) var tokens: [Token] = []
  private var position = 0
  /// How many expressions the one being read is inside.
  private var nesting = 0
  /// The deepest an expression is read: an app's declaration nests a few levels; a file
  /// nested deeper is refused before it could exhaust the stack.
  static let deepest = 200

  /// Tokenizes a file: comments dropped, strings unescaped, closures in arguments kept whole.
  ///
  /// The tokens are `SwiftLexer`'s, so a brace or a quote in a comment or a string (an
  /// interpolation's own strings included) is never read as code; the source is read byte by
  /// byte, as the compiler reads it: a quote followed by a combining mark is one `Character`,
  /// yet it ends or starts a string.
  init(_ source: String) throws(DeclarationError) {
    let bytes = Array(source.utf8)
    let lexed = SwiftLexer.tokens(of: source).filter { $0.kind != .comment }
    var index = 0
    while index < lexed.count {
      let token = lexed[index]
      index += 1
      switch token.kind {
      case .string:
        tokens.append(
          Token(kind: .string, text: try Self.unescaped(token), line: token.line))
      case .punctuation where token.text == "{" && tokens.last.map(Self.opensClosure) == true:
        // A closure in an argument, kept whole: to the brace at its own depth.
        guard let close = lexed.closingIndex(of: index - 1) else {
          throw DeclarationError(
            line: token.line, message: localized("a brace that does not close"))
        }
        let text = String(decoding: bytes[token.start..<lexed[close].end], as: UTF8.self)
        tokens.append(Token(kind: .closure, text: text, line: token.line))
        index = close + 1
      case .operator
      where token.text == "-" && !token.isSpacedAfter && index < lexed.count
        && lexed[index].kind == .number:
        // A negative number.
        tokens.append(Token(kind: .number, text: "-" + lexed[index].text, line: token.line))
        index += 1
      case .number:
        tokens.append(Token(kind: .number, text: token.text, line: token.line))
      case .word, .attribute, .directive:
        tokens.append(Token(kind: .word, text: token.text, line: token.line))
      case .operator, .punctuation, .comment:
        tokens.append(Token(kind: .punctuation, text: token.text, line: token.line))
      }
    }
  }

  /// Whether a `{` after this token opens a closure in an argument (after `:`, `(`, `,`, `[`
  /// or `=`); after a name or a `)`, a brace opens a body or a trailing closure.
  private static func opensClosure(after token: Token) -> Bool {
    token.kind == .punctuation && [":", "(", ",", "[", "="].contains(token.text)
  }

  /// A string literal's text, unescaped: `"…"`, or raw, `#"…"#`, where an escape is written
  /// `\#n`. A multi-line literal, an interpolation and a literal that does not end are errors.
  private static func unescaped(_ token: SwiftToken) throws(DeclarationError) -> String {
    let scalars = Array(token.text.unicodeScalars)
    let hashes = scalars.prefix { $0 == "#" }.count
    let isMultiline = scalars.dropFirst(hashes).prefix(3).elementsEqual(["\"", "\"", "\""])
    guard !isMultiline else {
      throw DeclarationError(
        line: token.line,
        message: localized("a multi-line string: write it on one line, with \\n for each break"))
    }
    let closing = scalars.suffix(hashes + 1)
    guard scalars.count >= 2 * hashes + 2, closing.first == "\"",
      closing.dropFirst().allSatisfy({ $0 == "#" })
    else {
      throw DeclarationError(line: token.line, message: localized("a string that does not end"))
    }
    let body = Array(scalars[(hashes + 1)..<(scalars.count - hashes - 1)])
    var string = String.UnicodeScalarView()
    var index = 0
    while index < body.count {
      let next = body[index]
      index += 1
      let isEscape =
        next == "\\" && body[index...].prefix(hashes).count == hashes
        && body[index...].prefix(hashes).allSatisfy { $0 == "#" }
      guard isEscape else {
        string.append(next)
        continue
      }
      index += hashes
      guard index < body.count else {
        throw DeclarationError(line: token.line, message: localized("a string that does not end"))
      }
      do throws(SwiftStringLiteral.EscapeError) {
        string.append(try SwiftStringLiteral.unescape(body, at: &index))
      } catch {
        throw DeclarationError(line: token.line, message: error.description)
      }
    }
    return String(string)
  }

  /// The index of the first token that is this word followed by `(`, from `start`.
  func call(named name: String, from start: Int = 0) -> Int? {
    guard start < tokens.count else { return nil }
    return (start..<tokens.count).first { index in
      tokens[index].kind == .word && tokens[index].text == name && index + 1 < tokens.count
        && tokens[index + 1].text == "("
    }
  }

  /// Reads the expression that starts at a token; names found in `substitutions` (parameters
  /// with their default values) stand for their values.
  mutating func expression(
    at index: Int, substitutions: [String: DeclaredValue] = [:]
  ) throws(DeclarationError) -> DeclaredValue {
    position = index
    return try expression(substitutions)
  }

  /// The parameters of the function whose name token is at `index`, with their defaults.
  mutating func parameterDefaults(ofFunctionAt index: Int) throws(DeclarationError)
    -> [String: DeclaredValue]
  {
    var result: [String: DeclaredValue] = [:]
    position = index + 1
    guard position < tokens.count, tokens[position].text == "(" else { return [:] }
    position += 1
    var depth = 0
    var words: [String] = []
    while position < tokens.count {
      let token = tokens[position]
      if token.text == ")" && depth == 0 { break }
      if token.text == "(" || token.text == "[" { depth += 1 }
      if token.text == ")" || token.text == "]" { depth -= 1 }
      if token.text == "," && depth == 0 {
        words = []
      } else if token.text == "=" && depth == 0, let name = words.last {
        position += 1
        result[name] = try expression([:])
        continue
      } else if token.kind == .word, depth == 0, words.count < 2,
        position + 1 < tokens.count,
        tokens[position + 1].text == ":" || tokens[position + 1].kind == .word
      {
        words.append(token.text)
      }
      position += 1
    }
    return result
  }

  private var current: Token? { position < tokens.count ? tokens[position] : nil }

  private func error(_ message: String) -> DeclarationError {
    DeclarationError(line: current?.line ?? tokens.last?.line ?? 1, message: message)
  }

  private mutating func expect(_ text: String) throws(DeclarationError) {
    guard current?.text == text, current?.kind == .punctuation else {
      let found = current.map { "\"\($0.text)\"" } ?? localized("the end")
      throw error(localized("expected \(text) but found \(found)"))
    }
    position += 1
  }

  /// An expression: a value, then a trailing closure or the arguments of a call.
  private mutating func expression(_ substitutions: [String: DeclaredValue])
    throws(DeclarationError) -> DeclaredValue
  {
    guard let token = current else { throw error(localized("an expression is missing")) }
    guard nesting < Self.deepest else {
      throw error(localized("values nested more than \(Self.deepest) deep"))
    }
    nesting += 1
    defer { nesting -= 1 }
    let value = try value(substitutions)
    if current?.text == "{", current?.kind == .punctuation {
      return try trailingClosure(of: value, at: token)
    }
    if current?.text == "(" {
      return try call(value, substitutions)
    }
    return value
  }

  /// A value: a literal, a closure in an argument, a name (dotted), an implicit member, a
  /// key path or an array literal.
  private mutating func value(_ substitutions: [String: DeclaredValue])
    throws(DeclarationError) -> DeclaredValue
  {
    guard let token = current else { throw error(localized("an expression is missing")) }
    position += 1
    switch token.kind {
    case .string:
      return DeclaredValue(kind: .string(token.text), line: token.line)
    case .number:
      return DeclaredValue(kind: .number(token.text), line: token.line)
    case .closure:
      return DeclaredValue(kind: .closure(token.text), line: token.line)
    case .word:
      var name = token.text
      while current?.text == ".", position + 1 < tokens.count,
        tokens[position + 1].kind == .word
      {
        name += "." + tokens[position + 1].text
        position += 2
      }
      if let substituted = substitutions[name] {
        return DeclaredValue(kind: substituted.kind, line: token.line)
      }
      return DeclaredValue(kind: .name(name), line: token.line)
    case .punctuation:
      switch token.text {
      case ".":
        guard let member = current, member.kind == .word else {
          throw error(localized("a name must follow \".\""))
        }
        position += 1
        return DeclaredValue(kind: .member(member.text), line: token.line)
      case "\\":
        try expect(".")
        guard let member = current, member.kind == .word else {
          throw error(localized("a key path must name a property"))
        }
        position += 1
        if current?.text == "." { throw error(localized("a key path of more than one property")) }
        return DeclaredValue(kind: .keyPath(member.text), line: token.line)
      case "[":
        var elements: [DeclaredValue] = []
        while current?.text != "]" {
          elements.append(try expression(substitutions))
          if current?.text == "," { position += 1 } else { break }
        }
        try expect("]")
        return DeclaredValue(kind: .array(elements), line: token.line)
      default:
        position -= 1
        throw error(localized("\"\(token.text)\" cannot start a value here"))
      }
    }
  }

  /// A trailing closure (`.view { … }`): kept as the call's one argument, unread.
  private mutating func trailingClosure(of value: DeclaredValue, at token: Token)
    throws(DeclarationError) -> DeclaredValue
  {
    let start = position
    var depth = 0
    repeat {
      if current?.text == "{" { depth += 1 }
      if current?.text == "}" { depth -= 1 }
      position += 1
    } while depth > 0 && position < tokens.count
    let text = tokens[start..<position].map(\.text).joined(separator: " ")
    let callee: String
    switch value.kind {
    case .name(let name): callee = name
    case .member(let name): callee = "." + name
    default: throw error(localized("only a name can take a trailing closure"))
    }
    return DeclaredValue(
      kind: .call(
        callee, [DeclaredArgument(value: DeclaredValue(kind: .closure(text), line: token.line))]),
      line: value.line)
  }

  /// A call of a value that names it, from its `(`: its arguments, each labelled or not.
  private mutating func call(_ value: DeclaredValue, _ substitutions: [String: DeclaredValue])
    throws(DeclarationError) -> DeclaredValue
  {
    let callee: String
    switch value.kind {
    case .name(let name): callee = name
    case .member(let name): callee = "." + name
    default: throw error(localized("only a name can be called"))
    }
    position += 1
    var arguments: [DeclaredArgument] = []
    while current?.text != ")" {
      var label: String?
      if current?.kind == .word, position + 1 < tokens.count, tokens[position + 1].text == ":" {
        label = current?.text
        position += 2
      }
      arguments.append(DeclaredArgument(label: label, value: try expression(substitutions)))
      if current?.text == "," { position += 1 } else { break }
    }
    try expect(")")
    return DeclaredValue(kind: .call(callee, arguments), line: value.line)
  }
}
