// `kill -9` at random moments of saves, on every app that saves: no confirmed item is lost,
// and the temporary files the killed saves leave are gone at the next launch.

import AppTestSupport
import CommandLineKit
import Foundation
import StepwiseBasics
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many kills per app the campaign makes: `STEPWISE_KILL_CAMPAIGN=30` (30 per app in
/// the middle of its saves and 30 in its first launch, 480 in all); by default a short one
/// on checklists-09 only.
private let killsPerApp = ProcessInfo.processInfo.environment["STEPWISE_KILL_CAMPAIGN"]
  .flatMap(Int.init)

/// A kill campaign on the built `stepwise`.
///
/// Each round starts `stepwise run <app> --sandbox box` on a terminal, adds one to three
/// items and waits until the app has confirmed each (the prompt came back after the
/// gesture that saves it: Done, OK or Save, or `background` for the stages that save only
/// then), then types one more item and kills the process with SIGKILL 0 to 60 ms later, in
/// the middle of that item's gestures or its save. After every kill, every confirmed item
/// must be in the sandbox's files; after every launch, no temporary file of a save may be
/// left.
@Suite(.serialized) struct KillCampaignTests {
  /// An app that saves, and the lines that add an item to it and confirm the save.
  struct SavingApp: Sendable, CustomTestStringConvertible {
    var id: String
    /// The lines adding an item of a name, ending after the gesture that saves it.
    var lines: @Sendable (String) -> [String]

    var testDescription: String { id }
  }

  /// The Checklists stages' Add Item (or Add Checklist) screen.
  static func addWithDone(_ name: String) -> [String] {
    ["tap \"+\"", "type \"\(name)\"", "tap \"Done\""]
  }

  static let apps = [
    SavingApp(id: "checklists-04", lines: addWithDone),
    SavingApp(id: "checklists-06") { addWithDone($0) + ["background", "foreground"] },
    SavingApp(id: "checklists-07") { addWithDone($0) + ["background", "foreground"] },
    SavingApp(id: "checklists-08", lines: addWithDone),
    // Remind Me asks the permission once and schedules a reminder: the system's record of
    // the notifications is saved at the top of the sandbox, beside the items. The alert
    // comes the first time only (again after a kill before the answer was saved); with none
    // up, "Allow" is refused and the simulator goes on to the next line.
    SavingApp(id: "checklists-09") {
      [
        "tap \"+\"", "type \"\($0)\"", "toggle switch \"Remind Me\"", "tap \"Allow\"",
        "tap \"Done\"",
      ]
    },
    SavingApp(id: "todo-archiver") { ["tap \"+\"", "type \"\($0)\"", "tap \"OK\""] },
    SavingApp(id: "todo-codable") { ["tap \"+\"", "type \"\($0)\"", "tap \"OK\""] },
    SavingApp(id: "tasks") {
      [
        "tap \"+\"", "type \"\($0)\"", "pick date 2026-12-24 18:00", "tap \"保存する\"",
        "tap \"OK\"",
      ]
    },
  ]

  /// The prompt the interactive simulator shows on a terminal.
  static let prompt = "\u{1B}[1m> \u{1B}[0m"

  /// What one app's campaign found.
  struct Tally {
    var kills = 0
    var confirmed = 0
    var lost: [String] = []
    var temporaryFilesAfterKills = 0
    var temporaryFilesAfterLaunch = 0
    var refusedLaunches = 0
  }

  @Test(arguments: killsPerApp == nil ? [apps[4]] : apps)
  func noConfirmedItemIsLostToAKillAtAnyMoment(app: SavingApp) throws {
    let kills = killsPerApp ?? 3
    let home = try TemporaryFolder()
    let box = home.url.appendingPathComponent("box")
    var random = SplitMix64(seed: UInt64(kills) &* 7919 &+ UInt64(app.id.utf8.count))
    var tally = Tally()
    var confirmed: [String] = []

    for round in 0..<kills {
      let (process, terminal) = try BuiltTool.startInTerminal(
        ["run", app.id, "--sandbox", "box"], in: home.url, home: home.url)
      let started = terminal.read(timeout: 120) { $0.hasSuffix(Self.prompt) }
      #expect(started.hasSuffix(Self.prompt), "\(app.id) did not start: \(started.suffix(300))")
      if !started.hasSuffix(Self.prompt) { tally.refusedLaunches += 1 }
      tally.temporaryFilesAfterLaunch += Self.temporaryFiles(in: box).count

      for index in 0..<Int(random.next() % 3 + 1) {
        let name = "K\(round)x\(index)"
        let lines = app.lines(name)
        terminal.type(lines.joined(separator: "\n") + "\n")
        let shown = terminal.read(timeout: 120) {
          $0.components(separatedBy: Self.prompt).count > lines.count
        }
        guard shown.components(separatedBy: Self.prompt).count > lines.count else {
          Issue.record("\(app.id): no prompt after \(lines): \(shown.suffix(300))")
          break
        }
        confirmed.append(name)
      }
      let unconfirmed = app.lines("U\(round)")
      terminal.type(unconfirmed.joined(separator: "\n") + "\n")
      usleep(useconds_t(random.next() % 60_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit(seconds: 30)
      tally.kills += 1

      tally.temporaryFilesAfterKills += Self.temporaryFiles(in: box).count
      let stored = Self.storedBytes(in: box)
      tally.lost = confirmed.filter { stored.range(of: Data($0.utf8)) == nil }
      #expect(tally.lost.isEmpty, "\(app.id): lost \(tally.lost) after kill \(round + 1)")
      if !tally.lost.isEmpty { break }
    }
    tally.confirmed = confirmed.count

    #expect(tally.kills == kills)
    #expect(tally.temporaryFilesAfterLaunch == 0)
    print(
      "| \(app.id) | \(tally.kills) | \(tally.confirmed) | \(tally.lost.count) | "
        + "\(tally.temporaryFilesAfterKills) | \(tally.temporaryFilesAfterLaunch) | "
        + "\(tally.refusedLaunches) |")
  }

  /// A kill in the middle of an app's first launch, while its sandbox is being made and
  /// claimed, and the launch after it: the sandbox is never refused.
  @Test(arguments: killsPerApp == nil ? [apps[4]] : apps)
  func aKillDuringTheFirstLaunchNeverLocksTheSandbox(app: SavingApp) throws {
    let kills = killsPerApp ?? 3
    let home = try TemporaryFolder()
    var random = SplitMix64(seed: UInt64(kills) &* 104_729 &+ UInt64(app.id.utf8.count))
    var refused: [String] = []

    for round in 0..<kills {
      let box = "first\(round)"
      let (process, _) = try BuiltTool.startInTerminal(
        ["run", app.id, "--sandbox", box], in: home.url, home: home.url)
      usleep(useconds_t(random.next() % 150_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit(seconds: 30)

      let next = try BuiltTool.run(
        ["run", app.id, "--sandbox", box], input: "quit\n", in: home.url, home: home.url)
      if next.status != 0 { refused.append("\(box): \(next.error.prefix(300))") }
    }

    #expect(refused.isEmpty, "\(app.id): sandboxes refused after a kill: \(refused)")
    print("| \(app.id) (first launch) | \(kills) | | | | | \(refused.count) |")
  }

  /// The text of the files an app keeps (not hidden ones: a save's temporary file is not
  /// what the next launch reads): a property list's strings, and those of the property
  /// lists in its data (an archive in the preferences), else the file's bytes as UTF-8.
  static func storedBytes(in box: URL) -> Data {
    var bytes = Data()
    for folder in ["Documents", "Library/Preferences"] {
      let url = box.appendingPathComponent(folder)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      where !name.hasPrefix(".") {
        let data =
          FileManager.default.contents(atPath: url.appendingPathComponent(name).path) ?? Data()
        bytes += Data(strings(in: data).joined(separator: "\n").utf8)
      }
    }
    return bytes
  }

  /// The strings of a property list, nested ones included; else the bytes as text.
  static func strings(in data: Data) -> [String] {
    guard let value = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
      return [String(decoding: data, as: UTF8.self)]
    }
    var found: [String] = []
    var pending: [Any] = [value]
    while let next = pending.popLast() {
      switch next {
      case let text as String: found.append(text)
      case let nested as Data: found += strings(in: nested)
      case let array as [Any]: pending += array
      case let dictionary as [String: Any]:
        found += dictionary.keys
        pending += Array(dictionary.values)
      default: break
      }
    }
    return found
  }

  /// The temporary files of saves in the sandbox: the kit's and Foundation's.
  static func temporaryFiles(in box: URL) -> [String] {
    ["", "Documents", "Library/Preferences"].flatMap { folder in
      let url = folder.isEmpty ? box : box.appendingPathComponent(folder)
      return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
        .filter { ($0.hasPrefix(".") && $0.hasSuffix(".tmp")) || $0.hasPrefix(".dat.nosync") }
    }
  }
}
