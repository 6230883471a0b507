// The fuzzers' scripts are the tool's language: a random walk, written down, plays green.

import Foundation
import Testing
import ViewHarness

@testable import StepwiseTool

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
}
