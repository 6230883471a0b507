// The lexer keeps comments and strings whole, so no mutant lands inside them.

import Testing

@testable import MutationCheck

@Suite struct SwiftLexerTests {
  func texts(_ source: String) -> [String] {
    SwiftLexer.tokens(of: source).map(\.text)
  }

  @Test func operatorsAreWholeRuns() {
    #expect(texts("a <= b && c != d") == ["a", "<=", "b", "&&", "c", "!=", "d"])
    #expect(texts("func f() -> Int") == ["func", "f", "(", ")", "->", "Int"])
    #expect(texts("0..<count") == ["0", "..<", "count"])
    #expect(texts("item?.name") == ["item", "?", ".", "name"])
  }

  @Test func commentsAndStringsAreOneTokenEach() {
    let source = """
      let a = "x < y" // a < b
      /* one /* nested */ still < comment */ let b = #"raw \\(not) "quoted" "#
      """
    let tokens = SwiftLexer.tokens(of: source)
    let operators: [Token.Kind] = tokens.map(\.kind).filter { $0 == .operator }
    #expect(operators.count == 2)
    #expect(tokens.filter { $0.kind == .comment }.count == 2)
    let strings: [String] = tokens.filter { $0.kind == .string }.map(\.text)
    #expect(strings.last == ##"#"raw \(not) "quoted" "#"##)
  }

  @Test func interpolationsStayInsideTheirString() {
    let source = #"let s = "count \(items.filter { $0 > "a" }.count) < max"; x"#
    let tokens = SwiftLexer.tokens(of: source)
    #expect(tokens.map(\.text) == ["let", "s", "=", tokens[3].text, ";", "x"])
    #expect(tokens[3].kind == .string)
  }

  @Test func multiLineStringsCountTheirLines() {
    let source = "let s = \"\"\"\n  a < b\n  \"\"\"\nif x {}\n"
    let tokens = SwiftLexer.tokens(of: source)
    let ifToken = tokens.first { $0.text == "if" }
    #expect(ifToken?.line == 4)
    #expect(ifToken?.column == 1)
    #expect(ifToken?.startsLine == true)
    #expect(tokens.filter { $0.kind == .operator }.map(\.text) == ["="])
  }

  @Test func numbersKeepTheirFractionAndTupleIndexesStandAlone() {
    #expect(texts("1.5 + 1_000 + pair.0") == ["1.5", "+", "1_000", "+", "pair", ".", "0"])
    #expect(SwiftLexer.tokens(of: "x = 0x1F").last?.kind == .number)
    #expect(texts("1e-5 + 2E+3") == ["1e-5", "+", "2E+3"])
  }

  @Test func spacingAroundATokenIsKnown() {
    let tokens = SwiftLexer.tokens(of: "a < b\nArray<Int>")
    let first = tokens[1]
    let generic = tokens[4]
    #expect(first.isSpacedBefore && first.isSpacedAfter)
    #expect(!generic.isSpacedBefore && !generic.isSpacedAfter)
  }
}
