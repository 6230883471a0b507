// The fuzzers' scripts are the tool's language: a random walk, written down, plays green.

import AppProgram
import AppTestSupport
import Foundation
import StepwiseApps
import Testing
import ViewHarness

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct ReliabilityScriptTests {
  @Test(arguments: AppCatalog.standard.entries.map(\.app.id))
  func aRandomWalkWrittenAsAScriptPlaysGreen(id: String) throws {
    let entry = try #require(AppCatalog.standard.entries.first { $0.app.id == id })
    // Any data will do here: the walk is only written down and played again.
    let subject = FuzzSubject(app: entry.app, durability: .nothing) { _ in [] }
    let gestures = GestureFuzzer(subject).gestures(seed: 7, steps: 40)
    #expect(gestures.count > 20)
    let home = try TemporaryFolder()
    let script = home.url.appendingPathComponent("walk.stepwise")
    let text = Gesture.script(appID: id, gestures)
    try text.write(to: script, atomically: true, encoding: .utf8)

    let run = runTool(["play", script.path], home: home, catalog: .standard)

    #expect(run.exitCode == .success, "\(run.error)\n\(text)")
    #expect(
      run.output.contains("passed: \(gestures.count + 1) commands"), "\(run.output.suffix(300))")
  }

  @Test func theEditFuzzersWalksWrittenAsScriptsPlayGreen() throws {
    // Each walk ends in a failed check, so that the fuzzer hands back all its edits: pastes,
    // raw ranges, line breaks and control characters among them.
    var fuzzer = TextEditFuzzer(app: EditFieldApp.oneEditLate, reach: [])
    fuzzer.finish = { _ in "the walk is over" }
    let catalog = AppCatalog([AppCatalog.Entry(EditFieldApp.oneEditLate, target: "EditField")])
    let home = try TemporaryFolder()
    var lines: [String] = []
    for seed in UInt64(1)...6 {
      let budget = FuzzBudget(steps: 30, walkLength: 30, replaySeed: seed)
      let failure = try #require(fuzzer.run(budget).failure)
      let script = home.url.appendingPathComponent("edits-\(seed).stepwise")
      try Gesture.script(appID: failure.appID, failure.gestures).write(
        to: script, atomically: true, encoding: .utf8)

      let run = runTool(["play", script.path], home: home, catalog: catalog)

      #expect(run.exitCode == .success, "\(run.error)")
      #expect(run.output.contains("passed: \(failure.gestures.count + 1) commands"))
      lines += failure.gestures.map(\.scriptLine)
    }
    #expect(lines.contains { $0.hasPrefix("paste ") })
    #expect(lines.contains { $0.hasPrefix("replace ") })
    #expect(lines.contains { $0.contains(#"\n"#) || $0.contains(#"\u{"#) })
  }

  @Test func theEditFuzzersShrunkScriptReplaysItsFailure() throws {
    var fuzzer = TextEditFuzzer(app: EditFieldApp.oneEditLate, reach: [])
    fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !$0.isEmpty })
    let failure = try #require(fuzzer.run(FuzzBudget(steps: 200, walkLength: 50)).failure)
    let catalog = AppCatalog([AppCatalog.Entry(EditFieldApp.oneEditLate, target: "EditField")])
    let home = try TemporaryFolder()
    // The check becomes an expectation: after the shrunk edit, Done must be enabled.
    let script = home.url.appendingPathComponent("shrunk.stepwise")
    try (failure.script + "\nexpect enabled \"Done\"\n")
      .write(to: script, atomically: true, encoding: .utf8)

    let run = runTool(["play", script.path], home: home, catalog: catalog)

    #expect(run.exitCode == .failure, "\(run.output)")
    #expect(run.error.contains("expected: \"Done\" enabled\n  but:      \"Done\" is disabled"))
  }
}
