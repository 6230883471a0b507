// The checked-in port of the Bookshelf fixture runs as its own program and passes its
// walkthrough: a prototype cell of its own class, its selection segue, and the toolbar.

import AppTestSupport
import Foundation
import Testing

@Suite struct PortedBookshelfTests {
  let bookshelf = BuiltProgram(named: "PortedBookshelf")

  @Test func theWalkthroughOfTheBookshelfPortPasses() throws {
    let data = try TemporaryFolder()
    let run = try bookshelf.run(
      ["--play", Fixtures.script("Bookshelf").path], in: data.url, home: data.url,
      environment: ["XDG_DATA_HOME": data.url.path, "NO_COLOR": "1"])

    #expect(run.status == 0, "\(run.output)\n\(run.error)")
    #expect(run.output.hasSuffix("passed: 15 commands, 8 expectations held\n"))
    #expect(
      run.output.contains(
        """
        │ Emma Jane Austen                   [off] │
        │ Middlemarch George Eliot           [ on] │
        │ Cranford Elizabeth Gaskell         [off] │
        ├──────────────────────────────────────────┤
        │ Favorites                          About │
        """))
  }
}
