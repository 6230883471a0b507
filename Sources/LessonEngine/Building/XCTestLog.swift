// Reads what XCTest prints as it runs, into one outcome per test: the learner's XCTestCase
// tests have no event stream, as Swift Testing's have.

/// The lines XCTest prints for each test case, read into outcomes.
///
/// On Linux (swift-corelibs-xctest):
///
/// ```
/// Test Case 'ModelTests.testCount' started at 2026-11-29 22:39:39.317
/// /…/Tests/ChecklistsTests/ModelTests.swift:4: error: ModelTests.testCount : XCTAssertEqual failed: ("2") is not equal to ("3") - two items
/// Test Case 'ModelTests.testCount' failed (0.004 seconds)
/// ```
///
/// On macOS the case is written `-[ChecklistsTests.ModelTests testCount]`; both are read.
package struct XCTestLog {
  /// The outcomes, in the order the tests started.
  package private(set) var outcomes: [TestOutcome] = []

  /// Reads XCTest's output; other lines are skipped.
  package init(_ output: String) {
    var index: [String: Int] = [:]
    func outcome(for name: String) -> Int {
      if let found = index[name] { return found }
      let (suite, test) = Self.split(name)
      var made = TestOutcome(name: test + "()", status: .error)
      made.suite = suite
      outcomes.append(made)
      index[name] = outcomes.count - 1
      return outcomes.count - 1
    }
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      let text = String(line)
      if let (name, rest) = Self.testCase(in: text) {
        let at = outcome(for: name)
        if rest.hasPrefix("passed") {
          outcomes[at].status = .pass
        } else if rest.hasPrefix("failed") {
          let threw = outcomes[at].issues.contains { $0.message.hasPrefix("threw error") }
          outcomes[at].status = threw ? .error : .fail
        }
      } else if let (file, number, name, message) = Self.failure(in: text) {
        let at = outcome(for: name)
        var issue = TestOutcome.Issue(message: message, line: number)
        issue.fileID = file
        outcomes[at].issues.append(issue)
        if outcomes[at].fileID == nil { outcomes[at].fileID = file }
      }
    }
  }

  /// `Test Case 'Suite.test' started at …` (or `… passed (0.1 seconds)`): the case's name
  /// and what follows it.
  static func testCase(in line: String) -> (name: String, rest: Substring)? {
    guard line.hasPrefix("Test Case '"),
      let end = line.dropFirst("Test Case '".count).firstIndex(of: "'")
    else { return nil }
    let name = line[line.index(line.startIndex, offsetBy: "Test Case '".count)..<end]
    return (String(name), line[line.index(after: end)...].drop { $0 == " " })
  }

  /// `path:line: error: Suite.test : message`: the file as `Module/File.swift` (nil when the
  /// path is not a file, as for a thrown error's `<EXPR>:0`), the line, the case and what it
  /// said.
  static func failure(in line: String) -> (String?, Int?, String, String)? {
    guard let marker = line.range(of: ": error: ") else { return nil }
    let place = line[..<marker.lowerBound]
    let rest = line[marker.upperBound...]
    guard let separator = rest.range(of: " : ") else { return nil }
    let name = String(rest[..<separator.lowerBound])
    guard name.contains("."), !name.contains(" ") || name.hasPrefix("-[") else { return nil }
    let message = String(rest[separator.upperBound...])
    guard let colon = place.lastIndex(of: ":"),
      let number = Int(place[place.index(after: colon)...])
    else { return (nil, nil, name, message) }
    let path = place[..<colon]
    guard path.hasSuffix(".swift") else { return (nil, nil, name, message) }
    let parts = path.split(separator: "/")
    let file = parts.suffix(2).joined(separator: "/")
    return (file, number, name, message)
  }

  /// A case's suite and test: `ModelTests.testCount` and `-[ChecklistsTests.ModelTests
  /// testCount]` are both `ModelTests` and `testCount`.
  static func split(_ name: String) -> (suite: String, test: String) {
    if name.hasPrefix("-["), name.hasSuffix("]") {
      let inner = name.dropFirst(2).dropLast()
      let words = inner.split(separator: " ")
      let suite = words.first.map { $0.split(separator: ".").last.map(String.init) ?? "" } ?? ""
      return (suite, words.dropFirst().first.map(String.init) ?? String(inner))
    }
    let parts = name.split(separator: ".")
    return (
      parts.dropLast().last.map(String.init) ?? "", parts.last.map(String.init) ?? name
    )
  }
}
