// A Swift file as the port reads it: the lexer's tokens, an operator split into its
// characters, and lines found from offsets.

import Testing

@testable import PortKit

@Suite struct SwiftSourceTests {
  /// Each character of an operator is a mark of its own, where it stands in the file, spaced
  /// and starting a line only as the operator was at its ends; numbers stay numbers.
  @Test func anOperatorIsSplitIntoMarksWhereItsCharactersStand() {
    let source = SwiftSource("let x: [Int: Array<Int>]? =-1\n  ?? y")
    let marks = source.tokens.filter { $0.kind == .punctuation }
    #expect(marks.map(\.text) == [":", "[", ":", "<", ">", "]", "?", "=", "-", "?", "?"])
    let equals = source.tokens.first { $0.text == "=" }
    let minus = source.tokens.first { $0.text == "-" }
    #expect(equals?.start == 26 && equals?.end == 27 && equals?.column == 27)
    #expect(minus?.start == 27 && minus?.column == 28)
    #expect(equals?.isSpacedBefore == true && equals?.isSpacedAfter == false)
    #expect(minus?.isSpacedBefore == false && minus?.isSpacedAfter == false)
    #expect(source.tokens.first { $0.text == "1" }?.kind == .number)
    let coalescing = source.tokens.suffix(3)
    #expect(coalescing.map(\.startsLine) == [true, false, false])
    #expect(coalescing.map(\.isSpacedAfter) == [false, true, true])
    #expect(source.line(at: coalescing.first?.start ?? 0) == 2)
  }
}
