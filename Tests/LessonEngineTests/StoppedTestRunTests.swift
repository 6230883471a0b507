// Learner code that never ends, or ends the test process itself: stopped, and told apart.

import AppTestSupport
import Foundation
import Testing

@testable import CommandLineKit
@testable import LessonEngine
@testable import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct StoppedTestRunTests {
  /// Whether a process has ended (gone, or a zombie waiting to be reaped) within five
  /// seconds.
  static func isGone(_ pid: pid_t) -> Bool {
    for _ in 0..<50 {
      let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
        .split(separator: ")").last?.split(separator: " ").first
      if kill(pid, 0) != 0 || state == "Z" { return true }
      usleep(100_000)
    }
    return false
  }

  @Test func aProgramThatNeverEndsIsStoppedAtItsTimeLimitWithWhatItStarted() throws {
    let folder = try TemporaryFolder()

    var command = ExternalCommand(
      "sh", ["-c", "sleep 120 & echo $! > child; while :; do :; done"], in: folder.url,
      timeLimit: 0.3)
    command.stopGrace = 0.2
    let run = try command.run()

    #expect(run.timedOut)
    #expect(run.endedBySignal)
    #expect(run.duration < 20)
    // The program it started went with it (the whole process group is stopped).
    let child = try #require(
      folder.read("child").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    #expect(Self.isGone(child))
  }

  /// A program that ends after moving a process of its own to a session of its own, out of
  /// its group and, once it ends, out of its descendants: the process is stopped with it.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid")))
  func whatAProgramLeavesRunningInASessionOfItsOwnIsStoppedWhenItEnds() throws {
    let folder = try TemporaryFolder()

    let run = try ExternalCommand(
      "sh",
      [
        "-c",
        "setsid sh -c 'echo $$ > left.tmp; mv left.tmp left; exec sleep 120' </dev/null "
          + ">/dev/null 2>&1 & while [ ! -f left ]; do sleep 0.01; done",
      ], in: folder.url, timeLimit: 30
    ).run()

    #expect(!run.timedOut)
    let left = try #require(
      folder.read("left").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    #expect(Self.isGone(left), "\(left) still runs")
  }

  /// SwiftPM's builds and package commands run with the tool's rights carry no mark of
  /// their run; what runs a learner's code does (a test run through SwiftPM, an app, any
  /// other program), and so does a build run as another user.
  @Test(arguments: [
    ("swift", ["build", "--build-tests"], false, false),
    ("/opt/swift/usr/bin/swift", ["package", "dump-package"], false, false),
    ("swift", ["test", "--skip-build"], false, true),
    ("swift", ["run", "Checklists"], false, true),
    ("sh", ["-c", "swift build"], false, true),
    ("swift", ["build"], true, true),
  ])
  func onlySwiftPMsBuildsRunUnmarked(
    _ program: String, _ arguments: [String], asAnotherUser: Bool, marked: Bool
  ) throws {
    let folder = try TemporaryFolder()
    let user =
      asAnotherUser
      ? ChildUser(name: "nobody", uid: 65534, gid: 65534, home: folder.url) : nil
    let command = ExternalCommand(program, arguments, in: folder.url, user: user)
    #expect(command.marksItsProcesses == marked)
  }

  /// A no-op build of a package, run twice as the tool runs SwiftPM, evaluates its manifest
  /// only the first time: SwiftPM's cache of evaluated manifests is keyed by the
  /// environment, which a mark new at every run changed at every build.
  @Test func swiftPMFindsTheManifestItEvaluatedBeforeInItsCache() throws {
    let folder = try TemporaryFolder()
    // A manifest of its own, never seen by the cache before this test.
    try folder.write(
      """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(name: "Cached\(UUID().uuidString.prefix(8))", targets: [.target(name: "A")])

      """, to: "Package.swift")
    try folder.write("public let a = 1\n", to: "Sources/A/a.swift")
    let manifest = "-primary-file \(folder.url.appendingPathComponent("Package.swift").path)"
    func build() throws -> String {
      let build = try ExternalCommand("swift", ["build", "-v"], in: folder.url).run()
      #expect(build.status == 0, "\(build.output)")
      return build.output
    }
    #expect(try build().contains(manifest), "the first build evaluates the manifest")
    let again = try build()
    #expect(!again.contains(manifest), "evaluated again:\n\(again.suffix(3000))")
  }

  @Test func aProcessIsFoundByItsRunsEntryAloneAndWhole() {
    let mark = Array("STEPWISE_RUN=abc".utf8) + [0]
    func environment(_ entries: String...) -> Data {
      Data(entries.flatMap { Array($0.utf8) + [0] })
    }

    #expect(ChildProcesses.carries(environment("A=1", "STEPWISE_RUN=abc", "B=2"), mark))
    #expect(ChildProcesses.carries(environment("STEPWISE_RUN=abc"), mark))
    #expect(!ChildProcesses.carries(environment("STEPWISE_RUN=abcd"), mark))
    #expect(!ChildProcesses.carries(environment("X_STEPWISE_RUN=abc"), mark))
    #expect(!ChildProcesses.carries(environment("A=STEPWISE_RUN=abc"), mark))
    #expect(!ChildProcesses.carries(Data(), mark))
  }

  @Test func anExitIsToldFromACrash() throws {
    let folder = try TemporaryFolder()

    let exited = try ExternalCommand("sh", ["-c", "exit 0"], in: folder.url).run()
    let crashed = try ExternalCommand("sh", ["-c", "kill -TRAP $$"], in: folder.url).run()

    #expect(!exited.endedBySignal)
    #expect(crashed.endedBySignal)
  }

  @Test func theMessageSaysHowTheTestsStopped() {
    func outcome(status: Int32, signal: Bool, timedOut: Bool) -> ExternalCommand.Outcome {
      ExternalCommand.Outcome(
        status: status, endedBySignal: signal, output: "Fatal error: boom", timedOut: timedOut,
        duration: 1)
    }
    func message(_ run: ExternalCommand.Outcome) -> String {
      ScratchPackageTester.whyTheTestsStopped(run, timeLimit: 60) { "summary of \($0)" }
    }

    #expect(
      message(outcome(status: 9, signal: true, timedOut: true))
        == "The tests did not finish within 60 seconds and were stopped. Does a loop in your "
        + "code never end?")
    #expect(
      message(outcome(status: 0, signal: false, timedOut: false))
        == "The test process ended in the middle of this test, with exit status 0. Does your "
        + "code call exit()? An app never ends its own process: the system does.")
    #expect(
      message(outcome(status: 4, signal: true, timedOut: false))
        == "The test process stopped: the app crashed.\nsummary of Fatal error: boom")
    Language.$chosen.withValue(.japanese) {
      #expect(
        message(outcome(status: 9, signal: true, timedOut: true))
          == "テストが 60 秒以内に終わらなかったので、止めました。終わらないループがコードにありませんか?")
      #expect(
        message(outcome(status: 4, signal: true, timedOut: false))
          == "テストのプロセスが止まりました: アプリがクラッシュしました。\nsummary of Fatal error: boom")
    }
  }
}
