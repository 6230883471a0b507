// The table of failures in Checklists08.swift names tests that exist.

import Foundation
import Testing

@Suite struct FailureTableTests {
  /// The package's root folder, found from this file's path.
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyTestTheTableNamesExists() throws {
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/Checklists08/Checklists08.swift"),
      encoding: .utf8)
    let rows = source.split(separator: "\n").filter { $0.hasPrefix("/// | ") }
    let names = rows.flatMap { row in
      row.split(separator: "`").filter { $0.contains("Tests.") }.map(String.init)
    }
    #expect(names.count >= 12)
    for name in names {
      let parts = name.split(separator: ".")
      try #require(parts.count == 2, "\(name) is not Suite.test")
      let file = root.appendingPathComponent("Tests/Checklists08Tests/\(parts[0]).swift")
      let tests = try String(contentsOf: file, encoding: .utf8)
      #expect(tests.contains("func \(parts[1])("), "\(name) is not in \(file.lastPathComponent)")
    }
  }
}
