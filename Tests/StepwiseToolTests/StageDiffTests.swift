// `stepwise diff`: unified hunks, files paired across renames, and finding the package.

import Foundation
import StepwiseTestSupport
import Testing

@testable import StepwiseTool

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

  @Test func theDiffCommandComparesTwoStagesOfThePackage() throws {
    let package = try TemporaryFolder()
    try package.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try package.write("// kit\n", to: "Sources/HeadlessUIKit/Kit.swift")
    try package.write("struct Item {\n  var text = \"\"\n}\n", to: "Sources/FruitApp/Item.swift")
    try package.write(
      "struct Item {\n  var text = \"\"\n  var checked = false\n}\n",
      to: "Sources/FruitChecklists/Item.swift")
    try package.write("enum Model {}\n", to: "Sources/FruitChecklists/Model/Model.swift")
    try package.write("", to: "Sources/FruitChecklists/.hidden")

    let run = runTool(["diff", "fruit", "FruitChecklists"], home: package)

    #expect(run.exitCode == .success)
    #expect(
      run.output == """
        FruitApp → FruitChecklists
          modified   Item.swift  (+1 -0)
          added      Model/Model.swift  (+1 -0)

        --- a/Sources/FruitApp/Item.swift
        +++ b/Sources/FruitChecklists/Item.swift
        @@ -1,3 +1,4 @@
         struct Item {
           var text = ""
        +  var checked = false
         }

        --- /dev/null
        +++ b/Sources/FruitChecklists/Model/Model.swift
        @@ -0,0 +1 @@
        +enum Model {}

        """)
  }

  @Test func statShowsTheSummaryAndAFileNameShowsThatFileOnly() throws {
    let package = try TemporaryFolder()
    try package.write("", to: "Package.swift")
    try package.write("", to: "Sources/HeadlessUIKit/Kit.swift")
    try package.write(
      "struct Item {\n  // excerpt: text\n  var text = \"\"\n  // end excerpt\n}\n",
      to: "Sources/FruitApp/Item.swift")
    try package.write("enum Same {}\n", to: "Sources/FruitApp/Same.swift")
    try package.write(
      "struct Item {\n  var text = \"\"\n  var checked = false\n}\n",
      to: "Sources/FruitChecklists/Item.swift")
    try package.write("enum Same {}\n", to: "Sources/FruitChecklists/Same.swift")

    let stat = runTool(["diff", "--stat", "fruit", "checklists-fruit"], home: package)
    let file = runTool(["diff", "fruit", "checklists-fruit", "Item.swift"], home: package)
    let same = runTool(["diff", "fruit", "checklists-fruit", "Same.swift"], home: package)
    let none = runTool(["diff", "fruit", "checklists-fruit", "Gone.swift"], home: package)

    #expect(
      stat.output == """
        FruitApp → FruitChecklists
          modified   Item.swift  (+1 -0)
          unchanged  Same.swift

        """)
    // The excerpt markers are for the chapters: the diff leaves them out.
    #expect(
      file.output == """
        --- a/Sources/FruitApp/Item.swift
        +++ b/Sources/FruitChecklists/Item.swift
        @@ -1,3 +1,4 @@
         struct Item {
           var text = ""
        +  var checked = false
         }

        """)
    #expect(same.output == "Same.swift is the same in FruitApp and FruitChecklists\n")
    #expect(none.exitCode == .usageError)
    #expect(
      none.error.hasPrefix(
        "stepwise: neither FruitApp nor FruitChecklists has a file \"Gone.swift\"\n"))
  }

  @Test func diffSaysWhichStageIsMissing() throws {
    let package = try TemporaryFolder()
    try package.write("", to: "Package.swift")
    try package.write("", to: "Sources/HeadlessUIKit/Kit.swift")

    let run = runTool(["diff", "fruit", "melon"], home: package)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: there is no stage \"fruit\": no folder Sources/FruitApp "
          + "(apps: fruit, checklists-fruit)\n"))
  }

  @Test func thePackageIsFoundAboveTheCurrentFolderOrNotAtAll() throws {
    let package = try TemporaryFolder()
    try package.write("", to: "Package.swift")
    try package.write("", to: "Sources/HeadlessUIKit/Kit.swift")
    try package.write("", to: "Sources/FruitApp/deep/File.swift")
    let nowhere = try TemporaryFolder()
    func environment(_ folder: URL) -> ToolEnvironment {
      ToolEnvironment(variables: [:], currentDirectory: folder, executable: nil)
    }

    let found = try PackageLocator.locate(
      in: environment(package.url.appendingPathComponent("Sources/FruitApp/deep")),
      fallback: nil)

    #expect(found.path == package.url.standardizedFileURL.path)
    #expect(throws: PackageLocator.NotFound(searched: [nowhere.url.path])) {
      try PackageLocator.locate(in: environment(nowhere.url), fallback: nil)
    }
    #expect(throws: Never.self) {
      try PackageLocator.locate(in: environment(nowhere.url))
    }
  }
}
