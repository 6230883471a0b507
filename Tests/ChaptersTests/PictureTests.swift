// Every show of every script has its picture, up to date, and every screen block shows it.

import Foundation
import Testing

@testable import ChapterRender
@testable import ToolCommands

@MainActor
@Suite struct PictureTests {
  @Test func everyCommittedPictureIsWhatRenderDrawsNow() throws {
    for picture in RenderedPackage.rendering.pictures {
      let committed = RenderedPackage.read(picture.path)
      #expect(committed != nil, "\(picture.path) is missing; \(RenderedPackage.remedy)")
      #expect(
        committed == nil || committed == picture.text,
        "\(picture.path) is out of date; \(RenderedPackage.remedy)")
    }
  }

  @Test func noPictureIsLeftOverFromAShowThatIsGone() {
    let drawn = Set(RenderedPackage.rendering.pictures.map(\.path))
    let images = RenderedPackage.chapters.appendingPathComponent("images")
    let committed = ChapterRenderer.files(in: images, withExtension: "svg")
      .map { "Chapters/images/\($0)" }
    #expect(committed.filter { !drawn.contains($0) } == [], "\(RenderedPackage.remedy)")
  }

  @Test func everyScreenBlockIsFollowedByItsPicture() throws {
    for rendered in RenderedPackage.blocks("screen") {
      guard case .screen(let id, let index) = rendered.block.source else { continue }
      let text = try #require(RenderedPackage.read("Chapters/\(rendered.chapter)"))
      let lines = text.components(separatedBy: "\n")
      let next = rendered.block.lines.upperBound
      let line = next < lines.count ? lines[next] : ""
      // A translation in Chapters/ja/ shares the English chapter's pictures.
      let folder = rendered.chapter.contains("/") ? "../images" : "images"
      let message =
        "Chapters/\(rendered.chapter):\(next + 1): the screen \(id)#\(index) is followed by "
        + "![what it shows](\(folder)/\(id)-\(index).svg), not \"\(line)\""
      #expect(
        line.hasPrefix("![") && line.hasSuffix("](\(folder)/\(id)-\(index).svg)"), "\(message)")
    }
  }
}
