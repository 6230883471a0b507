// Running a program with a time limit, in a process group of its own.

import Foundation
import Synchronization
import Testing

@testable import MutationCheck

@Suite struct TimedProcessTests {
  let folder = FileManager.default.temporaryDirectory

  @Test func aProgramThatEndsGivesItsStatusAndWhatItWrote() throws {
    let run = try TimedProcess.run(
      ["sh", "-c", "echo out; echo err >&2; exit 3"], in: folder, limit: 30)
    #expect(run.status == 3)
    #expect(run.output == "out\nerr\n")
    #expect(!run.timedOut)
  }

  /// Each run writes what its program says to a file of its own, even in one process at once.
  @Test func programsRunAtOnceEachKeepWhatTheyWrote() {
    let outputs = Mutex([String?](repeating: nil, count: 4))
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let run = try? TimedProcess.run(
        ["sh", "-c", "sleep 0.2; echo \(index)"], in: folder, limit: 30)
      outputs.withLock { $0[index] = run?.output }
    }
    #expect(outputs.withLock { $0 } == ["0\n", "1\n", "2\n", "3\n"])
  }

  @Test func aProgramPastItsLimitIsStopped() throws {
    let run = try TimedProcess.run(["sh", "-c", "sleep 60"], in: folder, limit: 0.3)
    #expect(run.timedOut)
    #expect(run.seconds < 30)
  }

  /// A helper the program started in its group and left running goes when it ends.
  @Test func whatAProgramLeavesRunningInItsGroupGoesWithIt() throws {
    let file = folder.appendingPathComponent("stepwise-timed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try TimedProcess.run(
      ["sh", "-c", "sleep 60 & echo $! > '\(file.path)'"], in: folder, limit: 30)
    #expect(run.status == 0)
    let text = try String(contentsOf: file, encoding: .utf8)
    let helper = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    // Gone, or a zombie waiting for whoever adopted it to reap it.
    var running = true
    for _ in 0..<100 where running {
      let state = try? String(contentsOfFile: "/proc/\(helper)/stat", encoding: .utf8)
      running =
        state.map { $0.split(separator: ")").last?.split(separator: " ").first != "Z" }
        ?? false
      if running { usleep(20_000) }
    }
    #expect(!running)
  }

  @Test func aFolderThatIsNotThereIsAnError() {
    #expect(throws: (any Error).self) {
      try TimedProcess.run(["true"], in: URL(fileURLWithPath: "/nowhere/at/all"), limit: 5)
    }
  }
}
