// The course's tests run in a program of the tool's, which signs what they report as it happens.

import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the course's Swift Testing tests linked into this program, and writes what they
/// report, record by record, each signed with the run's secret: the program a scratch package
/// of the course makes `main.swift` of, beside the course's tests and the learner's app.
///
/// The course's tests run in one process with the learner's code, which could otherwise write
/// the results itself: Swift Testing's own event stream is a file its path names, and code in
/// the process can rewrite it and end the process (`exit(0)`), so that every test reads as
/// passed. Here Swift Testing hands each record to this program (through its entry point for
/// tools, `swt_abiv0_getEntryPoint`), and the program signs it, with its number, under the
/// secret the tool gave it, which the kit took out of the environment as the program was
/// loaded, before any of the app's code ran (as the launch channel does). The tool takes a
/// run's records only when every line is so signed, in order, and the run for ended only when
/// this program's own last record says so.
///
/// Its arguments: `--results FILE` (the signed records), `--attachments FOLDER` (what the
/// tests attach), and `--filter PATTERN`, any number of times (the tests to run).
public enum CourseTestRun {
  /// Runs the tests the arguments name and ends the program: status 0 when they ran (the
  /// records say how they did), 2 when they could not run.
  public static func main() async -> Never {
    guard let secret = AppChannel.takeSecret() else { refuse(Refusal.noSecret.reason) }
    do {
      try await run(Arguments(CommandLine.arguments.dropFirst()), secret: secret)
    } catch {
      refuse(error.reason)
    }
    exit(0)
  }

  /// Runs the tests the environment names (`STEPWISE_COURSE_TEST_RESULTS`, the results'
  /// file, and `STEPWISE_COURSE_TEST_FILTERS`, the filters one a line), from
  /// a test of a test program that holds them (the tutorial's checks, built with the
  /// learner's app into SwiftPM's test program, run one XCTest case that calls this, whose
  /// listing runs none of the app's code); says why on standard error when they cannot run,
  /// and the records then have no end.
  public static func runNamedByTheEnvironment() async {
    let environment = ProcessInfo.processInfo.environment
    do throws(Refusal) {
      guard let secret = AppChannel.takeSecret() else { throw Refusal.noSecret }
      var arguments = Arguments()
      arguments.results = environment[resultsVariable] ?? ""
      arguments.filters = (environment[filtersVariable] ?? "").split(separator: "\n")
        .map(String.init)
      guard !arguments.results.isEmpty else {
        throw Refusal(reason: "\(resultsVariable) is not set")
      }
      try await run(arguments, secret: secret)
    } catch {
      FileHandle.standardError.write(Data("error: \(error.reason)\n".utf8))
    }
  }

  /// The variable that names the results' file for ``runNamedByTheEnvironment()``.
  package static let resultsVariable = "STEPWISE_COURSE_TEST_RESULTS"
  /// The variable that gives ``runNamedByTheEnvironment()`` its filters, one a line.
  package static let filtersVariable = "STEPWISE_COURSE_TEST_FILTERS"

  /// Why the tests cannot run.
  struct Refusal: Error {
    var reason: String

    static let noSecret = Refusal(
      reason: "the course's tests run only under stepwise, which gives this program its secret")
  }

  /// Runs the tests through Swift Testing's entry point for tools, writing each record signed
  /// with `secret`, and the program's own last record once the run returned.
  static func run(_ arguments: Arguments, secret: String) async throws(Refusal) {
    guard let entryPoint = findEntryPoint() else {
      throw Refusal(
        reason: "Swift Testing's entry point for tools (swt_abiv0_getEntryPoint) is not linked")
    }
    let descriptor = open(
      arguments.results, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Refusal(
        reason: "cannot write \(arguments.results): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let writer = RecordWriter(descriptor: descriptor, secret: secret)
    let configuration = arguments.configuration
    let bytes = UnsafeMutableRawBufferPointer.allocate(
      byteCount: configuration.count, alignment: 1)
    defer { bytes.deallocate() }
    bytes.copyBytes(from: configuration)
    let passed: Bool
    let results = arguments.results
    do {
      passed = try await entryPoint(UnsafeRawBufferPointer(bytes)) { record in
        guard writer.write(String(decoding: record, as: UTF8.self)) else {
          refuse("cannot write \(results): \(String(cString: strerror(errno)))", status: 3)
        }
      }
    } catch {
      throw Refusal(reason: "Swift Testing could not run the tests: \(error)")
    }
    guard writer.write(SignedTestRecords.endRecord(passed: passed)) else {
      throw Refusal(reason: "cannot write \(results): \(String(cString: strerror(errno)))")
    }
  }

  /// Says why the tests cannot run, or go on, and ends the program (with status 2, unless
  /// another is given).
  private static func refuse(_ reason: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("error: \(reason)\n".utf8))
    exit(status)
  }

  /// Swift Testing's entry point for tools: the configuration as JSON, and a function each
  /// record is handed to as JSON; true when every test passed.
  typealias EntryPoint =
    @convention(thin) @Sendable (
      UnsafeRawBufferPointer?, @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) async throws -> Bool
}

extension CourseTestRun {
  /// The entry point of the Swift Testing this program is linked with; nil when it has none.
  static func findEntryPoint() -> EntryPoint? {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swt_abiv0_getEntryPoint") else {
      return nil
    }
    let get = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeRawPointer).self)
    return unsafeBitCast(get(), to: EntryPoint.self)
  }

  /// What the program's arguments ask for.
  struct Arguments {
    var results = ""
    var attachments: String?
    var filters: [String] = []

    init() {}

    /// Reads `--results FILE`, `--attachments FOLDER` and `--filter PATTERN`.
    init(_ words: ArraySlice<String>) throws(Refusal) {
      var words = words
      while let word = words.popFirst() {
        guard let value = words.popFirst() else {
          throw Refusal(reason: "\(word) needs a value")
        }
        switch word {
        case "--results": results = value
        case "--attachments": attachments = value
        case "--filter": filters.append(value)
        default: throw Refusal(reason: "unknown argument \(word)")
        }
      }
      guard !results.isEmpty else { throw Refusal(reason: "--results FILE is required") }
    }

    /// Swift Testing's configuration for the run, as JSON: one test at a time (a crash is in
    /// the one test that had started), with version 0 of its records.
    var configuration: [UInt8] {
      var object: [String: Any] = ["eventStreamVersion": 0, "parallel": false]
      if !filters.isEmpty { object["filter"] = filters }
      if let attachments { object["attachmentsPath"] = attachments }
      let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
      return Array(data ?? Data("{}".utf8))
    }
  }

  /// Writes records to the results, each signed with its number, one at a time.
  final class RecordWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let secret: String
    private let lock = NSLock()
    private var count = 0

    init(descriptor: Int32, secret: String) {
      self.descriptor = descriptor
      self.secret = secret
    }

    /// Writes a record's line; false when the system refused the write (a full disk), which
    /// may leave a part of the line: the program then ends, and the tool reads the records
    /// before it as a run that stopped.
    func write(_ json: String) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      count += 1
      let line = SignedTestRecords.line(json, number: count, secret: secret) + "\n"
      return FileDescriptorWrite.writeAll(Data(line.utf8), to: descriptor)
    }
  }
}

/// The records of a ``CourseTestRun``, as it writes them and as the tool reads them back.
///
/// Each line is ``marker``, the signature (HMAC-SHA256 under the run's secret) of the record's
/// number and JSON, a space, the number, a space, and the JSON. The numbers go 1, 2, 3…, and
/// the last record is the program's own (``endKind``), written once Swift Testing's run
/// returned. A line rewritten, left out, moved or added breaks the chain there.
package enum SignedTestRecords {
  /// What starts every line.
  package static let marker = "\u{1E}stepwise-test "
  /// The kind of the program's own last record.
  package static let endKind = "stepwise-run-ended"

  /// The line of a record.
  package static func line(_ json: String, number: Int, secret: String) -> String {
    marker + signature(of: "\(number) \(json)", secret: secret) + " \(number) " + json
  }

  /// The program's last record.
  static func endRecord(passed: Bool) -> String {
    #"{"kind":"\#(endKind)","passed":\#(passed)}"#
  }

  static func signature(of text: String, secret: String) -> String {
    SHA256.hmacHexDigest(of: Data(text.utf8), key: Data(secret.utf8))
  }

  /// The results as read back.
  package struct Reading: Equatable, Sendable {
    /// Swift Testing's records, in order, up to the first line that is not the program's.
    package var records: [String] = []
    /// Whether the program's own last record ended them: the run came to its end.
    package var ended = false
    /// The number of the first line that is not the program's (counted from 1), when one
    /// is: the results were written by other code than the program's.
    package var foreignLine: Int?
  }

  /// Reads results written under `secret`. A last line with no line break after it is a
  /// part of one, left by a program that ended while it wrote (a full disk): it is not read,
  /// and the run did not end.
  package static func read(_ text: String, secret: String) -> Reading {
    var reading = Reading()
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    lines.removeLast()
    for (index, line) in lines.enumerated() {
      guard !reading.ended, let json = record(line, number: index + 1, secret: secret) else {
        reading.foreignLine = index + 1
        return reading
      }
      if json.hasPrefix(#"{"kind":"\#(endKind)""#) {
        reading.ended = true
      } else {
        reading.records.append(String(json))
      }
    }
    return reading
  }

  /// The JSON of a line signed under `secret` with this number; nil for any other line.
  private static func record(_ line: Substring, number: Int, secret: String) -> Substring? {
    guard line.hasPrefix(marker) else { return nil }
    let rest = line.dropFirst(marker.count)
    let parts = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, parts[1] == "\(number)" else { return nil }
    let signed = "\(number) \(parts[2])"
    guard parts[0] == signature(of: signed, secret: secret) else { return nil }
    return parts[2]
  }
}
