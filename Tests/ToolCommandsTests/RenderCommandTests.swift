// `stepwise render`: blocks and pictures written from a small package, and --check.

import AppTestSupport
import Foundation
import HeadlessUIKit
import StepwiseBasics
import Testing

@testable import ChapterRender
@testable import ToolCommands

@MainActor
@Suite struct RenderCommandTests {
  /// A package with two fruit stages, a script with two shows, and a chapter whose
  /// generated blocks are all empty.
  func makePackage() throws -> TemporaryFolder {
    let package = try TemporaryFolder()
    try package.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try package.write("// kit\n", to: "Sources/HeadlessUIKit/Kit.swift")
    try package.write(
      """
      // An item.
      struct Item {
        // excerpt: text
        var text = ""
        // end excerpt
      }

      """, to: "Sources/FruitApp/Item.swift")
    try package.write(
      "// An item.\nstruct Item {\n  var text = \"\"\n  var checked = false\n}\n",
      to: "Sources/FruitChecklists/Item.swift")
    try package.write(
      """
      launch fruit
      show
      tap row "Apple"
      tap "Clear"
      show

      """, to: "Chapters/scripts/fruit.stepwise")
    try package.write(
      """
      # Fruit

      <!-- excerpt: FruitApp/Item.swift#text -->
      ```swift
      ```

      <!-- screen: fruit#1 -->
      ```text
      ```
      ![The list](images/fruit-1.svg)

      <!-- diff: fruit..checklists-fruit -->

      <!-- diff: fruit..checklists-fruit Item.swift -->
      ```diff
      stale
      ```

      """, to: "Chapters/fruit.md")
    return package
  }

  @Test func renderFillsEveryBlockAndDrawsEveryShow() throws {
    let package = try makePackage()

    let run = runTool(["render"], home: package)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(
      run.output == """
        updated  Chapters/fruit.md
        wrote    Chapters/images/fruit-1.svg
        wrote    Chapters/images/fruit-2.svg
        rendered: 1 chapter, 4 generated blocks, 2 pictures

        """)
    #expect(
      package.read("Chapters/fruit.md") == """
        # Fruit

        <!-- excerpt: FruitApp/Item.swift#text -->
        ```swift
        var text = ""
        ```

        <!-- screen: fruit#1 -->
        ```text
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ⓘ │
        │ Banana                                 ✓ │
        │ Cherry                                 ⓘ │
        ╰──────────────────────────────────────────╯
        ```
        ![The list](images/fruit-1.svg)

        <!-- diff: fruit..checklists-fruit -->
        ```diff
        FruitApp → FruitChecklists
          modified   Item.swift  (+1 -0)
        ```

        <!-- diff: fruit..checklists-fruit Item.swift -->
        ```diff
        --- a/Sources/FruitApp/Item.swift
        +++ b/Sources/FruitChecklists/Item.swift
        @@ -1,4 +1,5 @@
         // An item.
         struct Item {
           var text = ""
        +  var checked = false
         }
        ```

        """)
    let picture = try #require(package.read("Chapters/images/fruit-2.svg"))
    #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(picture.contains(">Remove all fruit?</text>"))
  }

  @Test func checkChangesNothingAndListsWhatIsOutOfDate() throws {
    let package = try makePackage()
    let before = package.read("Chapters/fruit.md")

    let run = runTool(["render", "--check"], home: package)

    #expect(run.exitCode == .failure)
    #expect(package.read("Chapters/fruit.md") == before)
    #expect(package.read("Chapters/images/fruit-1.svg") == nil)
    #expect(
      run.output == """
        out of date: Chapters/fruit.md (line 3: excerpt: FruitApp/Item.swift#text; \
        line 7: screen: fruit#1; line 12: diff: fruit..checklists-fruit; \
        line 14: diff: fruit..checklists-fruit Item.swift)
        missing:     Chapters/images/fruit-1.svg
        missing:     Chapters/images/fruit-2.svg
        Run stepwise render to bring them up to date.

        """)
  }

  @Test func renderSpeaksJapaneseWithItsLabelsAsWideAsTheEnglishOnes() throws {
    let package = try makePackage()
    let japanese = ["LANG": "ja_JP.UTF-8"]

    let check = runTool(["render", "--check"], home: package, variables: japanese)
    let render = runTool(["render"], home: package, variables: japanese)
    let clean = runTool(["render", "--check"], home: package, variables: japanese)

    #expect(
      check.output == """
        古い:        Chapters/fruit.md (3 行目: excerpt: FruitApp/Item.swift#text; \
        7 行目: screen: fruit#1; 12 行目: diff: fruit..checklists-fruit; \
        14 行目: diff: fruit..checklists-fruit Item.swift)
        未作成:      Chapters/images/fruit-1.svg
        未作成:      Chapters/images/fruit-2.svg
        stepwise render を実行すると最新になります。

        """)
    #expect(
      render.output == """
        更新     Chapters/fruit.md
        作成     Chapters/images/fruit-1.svg
        作成     Chapters/images/fruit-2.svg
        生成しました: 章 1 個、生成ブロック 4 個、図 2 個

        """)
    #expect(clean.output == "最新です: 章 1 個、生成ブロック 4 個、図 2 個\n")
    for (japanese, english) in [
      ("古い:        ", "out of date: "), ("未作成:      ", "missing:     "),
      ("不要:        ", "left over:   "), ("更新     ", "updated  "), ("作成     ", "wrote    "),
      ("削除     ", "deleted  "),
    ] {
      #expect(japanese.displayWidth == english.displayWidth, "\(japanese)")
    }
  }

  @Test func aScreenIsRenderedTheSameWhateverTheReadersLanguage() throws {
    let package = try TemporaryFolder()
    try package.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    try package.write("// kit\n", to: "Sources/HeadlessUIKit/Kit.swift")
    try package.write("launch fruit\ncrash\nshow\n", to: "Chapters/scripts/fruit.stepwise")
    try package.write(
      "# Fruit\n\n<!-- screen: fruit#1 -->\n```text\n```\n", to: "Chapters/fruit.md")

    let japanese = runTool(["render"], home: package, variables: ["LANG": "ja_JP.UTF-8"])
    let english = runTool(["render", "--check"], home: package, variables: ["LANG": "C"])

    #expect(japanese.exitCode == .success, "\(japanese.error)")
    // The screen shows the simulator's words as the English chapter does.
    #expect(package.read("Chapters/fruit.md")?.contains("│ fruit is not running") == true)
    #expect(english.output.hasPrefix("up to date: "))
  }

  @Test func afterRenderCheckPassesUntilASourceChanges() throws {
    let package = try makePackage()
    _ = runTool(["render"], home: package)

    let clean = runTool(["render", "--check"], home: package)
    try package.write(
      "// An item.\nstruct Item {\n  // excerpt: text\n  var text = \"Fig\"\n  // end excerpt\n}\n",
      to: "Sources/FruitApp/Item.swift")
    let drifted = runTool(["render", "--check"], home: package)

    #expect(clean.exitCode == .success)
    #expect(clean.output == "up to date: 1 chapter, 4 generated blocks, 2 pictures\n")
    #expect(drifted.exitCode == .failure)
    #expect(
      drifted.output.hasPrefix(
        "out of date: Chapters/fruit.md (line 3: excerpt: FruitApp/Item.swift#text; "
          + "line 20: diff: fruit..checklists-fruit; "
          + "line 26: diff: fruit..checklists-fruit Item.swift)\n"))
  }

  @Test func aPictureNoScriptDrawsIsLeftOverAndDeleted() throws {
    let package = try makePackage()
    _ = runTool(["render"], home: package)
    try package.write("<svg/>\n", to: "Chapters/images/fruit-3.svg")

    let check = runTool(["render", "--check"], home: package)
    let render = runTool(["render"], home: package)

    #expect(check.exitCode == .failure)
    #expect(
      check.output.hasPrefix("left over:   Chapters/images/fruit-3.svg (no script draws it)\n"))
    #expect(render.output.hasPrefix("deleted  Chapters/images/fruit-3.svg\n"))
    #expect(package.read("Chapters/images/fruit-3.svg") == nil)
  }

  @Test func aMissingFileOrMarkerNamesTheChapterAndLineAndKeepsTheBlock() throws {
    let package = try makePackage()
    try package.write(
      """
      # Fruit

      <!-- excerpt: FruitApp/Item.swift#price -->
      ```swift
      var price = 0
      ```
      <!-- excerpt: FruitApp/Basket.swift -->
      ```swift
      ```
      <!-- screen: fruit#3 -->
      <!-- screen: melon#1 -->

      """, to: "Chapters/fruit.md")
    let before = package.read("Chapters/fruit.md")

    let run = runTool(["render"], home: package)

    #expect(run.exitCode == .failure)
    #expect(
      run.error == """
        stepwise: Chapters/fruit.md:3: excerpt: FruitApp/Item.swift#price: \
        Sources/FruitApp/Item.swift: no "// excerpt: price" marker (its excerpts are text)
        stepwise: Chapters/fruit.md:7: excerpt: FruitApp/Basket.swift: \
        there is no file Sources/FruitApp/Basket.swift
        stepwise: Chapters/fruit.md:10: screen: fruit#3: \
        Chapters/scripts/fruit.stepwise has 2 show lines, not 3
        stepwise: Chapters/fruit.md:11: screen: melon#1: \
        there is no script Chapters/scripts/melon.stepwise

        """)
    #expect(package.read("Chapters/fruit.md") == before)
  }

  @Test func aTestFileCanBeNamedFromTheRootFromSourcesOrByItsTarget() throws {
    let package = try makePackage()
    try package.write(
      """
      @Test func tappingARowChecksIt() throws {
        // excerpt: tap
        try device.tapRow(0)
        // end excerpt
      }

      """, to: "Tests/FruitAppTests/ListTests.swift")
    let paths = [
      "Tests/FruitAppTests/ListTests.swift#tap", "../Tests/FruitAppTests/ListTests.swift#tap",
      "FruitAppTests/ListTests.swift#tap",
    ]
    try package.write(
      paths.map { "<!-- excerpt: \($0) -->\n" }.joined(), to: "Chapters/fruit.md")

    let run = runTool(["render"], home: package)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(
      package.read("Chapters/fruit.md")
        == paths.map { "<!-- excerpt: \($0) -->\n```swift\ntry device.tapRow(0)\n```\n" }
        .joined())
  }

  @Test func aDatePickerNobodyTurnedShowsTheSameDateAtEveryRender() throws {
    let package = try makePackage()
    try FileManager.default.removeItem(at: package.url.appendingPathComponent("Chapters"))
    try package.write("launch clock\nshow\n", to: "Chapters/scripts/clock.stepwise")
    try package.write("<!-- screen: clock#1 -->\n", to: "Chapters/clock.md")

    let run = runTool(["render"], home: package, catalog: ClockApp.catalog)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(package.read("Chapters/clock.md")?.contains("│ ◷ 2026-01-01 09:00") == true)
    #expect(UIKitRuntime.now() != ScriptCapture.fixedNow, "the clock is put back afterwards")
  }

  @Test func aFailingScriptIsReportedAtItsOwnLine() throws {
    let package = try makePackage()
    try package.write(
      "launch fruit\nexpect title \"Vegetables\"\nshow\n", to: "Chapters/scripts/fruit.stepwise")

    let run = runTool(["render", "--check"], home: package)

    #expect(run.exitCode == .failure)
    #expect(
      run.error.hasPrefix(
        "stepwise: Chapters/scripts/fruit.stepwise:2: expect title \"Vegetables\": "
          + "expected the title \"Vegetables\", but the title is \"Fruit\"\n"
          + "stepwise: Chapters/fruit.md:7: screen: fruit#1: its script fails (above)\n"))
  }

  @Test func aJapaneseChapterIsRenderedAndCheckedLikeItsEnglishOne() throws {
    let package = try makePackage()
    try package.write(
      """
      # 果物

      <!-- excerpt: FruitApp/Item.swift#text -->

      <!-- screen: fruit#1 -->
      ![一覧](../images/fruit-1.svg)

      <!-- diff: fruit..checklists-fruit -->

      <!-- diff: fruit..checklists-fruit Item.swift -->

      """, to: "Chapters/ja/fruit.md")

    let check = runTool(["render", "--check"], home: package)
    let render = runTool(["render"], home: package)
    let clean = runTool(["render", "--check"], home: package)

    #expect(check.exitCode == .failure)
    #expect(check.output.contains("out of date: Chapters/ja/fruit.md (line 3: excerpt: "))
    #expect(render.exitCode == .success, "\(render.error)")
    #expect(render.output.contains("updated  Chapters/ja/fruit.md\n"))
    #expect(render.output.hasSuffix("rendered: 2 chapters, 8 generated blocks, 2 pictures\n"))
    #expect(clean.exitCode == .success, "\(clean.output)\(clean.error)")
    let english = ChapterDocument(name: "fruit.md", text: package.read("Chapters/fruit.md") ?? "")
    let japanese = ChapterDocument(
      name: "ja/fruit.md", text: package.read("Chapters/ja/fruit.md") ?? "")
    #expect(japanese.blocks.map(\.content) == english.blocks.map(\.content))
    #expect(japanese.blocks.first?.content == "var text = \"\"")
  }

  @Test func aTranslationWhoseBlocksDifferFromTheEnglishIsAProblemAtItsLine() throws {
    let package = try makePackage()
    try package.write(
      "# 果物\n\n<!-- screen: fruit#1 -->\n<!-- excerpt: FruitApp/Item.swift#text -->\n",
      to: "Chapters/ja/fruit.md")
    try package.write("# 野菜\n", to: "Chapters/ja/vegetables.md")

    let run = runTool(["render", "--check"], home: package)

    #expect(run.exitCode == .failure)
    #expect(
      run.error == """
        stepwise: Chapters/ja/fruit.md:3: screen: fruit#1: block 1 of Chapters/fruit.md \
        (line 3) is excerpt: FruitApp/Item.swift#text; a translation has the same blocks, in order
        stepwise: Chapters/ja/vegetables.md:1: there is no English chapter \
        Chapters/vegetables.md to translate

        """)
  }
}
