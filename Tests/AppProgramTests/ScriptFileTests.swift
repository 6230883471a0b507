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

    #expect(result.failure == .unreadable("cannot read the script gone.stepwise"))
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
