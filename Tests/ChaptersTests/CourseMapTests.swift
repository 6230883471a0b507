// Every app has a chapter, and the course map and the main README link every chapter.

import AppProgram
import Foundation
import StepwiseApps
import Testing

@testable import ChapterRender
@testable import CommandLineKit
@testable import ToolCommands

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
    let appendices = [
      "README.md", "uikit-rules.md", "reliability.md", "performance.md", "porting.md",
      "teaching.md",
    ]
    let orphans = names.filter { !appendices.contains($0) && !Self.chapterNames.contains($0) }
    #expect(orphans == [])
  }

  @Test func theCourseMapLinksEveryChapter() throws {
    let map = try #require(RenderedPackage.read("Chapters/README.md"))
    #expect(map.contains("](porting.md)"))
    #expect(map.contains("](teaching.md)"))
    for name in Self.chapterNames {
      #expect(map.contains("](\(name))"), "Chapters/README.md does not link \(name)")
    }
  }

  @Test func theMainReadmeLinksTheCourseMapAndEveryChapter() throws {
    let readme = try #require(RenderedPackage.read("README.md"))
    #expect(readme.contains("](Chapters/README.md)"))
    #expect(readme.contains("](Chapters/reliability.md)"))
    #expect(readme.contains("](Chapters/performance.md)"))
    #expect(readme.contains("](Chapters/porting.md)"))
    #expect(readme.contains("](Chapters/teaching.md)"))
    for name in Self.chapterNames {
      #expect(readme.contains("](Chapters/\(name))"), "README.md does not link Chapters/\(name)")
    }
  }

  @Test func theMainReadmeIsForLearnersFirst() throws {
    let readme = try #require(RenderedPackage.read("README.md"))
    let headings = readme.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
    #expect(
      headings == [
        "## Before you start", "## Start here", "## A short tour",
        "## For teachers and maintainers",
      ])
    let start = try #require(readme.firstRange(of: "## Start here"))
    let tour = try #require(readme.firstRange(of: "## A short tour"))
    let startHere = readme[start.upperBound..<tour.lowerBound]
    for needed in [
      "swift run stepwise ", "swift test ", "](Chapters/checklists-01.md)",
      "swift run stepwise learn", "swift run stepwise install",
    ] {
      #expect(startHere.contains(needed), "Start here lacks \(needed)")
    }
    #expect(readme.contains("Swift 6.3 toolchain"))
    // The long tables live in their own pages.
    #expect(!readme.contains("| Benchmark | Command |"), "Chapters/performance.md has it")
    #expect(!readme.contains("| app | check | what was tried |"), "Chapters/reliability.md has it")
  }

  /// The appendix, in English and in Japanese, names every rule with its tests.
  @Test(arguments: ["Chapters", "Chapters/ja"])
  func theUIKitRulesAppendixNamesEveryRuleWithTestsThatExist(folder: String) throws {
    let appendix = try #require(RenderedPackage.read("\(folder)/uikit-rules.md"))
    let map = try #require(RenderedPackage.read("\(folder)/README.md"))
    #expect(map.contains("](uikit-rules.md)"))
    let testSources = RenderedPackage.swiftFiles(under: "Tests").joined(separator: "\n")
    for rule in 1...29 {
      let number = rule < 10 ? "0\(rule)" : "\(rule)"
      let named = appendix.ranges(of: "`f\(number)_").count
      #expect(named > 0, "rule \(rule) names no test in \(folder)/uikit-rules.md")
    }
    let names = appendix.matches(of: /`(f\d\d_[A-Za-z0-9_]+)`/).map { String($0.output.1) }
    for name in names {
      #expect(testSources.contains("func \(name)("), "no test named \(name)")
    }
  }

  @Test(arguments: ["todo-archiver", "todo-codable", "todo-coredata", "tasks", "names"])
  func everyJapaneseWordTheScreensShowIsInTheAppsGlossary(id: String) throws {
    let app = try #require(AppCatalog.standard.entry(id: id)?.app)
    let capture = try RenderedPackage.renderer.capture(id).get()
    let known = Set(app.glossary.map(\.key))
    var seen = Set<String>()
    for shown in capture.shown {
      let snapshot = shown.snapshot
      var words = [snapshot.navigationBar?.title, snapshot.navigationBar?.backTitle]
      words += snapshot.elements.flatMap { element -> [String?] in
        switch element {
        case .field(let field): [field.placeholder]
        case .button(let title, _): [title]
        case .label(let text, _): [text]
        case .row(let row):
          if case .field(let field) = row.content { [field.placeholder] } else { [row.detail] }
        default: []
        }
      }
      words +=
        [snapshot.alert?.title, snapshot.alert?.message]
        + (snapshot.alert?.actions.map(\.title) ?? [])
      // A line of box drawing is a picture (the names app draws a nameplate), not a word.
      for case let word? in words
      where !word.unicodeScalars.contains(where: { (0x2500...0x257F).contains($0.value) })
        && word.unicodeScalars.contains(where: { (0x3040...0x9FFF).contains($0.value) })
      {
        seen.insert(word)
      }
    }
    #expect(!seen.isEmpty, "the walkthrough shows no Japanese")
    #expect(
      seen.subtracting(known).isEmpty, "not in the glossary: \(seen.subtracting(known).sorted())")
  }
}
