// Unified hunks and files paired across renames.

import Foundation
import Testing

@testable import CommandLineKit
@testable import SourceDiff

@MainActor
@Suite struct StageDiffTests {
  private let plain = TextStyle(isEnabled: false)

  private func numbered(_ range: ClosedRange<Int>) -> String {
    range.map { "line \($0)\n" }.joined()
  }

  @Test func hunksHaveThreeLinesOfContextAndMergeWhenClose() {
    let old = SourceFile(path: "A.swift", text: numbered(1...20))
    var lines = numbered(1...20).components(separatedBy: "\n")
    lines[1] = "line two"
    lines[8] = "line nine"
    lines.insert("inserted", at: 18)
    let new = SourceFile(path: "A.swift", text: lines.joined(separator: "\n"))

    let hunks = UnifiedDiff.hunks(from: old, to: new, style: plain)

    #expect(
      hunks == [
        """
        @@ -1,12 +1,12 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
         line 6
         line 7
         line 8
        -line 9
        +line nine
         line 10
         line 11
         line 12

        """,
        """
        @@ -16,5 +16,6 @@
         line 16
         line 17
         line 18
        +inserted
         line 19
         line 20

        """,
      ])
  }

  @Test func emptySidesAndMissingFinalNewlinesAreWrittenLikeDiffDoes() {
    let added = UnifiedDiff.hunks(
      from: SourceFile(path: "", text: ""), to: SourceFile(path: "B", text: "one\n"),
      style: plain)
    let unterminated = UnifiedDiff.hunks(
      from: SourceFile(path: "C", text: "one\ntwo\n"), to: SourceFile(path: "C", text: "one\ntwo"),
      style: plain)

    #expect(added == ["@@ -0,0 +1 @@\n+one\n"])
    #expect(
      unterminated == ["@@ -1,2 +1,2 @@\n one\n-two\n+two\n\\ No newline at end of file\n"])
  }

  @Test func renamedFilesArePairedWithTheFileTheyMostResemble() {
    let controller = (1...10).map { "  let part\($0) = \($0)\n" }.joined()
    let old = [
      SourceFile(
        path: "AddItemViewController.swift", text: "final class AddItem {\n" + controller + "}\n"),
      SourceFile(path: "ChecklistItem.swift", text: "struct ChecklistItem {}\n"),
      SourceFile(path: "Gone.swift", text: "enum Gone {}\n"),
    ]
    let new = [
      SourceFile(path: "ChecklistItem.swift", text: "struct ChecklistItem {}\n"),
      SourceFile(path: "DataModel.swift", text: "final class DataModel {}\n"),
      SourceFile(
        path: "ItemDetailViewController.swift",
        text: "final class ItemDetail {\n" + controller + "  var itemToEdit: Int?\n}\n"),
    ]

    let pairs = StageDiff.pair(old, new)

    #expect(
      pairs.map { [$0.old?.path ?? "-", $0.new?.path ?? "-"] } == [
        ["ChecklistItem.swift", "ChecklistItem.swift"],
        ["-", "DataModel.swift"],
        ["AddItemViewController.swift", "ItemDetailViewController.swift"],
        ["Gone.swift", "-"],
      ])
  }

  @Test func theSharedWordsBoundTheLikenessSoUnlikeFilesAreSkippedCheaply() {
    let old = ["let", "a", "=", "b", "let", "c"]
    let new = ["let", "c", "=", "b", "let", "a"]

    #expect(StageDiff.sharedWordBound(old, new) == 1)
    #expect(LineDiff.similarity(old, new) < 1)
    #expect(StageDiff.sharedWordBound(["x", "y"], ["z"]) == 0)
  }
}
