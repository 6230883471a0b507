// Two real `stepwise` processes on one sandbox: the second is refused and changes nothing.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing
import ToolTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SandboxLockTests {
  /// The prompt the interactive simulator shows on a terminal.
  let prompt = "\u{1B}[1m> \u{1B}[0m"

  /// What adds a checklist named Groceries and quits, in checklists-08 or 09.
  let addGroceries = "tap \"+\"\ntype \"Groceries\"\ntap \"Done\"\nquit\n"

  /// Runs `stepwise run <app> --sandbox <box>` in a home folder, its input piped.
  func run(
    _ app: String, in box: String = "box", input: String = "quit\n", fresh: Bool = false,
    home: TemporaryFolder
  ) throws -> ProcessRun {
    try BuiltTool.run(
      ["run", app, "--sandbox", box] + (fresh ? ["--fresh"] : []), input: input, in: home.url,
      home: home.url)
  }

  /// Starts `stepwise run todo-codable --sandbox box` on a terminal and waits for its
  /// first prompt, when it holds the sandbox.
  func startFirstSession(in home: TemporaryFolder) throws -> (Process, PseudoTerminal) {
    let (process, terminal) = try BuiltTool.startInTerminal(
      ["run", "todo-codable", "--sandbox", "box"], in: home.url, home: home.url)
    _ = terminal.read { $0.hasSuffix(prompt) }
    return (process, terminal)
  }

  @Test func aSecondSessionOnTheSameSandboxIsRefusedNamingTheFirst() throws {
    let home = try TemporaryFolder()
    let (first, terminal) = try startFirstSession(in: home)
    terminal.type("tap \"+\"\ntype \"Milk\"\ntap \"OK\"\n")
    _ = terminal.read { $0.components(separatedBy: prompt).count == 4 }
    let saved = home.read("box/Documents/Todos.json")

    let second = try BuiltTool.run(
      ["run", "todo-codable", "--sandbox", "box"], input: "tap \"+\"\ntype \"Eggs\"\ntap \"OK\"\n",
      in: home.url, home: home.url)
    let fresh = try BuiltTool.run(
      ["run", "todo-codable", "--sandbox", "box", "--fresh"], in: home.url, home: home.url)
    try home.write("launch todo-codable\ntap \"+\"\n", to: "add.stepwise")
    let played = try BuiltTool.run(
      ["play", "add.stepwise", "--sandbox", "box"], in: home.url, home: home.url)

    #expect(second.status == 2)
    #expect(second.output == "")
    #expect(
      second.error.hasPrefix(
        "stepwise: the sandbox \(home.url.path)/box is in use by process "
          + "\(first.processIdentifier) (stepwise run todo-codable --sandbox box); "))
    #expect(second.error.contains("quit that session, or choose another folder with --sandbox"))
    #expect(fresh.status == 2)
    #expect(fresh.error.contains("is in use by process \(first.processIdentifier)"))
    #expect(played.status == 2)
    #expect(played.error.contains("is in use by process \(first.processIdentifier)"))
    // Nothing changed: not by --fresh, not by the sessions that were refused.
    #expect(saved?.contains("Milk") == true)
    #expect(home.read("box/Documents/Todos.json") == saved)

    terminal.type("quit\n")
    _ = terminal.read()
    #expect(first.waitUntilExit(seconds: 60), "quit ends the first session")
    #expect(first.terminationStatus == 0)

    let after = try BuiltTool.run(
      ["run", "todo-codable", "--sandbox", "box"], input: "expect rows \"Milk\"\n",
      in: home.url, home: home.url)
    #expect(after.status == 0)
    #expect(after.output.contains("✓ holds"))
  }

  @Test func aKilledSessionLeavesNoLockBehind() throws {
    let home = try TemporaryFolder()
    let (first, terminal) = try startFirstSession(in: home)
    terminal.type("tap \"+\"\ntype \"Milk\"\ntap \"OK\"\n")
    _ = terminal.read { $0.components(separatedBy: prompt).count == 4 }

    kill(first.processIdentifier, SIGKILL)
    #expect(first.waitUntilExit(seconds: 60), "quit ends the first session")
    let next = try BuiltTool.run(
      ["run", "todo-codable", "--sandbox", "box"], input: "expect rows \"Milk\"\n",
      in: home.url, home: home.url)

    #expect(first.terminationReason == .uncaughtSignal)
    #expect(next.status == 0)
    #expect(next.output.contains("✓ holds"))
    #expect(home.read("box/.stepwise-lock")?.hasPrefix("\(first.processIdentifier) ") == false)
  }

  @Test func serveFreshOnASandboxInUseIsRefusedBeforeAnythingIsEmptied() throws {
    let home = try TemporaryFolder()
    let (first, terminal) = try startFirstSession(in: home)
    terminal.type("tap \"+\"\ntype \"Milk\"\ntap \"OK\"\n")
    _ = terminal.read { $0.components(separatedBy: prompt).count == 4 }
    let saved = home.read("box/Documents/Todos.json")

    let served = try BuiltTool.run(
      ["serve", "todo-codable", "--sandbox", "box", "--fresh", "--port", "0"], in: home.url,
      home: home.url, timeout: 60)

    #expect(served.status == 2)
    #expect(served.error.contains("is in use by process \(first.processIdentifier)"))
    #expect(!served.output.contains("serves"))
    #expect(saved?.contains("Milk") == true)
    #expect(home.read("box/Documents/Todos.json") == saved)
    terminal.type("tap \"+\"\ntype \"Eggs\"\ntap \"OK\"\nquit\n")
    _ = terminal.read()
    #expect(first.waitUntilExit(seconds: 60), "quit ends the first session")
    #expect(first.terminationStatus == 0)
    #expect(home.read("box/Documents/Todos.json")?.contains("Eggs") == true)
  }

  @Test func serveRefusesAFolderHoldingOtherFilesAsRunDoes() throws {
    let home = try TemporaryFolder()
    try home.write("notes", to: "project/notes.txt")
    try home.write("mine", to: "project/Library/Preferences/private.plist")

    let served = try BuiltTool.run(
      ["serve", "todo-codable", "--sandbox", "project", "--port", "0"], in: home.url,
      home: home.url, timeout: 60)
    let run = try BuiltTool.run(
      ["run", "todo-codable", "--sandbox", "project"], in: home.url, home: home.url)

    #expect(served.status == 2)
    #expect(served.status == run.status)
    #expect(served.error.contains("holds \"notes.txt\" besides Documents/ and Library/"))
    #expect(
      FileManager.default.fileExists(
        atPath: home.url.appendingPathComponent("project/Documents").path)
        == false)
    #expect(home.read("project/notes.txt") == "notes")
  }

  @Test func aSandboxBelongsToTheFirstAppAndAnotherIsRefusedNamingBoth() throws {
    let home = try TemporaryFolder()
    let first = try run("checklists-08", input: addGroceries, home: home)
    let file = home.url.appendingPathComponent("box/Documents/Checklists.plist").path
    let saved = FileManager.default.contents(atPath: file)
    let other = try run("checklists-04", home: home)
    try home.write("launch checklists-08\nlaunch checklists-04\n", to: "both.stepwise")
    let played = try BuiltTool.run(
      ["play", "both.stepwise", "--sandbox", "box"], in: home.url, home: home.url)

    #expect(first.status == 0)
    #expect(saved?.range(of: Data("Groceries".utf8)) != nil)
    #expect(other.status == 2)
    #expect(
      other.error.contains(
        "the sandbox \(home.url.path)/box belongs to org.stepwise.checklists-08, not "
          + "org.stepwise.checklists-04"))
    #expect(played.status != 0)
    #expect(
      played.error.contains("belongs to org.stepwise.checklists-08, not org.stepwise.checklists-04")
    )
    #expect(FileManager.default.contents(atPath: file) == saved)
  }

  @Test func aSandboxWithoutTheRecordOfItsAppIsNotTakenByAnotherApp() throws {
    let home = try TemporaryFolder()
    let first = try run("checklists-08", input: addGroceries, home: home)
    let file = home.url.appendingPathComponent("box/Documents/Checklists.plist").path
    let saved = FileManager.default.contents(atPath: file)
    // A sandbox made before stepwise recorded its app.
    try FileManager.default.removeItem(at: home.url.appendingPathComponent("box/.stepwise-app"))

    let named = try run("checklists-04", home: home)
    try FileManager.default.removeItem(
      at: home.url.appendingPathComponent(
        "box/Library/Preferences/org.stepwise.checklists-08.plist"))
    let unnamed = try run("checklists-04", home: home)
    let owner = try run("checklists-08", home: home)

    #expect(first.status == 0)
    #expect(named.status == 2)
    #expect(
      named.error.contains("belongs to org.stepwise.checklists-08, not org.stepwise.checklists-04"),
      "the preferences file names its app")
    #expect(unnamed.status == 2)
    #expect(
      unnamed.error.contains(
        "the sandbox \(home.url.path)/box holds an app's data but does not say which app it "
          + "belongs to"))
    #expect(
      unnamed.error.contains(
        "echo org.stepwise.checklists-04 > '\(home.url.path)/box/.stepwise-app'"))
    #expect(FileManager.default.contents(atPath: file) == saved)
    #expect(owner.status == 2, "the data's app cannot be told, so its own app is refused too")
    try home.write("org.stepwise.checklists-08\n", to: "box/.stepwise-app")
    let recorded = try run("checklists-08", input: "expect row count 1\nquit\n", home: home)
    #expect(recorded.status == 0, "the way out the message names works: \(recorded.error)")
  }

  @Test(arguments: ["..stepwise-app", "..stepwise-notifications.json"])
  func aWriteKilledAtTheTopOfTheSandboxNeverLocksTheLearnerOut(leftover: String) throws {
    let home = try TemporaryFolder()
    let first = try run("checklists-09", input: addGroceries, home: home)
    let name = "\(leftover).\(UUID().uuidString).tmp"
    try home.write("{\"half", to: "box/\(name)")
    // A kill during the very first launch leaves one in a sandbox that has nothing else.
    try home.write("{\"half", to: "new/\(name)")

    let again = try run("checklists-09", input: "expect row count 1\nquit\n", home: home)
    try home.write("{\"half", to: "box/\(name)")
    let fresh = try run(
      "checklists-09", input: "expect row count 0\nquit\n", fresh: true, home: home)
    let firstLaunch = try run("checklists-09", in: "new", home: home)

    #expect(first.status == 0)
    #expect(again.status == 0, "\(again.error)")
    #expect(fresh.status == 0, "\(fresh.error)")
    #expect(firstLaunch.status == 0, "\(firstLaunch.error)")
    for box in ["box", "new"] {
      let top = try FileManager.default.contentsOfDirectory(
        atPath: home.url.appendingPathComponent(box).path)
      #expect(!top.contains(name), "the next launch deletes what the killed write left")
    }
  }

  @Test func aDamagedNotificationsRecordNeitherStopsTheAppNorLocksTheSandbox() throws {
    let home = try TemporaryFolder()
    let first = try run("checklists-09", home: home)
    // It stopped every launch with SIGILL: -1 is no set of options.
    try home.write(
      #"{"pending": [], "delivered": [], "authorization": true, "requestedOptions": -1, "#
        + #""nextOrder": 0}"#, to: "box/.stepwise-notifications.json")

    let damaged = try run("checklists-09", home: home)
    let again = try run("checklists-09", home: home)

    #expect(first.status == 0)
    #expect(damaged.status == 0, "\(damaged.error)")
    #expect(
      damaged.output.contains(
        "console: the system's notifications record \(home.url.path)/box/"
          + ".stepwise-notifications.json is damaged (the permission asked for, -1, is no set "
          + "of options): kept as .stepwise-notifications.damaged-"))
    #expect(again.status == 0, "the copy kept aside is the sandbox's own: \(again.error)")
    let top = try FileManager.default.contentsOfDirectory(
      atPath: home.url.appendingPathComponent("box").path)
    #expect(top.filter { $0.hasPrefix(".stepwise-notifications.damaged-") }.count == 1)
  }
}
