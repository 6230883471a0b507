// Each Checklists chapter's "Build it yourself" section lists the tutorial's steps of that
// chapter, in order, and the tutorial's read-me counts them, so neither can drift from the
// step catalog.

import Foundation
import Testing

@testable import TutorialCourse

@MainActor
@Suite struct ChapterStepsTests {
  nonisolated static let chapters = TutorialCatalog.standard.chapters.map(\.chapter)

  /// One row of a chapter's table of steps.
  struct Row: Equatable {
    var number: Int
    var id: String
    var link: String
    var title: String
  }

  /// What the table should say about a step: its number in the whole tutorial, its id,
  /// the link to its instructions and its title.
  static func row(for step: TutorialStep) -> Row {
    let number = (TutorialCatalog.standard.index(of: step) ?? -1) + 1
    return Row(
      number: number, id: step.id, link: "Tutorial/\(step.id)/README.md", title: step.title)
  }

  @Test(arguments: chapters)
  func theChapterListsItsStepsInOrder(chapter: String) throws {
    let text = try #require(RenderedPackage.read("Chapters/\(chapter).md"))
    let start = try #require(
      text.range(of: "## Build it yourself\n"), "\(chapter).md has no Build it yourself section")
    let rest = text[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    let rows = section.matches(of: /\n\| (\d+) \| \[([^\]]+)\]\(([^)]+)\) \| (.+) \|/).map {
      Row(
        number: Int($0.output.1) ?? 0, id: String($0.output.2), link: String($0.output.3),
        title: String($0.output.4))
    }
    let steps = TutorialCatalog.standard.steps.filter { $0.chapter == chapter }
    #expect(rows == steps.map(Self.row(for:)))
    #expect(section.contains("](Tutorial/README.md)"), "the section links how the tutorial works")
    for row in rows {
      #expect(RenderedPackage.read("Chapters/\(row.link)") != nil, "no file for \(row.link)")
    }
  }

  @Test func theTutorialsReadmeCountsEachChaptersSteps() throws {
    let readme = try #require(RenderedPackage.read("Chapters/Tutorial/README.md"))
    for (chapter, steps) in TutorialCatalog.standard.chapters {
      let first = steps[0]
      #expect(
        readme.contains(
          "](../\(chapter).md) | \(steps.count) | [\(first.title)](\(first.id)/README.md) |"),
        "Chapters/Tutorial/README.md does not count the steps of \(chapter)")
    }
    #expect(readme.contains("\n\(TutorialCatalog.standard.steps.count) steps in all."))
    let map = try #require(RenderedPackage.read("Chapters/README.md"))
    #expect(map.contains("](Tutorial/README.md)"))
  }
}
