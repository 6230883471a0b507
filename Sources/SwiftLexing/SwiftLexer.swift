// Swift source split into tokens: the one lexer of the tools that read Swift (the port, the
// export, the mutation check), so that none of them finds code inside a string or a comment.

/// One token of Swift source, with where it stands.
///
/// Comments and string literals are single tokens (a string's interpolations included):
/// nested block comments, multi-line and raw strings, and interpolations that hold strings
/// of their own are each read whole, so a brace or a quote inside them is never code.
package struct SwiftToken: Equatable, Sendable {
  /// What kind of token it is.
  package enum Kind: Equatable, Sendable {
    /// An identifier or keyword, backquoted or not, or `$0`.
    case word
    /// A number literal.
    case number
    /// A string literal, whole, interpolations included.
    case string
    /// A comment, whole.
    case comment
    /// `#` and the name after it: `#if`, `#selector`.
    case directive
    /// `@` and the name after it.
    case attribute
    /// An operator: a run of operator characters (`<=`, `&&`, `->`, `..<`).
    case `operator`
    /// A bracket, a comma, a colon, a semicolon or a dot.
    case punctuation
  }

  /// What kind of token it is.
  package var kind: Kind
  /// Its text.
  package var text: String
  /// Where it starts, as an offset in the source's UTF-8 bytes.
  package var start: Int
  /// Where it ends (exclusive).
  package var end: Int
  /// Its line, from 1.
  package var line: Int
  /// Its column, from 1, in UTF-8 bytes.
  package var column: Int
  /// Whether white space or the start of the file comes right before it.
  package var isSpacedBefore: Bool
  /// Whether white space or the end of the file comes right after it.
  package var isSpacedAfter: Bool
  /// Whether it is the first token of its line.
  package var startsLine: Bool
  /// How deep in braces it stands: 0 at the top level of the file. A `}` stands at the depth
  /// of the `{` it closes.
  package var depth: Int
}

/// Splits Swift source into tokens.
///
/// ```swift
/// let tokens = SwiftLexer.tokens(of: "if a <= b { f() } // done")
/// // if · a · <= · b · { · f · ( · ) · } · // done
/// ```
package enum SwiftLexer {
  /// The tokens of a file's text, in order.
  package static func tokens(of text: String) -> [SwiftToken] {
    var scanner = Scanner(Array(text.utf8))
    return scanner.scan()
  }
}

/// The lexer's position in the bytes and what it has found so far.
private struct Scanner {
  let bytes: [UInt8]
  var offset = 0
  var line = 1
  var lineStart = 0
  var lastLineWithToken = 0
  var depth = 0
  var tokens: [SwiftToken] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func scan() -> [SwiftToken] {
    while offset < bytes.count {
      let byte = bytes[offset]
      let start = offset
      let startLine = line
      let startColumn = offset - lineStart + 1
      let kind: SwiftToken.Kind
      if byte == ascii("\n") {
        newLine(after: offset)
        offset += 1
        continue
      } else if byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\r") {
        offset += 1
        continue
      } else if byte == ascii("/"), peek(1) == ascii("/") {
        while offset < bytes.count, bytes[offset] != ascii("\n") { offset += 1 }
        kind = .comment
      } else if byte == ascii("/"), peek(1) == ascii("*") {
        skipBlockComment()
        kind = .comment
      } else if byte == ascii("\"") || (byte == ascii("#") && startsRawString()) {
        skipString()
        kind = .string
      } else if byte == ascii("@") || byte == ascii("#") {
        offset += 1
        while offset < bytes.count, isIdentifierByte(bytes[offset]) { offset += 1 }
        kind = byte == ascii("@") ? .attribute : .directive
      } else if isDigit(byte) {
        skipNumber()
        kind = .number
      } else if isIdentifierByte(byte) || byte == ascii("$") {
        offset += 1
        while offset < bytes.count, isIdentifierByte(bytes[offset]) { offset += 1 }
        kind = .word
      } else if byte == ascii("`") {
        offset += 1
        while offset < bytes.count, bytes[offset] != ascii("`"), bytes[offset] != ascii("\n") {
          offset += 1
        }
        offset = min(offset + 1, bytes.count)
        kind = .word
      } else if isOperatorByte(byte) || (byte == ascii(".") && peek(1) == ascii(".")) {
        let dots = byte == ascii(".")
        offset += 1
        while offset < bytes.count,
          isOperatorByte(bytes[offset]) || (dots && bytes[offset] == ascii("."))
        {
          offset += 1
        }
        kind = .operator
      } else {
        offset += 1
        kind = .punctuation
      }
      append(kind, start: start, line: startLine, column: startColumn)
    }
    return tokens
  }

  private mutating func newLine(after index: Int) {
    line += 1
    lineStart = index + 1
  }

  private mutating func append(_ kind: SwiftToken.Kind, start: Int, line: Int, column: Int) {
    let spacedBefore = start == 0 || isSpace(bytes[start - 1])
    let spacedAfter = offset >= bytes.count || isSpace(bytes[offset])
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    let isBrace = kind == .punctuation && offset - start == 1
    if isBrace, bytes[start] == ascii("}") { depth = max(depth - 1, 0) }
    let token = SwiftToken(
      kind: kind, text: text, start: start, end: offset, line: line, column: column,
      isSpacedBefore: spacedBefore, isSpacedAfter: spacedAfter,
      startsLine: line != lastLineWithToken, depth: depth)
    if isBrace, bytes[start] == ascii("{") { depth += 1 }
    lastLineWithToken = self.line
    tokens.append(token)
  }

  private func peek(_ distance: Int) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\n") || byte == ascii("\r")
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z"))
      || isDigit(byte) || byte == ascii("_") || byte >= 0x80
  }

  private func isOperatorByte(_ byte: UInt8) -> Bool {
    "/=-+!*%<>&|^~?".utf8.contains(byte)
  }

  /// Skips a number: digits, letters and underscores (`0x1F`, `1_000`), and a fraction or an
  /// exponent when a digit follows the dot or the sign.
  private mutating func skipNumber() {
    func skipWordBytes() {
      while offset < bytes.count, isIdentifierByte(bytes[offset]) {
        let byte = bytes[offset]
        offset += 1
        let isExponent = byte == ascii("e") || byte == ascii("E") || byte == ascii("p")
        if isExponent, let sign = peek(0), sign == ascii("-") || sign == ascii("+"),
          let digit = peek(1), isDigit(digit)
        {
          offset += 1
        }
      }
    }
    skipWordBytes()
    if peek(0) == ascii("."), let digit = peek(1), isDigit(digit) {
      offset += 1
      skipWordBytes()
    }
  }

  private mutating func skipBlockComment() {
    var level = 0
    while offset < bytes.count {
      if bytes[offset] == ascii("/"), peek(1) == ascii("*") {
        level += 1
        offset += 2
      } else if bytes[offset] == ascii("*"), peek(1) == ascii("/") {
        level -= 1
        offset += 2
        if level == 0 { return }
      } else {
        if bytes[offset] == ascii("\n") { newLine(after: offset) }
        offset += 1
      }
    }
  }

  private func startsRawString() -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] == ascii("#") { index += 1 }
    return index < bytes.count && bytes[index] == ascii("\"")
  }

  /// Where the scan of a string stands: in a string's text, or in one of its interpolations,
  /// with how many parentheses are open in it.
  private enum Nesting {
    case string(hashes: Int, isMultiline: Bool)
    case interpolation(parentheses: Int)
  }

  /// Skips `"…"`, `"""…"""` or a raw string (`#"…"#`), with the interpolations in it and the
  /// strings inside those. Strings nest in interpolations to any depth a file has, so the
  /// scan keeps them on a stack of its own, not on the thread's, which a file of ten thousand
  /// would overflow.
  private mutating func skipString() {
    var stack = [openString()]
    while offset < bytes.count, let top = stack.last {
      let byte = bytes[offset]
      switch top {
      case .string(let hashes, let isMultiline):
        if byte == ascii("\\"), hashesFollow(hashes, after: offset) {
          offset += 1 + hashes
          if peek(0) == ascii("(") {
            stack.append(.interpolation(parentheses: 0))
          } else if offset < bytes.count {
            // The escaped character. A break escaped joins a multi-line string's lines; a
            // one-line string ends at it, unclosed (below), as the compiler reads it.
            if bytes[offset] == ascii("\n") {
              guard isMultiline else { continue }
              newLine(after: offset)
            }
            offset += 1
          }
        } else if byte == ascii("\""), closesString(isMultiline: isMultiline, hashes: hashes) {
          offset += (isMultiline ? 3 : 1) + hashes
          stack.removeLast()
        } else if byte == ascii("\n"), !isMultiline {
          // A one-line string ends, unclosed, at the end of its line.
          stack.removeLast()
        } else {
          if byte == ascii("\n") { newLine(after: offset) }
          offset += 1
        }
      case .interpolation(let parentheses):
        if byte == ascii("(") {
          stack[stack.count - 1] = .interpolation(parentheses: parentheses + 1)
          offset += 1
        } else if byte == ascii(")") {
          offset += 1
          stack.removeLast()
          if parentheses > 1 { stack.append(.interpolation(parentheses: parentheses - 1)) }
        } else if byte == ascii("\"") || (byte == ascii("#") && startsRawString()) {
          stack.append(openString())
        } else {
          if byte == ascii("\n") { newLine(after: offset) }
          offset += 1
        }
      }
    }
  }

  /// Moves past a string's opening: its hashes and its one or three quotes.
  private mutating func openString() -> Nesting {
    var hashes = 0
    while offset < bytes.count, bytes[offset] == ascii("#") {
      hashes += 1
      offset += 1
    }
    let isMultiline = peek(1) == ascii("\"") && peek(2) == ascii("\"")
    offset += isMultiline ? 3 : 1
    return .string(hashes: hashes, isMultiline: isMultiline)
  }

  private func hashesFollow(_ count: Int, after index: Int) -> Bool {
    (0..<count).allSatisfy { index + 1 + $0 < bytes.count && bytes[index + 1 + $0] == ascii("#") }
  }

  private func closesString(isMultiline: Bool, hashes: Int) -> Bool {
    let quotes = isMultiline ? 3 : 1
    for index in 0..<quotes where peek(index) != ascii("\"") { return false }
    return (0..<hashes).allSatisfy { peek(quotes + $0) == ascii("#") }
  }
}
