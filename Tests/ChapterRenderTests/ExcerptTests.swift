// Marked regions of a source file: found, dedented, markers left out, mistakes named.

import Testing

@testable import ChapterRender

@Suite struct ExcerptTests {
  let source = """
    // A screen.
    final class Screen {
      // excerpt: done
      func done() {
        // excerpt: tell
        delegate?.finish(self)
        // end excerpt

        close()
      }
      // end excerpt
    }

    """

  @Test func aRegionIsDedentedAndHoldsNoMarkerLines() throws {
    #expect(
      try Excerpt.text(of: "done", in: source) == """
        func done() {
          delegate?.finish(self)

          close()
        }
        """)
    #expect(try Excerpt.text(of: "tell", in: source) == "delegate?.finish(self)")
  }

  @Test func theWholeFileLeavesTheMarkersOut() throws {
    let whole = try Excerpt.text(of: nil, in: source)
    #expect(!whole.contains("excerpt"))
    #expect(whole.hasPrefix("// A screen.\nfinal class Screen {\n  func done() {\n"))
    #expect(whole.hasSuffix("    close()\n  }\n}"))
  }

  @Test func aMissingMarkerListsTheOnesThere() {
    #expect(
      throws: Excerpt.Failure(
        message: "no \"// excerpt: undo\" marker (its excerpts are done, tell)", line: nil)
    ) {
      try Excerpt.text(of: "undo", in: source)
    }
    #expect(
      throws: Excerpt.Failure(
        message: "no \"// excerpt: undo\" marker (it has no excerpt markers)", line: nil)
    ) {
      try Excerpt.text(of: "undo", in: "let x = 1\n")
    }
  }

  @Test func badlyPlacedMarkersNameTheirLine() {
    #expect(
      throws: Excerpt.Failure(message: "the excerpt \"a\" has no \"// end excerpt\"", line: 2)
    ) {
      try Excerpt.text(of: "a", in: "let x = 1\n// excerpt: a\nlet y = 2\n")
    }
    #expect(throws: Excerpt.Failure(message: "\"// end excerpt\" closes no excerpt", line: 1)) {
      try Excerpt.text(of: nil, in: "// end excerpt\n")
    }
    #expect(throws: Excerpt.Failure(message: "the excerpt \"a\" is marked twice", line: 3)) {
      try Excerpt.text(
        of: "a", in: "// excerpt: a\n// end excerpt\n// excerpt: a\n// end excerpt\n")
    }
  }
}
