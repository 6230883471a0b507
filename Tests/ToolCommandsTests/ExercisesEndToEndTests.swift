// The built `stepwise exercises` in a copy of this package: refusals that need no build.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing

@testable import LessonEngine
@testable import ToolCommands

@Suite struct ExercisesEndToEndTests {
  /// A copy of the package's sources, tests and exercises, links kept, in a new folder.
  func copyOfThePackage() throws -> TemporaryFolder {
    let copy = try TemporaryFolder()
    let run = try ExternalCommand(
      "cp", ["-R", "-P", "Package.swift", "Sources", "Tests", "Chapters", copy.url.path],
      in: BuiltTool.packageRoot
    ).run()
    try #require(run.status == 0, "\(run.output)")
    return copy
  }

  @Test func aCommentedOutExpectationIsRefusedBeforeAnythingIsBuilt() throws {
    let package = try copyOfThePackage()
    let home = try TemporaryFolder()
    let path = "Tests/ExerciseTests/Checklists01ItemCountTests.swift"
    let tests = try #require(package.read(path))
    let weakened = tests.replacingOccurrences(
      of: "    #expect(device.title == \"Checklists (5)\")\n",
      with: "    // #expect(device.title == \"Checklists (5)\")\n")
    #expect(weakened != tests)
    try package.write(weakened, to: path)

    let run = try BuiltTool.run(["exercises"], in: package.url, home: home.url)

    #expect(run.status == 1)
    #expect(run.output.contains("✗ checklists-01/item-count: no test ran."))
    #expect(
      run.output.contains(
        "The tests of checklists-01/item-count are not the ones it shipped with:\n"
          + "  • \(path) has been changed"))
    #expect(run.output.contains("  git checkout -- \(path)\n"))
    #expect(!run.output.contains("Building"))
    let scratch = package.url.appendingPathComponent(".build/exercises")
    #expect(!FileManager.default.fileExists(atPath: scratch.path))
  }

  @Test func learnIsTheSameCommand() throws {
    let package = try copyOfThePackage()
    let home = try TemporaryFolder()
    let run = try BuiltTool.run(["learn", "hint"], in: package.url, home: home.url)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Hint 1 of 3 for checklists-01/item-count:\n"))
    let progress = ExerciseWorkspace(root: package.url).progressFile.load().progress
    #expect(progress.hintsShown == ["checklists-01/item-count": 1])
  }
}
