// `stepwise play --dir`: a script played by the learner's own app, built where the kit is
// compiled, in a new container; the line the page names to replay a script of its own.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct PlayOwnAppTests {
  /// What `play --dir` did: what it printed, and each program it ran with its arguments.
  struct Outcome {
    var run: ToolRun
    var launched: [(executable: URL, arguments: [String])] = []
  }

  /// Runs `stepwise play <arguments>` in `home` on a stand-in package (see
  /// ``standInPackage(in:apps:build:status:)``); the app's program is recorded instead of
  /// run, and ends with `status`.
  func play(
    _ arguments: [String], in home: TemporaryFolder, apps: [String] = ["Checklists"],
    status: Int32 = 0
  ) throws -> Outcome {
    let swift = try standInPackage(in: home, apps: apps)
    _ = try home.write("tap \"+\"\nexpect rows \"Eggs\"\n", to: "eggs.stepwise")
    var launched: [(URL, [String])] = []
    let run = try runOwnAppCommand("play", arguments, commands: [PlayCommand.self], home: home) {
      invocation, context in
      try PlayCommand(invocation).run(context, swift: swift.path) { executable, arguments in
        launched.append((executable, arguments))
        // As the app's program does: its container holds what it saved.
        if let folder = arguments.last {
          try FileManager.default.createDirectory(
            atPath: folder + "/Documents", withIntermediateDirectories: true)
        }
        return status
      }
    }
    return Outcome(run: run, launched: launched)
  }

  @Test func theLearnersAppPlaysTheScriptInANewContainerRemovedAfter() throws {
    let home = try TemporaryFolder()

    let outcome = try play(["eggs.stepwise", "--dir", "App"], in: home)

    #expect(outcome.run.exitCode == .success, "\(outcome.run.error)")
    let launched = try #require(outcome.launched.first)
    #expect(outcome.launched.count == 1)
    #expect(launched.executable == home.url.appendingPathComponent("App/.build/debug/Checklists"))
    let script = home.url.appendingPathComponent("eggs.stepwise").path
    #expect(Array(launched.arguments.prefix(3)) == ["--play", script, "--sandbox"])
    let sandbox = try #require(launched.arguments.last)
    #expect(sandbox.contains("stepwise-play-"))
    #expect(!FileManager.default.fileExists(atPath: sandbox), "removed after the play")
    #expect(outcome.run.output.hasPrefix("swift reads App/Package.swift and builds its app"))
  }

  @Test(arguments: [(Int32(1), ExitCode.failure), (2, .usageError), (128 + 9, .failure)])
  func theAppsExitStatusIsPlays(status: Int32, exitCode: ExitCode) throws {
    let home = try TemporaryFolder()

    let outcome = try play(["eggs.stepwise", "--dir", "App"], in: home, status: status)

    #expect(outcome.run.exitCode == exitCode)
  }

  @Test func aChosenSandboxIsPassedAndKept() throws {
    let home = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent("box"), withIntermediateDirectories: true)

    let outcome = try play(["eggs.stepwise", "--dir", "App", "--sandbox", "box"], in: home)

    #expect(outcome.launched.first?.arguments.last == home.url.appendingPathComponent("box").path)
    #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("box").path))
  }

  @Test func ofSeveralAppsAppNamesOneAndTheMessageSaysHow() throws {
    let home = try TemporaryFolder()

    let unnamed = try play(["eggs.stepwise", "--dir", "App"], in: home, apps: ["One", "Two"])
    let named = try play(
      ["eggs.stepwise", "--dir", "App", "--app", "Two"], in: home, apps: ["One", "Two"])

    #expect(unnamed.launched.isEmpty)
    #expect(unnamed.run.exitCode == .usageError)
    #expect(
      unnamed.run.error.hasPrefix(
        "stepwise: App has several apps (One, Two): name one, such as stepwise play "
          + "eggs.stepwise --dir App --app One\n"), "\(unnamed.run.error)")
    #expect(named.launched.first?.executable.lastPathComponent == "Two")
  }

  @Test func aScriptThatDoesNotParseIsRefusedBeforeAnythingIsBuilt() throws {
    let home = try TemporaryFolder()
    let swift = try standInPackage(in: home)
    _ = try home.write("tapp \"+\"\n", to: "bad.stepwise")

    let run = try runOwnAppCommand(
      "play", ["bad.stepwise", "--dir", "App"], commands: [PlayCommand.self], home: home
    ) { invocation, context in
      try PlayCommand(invocation).run(context, swift: swift.path) { _, _ in 0 }
    }

    #expect(run.exitCode == .usageError)
    #expect(run.error.hasPrefix("bad.stepwise:1:1: error: "), "\(run.error)")
    #expect(
      !FileManager.default.fileExists(atPath: home.url.appendingPathComponent("calls.txt").path))
  }
}
