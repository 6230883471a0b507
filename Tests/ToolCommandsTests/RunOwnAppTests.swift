// `stepwise run --dir`: the learner's own app, built where the kit is compiled, then run in
// the tool's place.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct RunOwnAppTests {
  /// What `run --dir` did: what it printed, and the program it started with its arguments.
  struct Outcome {
    var run: ToolRun
    var launched: (executable: URL, arguments: [String])?
  }

  /// Runs `stepwise run <arguments>` in `home`, with a `swift` whose `dump-package` names one
  /// app, `Checklists`, and whose build prints `build` and ends with `status`; the app's start
  /// is recorded instead of made, and refused with `refusal`.
  func run(
    _ arguments: [String], in home: TemporaryFolder, build: String = "", status: Int32 = 0,
    refusal: String = "No such file or directory"
  ) throws -> Outcome {
    let swift = try standInPackage(in: home, build: build, status: status)
    var launched: (URL, [String])?
    let run = try runOwnAppCommand("run", arguments, commands: [RunCommand.self], home: home) {
      invocation, context in
      try RunCommand(invocation).run(context, swift: swift.path) {
        launched = ($0, $1)
        return refusal
      }
    }
    return Outcome(run: run, launched: launched)
  }

  @Test func theAppIsBuiltThenRunAsSwiftRunWouldRunIt() throws {
    let home = try TemporaryFolder()

    let outcome = try run(["--dir", "App"], in: home)

    let built = home.url.appendingPathComponent("App/.build/debug/Checklists")
    #expect(outcome.launched?.executable == built)
    #expect(outcome.launched?.arguments == ["Checklists"])
    #expect(
      outcome.run.output
        == "swift reads App/Package.swift and builds its app: the package's manifest and code "
        + "run with your rights, as with swift build.\n"
        + "Building Checklists in App with swift build…\n")
    let calls = try String(
      contentsOf: home.url.appendingPathComponent("calls.txt"), encoding: .utf8)
    let scratch = home.url.appendingPathComponent("App/.build").path
    #expect(calls.contains("build --product Checklists --scratch-path \(scratch)\n"))
    // The start is refused here, so run says why and fails.
    #expect(outcome.run.exitCode == .failure)
    #expect(
      outcome.run.error
        == "stepwise: cannot run \(built.path): No such file or directory\n")
  }

  @Test func theSandboxAndFreshArePassedToTheApp() throws {
    let home = try TemporaryFolder()

    let outcome = try run(["--dir", "App", "Checklists", "--sandbox", "box", "--fresh"], in: home)

    #expect(
      outcome.launched?.arguments == [
        "Checklists", "--sandbox", home.url.appendingPathComponent("box").path, "--fresh",
      ])
  }

  @Test func aBuildThatFailsStartsNothingAndShowsWhy() throws {
    let home = try TemporaryFolder()

    let outcome = try run(["--dir", "App"], in: home, build: "error: out of space", status: 1)

    #expect(outcome.launched == nil)
    #expect(outcome.run.exitCode == .failure)
    #expect(outcome.run.error.contains("error: out of space"), "\(outcome.run.error)")
  }

  @Test func anAppTheManifestDoesNotNameIsAUsageError() throws {
    let home = try TemporaryFolder()

    let outcome = try run(["--dir", "App", "Bookshelf"], in: home)

    #expect(outcome.launched == nil)
    #expect(outcome.run.exitCode == .usageError)
    #expect(
      outcome.run.error.hasPrefix(
        "stepwise: App has no app executable Bookshelf (its apps: Checklists)\n"))
  }

  @Test func runWithNeitherAnAppNorAPackageSaysWhatItNeeds() throws {
    let home = try TemporaryFolder()

    let english = runTool(["run"], home: home)
    let japanese = runTool(["run"], home: home, variables: ["LANG": "ja_JP.UTF-8"])

    #expect(english.exitCode == .usageError)
    #expect(
      english.error.hasPrefix("stepwise: run needs <app>, or --dir PACKAGE for your own app\n"),
      "\(english.error)")
    #expect(
      japanese.error.hasPrefix(
        "stepwise: run には <app> を指定します。あなた自身のアプリなら --dir PACKAGE を指定します\n"),
      "\(japanese.error)")
  }
}
