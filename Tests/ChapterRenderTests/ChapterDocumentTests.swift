// Reading a chapter's generated blocks and writing them back.

import Testing

@testable import ChapterRender

@Suite struct ChapterDocumentTests {
  @Test func blocksAreFoundWithTheirSourcesLinesAndContents() {
    let chapter = ChapterDocument(
      name: "one.md",
      text: """
        # One
        <!-- excerpt: Checklists01/ChecklistItem.swift -->
        ```swift
        struct ChecklistItem {}
        ```
        <!-- a comment that is not a block -->
        <!-- screen: checklists-01#2 -->
        <!-- diff: checklists-01..checklists-02 ChecklistViewController.swift -->
        ```diff
        ```

        """)

    #expect(chapter.problems.isEmpty)
    #expect(
      chapter.blocks == [
        GeneratedBlock(
          source: .excerpt(path: "Checklists01/ChecklistItem.swift", region: nil), line: 2,
          lines: 2..<5, content: "struct ChecklistItem {}"),
        GeneratedBlock(
          source: .screen(appID: "checklists-01", index: 2), line: 7, lines: 7..<7, content: nil),
        GeneratedBlock(
          source: .diff(
            from: "checklists-01", to: "checklists-02", file: "ChecklistViewController.swift"),
          line: 8, lines: 8..<10, content: ""),
      ])
  }

  @Test func rewritingReplacesBlocksAddsMissingOnesAndKeepsTheRest() {
    let chapter = ChapterDocument(
      name: "one.md",
      text: "Intro\n<!-- screen: a#1 -->\nText\n<!-- diff: a..b -->\n```diff\nold\n```\nEnd\n")

    let text = chapter.replacingContents(["screen", nil])

    #expect(
      text == "Intro\n<!-- screen: a#1 -->\n```text\nscreen\n```\nText\n<!-- diff: a..b -->\n"
        + "```diff\nold\n```\nEnd\n")
  }

  @Test func contentWithALineOfBackticksGetsALongerFence() {
    let chapter = ChapterDocument(name: "one.md", text: "<!-- excerpt: A/B.swift -->\n")

    let text = chapter.replacingContents(["/// ```swift\n```\nx"])

    #expect(text == "<!-- excerpt: A/B.swift -->\n````swift\n/// ```swift\n```\nx\n````\n")
    #expect(
      ChapterDocument(name: "one.md", text: text).blocks.first?.content == "/// ```swift\n```\nx")
  }

  @Test func mistakesNameTheLine() {
    let chapter = ChapterDocument(
      name: "one.md",
      text: "<!-- screen: checklists-01 -->\n<!-- diff: a -->\n<!-- excerpt: A.swift# -->\n"
        + "<!-- excerpt: ../Tests/../../secret.swift -->\n"
        + "<!-- excerpt: A.swift -->\n```swift\nnever closed\n")

    #expect(
      chapter.problems.map(\.description) == [
        "Chapters/one.md:1: a screen names a script and a show, counted from 1, such as "
          + "<!-- screen: checklists-01#2 -->, not \"checklists-01\"",
        "Chapters/one.md:2: a diff names two stages and maybe a file, such as "
          + "<!-- diff: checklists-01..checklists-02 ChecklistViewController.swift -->, not \"a\"",
        "Chapters/one.md:3: the excerpt \"A.swift#\" has no region name after #",
        "Chapters/one.md:4: an excerpt names a file under Sources/, such as "
          + "<!-- excerpt: Checklists01/ChecklistItem.swift#name -->, "
          + "not \"../Tests/../../secret.swift\"",
        "Chapters/one.md:5: the fenced block after this line never ends",
      ])
  }
}

@Suite struct ExcerptLanguageTests {
  @Test func anExcerptOfADataModelIsXMLAndAnyOtherSwift() {
    let model = GeneratedBlock.Source.excerpt(
      path: "TodoCoreData/TodoList.xcdatamodeld/TodoList.xcdatamodel/contents", region: nil)
    #expect(model.language == "xml")
    #expect(GeneratedBlock.Source.excerpt(path: "A/B.swift", region: nil).language == "swift")
  }
}

@Suite struct PortBlockTests {
  @Test func aPortBlockNamesAProjectFolderOfThePackage() {
    let chapter = ChapterDocument(
      name: "porting.md",
      text: "<!-- port: Tests/PortTests/Fixtures/Checklists -->\n```text\nold\n```\n"
        + "<!-- port: ../elsewhere -->\n")

    #expect(
      chapter.blocks.map(\.source) == [.port(project: "Tests/PortTests/Fixtures/Checklists")])
    #expect(chapter.blocks.first?.source.language == "text")
    #expect(
      chapter.problems.map(\.description) == [
        "Chapters/porting.md:5: a port names an Xcode project folder of the package, such as "
          + "<!-- port: Tests/PortTests/Fixtures/Checklists -->, not \"../elsewhere\""
      ])
  }
}
