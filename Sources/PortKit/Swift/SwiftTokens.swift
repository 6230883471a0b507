// A Swift file as the port reads it: its tokens, and its lines.

import SwiftLexing

/// A Swift file's text and its tokens, as the port reads them.
///
/// The tokens are `SwiftLexer`'s, but for one difference the port's edits are written for: an
/// operator is one punctuation mark a character, so that the `>` of `[String: Array<Int>]?`
/// closes its generic argument, and `=` is found in `x=-1`.
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
    tokens = SwiftLexer.tokens(of: text).flatMap(Self.characters)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// An operator as its characters, each a punctuation mark; any other token as it is.
  static func characters(of token: SwiftToken) -> [SwiftToken] {
    guard token.kind == .operator else { return [token] }
    // Operator characters are ASCII: a byte each.
    return token.text.utf8.enumerated().map { offset, byte in
      var mark = token
      mark.kind = .punctuation
      mark.text = String(UnicodeScalar(byte))
      mark.start = token.start + offset
      mark.end = mark.start + 1
      mark.column = token.column + offset
      mark.isSpacedBefore = offset == 0 && token.isSpacedBefore
      mark.isSpacedAfter = mark.end == token.end && token.isSpacedAfter
      mark.startsLine = offset == 0 && token.startsLine
      return mark
    }
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
}
