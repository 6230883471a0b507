// `stepwise diff`: two stages of the package compared, and finding the package.

import AppTestSupport
import Foundation
import Testing

@testable import CommandLineKit
@testable import SourceDiff
@testable import ToolCommands

@MainActor
@Suite struct DiffCommandTests {
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

  @Test func diffExplainsInJapaneseButTheDiffItselfStaysAsGitWritesIt() throws {
    let package = try TemporaryFolder()
    try package.write("", to: "Package.swift")
    try package.write("", to: "Sources/HeadlessUIKit/Kit.swift")
    try package.write("enum Same {}\n", to: "Sources/FruitApp/Same.swift")
    try package.write("enum Same {}\nenum New {}\n", to: "Sources/FruitChecklists/Same.swift")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    let missing = runTool(["diff", "fruit", "melon"], home: package, variables: japanese)
    let none = runTool(
      ["diff", "fruit", "checklists-fruit", "Gone.swift"], home: package, variables: japanese)
    let both = runTool(
      ["diff", "--stat", "fruit", "checklists-fruit", "Same.swift"], home: package,
      variables: japanese)
    let stat = runTool(
      ["diff", "--stat", "fruit", "checklists-fruit"], home: package, variables: japanese)

    #expect(
      missing.error.hasPrefix(
        "stepwise: 段階 \"melon\" はありません: フォルダー Sources/melon がありません "
          + "(アプリ: fruit, checklists-fruit)\n"))
    #expect(
      none.error.hasPrefix(
        "stepwise: FruitApp にも FruitChecklists にも、ファイル \"Gone.swift\" はありません\n"))
    #expect(both.error.hasPrefix("stepwise: --stat はすべてのファイルを表示します: <file> は指定しないでください\n"))
    // The summary's words are a diff's, as git writes them: the same in every language.
    #expect(stat.output == "FruitApp → FruitChecklists\n  modified   Same.swift  (+1 -0)\n")
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

  /// A deleted current folder reads as an empty path, whose URL is relative: the search
  /// from it ends, and the tool says why it cannot go on (it climbed `../..` forever).
  @Test func aDeletedCurrentFolderEndsTheSearchAndTheToolSaysSo() throws {
    let relative = URL(fileURLWithPath: "", isDirectory: true)
    #expect(PackageLocator.searchUpward(from: relative) { _ in false } == nil)

    let gone = try TemporaryFolder()
    try FileManager.default.removeItem(at: gone.url)
    let run = runTool(["list"], home: gone)

    #expect(run.exitCode == .failure)
    #expect(
      run.error.hasPrefix(
        "stepwise: the folder you are in no longer exists (it was deleted or moved)"))
  }
}
