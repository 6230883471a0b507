// Where a bracket closes: counted among code tokens only.

import SwiftLexing
import Testing

@Suite struct ClosingBracketTests {
  /// The text of the token that closes the first `open` in `source`.
  func closer(of open: String, in source: String) -> String? {
    let tokens = SwiftLexer.tokens(of: source)
    guard let index = tokens.firstIndex(where: { $0.text == open }),
      let close = tokens.closingIndex(of: index)
    else { return nil }
    return tokens[index...close].map(\.text).joined(separator: " ")
  }

  /// Each kind of bracket closes at its own partner, past nested ones of its kind and past
  /// brackets in strings and comments.
  @Test(arguments: [
    ("(", #"f(g(x), ")", /* ) */ y) + z"#, #"( g ( x ) , ")" , /* ) */ y )"#),
    ("[", #"a[b["]"]] + c"#, #"[ b [ "]" ] ]"#),
    ("{", "if a { b { \"}\" } // }\n} else {}", "{ b { \"}\" } // } }"),
  ])
  func aBracketClosesAtItsOwnPartner(open: String, source: String, expected: String) {
    #expect(closer(of: open, in: source) == expected)
  }

  /// A bracket of another kind does not count, as a file that does not build may hold one.
  @Test func otherKindsOfBracketDoNotCount() {
    #expect(closer(of: "(", in: "f(a] } b)") == "( a ] } b )")
  }

  /// A bracket the file never closes, a token that is not an opening bracket and an index
  /// outside the file close nothing.
  @Test func whatNeverClosesHasNoCloser() {
    let tokens = SwiftLexer.tokens(of: "f(a, (b)")
    #expect(tokens.closingIndex(of: 1) == nil)
    #expect(tokens.closingIndex(of: 4) == 6)
    #expect(tokens.closingIndex(of: 0) == nil)
    #expect(tokens.closingIndex(of: 6) == nil)
    #expect(tokens.closingIndex(of: -1) == nil)
    #expect(tokens.closingIndex(of: tokens.count) == nil)
    #expect(SwiftLexer.tokens(of: #""(" + x"#).closingIndex(of: 0) == nil)
  }
}
