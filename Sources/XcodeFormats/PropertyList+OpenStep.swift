// The old text format of property lists, OpenStep's, which every project.pbxproj is written in.

import Foundation

extension PropertyList {
  /// Reads a property list in the old text format: `{ key = value; }`, `( a, b, )`, strings
  /// quoted or bare, `<0fbd7a>` data, and `/* */` and `//` comments anywhere between.
  ///
  /// The project's own reader, not `PropertyListSerialization`, which on Linux writes its
  /// complaint about a damaged file to the process's standard error and gives none back: a
  /// damaged file is refused here with its line and what is wrong there.
  package static func readOpenStep(_ data: Data) throws(ReadError) -> PropertyList {
    var reader = OpenStepReader(bytes: [UInt8](data))
    reader.skipByteOrderMark()
    let value = try reader.value(depth: 0)
    try reader.skipSpace()
    guard reader.isAtEnd else { throw reader.error("more text after the property list's end") }
    return value
  }
}

/// Reads the old text format byte by byte, counting lines for its errors.
private struct OpenStepReader {
  let bytes: [UInt8]
  var index = 0
  var line = 1

  var isAtEnd: Bool { index >= bytes.count }

  /// The byte at the reader, or nil at the end.
  var current: UInt8? { isAtEnd ? nil : bytes[index] }

  /// An error at the reader's line.
  func error(_ reason: String) -> PropertyList.ReadError {
    PropertyList.ReadError(line: line, reason: reason)
  }

  mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Moves past one byte, counting a line break.
  mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
    index += 1
  }

  /// Moves past white space and comments.
  mutating func skipSpace() throws(PropertyList.ReadError) {
    while let byte = current {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        advance()
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while let byte = current, byte != UInt8(ascii: "\n") { advance() }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let opened = line
        index += 2
        while !isAtEnd, !(bytes[index] == UInt8(ascii: "*") && next == UInt8(ascii: "/")) {
          advance()
        }
        guard !isAtEnd else {
          throw PropertyList.ReadError(line: opened, reason: "a comment never closed (*/)")
        }
        index += 2
      } else {
        return
      }
    }
  }

  /// The byte after the reader's, or nil.
  private var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

  /// A value: a dictionary, an array, data or a string.
  mutating func value(depth: Int) throws(PropertyList.ReadError) -> PropertyList {
    guard depth < PropertyList.maximumDepth else {
      throw error("nested more than \(PropertyList.maximumDepth) deep")
    }
    try skipSpace()
    guard let byte = current else { throw error("the text ends where a value should be") }
    switch byte {
    case UInt8(ascii: "{"): return try dictionary(depth: depth)
    case UInt8(ascii: "("): return try array(depth: depth)
    case UInt8(ascii: "<"): return try data()
    default: return .string(try string())
    }
  }

  /// `{ key = value; … }`.
  private mutating func dictionary(depth: Int) throws(PropertyList.ReadError) -> PropertyList {
    advance()
    var values: [String: PropertyList] = [:]
    while true {
      try skipSpace()
      guard let byte = current else { throw error("a dictionary never closed (})") }
      if byte == UInt8(ascii: "}") {
        advance()
        return .dictionary(values)
      }
      let key = try string()
      try expect("=", "after the key \(key)")
      values[key] = try value(depth: depth + 1)
      try expect(";", "after the value of \(key)")
    }
  }

  /// `( value, … )`, the last comma optional.
  private mutating func array(depth: Int) throws(PropertyList.ReadError) -> PropertyList {
    advance()
    var elements: [PropertyList] = []
    while true {
      try skipSpace()
      guard let byte = current else { throw error("an array never closed ())") }
      if byte == UInt8(ascii: ")") {
        advance()
        return .array(elements)
      }
      elements.append(try value(depth: depth + 1))
      try skipSpace()
      if current == UInt8(ascii: ",") {
        advance()
      } else if current != UInt8(ascii: ")") {
        throw error("a comma or ) missing after an array's element")
      }
    }
  }

  /// Moves past this punctuation, after any space, or says what is missing where.
  private mutating func expect(_ mark: Unicode.Scalar, _ place: String)
    throws(PropertyList.ReadError)
  {
    try skipSpace()
    guard current == UInt8(ascii: mark) else { throw error("\(mark) missing \(place)") }
    advance()
  }

  /// `<0fbd 7a>`: hexadecimal digits, two a byte, spaces between allowed.
  private mutating func data() throws(PropertyList.ReadError) -> PropertyList {
    advance()
    var digits: [UInt8] = []
    while let byte = current, byte != UInt8(ascii: ">") {
      if let digit = Self.hexValue(byte) {
        digits.append(digit)
      } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n")
        && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r")
      {
        throw error("data holds something other than hexadecimal digits")
      }
      advance()
    }
    guard !isAtEnd else { throw error("data never closed (>)") }
    advance()
    guard digits.count.isMultiple(of: 2) else { throw error("data with an odd number of digits") }
    return .data(
      Data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }))
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A string, quoted (`"…"` or `'…'`, with escapes) or bare (letters, digits and `_$/:.-`, as Apple's reader takes them).
  private mutating func string() throws(PropertyList.ReadError) -> String {
    guard let byte = current else { throw error("the text ends where a string should be") }
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try quoted(byte) }
    let start = index
    while let byte = current, Self.isBare(byte) { advance() }
    guard index > start else {
      let shown =
        (0x21..<0x7F).contains(byte)
        ? "“\(Character(Unicode.Scalar(byte)))”" : "the byte 0x\(String(byte, radix: 16))"
      throw error("\(shown) where a string should be")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// A quoted string: its bytes as UTF-8, with `\n`, `\t`, `\"`, `\\`, `\U` and four
  /// hexadecimal digits, and `\` and three octal digits read as escapes.
  private mutating func quoted(_ quote: UInt8) throws(PropertyList.ReadError) -> String {
    let opened = line
    advance()
    var text: [UInt8] = []
    while let byte = current, byte != quote {
      advance()
      guard byte == UInt8(ascii: "\\") else {
        text.append(byte)
        continue
      }
      guard let escaped = current else { break }
      advance()
      switch escaped {
      case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "a"): text.append(7)
      case UInt8(ascii: "b"): text.append(8)
      case UInt8(ascii: "f"): text.append(12)
      case UInt8(ascii: "v"): text.append(11)
      case UInt8(ascii: "U"):
        var value: UInt32 = 0
        for _ in 0..<4 {
          guard let byte = current, let digit = Self.hexValue(byte) else {
            throw error("\\U not followed by four hexadecimal digits")
          }
          value = value << 4 | UInt32(digit)
          advance()
        }
        text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(escaped - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte)
          else { break }
          value = value << 3 | UInt32(byte - UInt8(ascii: "0"))
          advance()
        }
        text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
      default: text.append(escaped)
      }
    }
    guard !isAtEnd else {
      throw PropertyList.ReadError(line: opened, reason: "a string never closed (its quote)")
    }
    advance()
    return String(decoding: text, as: UTF8.self)
  }
}
