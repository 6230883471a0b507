// The one script loader `stepwise play` and an app's own `--play` share: what it says of a
// file it cannot read, of bytes that are not UTF-8, and of mistakes, each where it stands.

import BasicTestSupport
import Foundation
import Testing

@testable import AppProgram

@Suite struct ScriptFileTests {
  @Test func aScriptIsReadLineByLine() throws {
    let folder = try TemporaryFolder()
    try folder.write("launch fruit\ntap row 0\n", to: "walk.stepwise")

    let script = try ScriptFile(
      path: "walk.stepwise", url: folder.url.appendingPathComponent("walk.stepwise")
    )
    .load().get()

    #expect(script.lines.map(\.number) == [1, 2])
  }

  @Test func aMissingFileIsUnreadable() throws {
    let folder = try TemporaryFolder()

    let result = ScriptFile(
      path: "gone.stepwise", url: folder.url.appendingPathComponent("gone.stepwise")
    ).load()

    #expect(
      result.failure
        == .unreadable("cannot read the script gone.stepwise: there is no such file"))
  }

  /// A folder, a link in a loop and a file too large are each refused with why; a pipe is
  /// read as it comes, as `play /dev/stdin` and `play <(…)` give one.
  @Test func whatIsNotAScriptFileSaysWhyAndAPipeIsRead() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("walks"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("loop").path, withDestinationPath: "loop")
    let large = folder.url.appendingPathComponent("large.stepwise")
    #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: UInt64(ScriptFile.largestFile + 1))
    try handle.close()
    func failure(_ name: String) -> ScriptFileError? {
      ScriptFile(path: name, url: folder.url.appendingPathComponent(name)).load().failure
    }

    #expect(
      failure("walks")
        == .unreadable("cannot read the script walks: it is a folder; play takes a script file"))
    #expect(
      failure("loop")
        == .unreadable(
          "cannot read the script loop: it is a link that leads nowhere, or back to itself"))
    #expect(
      failure("large.stepwise")
        == .unreadable(
          "cannot read the script large.stepwise: it is larger than any script (at most 16 MB)"))

    let pipe = folder.url.appendingPathComponent("pipe")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: pipe.path) {
        handle.write(Data("launch fruit\ntap row 0\n".utf8))
        try? handle.close()
      }
    }
    writer.start()
    let script = try ScriptFile(path: "pipe", url: pipe).load().get()
    #expect(script.lines.map(\.number) == [1, 2])
  }

  @Test(arguments: [
    (Data([0xFF]) + Data("\ntap row 0\n".utf8), 1),
    (Data("launch fruit\n\ntap \"".utf8) + Data([0xC3, 0x28]) + Data("\"\n".utf8), 3),
  ])
  func bytesThatAreNotUTF8AreFoundAtTheirLine(bytes: Data, line: Int) throws {
    let folder = try TemporaryFolder()
    try bytes.write(to: folder.url.appendingPathComponent("latin.stepwise"))

    let result = ScriptFile(
      path: "latin.stepwise", url: folder.url.appendingPathComponent("latin.stepwise")
    ).load()

    #expect(
      result.failure
        == .unreadable(
          "latin.stepwise is not UTF-8 text (line \(line) holds bytes that are not UTF-8); "
            + "save it as UTF-8"))
  }

  @Test func eachMistakeIsAtItsLineAndColumn() throws {
    let folder = try TemporaryFolder()
    try folder.write("launch fruit\nwave\ntap row x\n", to: "bad.stepwise")

    let result = ScriptFile(
      path: "bad.stepwise", url: folder.url.appendingPathComponent("bad.stepwise")
    ).load()

    guard case .mistakes(let mistakes) = result.failure else {
      Issue.record("expected mistakes, got \(String(describing: result.failure))")
      return
    }
    let locations: [String] = mistakes.map(\.location)
    #expect(locations == ["bad.stepwise:2:1: error: ", "bad.stepwise:3:9: error: "])
    #expect(mistakes.allSatisfy { !$0.message.isEmpty })
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
