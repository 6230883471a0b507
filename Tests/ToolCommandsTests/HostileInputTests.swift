// The built `stepwise` fed what nobody should feed it: each case, and what the tool does.

import AppTestSupport
import Foundation
import Testing

@Suite struct HostileInputTests {
  /// Writes `box`, a sandbox of an app that ran before, with a data file put in by hand.
  func sandbox(in home: TemporaryFolder, app: String) throws {
    try home.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>ChecklistIndex</key><integer>-1</integer>\
      <key>FirstTime</key><false/></dict></plist>
      """, to: "box/Library/Preferences/org.stepwise.\(app).plist")
  }

  /// The data files the app kept aside in `box/Documents`.
  func keptAside(in home: TemporaryFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: home.url.appendingPathComponent("box/Documents").path
    ).filter { $0.hasPrefix("Checklists.damaged-") }
  }

  /// Makes `box/Documents/<name>` a sparse file of `size` bytes.
  func makeLargeFile(_ name: String, size: UInt64, in home: TemporaryFolder) throws {
    let url = home.url.appendingPathComponent("box/Documents/\(name)")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: size)
    try handle.close()
  }

  @Test func aDataFileLinkedOutOfTheSandboxIsNamedAndNeverWrittenThrough() throws {
    let home = try TemporaryFolder()
    let outside = try home.write("not the app's", to: "outside/Checklists.plist")
    try sandbox(in: home, app: "checklists-08")
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent("box/Documents"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: home.url.appendingPathComponent("box/Documents/Checklists.plist"),
      withDestinationURL: outside)
    try home.write(
      """
      launch checklists-08
      expect alert "Some Data Could Not Be Read"
      tap "OK"
      tap "+"
      type "Mine"
      tap "Done"
      expect rows "Mine"
      """, to: "link.stepwise")

    let run = try BuiltTool.run(
      ["play", "link.stepwise", "--sandbox", "box"], in: home.url, home: home.url)

    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.error == "stepwise: warning: Documents/Checklists.plist → \(outside.path) leads out "
        + "of the sandbox; an app that reads it reads that file as its own\n")
    #expect(home.read("outside/Checklists.plist") == "not the app's")
    #expect(try keptAside(in: home).count == 1)
  }

  @Test func aBookStageReadsTheLinkedFileButTheToolSaysSoAndNoSaveWritesThroughIt() throws {
    let home = try TemporaryFolder()
    let outside = try home.write("not the app's", to: "outside/Checklists.plist")
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent("box/Documents"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: home.url.appendingPathComponent("box/Documents/Checklists.plist"),
      withDestinationURL: outside)
    try home.write("org.stepwise.checklists-04\n", to: "box/.stepwise-app")
    try home.write(
      "launch checklists-04\ntap \"+\"\ntype \"Mine\"\ntap \"Done\"\n", to: "a.stepwise")

    let run = try BuiltTool.run(
      ["play", "a.stepwise", "--sandbox", "box"], in: home.url, home: home.url)

    #expect(run.status == 0)
    #expect(run.error.hasPrefix("stepwise: warning: Documents/Checklists.plist → "))
    #expect(home.read("outside/Checklists.plist") == "not the app's")
    // The save replaced the link with a file of the app's own.
    let saved = home.url.appendingPathComponent("box/Documents/Checklists.plist").path
    let attributes = try FileManager.default.attributesOfItem(atPath: saved)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
  }

  @Test func a200MegabyteDataFileIsKeptAsideUnreadByTheHardenedApp() throws {
    let home = try TemporaryFolder()
    try sandbox(in: home, app: "checklists-08")
    try makeLargeFile("Checklists.plist", size: 200_000_000, in: home)
    try home.write(
      """
      launch checklists-08
      expect alert "Some Data Could Not Be Read"
      tap "OK"
      expect row count 0
      """, to: "large.stepwise")

    let start = Date()
    let run = try BuiltTool.run(
      ["play", "large.stepwise", "--sandbox", "box"], in: home.url, home: home.url)

    #expect(run.status == 0, "\(run.error)")
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(try keptAside(in: home).count == 1)
  }

  @Test func a200MegabyteDataFileIsReadAndRefusedByABookStageWithoutACrash() throws {
    let home = try TemporaryFolder()
    try makeLargeFile("Checklists.plist", size: 200_000_000, in: home)
    try home.write("org.stepwise.checklists-04\n", to: "box/.stepwise-app")
    try home.write("launch checklists-04\nexpect row count 0\n", to: "large.stepwise")

    let start = Date()
    let run = try BuiltTool.run(
      ["play", "large.stepwise", "--sandbox", "box"], in: home.url, home: home.url)

    #expect(run.status == 0, "\(run.error)")
    #expect(Date().timeIntervalSince(start) < 30)
  }

  @Test func aScriptThatIsNotUTF8IsRefusedNamingTheLine() throws {
    let home = try TemporaryFolder()
    let bytes =
      Data("launch checklists-01\ntap row \"".utf8) + Data([0xFF, 0xFE]) + Data("\"\n".utf8)
    try bytes.write(to: home.url.appendingPathComponent("latin.stepwise"))

    let run = try BuiltTool.run(["play", "latin.stepwise"], in: home.url, home: home.url)

    #expect(run.status == 2)
    #expect(
      run.error.hasPrefix(
        "stepwise: latin.stepwise is not UTF-8 text (line 2 holds bytes that are not UTF-8); "
          + "save it as UTF-8\n"))
  }

  @Test func nulBytesAreRefusedWhereTheyStandAndWrittenAsEscapesWork() throws {
    let home = try TemporaryFolder()
    try home.write("launch checklists-02\ntap \"+\"\ntype \"a\u{0}b\"\n", to: "nul.stepwise")
    try home.write(
      "launch checklists-02\ntap \"+\"\ntype \"a\\u{0}b\"\ntap \"Done\"\n", to: "escaped.stepwise")

    let raw = try BuiltTool.run(["play", "nul.stepwise"], in: home.url, home: home.url)
    let escaped = try BuiltTool.run(["play", "escaped.stepwise"], in: home.url, home: home.url)
    let typed = try BuiltTool.run(
      ["run", "checklists-02", "--sandbox", "box"], input: "ta\u{0}p row 0\nexpect row count 5\n",
      in: home.url, home: home.url)

    #expect(raw.status == 2)
    #expect(
      raw.error.hasPrefix(
        "nul.stepwise:3:8: error: a control character (U+0000) cannot stand in a line as it "
          + "is; inside quotes write it as \\u{0}\n"))
    #expect(escaped.status == 0, "\(escaped.error)")
    #expect(typed.status == 1, "the session goes on, and its mistake decides the exit status")
    #expect(typed.output.contains("✗ column 3: a control character (U+0000) cannot stand"))
    #expect(typed.output.contains("✓ holds"))
  }

  @Test func windowsLineEndingsPlayLikeUnixOnes() throws {
    let home = try TemporaryFolder()
    try home.write(
      "launch checklists-01\r\ntap row 0\r\nexpect row 0 checked\r\n", to: "crlf.stepwise")

    let play = try BuiltTool.run(["play", "crlf.stepwise"], in: home.url, home: home.url)
    let run = try BuiltTool.run(
      ["run", "checklists-01", "--sandbox", "box"], input: "tap row 0\r\nexpect row 0 checked\r\n",
      in: home.url, home: home.url)

    #expect(play.status == 0)
    #expect(play.output.hasSuffix("passed: 3 commands, 1 expectation held\n"))
    #expect(run.output.contains("✓ holds"))
  }

  @Test func aOneMegabyteLineIsRefusedAtOnceAndTheSessionGoesOn() throws {
    let home = try TemporaryFolder()
    let huge = "type \"" + String(repeating: "x", count: 1_000_000) + "\""
    let longType = "type \"" + String(repeating: "x", count: 10_001) + "\""

    let start = Date()
    let run = try BuiltTool.run(
      ["run", "checklists-02", "--sandbox", "box"],
      input: "tap \"+\"\n\(huge)\n\(longType)\npaste \"\(String(repeating: "y", count: 50_000))\"\n"
        + "expect enabled \"Done\"\n",
      in: home.url, home: home.url)

    #expect(Date().timeIntervalSince(start) < 30)
    #expect(run.status == 1, "the session goes on, and its mistakes decide the exit status")
    #expect(
      run.output.contains(
        "✗ column 100001: this line is 1000007 characters long; a line holds at most 100000\n"))
    #expect(
      run.output.contains(
        "✗ column 6: type presses one key per character, and takes at most 10000; paste puts "
          + "a longer text in at once\n"))
    #expect(run.output.contains("✓ holds"))
  }
}
