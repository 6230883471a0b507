// A program run as another user (a student's code in a grade): that user's rights, HOME and
// TMPDIR, writing only where it was handed a folder.

import BasicTestSupport
import CommandLineKit
import Foundation
import StepwiseBasics
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite(.enabled(if: canRunAsNobody, "runs as root on Linux, with setpriv and a user nobody"))
struct ChildUserTests {
  /// A folder only root can write, with a file in it, and a home for nobody.
  struct Place {
    let folder: TemporaryFolder
    var guarded: URL { folder.url.appendingPathComponent("guarded") }
    var home: URL { folder.url.appendingPathComponent("home") }

    init() throws {
      folder = try TemporaryFolder()
      try FileManager.default.createDirectory(at: guarded, withIntermediateDirectories: true)
      try Data("the grader's\n".utf8).write(to: guarded.appendingPathComponent("report.json"))
      // Anyone may pass through the temporary folder to the home; only root may write.
      chmod(folder.url.path, 0o755)
    }
  }

  func run(
    _ script: String, as user: ChildUser, in folder: URL, timeLimit: TimeInterval = 30
  ) throws -> ExternalCommand.Outcome {
    var command = ExternalCommand("sh", ["-c", script], in: folder, timeLimit: timeLimit)
    command.stopGrace = 1
    command.user = user
    return try command.run()
  }

  @Test func aProgramRunsWithTheUsersRightsHomeAndTemporaryFolder() throws {
    let place = try Place()
    let user = try ChildUser.named("nobody", home: place.home)

    let run = try self.run("id -u; id -G; echo $HOME; echo $TMPDIR", as: user, in: place.home)

    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(run.status == 0)
    #expect(lines.first == String(user.uid))
    #expect(lines.dropFirst().first == String(user.gid), "no group but its own")
    #expect(lines.dropFirst(2).first == place.home.path)
    #expect(lines.dropFirst(3).first == user.temporaryFolder.path)
  }

  @Test func itWritesWhereItWasHandedAFolderAndNowhereElse() throws {
    let place = try Place()
    let user = try ChildUser.named("nobody", home: place.home)
    let handed = place.folder.url.appendingPathComponent("build")
    try FileManager.default.createDirectory(
      at: handed.appendingPathComponent("debug/Modules"), withIntermediateDirectories: true)
    try user.handOver(handed)

    let own = try run("echo built > debug/Modules/App.swiftmodule", as: user, in: handed)
    let others = try run(
      "echo forged > \(place.guarded.path)/report.json; echo planted > \(place.guarded.path)/x",
      as: user, in: handed)

    #expect(own.status == 0, "\(own.output)")
    #expect(others.status != 0)
    #expect(others.output.contains("Permission denied"), "\(others.output)")
    #expect(
      try String(contentsOf: place.guarded.appendingPathComponent("report.json"), encoding: .utf8)
        == "the grader's\n")
    #expect(!FileManager.default.fileExists(atPath: place.guarded.appendingPathComponent("x").path))
  }

  /// A link in a handed folder is handed itself: what it points to stays the grader's.
  @Test func handingOverAFolderNeverFollowsALinkOutOfIt() throws {
    let place = try Place()
    let user = try ChildUser.named("nobody", home: place.home)
    let handed = place.folder.url.appendingPathComponent("checks")
    try FileManager.default.createDirectory(at: handed, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: handed.appendingPathComponent("elsewhere"), withDestinationURL: place.guarded)

    try user.handOver(handed)

    let owner = try FileManager.default.attributesOfItem(
      atPath: place.guarded.appendingPathComponent("report.json").path)[.ownerAccountID]
    #expect((owner as? NSNumber)?.intValue == 0)
    let folderOwner = try FileManager.default.attributesOfItem(atPath: handed.path)[
      .ownerAccountID]
    #expect((folderOwner as? NSNumber)?.uint32Value == user.uid)
  }

  /// What a student's program leaves running (a process started in the background, which
  /// outlives the program) is stopped after their grade; the user's processes that started
  /// before the grade are not.
  @Test func whatTheUsersProgramsLeftRunningIsStoppedAndNothingOlder() throws {
    let place = try Place()
    let user = try ChildUser.named("nobody", home: place.home)
    let older = Process()
    let launch = user.launch("sleep", ["300"])
    older.executableURL = URL(fileURLWithPath: launch.program)
    older.arguments = launch.arguments
    // Its output is not the test process's, which `swift test` reads to its end; and it is
    // killed, not asked: a process started from a thread of the test's pool inherits the
    // thread's blocked signals, SIGTERM among them. (Left running, it held `swift test` for
    // the rest of its 300 s after the last test.)
    older.standardInput = FileHandle.nullDevice
    older.standardOutput = FileHandle.nullDevice
    older.standardError = FileHandle.nullDevice
    try older.run()
    defer {
      kill(older.processIdentifier, SIGKILL)
      older.waitUntilExit()
    }
    Thread.sleep(forTimeInterval: 0.1)
    let running = user.processes()

    // (Foundation waits for the end of what the program started too, so the run ends at its
    // time limit; the process it left outlives that.)
    let left = try run(
      "setsid sleep 301 </dev/null >/dev/null 2>&1 & echo $!", as: user, in: place.home,
      timeLimit: 2)
    let pid = try #require(Int32(left.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, 0) == 0, "the left process runs on after its program ended")
    let stopped = user.stopProcesses(except: running)
    Thread.sleep(forTimeInterval: 0.1)

    #expect(stopped >= 1)
    #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)/cmdline") || isZombie(pid))
    #expect(older.isRunning, "a process of the user's from before is left alone")
  }

  /// Whether a process has ended and waits for its parent to read its status.
  func isZombie(_ pid: Int32) -> Bool {
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z")
      == true
  }

  @Test func rootAndUnknownUsersAreRefusedWithWhy() throws {
    let place = try Place()
    #expect(throws: ChildUser.Refusal.self) { try ChildUser.named("root", home: place.home) }
    do {
      _ = try ChildUser.named("no-such-user-\(UUID().uuidString.prefix(6))", home: place.home)
      Issue.record("an unknown user was accepted")
    } catch {
      #expect(error.description.hasPrefix("there is no user named no-such-user-"))
    }
  }
}
