// Every excerpt, screen and diff in the chapters holds what its source gives now.

import Testing

@testable import ToolCommands

@MainActor
@Suite struct GeneratedBlockTests {
  /// Checks that each block of a kind can be rendered and is what render would write.
  func expectUpToDate(_ kind: String) {
    for rendered in RenderedPackage.blocks(kind) {
      let place = "Chapters/\(rendered.chapter):\(rendered.block.line)"
      for problem in RenderedPackage.problems(at: rendered) {
        Issue.record("\(problem)")
      }
      let message = "\(place): the \(rendered.block.source) block differs from its source; "
      #expect(rendered.isUpToDate, "\(message)\(RenderedPackage.remedy)")
    }
  }

  @Test func everyExcerptMatchesTheRegionItNames() {
    expectUpToDate("excerpt")
  }

  @Test func everyScreenIsWhatItsScriptShowsNow() {
    expectUpToDate("screen")
  }

  @Test func everyDiffIsWhatStepwiseDiffPrintsNow() {
    expectUpToDate("diff")
  }

  @Test func theChaptersAndScriptsRenderWithoutProblems() {
    // Comments written wrongly, fences never closed, scripts that fail: each names its
    // file and line.
    for problem in RenderedPackage.rendering.problems {
      Issue.record("\(problem)")
    }
  }

  @Test func renderCheckFindsNothingToChange() {
    // What `stepwise render --check` reports, worked out from the same rendering.
    let changes = RenderCommand.changes(RenderedPackage.rendering, package: RenderedPackage.root)
    #expect(changes.map(\.description) == [], "\(RenderedPackage.remedy)")
  }
}
