// The Japanese chapters in Chapters/ja/: each has the generated blocks of its English chapter,
// in the same order, every link in them resolves, and the maps and the README point to them.

import Foundation
import Testing

@testable import ChapterRender
@testable import ToolCommands

@MainActor
@Suite struct TranslationTests {
  /// The English chapters not yet written in Japanese, by file name. A new English chapter is
  /// listed here until its Japanese one is written, and taken off when it is; the first test
  /// below fails until the list says exactly which are missing.
  static let notYetInJapanese: [String] = []

  /// The English chapters, as file names.
  static let english = ChapterRenderer.files(in: RenderedPackage.chapters, withExtension: "md")

  /// The Japanese chapters, as file names.
  static let japanese = ChapterRenderer.files(
    in: RenderedPackage.chapters.appendingPathComponent("ja"), withExtension: "md"
  ).filter { !ChapterRenderer.pagesOfTheirOwn.contains($0) }

  @Test func theEnglishChaptersWithoutAJapaneseOneAreTheListedOnes() {
    let missing = Self.english.filter { !Self.japanese.contains($0) }
    #expect(
      missing == Self.notYetInJapanese.sorted(),
      "Chapters/ja/ lacks \(missing); take a chapter off notYetInJapanese once it is written")
  }

  @Test func everyJapaneseChapterTranslatesAnEnglishOne() {
    #expect(Self.japanese.contains("README.md"), "Chapters/ja/README.md is the course map")
    #expect(Self.japanese.filter { !Self.english.contains($0) } == [])
  }

  @Test func aJapaneseChaptersBlocksAreItsEnglishChaptersInOrder() throws {
    for name in Self.japanese {
      let theirs = RenderedPackage.rendering.blocks.filter { $0.chapter == name }
      let ours = RenderedPackage.rendering.blocks.filter { $0.chapter == "ja/\(name)" }
      #expect(
        ours.map(\.block.source) == theirs.map(\.block.source),
        "Chapters/ja/\(name) has other generated blocks than Chapters/\(name)")
      for (mine, original) in zip(ours, theirs) {
        let message =
          "Chapters/ja/\(name):\(mine.block.line): \(mine.block.source) differs from "
          + "Chapters/\(name):\(original.block.line); \(RenderedPackage.remedy)"
        #expect(mine.block.content == original.block.content, "\(message)")
      }
    }
  }

  @Test func aTranslationWithABlockOutOfOrderIsAProblem() {
    let english = ChapterDocument(
      name: "one.md", text: "<!-- screen: one#1 -->\n<!-- screen: one#2 -->\n")
    let swapped = ChapterDocument(
      name: "ja/one.md", text: "# 一\n<!-- screen: one#2 -->\n<!-- screen: one#1 -->\n")
    let short = ChapterDocument(name: "ja/one.md", text: "<!-- screen: one#1 -->\n")

    #expect(ChapterRenderer.translationProblems(english, original: english) == [])
    #expect(
      ChapterRenderer.translationProblems(swapped, original: english).map(\.description) == [
        "Chapters/ja/one.md:2: screen: one#2: block 1 of Chapters/one.md (line 1) is "
          + "screen: one#1; a translation has the same blocks, in order"
      ])
    #expect(
      ChapterRenderer.translationProblems(short, original: english).map(\.description) == [
        "Chapters/ja/one.md:1: screen: one#2 (Chapters/one.md:2) is missing: a translation has "
          + "the same 2 generated blocks, in order"
      ])
  }

  // MARK: - Links

  /// The links of a Markdown text, outside code: the targets of `[text](target)`.
  static func links(in text: String) -> [String] {
    var prose: [String] = []
    var fence: String?
    for line in text.components(separatedBy: "\n") {
      if let open = fence {
        if ChapterDocument.closes(open, line) { fence = nil }
      } else if let opening = ChapterDocument.fence(opening: line) {
        fence = opening
      } else {
        prose.append(line)
      }
    }
    let withoutCode = prose.joined(separator: "\n").replacing(/`[^`\n]*`/, with: "")
    return withoutCode.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
  }

  /// The anchors of a Markdown file's headings, as GitHub makes them: lower case, spaces as
  /// hyphens, punctuation dropped, letters of any script kept.
  static func anchors(in text: String) -> Set<String> {
    var anchors = Set<String>()
    for line in text.components(separatedBy: "\n") where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let kept = title.lowercased().unicodeScalars.compactMap { scalar -> String? in
        if scalar == " " { return "-" }
        if scalar == "-" || scalar == "_" { return String(scalar) }
        if CharacterSet.alphanumerics.contains(scalar) { return String(scalar) }
        return nil
      }
      anchors.insert(kept.joined())
    }
    return anchors
  }

  /// The links of a chapter under `Chapters/` that lead nowhere: a file that does not exist,
  /// or an anchor no heading of the Markdown file has.
  static func brokenLinks(ofChapter name: String) -> [String] {
    guard let text = RenderedPackage.read("Chapters/\(name)") else { return ["(unreadable)"] }
    let folder = RenderedPackage.chapters.appendingPathComponent(name).deletingLastPathComponent()
    var broken: [String] = []
    for link in links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let target =
        path.isEmpty
        ? RenderedPackage.chapters.appendingPathComponent(name)
        : folder.appendingPathComponent(path).standardizedFileURL
      guard FileManager.default.fileExists(atPath: target.path) else {
        broken.append(link)
        continue
      }
      if parts.count == 2, target.pathExtension == "md" {
        let markdown = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
        if !anchors(in: markdown).contains(String(parts[1])) { broken.append(link) }
      }
    }
    return broken
  }

  @Test func everyLinkInAJapaneseChapterResolves() {
    #expect(!Self.japanese.isEmpty)
    for name in Self.japanese {
      #expect(Self.brokenLinks(ofChapter: "ja/\(name)") == [], "in Chapters/ja/\(name)")
    }
  }

  /// The files a chapter under `Chapters/` links to, as paths in the package, with a
  /// translation's own folder read as the English one (`Chapters/ja/names.md` as
  /// `Chapters/names.md`) and Japanese instructions as the English ones (`README.ja.md` as
  /// `README.md`), so that an English chapter and its translation can be compared.
  static func linkedFiles(ofChapter name: String) -> Set<String> {
    let text = RenderedPackage.read("Chapters/\(name)") ?? ""
    let folder = RenderedPackage.chapters.appendingPathComponent(name).deletingLastPathComponent()
    let root = RenderedPackage.root.standardizedFileURL.path + "/"
    var files = Set<String>()
    for link in links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
      guard let path = link.split(separator: "#").first, !link.hasPrefix("#") else { continue }
      let target = folder.appendingPathComponent(String(path)).standardizedFileURL.path
      guard target.hasPrefix(root) else { continue }
      let inPackage = String(target.dropFirst(root.count))
      // A step's or an exercise's Japanese instructions stand for its English ones.
      let english = inPackage.replacingOccurrences(of: "/README.ja.md", with: "/README.md")
      files.insert(
        english.hasPrefix("Chapters/ja/")
          ? "Chapters/" + english.dropFirst("Chapters/ja/".count) : english)
    }
    return files
  }

  @Test func aJapaneseChapterLinksEverythingItsEnglishChapterLinks() {
    // The tutorial's steps, the exercises, the other chapters: a step or an exercise added to
    // an English chapter is missed in Japanese until it is linked there too.
    for name in Self.japanese {
      let missing = Self.linkedFiles(ofChapter: name)
        .subtracting(Self.linkedFiles(ofChapter: "ja/\(name)"))
      #expect(missing.isEmpty, "Chapters/ja/\(name) does not link \(missing.sorted())")
    }
  }

  @Test func aLinkToAMissingFileOrHeadingIsFound() {
    #expect(
      Self.links(in: "[a](one.md) `[b](two.md)`\n```\n[c](three.md)\n```\n![d](../x.svg#y)")
        == ["one.md", "../x.svg#y"])
    #expect(
      Self.anchors(in: "# Chapter 1: Start\n## 作り方 (Build it)\nno heading")
        == ["chapter-1-start", "作り方-build-it"])
  }

  // MARK: - Maps

  @Test func theJapaneseMapLinksEveryJapaneseChapterAndTheEnglishMapLinksIt() throws {
    let map = try #require(RenderedPackage.read("Chapters/ja/README.md"))
    for name in Self.japanese where name != "README.md" {
      #expect(map.contains("](\(name))"), "Chapters/ja/README.md does not link \(name)")
    }
    let english = try #require(RenderedPackage.read("Chapters/README.md"))
    #expect(english.contains("](ja/README.md)"))
  }

  @Test func theReadmeOpensWithAJapaneseSectionPointingToTheJapaneseMap() throws {
    let readme = try #require(RenderedPackage.read("README.md"))
    let top = readme.components(separatedBy: "\n").prefix(8).joined(separator: "\n")
    #expect(top.contains("](Chapters/ja/README.md)"))
    #expect(top.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }, "in Japanese")
  }
}
