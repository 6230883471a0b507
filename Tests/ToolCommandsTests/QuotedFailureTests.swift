// The failures the chapters quote from `stepwise play` are what the tool prints: the English
// chapter's in English, the Japanese chapter's as a Japanese locale prints them.

import AppTestSupport
import Foundation
import StepwiseApps
import Testing

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct QuotedFailureTests {
  /// A chapter's script played on the stage before it, as the chapter says to.
  struct Quote: Sendable, CustomTestStringConvertible {
    let chapter: String
    let app: String
    var testDescription: String { "\(chapter) on \(app)" }
  }

  nonisolated static let quotes = [
    Quote(chapter: "checklists-02", app: "checklists-01"),
    Quote(chapter: "checklists-03", app: "checklists-02"),
    Quote(chapter: "checklists-04", app: "checklists-03"),
  ]

  /// The chapter's quoted failure: the lines of its `text` block that starts with the
  /// script's failed line.
  static func quotedFailure(in chapter: String, script: String) -> String? {
    let blocks = chapter.components(separatedBy: "```text\n").dropFirst()
    return blocks.first { $0.hasPrefix("✗ \(script):") }
      .flatMap { $0.components(separatedBy: "```").first }
  }

  @Test(arguments: quotes, ["", "ja/"])
  func aChaptersQuotedFailureIsWhatPlayPrints(_ quote: Quote, folder: String) throws {
    let home = try TemporaryFolder()
    let script = "Chapters/scripts/\(quote.chapter).stepwise"
    let path = PackageRoot.url.appendingPathComponent(script).path
    let locale = folder.isEmpty ? "C" : "ja_JP.UTF-8"
    let run = runTool(
      ["play", path, "--app", quote.app], home: home, catalog: .standard,
      variables: ["LANG": locale])
    let printed = run.error.replacingOccurrences(of: path, with: script)
    let chapter = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("Chapters/\(folder)\(quote.chapter).md"),
      encoding: .utf8)

    let quoted = try #require(Self.quotedFailure(in: chapter, script: script))
    #expect(run.exitCode == .failure)
    #expect(printed.hasPrefix(quoted), "Chapters/\(folder)\(quote.chapter).md quotes:\n\(quoted)")
  }
}
