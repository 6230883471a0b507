// Every app's walkthrough script in Chapters/scripts plays green.

import AppProgram
import AppTestSupport
import Foundation
import StepwiseApps
import Testing

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct WalkthroughScriptTests {
  static let scripts = BuiltTool.packageRoot.appendingPathComponent("Chapters/scripts")

  @Test(arguments: AppCatalog.standard.entries.map(\.app.id))
  func theWalkthroughScriptPlaysGreen(id: String) throws {
    let home = try TemporaryFolder()
    let script = Self.scripts.appendingPathComponent("\(id).stepwise")
    try #require(
      FileManager.default.fileExists(atPath: script.path), "no walkthrough script for \(id)")

    let run = runTool(["play", script.path], home: home, catalog: .standard)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.output.contains("launch \(id)"), "the script for \(id) launches \(id)")
  }

  @Test func everyScriptBelongsToAnApp() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.scripts.path)
    let ids = Set(AppCatalog.standard.ids)
    let orphans = names.filter { !ids.contains(($0 as NSString).deletingPathExtension) }
    #expect(orphans == [])
    #expect(names.allSatisfy { $0.hasSuffix(".stepwise") })
  }
}
