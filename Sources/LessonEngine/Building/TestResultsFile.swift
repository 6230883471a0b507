// A test run's results read back from the file its test program wrote, as the tool reads them.

import Foundation
import ViewHarness

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a test program wrote its results to, read by the tool once the program ended.
///
/// The learner's code runs in that program and may have put something else in the file's
/// place: only a plain file is read, never through a link and never waiting at a pipe or a
/// device (a pipe would hold a grade forever), and bytes that are not UTF-8 are read as
/// U+FFFD, which no record of Swift Testing's or signature holds.
package enum TestResultsFile {
  /// The most of a results file that is read: far more than any run of the course writes.
  package static let largest = 64 << 20

  /// The text of the results at `url`; nil when there is no plain file there.
  package static func text(at url: URL) -> String? {
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var information = stat()
    guard fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG,
      let data = try? handle.read(upToCount: largest)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// What the course's runner (`CourseTestRun`) left at `url`, signed with `secret`.
  package enum RunnerRecords {
    /// No plain file there: the runner did not run, or something else is in its place.
    case missing
    /// The number of the first line the runner did not write: other code wrote the results.
    case foreign(line: Int)
    /// Swift Testing's records, every line the runner's.
    case stream(TestEventStream)
  }

  /// Reads the course's runner's signed records at `url`.
  package static func runnerRecords(at url: URL, secret: String) -> RunnerRecords {
    guard let text = text(at: url) else { return .missing }
    let reading = SignedTestRecords.read(text, secret: secret)
    if let line = reading.foreignLine { return .foreign(line: line) }
    return .stream(TestEventStream(reading.records.joined(separator: "\n")))
  }
}
