// The lexer keeps comments and strings whole, so no tool finds code inside them.

import SwiftLexing
import Testing

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
    let operators: [SwiftToken.Kind] = tokens.map(\.kind).filter { $0 == .operator }
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

  /// A brace counts only as code: not in a comment, a string, or a string inside an
  /// interpolation; a `}` stands at the depth of the `{` it closes.
  @Test func depthCountsOnlyTheBracesOfCode() {
    let source = #"""
      class A { /* { */ let s = "\(flag ? "}" : "{")"; let r = #"{"#
        func f() { g { } }
      }
      let b = 1
      """#
    let tokens = SwiftLexer.tokens(of: source)
    func depth(_ text: String) -> Int? { tokens.first { $0.text == text }?.depth }
    #expect(depth("class") == 0)
    #expect(depth("let") == 1)
    #expect(depth("func") == 1)
    #expect(depth("g") == 2)
    #expect(tokens.filter { $0.text == "}" }.map(\.depth) == [2, 1, 0])
    #expect(tokens.last { $0.text == "let" }?.depth == 0)
  }

  /// A file may end anywhere: inside a string right after a backslash (a raw one's too),
  /// inside a comment or an interpolation, or after a `#`, each the last token, to the end.
  @Test(arguments: [
    #""ends in a backslash\"#, "/* never closed", #""\(open"#, "`open", "x #", ##"#"\"##,
    "// the end",
  ])
  func aFileEndingInsideATokenEndsThatToken(source: String) {
    let tokens = SwiftLexer.tokens(of: "let a = " + source)
    #expect(tokens.last?.end == 8 + source.utf8.count)
  }

  /// An attribute's name of any length ends where it does; an empty block comment and a
  /// string that is one escaped quote each end at their own close.
  @Test func namesCommentsAndEscapesEndWhereTheyEnd() {
    #expect(texts("@MainActor func f()") == ["@MainActor", "func", "f", "(", ")"])
    #expect(texts("/**/ x") == ["/**/", "x"])
    #expect(texts(#"x = "\""; y"#) == ["x", "=", #""\"""#, ";", "y"])
  }

  /// A multi-line string ends at three quotes, not at one inside it.
  @Test func aMultiLineStringHoldsSingleQuotes() {
    let string = "\"\"\"\n  a \"quoted\" word\n  \"\"\""
    #expect(
      texts("let s = \(string)\nlet t = 1") == ["let", "s", "=", string, "let", "t", "=", "1"])
  }

  /// A backslash at the end of a multi-line string's line joins it to the next: the lines
  /// after it are still counted.
  @Test func aLineContinuedInAMultiLineStringIsCounted() {
    let source = "let s = \"\"\"\n  one \\\n  two\n  \"\"\"\nlet t = 1\n"
    #expect(SwiftLexer.tokens(of: source).last { $0.text == "let" }?.line == 5)
    let oneLine = SwiftLexer.tokens(of: "let s = \"one \\\nlet t = 1")
    #expect(oneLine[3].text == "\"one \\", "a one-line string ends, unclosed, at the break")
    #expect(oneLine.last { $0.text == "let" }?.line == 2)
  }

  /// `@` and `#` start an attribute and a directive, each one token with its name; a `#`
  /// starts a raw string only when quotes follow its hashes, in an interpolation too.
  @Test func attributesDirectivesAndRawStringsAreToldApart() {
    let tokens = SwiftLexer.tokens(of: ###"@objc func f() { _ = #selector(g); _ = ##"a"## }"###)
    #expect(tokens.first?.kind == .attribute && tokens.first?.text == "@objc")
    let directive = tokens.first { $0.text == "#selector" }
    #expect(directive?.kind == .directive)
    #expect(tokens.first { $0.kind == .string }?.text == ###"##"a"##"###)
    #expect(
      texts(#"let s = "\(#line) done"; x"#) == ["let", "s", "=", #""\(#line) done""#, ";", "x"])
  }

  /// A block comment ends right after its `*/`; the first token of the file starts its line.
  @Test func aCommentEndsAtItsCloseAndTheFirstTokenStartsItsLine() {
    let tokens = SwiftLexer.tokens(of: "/* c */x")
    #expect(tokens.map(\.text) == ["/* c */", "x"])
    #expect(tokens.first?.startsLine == true)
    #expect(tokens.last?.startsLine == false)
  }

  /// Tabs are space; a backquoted name is one word; every letter is a name's, `z` as `a`.
  @Test func namesAndSpaceAreReadWhole() {
    #expect(texts("let\t`default` = lazy; Zed") == ["let", "`default`", "=", "lazy", ";", "Zed"])
  }

  /// Lines are counted through block comments and through a multi-line string that closes
  /// at the start of its last line; a raw string's escaped quote does not close it.
  @Test func linesAndRawEscapesAreFollowed() {
    let comment = SwiftLexer.tokens(of: "/* a\n b */ x")
    #expect(comment.last?.line == 2)
    let string = SwiftLexer.tokens(of: "let s = \"\"\"\n\"\"\"\nx")
    #expect(string.map(\.text) == ["let", "s", "=", "\"\"\"\n\"\"\"", "x"])
    #expect(string.last?.line == 3)
    #expect(texts(##"x = #"a\#"#b"#"##) == ["x", "=", ##"#"a\#"#b"#"##])
  }

  /// Strings nest in interpolations as deep as a file has them, a hundred thousand deep here,
  /// without the lexer running out of stack: the string is one token, and the code after it
  /// is read.
  @Test func stringsNestedAHundredThousandDeepAreOneToken() {
    let depth = 100_000
    let source =
      "let a = " + String(repeating: #""\("#, count: depth)
      + String(repeating: #")""#, count: depth) + "\nlet b = 1"
    let tokens = SwiftLexer.tokens(of: source)
    #expect(
      tokens.map(\.kind) == [.word, .word, .operator, .string, .word, .word, .operator, .number])
    #expect(tokens.last?.line == 2)
  }

  /// A one-line string left open ends at its line's end; the next line is code.
  @Test func anOpenStringEndsWithItsLine() {
    #expect(
      texts("let s = \"open\nlet t = 1") == ["let", "s", "=", "\"open", "let", "t", "=", "1"])
  }

  /// A bracket before a dot is punctuation, as the dot is; a sign after a digit other than an
  /// exponent's letter is an operator; a line's end is space around a token.
  @Test func punctuationSignsAndLineEndsAreToldApart() {
    let call = SwiftLexer.tokens(of: "f().g")
    #expect(call.map(\.kind) == [.word, .punctuation, .punctuation, .punctuation, .word])
    #expect(texts("10-1") == ["10", "-", "1"])
    let lines = SwiftLexer.tokens(of: "a\r\nb\nc")
    #expect(lines.map(\.isSpacedAfter) == [true, true, true])
    #expect(lines.map(\.isSpacedBefore) == [true, true, true])
  }

  /// Columns count from 1 on the first line too; a line comment ends at its line's end,
  /// whatever its length; every letter and digit at the ends of their ranges is a name's or a
  /// number's, and so is a byte of a letter beyond ASCII.
  @Test func columnsCommentsAndTheEndsOfRanges() {
    let first = SwiftLexer.tokens(of: "ab cd")
    #expect(first.map(\.column) == [1, 4])
    #expect(texts("x // od\ny") == ["x", "// od", "y"])
    #expect(texts("A9 = 9; À") == ["A9", "=", "9", ";", "À"])
    #expect(SwiftLexer.tokens(of: "x = 9").last?.kind == .number)
  }

  /// An interpolation ends at its own closing parenthesis: not at one of a call inside it,
  /// nor at one in a string inside it, raw or not; its lines are counted.
  @Test func anInterpolationEndsAtItsOwnParenthesis() {
    for string in [#""\(f(g(x)) + "}")""#, #""\(x ? ")" : "(")""#, ##""\(f(#"")"#))""##] {
      #expect(texts("let s = \(string); y") == ["let", "s", "=", string, ";", "y"])
    }
    let lines = SwiftLexer.tokens(of: "let s = \"\\(f(\n1))\"\nlet t = 2")
    #expect(lines.last { $0.text == "let" }?.line == 3)
  }
}
