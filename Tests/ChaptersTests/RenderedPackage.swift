// The package's chapters rendered once, in memory, for every test that compares with them.

import Foundation
import StepwiseApps

@testable import ChapterRender
@testable import ToolCommands

/// This package, and what `stepwise render` would write for it now.
@MainActor
enum RenderedPackage {
  /// The package's root folder, found from this file.
  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The chapters' folder.
  static let chapters = root.appendingPathComponent("Chapters", isDirectory: true)

  /// Every generated block and picture as render would make it, worked out on first use:
  /// each walkthrough script is played once.
  static let rendering = renderer.render()

  /// The renderer, which keeps each walkthrough script's screens once it has played it.
  static let renderer = ChapterRenderer(package: root, catalog: .standard)

  /// What a failure message tells the reader to do.
  static let remedy = "run swift run stepwise render"

  /// The text of a file of the package, or nil when there is none.
  static func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text of every Swift file below a folder of the package.
  static func swiftFiles(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder, isDirectory: true)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { item in
      guard let url = item as? URL, url.pathExtension == "swift" else { return nil }
      return try? String(contentsOf: url, encoding: .utf8)
    }
  }

  /// The blocks of one kind.
  static func blocks(_ kind: String) -> [ChapterRenderer.RenderedBlock] {
    rendering.blocks.filter { $0.block.source.kind == kind }
  }

  /// The problems found at a chapter's line.
  static func problems(at block: ChapterRenderer.RenderedBlock) -> [RenderProblem] {
    rendering.problems.filter {
      $0.place == .init(file: "Chapters/\(block.chapter)", line: block.block.line)
    }
  }
}
