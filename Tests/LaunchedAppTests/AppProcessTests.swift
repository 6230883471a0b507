// An app with `@main` run as its own program: its container, relaunches, scripts, mistakes.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import Testing

@testable import AppProgram

/// Runs the built programs of two apps whose delegates are marked `@main`: ContainerProbe,
/// which prints where Foundation's names point, and PortedChecklists, the book-style app.
@Suite struct AppProcessTests {
  let probe = BuiltProgram(named: "ContainerProbe")
  let checklists = BuiltProgram(named: "PortedChecklists")

  /// Runs a program with commands on its standard input and a data folder of its own.
  func run(
    _ program: BuiltProgram, _ arguments: [String] = [], input: String, data: TemporaryFolder
  ) throws -> ProcessRun {
    try program.run(
      arguments, input: input, in: data.url, home: data.url,
      environment: ["XDG_DATA_HOME": data.url.path, "NO_COLOR": "1"])
  }

  /// The lines the app printed, in order.
  func console(_ run: ProcessRun) -> [String] {
    run.output.split(separator: "\n").compactMap { line in
      line.hasPrefix("console: ") ? String(line.dropFirst("console: ".count)) : nil
    }
  }

  @Test func foundationsOwnNamesPointIntoTheSandbox() throws {
    let data = try TemporaryFolder()
    let run = try run(probe, input: "tap \"Store\"\nquit\n", data: data)
    let sandbox = data.url.appendingPathComponent("stepwise/org.stepwise.probe").path

    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("Sandbox: \(sandbox)\n"))
    let lines = console(run)
    #expect(lines.contains("home: \(sandbox)"))
    #expect(lines.contains("documents: \(sandbox)/Documents"))
    #expect(lines.contains("caches: \(sandbox)/Library/Caches"))
    #expect(lines.contains("temporary: \(sandbox)/tmp/"))
    let manager = FileManager.default
    #expect(manager.fileExists(atPath: "\(sandbox)/Documents/Note.txt"))
    #expect(
      manager.fileExists(atPath: "\(sandbox)/Library/Preferences/org.stepwise.probe.plist"),
      "UserDefaults.standard keeps its file in the sandbox, named after the bundle id as on iOS")
    #expect(!manager.fileExists(atPath: data.url.appendingPathComponent(".config").path))
  }

  /// FIDELITY: what a gesture's code puts on the main queue (an answer handed back with
  /// `DispatchQueue.main.async`, twice removed) has run when the next command looks, as
  /// iOS's run loop runs it between events; in the simulator and in a played script alike.
  @Test func mainQueueWorkRunsBeforeTheNextCommandLooks() throws {
    let data = try TemporaryFolder()
    let typed = try run(
      probe, input: "tap \"Ask\"\nexpect enabled \"Answered\"\nquit\n", data: data)
    #expect(typed.status == 0, "\(typed.output)")
    #expect(
      typed.output.contains("> expect enabled \"Answered\"\n✓ holds"), "\(typed.output)")
    try data.write("tap \"Ask\"\nexpect enabled \"Answered\"\n", to: "ask.stepwise")
    let played = try run(
      probe, ["--play", data.url.appendingPathComponent("ask.stepwise").path], input: "",
      data: data)
    #expect(played.status == 0, "\(played.output)")
  }

  @Test func anotherAppsProgramIsRefusedTheSandboxNamingBoth() throws {
    let data = try TemporaryFolder()
    let first = try run(probe, ["--sandbox", "box"], input: "tap \"Store\"\nquit\n", data: data)
    let note = data.read("box/Documents/Note.txt")
    let other = try run(checklists, ["--sandbox", "box"], input: "quit\n", data: data)

    #expect(first.status == 0, "\(first.error)")
    #expect(other.status == 2)
    #expect(
      other.error.contains(
        "the sandbox \(data.url.path)/box belongs to org.stepwise.probe, not "
          + "com.example.Checklists"))
    #expect(data.read("box/Documents/Note.txt") == note)
    #expect(data.read("box/.stepwise-app") == "org.stepwise.probe\n")
  }

  @Test func aRelaunchStartsWithAnEmptyRegistrationDomainAndTheSavedPreferences() throws {
    let data = try TemporaryFolder()
    let run = try run(probe, input: "tap \"Store\"\ncrash\nlaunch\nrelaunch\nquit\n", data: data)

    #expect(run.status == 0, "\(run.error)")
    let lines = console(run)
    // register(defaults:) lasts one launch: every launch starts without the registration.
    #expect(lines.filter { $0 == "registered before: none" }.count == 3)
    #expect(lines.filter { $0 == "registered after: yes" }.count == 3)
    // A value set without synchronize() survives the crash, as on iOS.
    #expect(
      lines.filter { $0.hasPrefix("stored: ") } == ["stored: none", "stored: kept", "stored: kept"])
    #expect(
      run.output.components(separatedBy: "relaunch: ContainerProbe started over").count - 1 == 2)
  }

  @Test func bookStyleChecklistsKeepEverythingThroughRelaunches() throws {
    let data = try TemporaryFolder()
    let input = """
      tap "+"
      type "Milk"
      tap "Done"
      tap row "Milk"
      relaunch
      expect title "List"
      expect row "Milk" checked
      back
      tap "+"
      type "Groceries"
      tap "Done"
      expect rows "Groceries", "List"
      expect row "List" detail "All Done"
      relaunch
      expect title "Checklists"
      expect rows "Groceries", "List"
      quit

      """

    let run = try run(checklists, input: input, data: data)

    #expect(run.status == 0, "\(run.output)\n\(run.error)")
    #expect(!run.output.contains("✗"), "\(run.output)")
    #expect(run.output.components(separatedBy: "✓ holds").count - 1 == 6)
    let sandbox = data.url.appendingPathComponent("stepwise/com.example.Checklists")
    #expect(
      FileManager.default.fileExists(
        atPath: sandbox.appendingPathComponent("Documents/Checklists.plist").path))
  }

  @Test func aNotificationScheduledBeforeARelaunchArrivesAfterIt() throws {
    let data = try TemporaryFolder()
    // The relaunch starts the program over: the system, not the app, kept the request.
    let run = try run(
      probe,
      input:
        "tap \"Remind\"\ntap \"Allow\"\nrelaunch\nwait 2 minutes\nexpect notification \"Stand up\"\nquit\n",
      data: data)

    #expect(run.status == 0, "\(run.output)\n\(run.error)")
    #expect(run.output.contains("✓ holds"), "\(run.output)")
    let record = data.url.appendingPathComponent(
      "stepwise/org.stepwise.probe/\(AppSandbox.notificationsFileName)")
    let kept = try #require(FileManager.default.contents(atPath: record.path))
    #expect(String(decoding: kept, as: UTF8.self).contains("\"authorization\":true"))
  }

  @Test func mistakesBeforeARelaunchStillDecideTheExitStatus() throws {
    let data = try TemporaryFolder()
    let run = try run(checklists, input: "tap row 7\nrelaunch\nexpect title \"List\"\n", data: data)
    #expect(run.status == 1)
    #expect(run.output.contains("✗ there is no row 7"))
    #expect(run.output.contains("✓ holds"))
    #expect(run.output.hasSuffix("1 command could not run or did not hold: exit status 1\n"))
  }

  @Test func aScriptPlaysThroughARelaunch() throws {
    let data = try TemporaryFolder()
    let script = try data.write(
      """
      tap "+"
      type "Eggs"
      tap "Done"
      relaunch
      expect rows "Eggs"
      expect title "List"

      """, to: "keep.stepwise")

    let run = try run(checklists, ["--play", script.path], input: "", data: data)

    #expect(run.status == 0, "\(run.output)\n\(run.error)")
    #expect(run.output.contains("> launch PortedChecklists   (the app itself)"))
    #expect(run.output.hasSuffix("passed: 6 commands, 2 expectations held\n"))
  }

  @Test func aScriptThatLaunchesAStageByItsIDPlaysTheProgramsApp() throws {
    let data = try TemporaryFolder()
    let script = try data.write(
      "launch checklists-05\nexpect title \"List\"\n", to: "stage.stepwise")

    let run = try run(checklists, ["--play", script.path], input: "", data: data)

    #expect(run.status == 0, "\(run.output)\n\(run.error)")
    #expect(
      run.output.hasPrefix(
        "> launch checklists-05   (playing PortedChecklists, the app itself)\n"))
    #expect(run.output.hasSuffix("passed: 2 commands, 1 expectation held\n"))
  }

  @Test func aScriptThatFailsAfterARelaunchNamesItsLine() throws {
    let data = try TemporaryFolder()
    let script = try data.write("relaunch\nexpect title \"Nothing\"\n", to: "fail.stepwise")
    let run = try run(checklists, ["--play", "fail.stepwise"], input: "", data: data)
    #expect(run.status == 1)
    #expect(run.error.contains("✗ fail.stepwise:2: expect title \"Nothing\""))
    _ = script
  }

  @Test func freshEmptiesTheSandboxAndSandboxChoosesIt() throws {
    let data = try TemporaryFolder()
    let box = data.url.appendingPathComponent("my box").path
    _ = try run(
      checklists, ["--sandbox", box], input: "tap \"+\"\ntype \"A\"\ntap \"Done\"\n", data: data)
    let kept = try run(checklists, ["--sandbox", box], input: "expect rows \"A\"\n", data: data)
    let fresh = try run(
      checklists, ["--sandbox", box, "--fresh"], input: "expect row count 0\n", data: data)

    #expect(kept.status == 0, "\(kept.output)")
    #expect(fresh.status == 0, "\(fresh.output)")
    #expect(fresh.output.contains("Sandbox: \(box)\n"))
  }

  @Test func aMistakeOnTheCommandLineIsAUsageError() throws {
    let data = try TemporaryFolder()
    let run = try run(checklists, ["--sandbx", "x"], input: "", data: data)
    #expect(run.status == 2)
    #expect(run.error.contains("PortedChecklists: "))
    #expect(
      run.error.contains(
        "Usage: PortedChecklists [--sandbox DIR] [--fresh] [--play SCRIPT]"))
    let help = try self.run(checklists, ["--help"], input: "", data: data)
    #expect(help.status == 0)
    #expect(help.output.contains("relaunch runs this\nprogram over again"))
  }

  @Test func theProgramsHelpIsInJapaneseForAJapaneseLocaleAndAsBeforeForC() throws {
    let data = try TemporaryFolder()
    func help(_ locale: String) throws -> ProcessRun {
      try checklists.run(
        ["--help"], input: "", in: data.url, home: data.url,
        environment: ["XDG_DATA_HOME": data.url.path, "NO_COLOR": "1", "LANG": locale])
    }

    let japanese = try help("ja_JP.UTF-8")
    let c = try help("C")
    let mistake = try checklists.run(
      ["--sandbx"], input: "", in: data.url, home: data.url,
      environment: ["XDG_DATA_HOME": data.url.path, "LANG": "ja_JP.UTF-8"])

    #expect(japanese.status == 0)
    #expect(japanese.output.hasPrefix("使い方: PortedChecklists [--sandbox DIR] [--fresh]"))
    #expect(japanese.output.contains("\nChecklists をシミュレーターで動かします: 画面が描かれ、"))
    #expect(japanese.output.contains("\n\nオプション:\n"))
    // The options are typed as they are: only what they do is in Japanese.
    #expect(
      japanese.output.contains(
        "\n  --fresh         先にコンテナーを空にします (インストールした直後の状態になります)\n"))
    #expect(japanese.output.contains("\n                  なければ ~/.local/share/stepwise/"))
    #expect(c.output.hasPrefix("Usage: PortedChecklists [--sandbox DIR] [--fresh]"))
    #expect(c.output.contains("relaunch runs this\nprogram over again"))
    #expect(
      c.output.contains(
        "\n  --fresh         empty the container first, as if the app were just installed\n"))
    #expect(mistake.status == 2)
    #expect(mistake.error.contains("使い方: PortedChecklists [--sandbox DIR]"))
  }

  @Test func aSandboxInUseOrNotAContainerIsRefusedAndLeftAlone() throws {
    let data = try TemporaryFolder()
    let environment = ["XDG_DATA_HOME": data.url.path, "NO_COLOR": "1"]
    let (first, terminal) = try checklists.startInTerminal(
      ["--sandbox", "box"], in: data.url, home: data.url, environment: environment)
    _ = terminal.read { $0.contains("> ") }

    let second = try run(checklists, ["--sandbox", "box", "--fresh"], input: "", data: data)
    let file = try data.write("not a folder\n", to: "file")
    let onAFile = try run(checklists, ["--sandbox", file.path], input: "", data: data)

    terminal.type("quit\r")
    _ = terminal.read { $0.contains("terminated") }
    #expect(first.waitUntilExit(seconds: 60), "quit ends the first program")
    #expect(second.status == 2)
    #expect(second.error.contains("is in use by process \(first.processIdentifier)"))
    #expect(onAFile.status == 2)
    #expect(onAFile.error.contains("is a file, not a folder"))
    #expect(data.read("file") == "not a folder\n")
  }

  @Test func theHistoryOfTypedLinesSurvivesARelaunch() throws {
    let data = try TemporaryFolder()
    let (process, terminal) = try checklists.startInTerminal(
      [], in: data.url, home: data.url,
      environment: ["XDG_DATA_HOME": data.url.path, "NO_COLOR": "1"])
    _ = terminal.read { $0.contains("> ") }
    terminal.type("expect title \"List\"\r")
    _ = terminal.read { $0.contains("✓ holds") }
    terminal.type("relaunch\r")
    _ = terminal.read { $0.contains("started over") && $0.hasSuffix("> ") }
    // Up twice: past "relaunch" to the line before it, typed in the earlier run.
    terminal.type("\u{1B}[A\u{1B}[A\r")
    let recalled = terminal.read { $0.contains("✓ holds") }
    terminal.type("quit\r")
    _ = terminal.read { $0.contains("terminated") }
    #expect(process.waitUntilExit(seconds: 60), "quit ends the program")

    #expect(recalled.contains("expect title \"List\""))
    #expect(recalled.contains("✓ holds"))
    #expect(process.terminationStatus == 0)
  }
}
