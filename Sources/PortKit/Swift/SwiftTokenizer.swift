// Swift source split into tokens: comments, strings (raw, multi-line, interpolated) and the rest.

/// Splits UTF-8 Swift source into tokens.
struct SwiftTokenizer {
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
