// Every app has a chapter, and the course map and the main README link every chapter.

import Foundation
import Testing

@testable import StepwiseTool

@MainActor
@Suite struct CourseMapTests {
  static let chapterNames = AppCatalog.standard.entries.map(\.app.chapter)

  @Test func everyAppHasAChapter() {
    for entry in AppCatalog.standard.entries {
      #expect(
        RenderedPackage.read("Chapters/\(entry.app.chapter)") != nil,
        "\(entry.app.id) has no chapter Chapters/\(entry.app.chapter)")
    }
  }

  @Test func everyChapterBelongsToAnApp() {
    let names = ChapterRenderer.files(in: RenderedPackage.chapters, withExtension: "md")
    let orphans = names.filter { $0 != "README.md" && !Self.chapterNames.contains($0) }
    #expect(orphans == [])
  }

  @Test func theCourseMapLinksEveryChapter() throws {
    let map = try #require(RenderedPackage.read("Chapters/README.md"))
    for name in Self.chapterNames {
      #expect(map.contains("](\(name))"), "Chapters/README.md does not link \(name)")
    }
  }

  @Test func theMainReadmeLinksTheCourseMapAndEveryChapter() throws {
    let readme = try #require(RenderedPackage.read("README.md"))
    #expect(readme.contains("](Chapters/README.md)"))
    for name in Self.chapterNames {
      #expect(readme.contains("](Chapters/\(name))"), "README.md does not link Chapters/\(name)")
    }
  }
}
