// A test program's results read back only from a plain file, whatever the learner's code put
// in its place.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct TestResultsFileTests {
  @Test func aPlainFileIsReadAndBytesThatAreNotUTF8ReadAsReplacements() throws {
    let folder = try TemporaryFolder()
    let url = folder.url.appendingPathComponent("records.jsonl")
    try Data([0x7B, 0x7D, 0x0A, 0xFF, 0x41]).write(to: url)
    #expect(TestResultsFile.text(at: url) == "{}\n\u{FFFD}A")
    #expect(TestResultsFile.text(at: folder.url.appendingPathComponent("none")) == nil)
  }

  /// The learner's code, which runs in the test program, put a link, a folder or a pipe where
  /// the results go: none is read, and the pipe, which no one writes, is not waited at (it
  /// held a grade until the workflow's own time limit).
  @Test(arguments: ["link", "folder", "pipe"])
  func somethingElseInTheResultsPlaceIsNotRead(_ kind: String) throws {
    let folder = try TemporaryFolder()
    let elsewhere = try folder.write("{\"kind\":\"test\"}\n", to: "elsewhere.jsonl")
    let url = folder.url.appendingPathComponent("records.jsonl")
    switch kind {
    case "link": try FileManager.default.createSymbolicLink(at: url, withDestinationURL: elsewhere)
    case "folder":
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    default: #expect(mkfifo(url.path, 0o600) == 0)
    }
    // Read on a thread of its own: a read that waited at the pipe would hold the thread,
    // and this test fails after half a minute instead of holding the whole run.
    let done = DispatchSemaphore(value: 0)
    let read = Locked<String?>(nil)
    Thread.detachNewThread {
      let text = TestResultsFile.text(at: url)
      read.withLock { $0 = text }
      done.signal()
    }
    try #require(done.wait(timeout: .now() + 30) == .success, "the read waited")
    #expect(read.withLock { $0 } == nil)
  }
}
