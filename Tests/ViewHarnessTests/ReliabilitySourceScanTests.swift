// Security notes, enforced: no source reads archives without secure coding or force-unwraps
// a text field's range.

import Foundation
import Testing

@Suite struct ReliabilitySourceScanTests {
  /// The package's `Sources` folder, found from this file's path.
  let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// Every Swift file under `Sources`, as a path relative to it, with its lines.
  func swiftFiles() throws -> [(path: String, lines: [Substring])] {
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    let paths = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
    return try paths.sorted().map { path in
      let text = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
    }
  }

  /// The lines, as `path:line: text`, where code (not a comment) matches.
  func places(where matches: (Substring) -> Bool, except allowed: (String) -> Bool = { _ in false })
    throws -> [String]
  {
    try swiftFiles().filter { !allowed($0.path) }.flatMap { file in
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
