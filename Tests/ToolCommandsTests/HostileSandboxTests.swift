// `--sandbox` pointed at the wrong place: the root folder, the home folder, a file.

import AppTestSupport
import Foundation
import Testing

@testable import AppProgram

@Suite struct HostileSandboxTests {
  @Test func theRootFolderIsRefusedAndNothingIsWrittenThere() throws {
    let home = try TemporaryFolder()
    let hadDocuments = FileManager.default.fileExists(atPath: "/Documents")
    try home.write("launch checklists-01\n", to: "one.stepwise")

    let run = try BuiltTool.run(
      ["run", "checklists-01", "--sandbox", "/", "--fresh"], input: "quit\n", in: home.url,
      home: home.url)
    let play = try BuiltTool.run(
      ["play", "one.stepwise", "--sandbox", "/"], in: home.url, home: home.url)

    for result in [run, play] {
      #expect(result.status == 2)
      #expect(result.output == "")
      #expect(result.error.hasPrefix("stepwise: / holds "))
      #expect(result.error.contains("so it does not look like an app's sandbox; stepwise leaves"))
    }
    #expect(FileManager.default.fileExists(atPath: "/Documents") == hadDocuments)
    #expect(!FileManager.default.fileExists(atPath: "/" + ".stepwise-lock"))
  }

  @Test func theHomeFolderIsRefused() throws {
    let home = try TemporaryFolder()
    try home.write("export PATH=…\n", to: ".profile")

    let run = try BuiltTool.run(
      ["run", "checklists-01", "--sandbox", "~"], input: "quit\n", in: home.url, home: home.url)

    #expect(run.status == 2)
    #expect(
      run.error.hasPrefix(
        "stepwise: \(home.url.path) holds \".profile\" besides Documents/ and Library/"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path) == [".profile"])
  }

  @Test func aFileIsRefused() throws {
    let home = try TemporaryFolder()
    try home.write("notes", to: "notes.txt")
    try home.write("launch checklists-01\n", to: "one.stepwise")

    let run = try BuiltTool.run(
      ["run", "checklists-01", "--sandbox", "notes.txt"], input: "quit\n", in: home.url,
      home: home.url)
    let play = try BuiltTool.run(
      ["play", "one.stepwise", "--sandbox", "notes.txt"], in: home.url, home: home.url)

    for result in [run, play] {
      #expect(result.status == 2)
      #expect(
        result.error.hasPrefix(
          "stepwise: \(home.url.path)/notes.txt is a file, not a folder; --sandbox names the "
            + "folder an app keeps its data in\n"))
    }
    #expect(home.read("notes.txt") == "notes")
  }

  /// A sandbox under a file, or in a folder that cannot be written: said in plain words,
  /// not as Foundation's error number.
  @Test func aSandboxThatCannotBeMadeSaysWhy() throws {
    let home = try TemporaryFolder()
    try home.write("notes", to: "notes.txt")

    let file = home.url.appendingPathComponent("notes.txt/box")
    #expect(
      SandboxClaim.whyNotMade(file)
        == "\(home.url.path)/notes.txt is a file: no folder can be made under it")
    #expect(SandboxClaim.whyNotMade(home.url.appendingPathComponent("fresh/box")) == nil)
  }
}
