// The built `stepwise` executable, run as a user runs it, its whole output compared.

import Foundation
import Testing

@testable import StepwiseTool

@Suite struct EndToEndTests {
  @Test func listShowsEveryAppWithItsSummaryAndChapter() throws {
    let home = try TemporaryFolder()

    let run = try BuiltTool.run(["list"], in: home.url, home: home.url)

    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output == "No apps yet.\n")
  }

  @Test func helpListsTheCommandsAndExitCodes() throws {
    let home = try TemporaryFolder()

    let run = try BuiltTool.run(["--help"], in: home.url, home: home.url)
    let wrong = try BuiltTool.run(["frobnicate"], in: home.url, home: home.url)

    #expect(run.status == 0)
    #expect(run.output.contains("  run <app>         open an app in the interactive simulator\n"))
    #expect(run.output.contains("  2  usage error"))
    #expect(wrong.status == 2)
    #expect(wrong.error == "stepwise: unknown command \"frobnicate\"\nSee stepwise --help.\n")
  }

  @Test func diffFindsThePackageFromInsideIt() throws {
    let home = try TemporaryFolder()

    let run = try BuiltTool.run(
      ["diff", "ViewHarness", "ViewHarness"],
      in: BuiltTool.packageRoot.appendingPathComponent("Sources/StepwiseTool"), home: home.url)
    let elsewhere = try BuiltTool.run(
      ["diff", "ViewHarness", "ViewHarness"], in: home.url, home: home.url)

    #expect(run.status == 0)
    #expect(run.output.hasPrefix("ViewHarness → ViewHarness\n  unchanged  Device+Gestures.swift\n"))
    #expect(elsewhere.status == 0, "found from the executable's own folder")
  }
}
