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

  /// A program starts in its folder, and this process stays in its own: its other threads
  /// (a test process runs many tests at once) read relative paths from there meanwhile. (A
  /// process that went to the folder to start the program, and back, was seen there.)
  @Test func runsLeaveThisProcessInItsFolder() {
    let here = FileManager.default.currentDirectoryPath
    let watcher = FolderWatcher()
    watcher.start()
    let folder = self.folder
    // One run after another, so that the watcher has a core of its own on two.
    for _ in 0..<24 {
      let run = try? TimedProcess.run(["sh", "-c", "pwd -P"], in: folder, limit: 30)
      #expect(run?.output == folder.resolvingSymlinksInPath().path + "\n")
    }
    let seen = watcher.stop()
    #expect(seen == [here], "the folders this process was in: \(seen.sorted())")
  }

  @Test func aProgramThatIsNotOnThePathIsAnError() {
    #expect {
      try TimedProcess.run(["stepwise-no-such-program"], in: folder, limit: 5)
    } throws: {
      "\($0)".contains("could not start stepwise-no-such-program: it is not on PATH")
    }
  }

  /// The program a name stands for: a path with a slash, from the folder when relative; a
  /// bare name, the first executable of that name on the path.
  @Test func aProgramIsFoundByItsPathOrOnThePath() throws {
    let place = folder.appendingPathComponent("stepwise-programs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: place) }
    let bin = place.appendingPathComponent("bin")
    let tools = place.appendingPathComponent("tools")
    for folder in [bin, tools] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let script = folder.appendingPathComponent("probe")
      try Data("#!/bin/sh\n".utf8).write(to: script)
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: script.path)
    }
    let path = "\(bin.path)::\(tools.path)"

    #expect(
      TimedProcess.program("probe", in: place, path: path)
        == bin.appendingPathComponent("probe").path)
    #expect(
      TimedProcess.program("probe", in: place, path: tools.path)
        == tools.appendingPathComponent("probe").path)
    #expect(
      TimedProcess.program("./tools/probe", in: place, path: nil)
        == place.appendingPathComponent("./tools/probe").path)
    #expect(
      TimedProcess.program(bin.path + "/probe", in: tools, path: nil)
        == bin.path + "/probe")
    #expect(TimedProcess.program("probe", in: place, path: place.path) == nil)
    #expect(TimedProcess.program("tools", in: place, path: place.path) == nil)
    #expect(TimedProcess.program("sh", in: place, path: nil) != nil, "/usr/bin:/bin")
  }

  @Test func aFolderThatIsNotThereIsAnError() {
    #expect(throws: (any Error).self) {
      try TimedProcess.run(["true"], in: URL(fileURLWithPath: "/nowhere/at/all"), limit: 5)
    }
  }
}

/// A thread that notes every folder this process is in until stopped.
final class FolderWatcher: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: Set<String> = []
  private var isStopped = false
  private let started = DispatchSemaphore(value: 0)
  private let ended = DispatchSemaphore(value: 0)

  /// Starts the thread, and returns once it has noted the folder a first time.
  func start() {
    Thread.detachNewThread { [self] in
      while true {
        let folder = FileManager.default.currentDirectoryPath
        lock.lock()
        let first = seen.isEmpty
        seen.insert(folder)
        let stop = isStopped
        lock.unlock()
        if first { started.signal() }
        if stop { break }
      }
      ended.signal()
    }
    started.wait()
  }

  /// Stops the thread; the folders it saw.
  func stop() -> Set<String> {
    lock.lock()
    isStopped = true
    lock.unlock()
    ended.wait()
    lock.lock()
    defer { lock.unlock() }
    return seen
  }
}
