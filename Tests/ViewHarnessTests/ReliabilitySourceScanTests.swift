// Security and reliability notes, enforced: no source reads archives without secure coding
// or force-unwraps a text field's range; no test waits on a thread Swift's tasks share.

import Foundation
import Testing

@Suite struct ReliabilitySourceScanTests {
  /// The package's folder, found from this file's path.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift file under the package's `folder` (`Sources`, `Tests`), as a path relative
  /// to it, with its lines.
  func swiftFiles(in folder: String = "Sources") throws -> [(path: String, lines: [Substring])] {
    let root = Self.package.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    let paths = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
    return try paths.sorted().map { path in
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
    }
  }

  /// The lines, as `path:line: text`, where code (not a comment) matches.
  func places(
    in folder: String = "Sources", where matches: (Substring) -> Bool,
    except allowed: (String) -> Bool = { _ in false }
  ) throws -> [String] {
    try swiftFiles(in: folder).filter { !allowed($0.path) }.flatMap { file in
      file.lines.enumerated().compactMap { number, line in
        // Most lines match nothing; only a line that does loses its comment to be sure.
        guard matches(line) else { return nil }
        let code =
          line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)
          .first ?? ""
        return matches(code)
          ? "\(file.path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
      }
    }
  }

  /// Only the article's version of the archiver side track may show the old, unsafe calls.
  func isTheArticlesVersion(_ path: String) -> Bool {
    path.hasPrefix("TodoArchiver/") && path.contains("AsWritten")
  }

  @Test func thereAreSourcesToScan() throws {
    #expect(try swiftFiles().count > 100)
    #expect(try swiftFiles(in: "Tests").count > 100)
  }

  /// A test's blocking wait (a socket read, a process's end) runs on a thread of its own
  /// (`OwnThread.run`): a detached task would hold one of the threads the main actor needs
  /// too, as many as the machine has cores, and a run whose tests wait that way for a site
  /// answering on the main actor stops (OwnThread.swift says how CI saw it).
  @Test func noTestWaitsInADetachedTask() throws {
    // Spelt in two, so that this line is not a place.
    let call = "Task." + "detached"
    let detached = try places(in: "Tests", where: { $0.contains(call) })
    #expect(
      detached.isEmpty,
      "wait on a thread of its own with OwnThread.run:\n\(detached.joined(separator: "\n"))")
  }

  @Test func noArchiveIsReadOrWrittenWithoutSecureCoding() throws {
    let unsafe = try places(
      where: {
        $0.contains("requiringSecureCoding: false") || $0.contains("requiresSecureCoding = false")
          || $0.contains("unarchiveTopLevelObjectWithData")
          || $0.contains("NSKeyedUnarchiver(forReadingWith:")
      }, except: isTheArticlesVersion)
    #expect(unsafe.isEmpty, "\(unsafe.joined(separator: "\n"))")
  }

  @Test func noTextFieldRangeIsForceUnwrapped() throws {
    // The book's `Range(range, in: text)!` stops the app on a range that splits a character
    // (see TextEditFuzzerTests); every stage refuses such a range instead.
    let forced = try places(where: { line in
      guard let start = line.range(of: "Range(") else { return false }
      let rest = line[start.upperBound...]
      return rest.contains(", in:") && rest.contains(")!")
    })
    #expect(forced.isEmpty, "\(forced.joined(separator: "\n"))")
  }
}
