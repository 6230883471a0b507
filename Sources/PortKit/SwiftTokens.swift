// Swift source split into tokens, enough to find declarations, attributes and braces.

/// One token of Swift source: a word, an attribute (`@IBOutlet`), a directive (`#selector`),
/// a punctuation mark, a string literal or a comment, with where it is.
///
/// The tokenizer knows what matters for finding code that is not inside a string or a
/// comment: nested block comments, multi-line and raw strings, and interpolations that hold
/// strings of their own.
struct SwiftToken: Equatable {
  /// What kind of token it is.
  enum Kind: Equatable {
    /// An identifier or keyword, `$0`, or a number.
    case word
    /// `@` and the name after it.
    case attribute
    /// `#` and the name after it.
    case directive
    /// A string literal, whole.
    case string
    /// A comment, whole.
    case comment
    /// Any other character: a bracket, a colon, an operator character.
    case punctuation
  }

  /// What kind of token it is.
  var kind: Kind
  /// Where it starts, as an offset in the source's UTF-8 bytes.
  var start: Int
  /// Where it ends (exclusive).
  var end: Int
  /// Its text.
  var text: String
  /// The nesting depth of braces where it starts: 0 at the top level of the file.
  var depth: Int
}

/// A Swift file's text and its tokens.
struct SwiftSource {
  /// The file's text.
  let text: String
  /// The text's UTF-8 bytes, which token offsets index.
  let bytes: [UInt8]
  /// The tokens, in order.
  let tokens: [SwiftToken]
  private let lineStarts: [Int]

  init(_ text: String) {
    self.text = text
    bytes = Array(text.utf8)
    var tokenizer = SwiftTokenizer(bytes)
    tokens = tokenizer.tokenize()
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The line, from 1, of a byte offset.
  func line(at offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The offset where the line holding `offset` starts.
  func lineStart(at offset: Int) -> Int {
    lineStarts[line(at: offset) - 1]
  }

  /// The offset just past the line break ending the line holding `offset` (or the end).
  func lineEnd(at offset: Int) -> Int {
    let line = line(at: offset)
    return line < lineStarts.count ? lineStarts[line] : bytes.count
  }

  /// The text between two offsets.
  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The index of the token that closes the bracket opened by the token at `index`
  /// (`(`, `[` or `{`), or nil when it is never closed.
  func closingIndex(of index: Int) -> Int? {
    let open = tokens[index].text
    let close = open == "(" ? ")" : open == "[" ? "]" : "}"
    var level = 0
    for candidate in index..<tokens.count where tokens[candidate].kind == .punctuation {
      if tokens[candidate].text == open { level += 1 }
      if tokens[candidate].text == close {
        level -= 1
        if level == 0 { return candidate }
      }
    }
    return nil
  }
}

/// Splits UTF-8 Swift source into tokens.
private struct SwiftTokenizer {
  let bytes: [UInt8]
  var offset = 0
  var depth = 0
  var tokens: [SwiftToken] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func tokenize() -> [SwiftToken] {
    while offset < bytes.count {
      let byte = bytes[offset]
      let start = offset
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        offset += 1
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
        append(.comment, from: start)
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
        append(.comment, from: start)
      } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart()) {
        skipString()
        append(.string, from: start)
      } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
        offset += 1
        while offset < bytes.count, isIdentifierByte(bytes[offset]) { offset += 1 }
        append(byte == UInt8(ascii: "@") ? .attribute : .directive, from: start)
      } else if isIdentifierByte(byte) || byte == UInt8(ascii: "$") {
        offset += 1
        while offset < bytes.count, isIdentifierByte(bytes[offset]) { offset += 1 }
        append(.word, from: start)
      } else if byte == UInt8(ascii: "`") {
        offset += 1
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "`") { offset += 1 }
        offset = min(offset + 1, bytes.count)
        append(.word, from: start)
      } else {
        offset += 1
        if byte == UInt8(ascii: "}") { depth = max(depth - 1, 0) }
        append(.punctuation, from: start)
        if byte == UInt8(ascii: "{") { depth += 1 }
      }
    }
    return tokens
  }

  private mutating func append(_ kind: SwiftToken.Kind, from start: Int) {
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    tokens.append(SwiftToken(kind: kind, start: start, end: offset, text: text, depth: depth))
  }

  private func peek(_ distance: Int) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  private func isRawStringStart() -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
  }

  private mutating func skipBlockComment() {
    var level = 0
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        level += 1
        offset += 2
      } else if bytes[offset] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        level -= 1
        offset += 2
        if level == 0 { return }
      } else {
        offset += 1
      }
    }
  }

  /// Skips a string literal starting at `offset`: `"…"`, `"""…"""`, or raw `#"…"#`, with
  /// interpolations whose own strings are skipped too.
  private mutating func skipString() {
    var hashes = 0
    while offset < bytes.count, bytes[offset] == UInt8(ascii: "#") {
      hashes += 1
      offset += 1
    }
    let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    offset += isMultiline ? 3 : 1
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\\"), hashesFollow(hashes, after: offset) {
        offset += 1 + hashes
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "(") {
          skipInterpolation()
        } else {
          offset += 1
        }
      } else if byte == UInt8(ascii: "\""), closes(isMultiline: isMultiline, hashes: hashes) {
        offset += (isMultiline ? 3 : 1) + hashes
        return
      } else if byte == UInt8(ascii: "\n"), !isMultiline {
        return
      } else {
        offset += 1
      }
    }
  }

  private func hashesFollow(_ count: Int, after index: Int) -> Bool {
    (0..<count).allSatisfy {
      index + 1 + $0 < bytes.count && bytes[index + 1 + $0] == UInt8(ascii: "#")
    }
  }

  private func closes(isMultiline: Bool, hashes: Int) -> Bool {
    let quotes = isMultiline ? 3 : 1
    for index in 0..<quotes where peek(index) != UInt8(ascii: "\"") { return false }
    return (0..<hashes).allSatisfy { peek(quotes + $0) == UInt8(ascii: "#") }
  }

  /// Skips `( … )` of an interpolation, which may hold strings and parentheses.
  private mutating func skipInterpolation() {
    var level = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "(") {
        level += 1
        offset += 1
      } else if byte == UInt8(ascii: ")") {
        level -= 1
        offset += 1
        if level == 0 { return }
      } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart()) {
        skipString()
      } else {
        offset += 1
      }
    }
  }
}
