// The built `stepwise exercises` given names with `..` and tests replaced by links.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine

extension ExercisesEndToEndTests {
  @Test func exerciseNamesWithDotDotNameNoFileAndChangeNothing() throws {
    let package = try copyOfThePackage()
    let home = try TemporaryFolder()
    try package.write(
      #"{"current": "../../../etc/passwd", "done": [], "hintsShown": {}, "version": 1}"#,
      to: ".stepwise/exercises/progress.json")

    let go = try BuiltTool.run(["exercises", "go", "../../etc"], in: package.url, home: home.url)
    let reset = try BuiltTool.run(
      ["exercises", "reset", "../../Sources"], input: "y\n", in: package.url, home: home.url)
    let solution = try BuiltTool.run(
      ["exercises", "solution", "checklists-01/../../Package.swift"], in: package.url,
      home: home.url)
    let hint = try BuiltTool.run(["exercises", "hint"], in: package.url, home: home.url)

    #expect(go.status == 2)
    #expect(go.error.hasPrefix("stepwise: there is no exercise \"../../etc\""))
    #expect(reset.status == 2)
    #expect(reset.error.hasPrefix("stepwise: there is no exercise \"../../Sources\""))
    #expect(solution.status == 2)
    #expect(FileManager.default.fileExists(atPath: package.url.path + "/Sources/HeadlessUIKit"))
    // A progress file naming no exercise falls back to the first one not done.
    #expect(hint.status == 0)
    #expect(hint.output.hasPrefix("Hint 1 of 3 for checklists-01/item-count:\n"))
  }

  @Test func aTestFileReplacedByALinkIsRefusedEvenToAnIdenticalCopy() throws {
    let package = try copyOfThePackage()
    let home = try TemporaryFolder()
    let path = "Tests/ExerciseTests/Checklists01ItemCountTests.swift"
    let copy = try home.write(try #require(package.read(path)), to: "Mine.swift")
    try FileManager.default.removeItem(at: package.url.appendingPathComponent(path))
    try FileManager.default.createSymbolicLink(
      at: package.url.appendingPathComponent(path), withDestinationURL: copy)

    let run = try BuiltTool.run(["exercises"], in: package.url, home: home.url)

    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "The tests of checklists-01/item-count are not the ones it shipped with:\n"
          + "  • \(path) is a link to \(copy.path), not the file as shipped\n"))
    #expect(run.output.contains("  git checkout -- \(path)\n"))
    #expect(!run.output.contains("Building"))
  }
}
