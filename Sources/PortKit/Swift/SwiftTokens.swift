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
