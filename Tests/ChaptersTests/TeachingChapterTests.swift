// The teacher's chapter, in English and in Japanese, counts the tutorial's steps as the step
// catalog does and names only steps it has, so that no count goes stale when steps are added.

import Foundation
import Testing

@testable import TutorialCourse

@MainActor
@Suite struct TeachingChapterTests {
  nonisolated static let chapters = ["Chapters/teaching.md", "Chapters/ja/teaching.md"]

  /// Every count of the tutorial's steps in a text: `71 steps`, `71 tutorial steps`,
  /// `total 1/71`, `0 of 71`, `71 ステップ`, `71 点中`. A line naming ReportTests.swift is
  /// about its test class of three steps, and `1 ステップにつき` is "per step": neither
  /// counts.
  static func stepCounts(in text: String) -> [Int] {
    let joined = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("ReportTests.swift") }.joined(separator: " ")
    let patterns = [
      /(\d+) (?:tutorial )?steps?\b/, /(\d+) ステップ(?!につき)/, /total \d+\/(\d+)/,
      /\d+ of (\d+)/, /(\d+) 点中/,
    ]
    return patterns.flatMap { pattern in
      joined.matches(of: pattern).compactMap { Int($0.output.1) }
    }
  }

  @Test func theCountsAreFoundInEveryFormTheChaptersUse() {
    let text = """
      # stepwise classroom grade: tutorial, 9 steps, 1 point each
      total 1/8
      earns 0 of
      7, and a report of the 6 tutorial steps; 5 ステップのレポート、4 点中 0 点
      1 ステップにつき 1 行
      (That is the test class of `Tests/ClassroomTests/ReportTests.swift`, 3 steps long.)
      """
    #expect(Self.stepCounts(in: text).sorted() == [4, 5, 6, 7, 8, 9])
  }

  @Test(arguments: chapters)
  func everyCountOfTheTutorialsStepsIsTheCatalogs(chapter: String) throws {
    let text = try #require(RenderedPackage.read(chapter))
    let count = TutorialCatalog.standard.steps.count
    // The grade the students see, as its example shows it.
    #expect(text.contains("# stepwise classroom grade: tutorial, \(count) steps, 1 point each\n"))
    #expect(text.contains("\ntotal 1/\(count)\n"))
    let counts = Self.stepCounts(in: text)
    #expect(
      counts.allSatisfy { $0 == count },
      "\(chapter) counts \(counts.filter { $0 != count }) steps; the tutorial has \(count)")
  }

  @Test(arguments: chapters)
  func everyStepTheChapterNamesIsATutorialStep(chapter: String) throws {
    let text = try #require(RenderedPackage.read(chapter))
    let ids = Set(TutorialCatalog.standard.steps.map(\.id))
    let named = text.matches(of: /checklists-\d\d\/\d\d-[a-z0-9-]+/).map { String($0.output) }
    #expect(!named.isEmpty)
    for id in named {
      #expect(ids.contains(id), "\(chapter) names \(id), which is no step of the tutorial")
    }
  }
}
