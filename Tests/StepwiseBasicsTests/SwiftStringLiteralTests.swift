// A Swift string literal's contents: what is escaped, and each escape read as the compiler
// reads it.

import StepwiseBasics
import Testing

@Suite struct SwiftStringLiteralTests {
  /// Only what would end the literal or what the compiler refuses raw is escaped: text in
  /// any script, combining marks and emoji stay as they are, readable.
  @Test func onlyWhatALiteralCannotHoldRawIsEscaped() {
    let text = "Cafe\u{301} 「チェック」 🎒 \"q\" \\ \t\n\r\u{0}\u{7}\u{7F}\u{85}\u{2028}\u{2029}"
    #expect(
      SwiftStringLiteral.escaped(text)
        == #"Café 「チェック」 🎒 \"q\" \\ \t\n\r\u{0}\u{7}\u{7f}\u{85}\u{2028}\u{2029}"#)
  }

  @Test(arguments: [
    ("n", "\n"), ("r", "\r"), ("t", "\t"), ("0", "\0"), ("\"", "\""), ("'", "'"), ("\\", "\\"),
    ("u{1F392}", "🎒"), ("u{41}", "A"), ("u{0000041}", "A"), ("u{7}", "\u{7}"),
  ])
  func anEscapeStandsForItsScalar(escape: String, scalar: String) throws {
    let scalars = Array((escape + "rest").unicodeScalars)
    var index = 0
    let read = try SwiftStringLiteral.unescape(scalars, at: &index)
    #expect(String(read) == scalar)
    #expect(index == escape.unicodeScalars.count, "the escape's end")
  }

  @Test(arguments: [
    ("", SwiftStringLiteral.EscapeError.unknown("")),
    ("(name)", .interpolation),
    ("q", .unknown("q")),
    ("u", .unknown("u")),
    ("u{1F600 and no brace\" }", .unknown("u")),
    ("u{}", .notAScalar("")),
    ("u{000000041}", .notAScalar("000000041")),
    ("u{D800}", .notAScalar("D800")),
    ("u{110000}", .notAScalar("110000")),
  ])
  func anEscapeSwiftRefusesIsRefused(escape: String, error: SwiftStringLiteral.EscapeError) {
    var index = 0
    #expect(throws: error) {
      try SwiftStringLiteral.unescape(Array(escape.unicodeScalars), at: &index)
    }
  }
  /// A long run of digits is quoted short.
  @Test func aLongScalarNameIsQuotedShort() {
    let error = SwiftStringLiteral.EscapeError.notAScalar(String(repeating: "F", count: 100_000))
    #expect(error.description == #""\u{FFFFFFFFFFFF…}" names no Unicode scalar"#)
  }
}
