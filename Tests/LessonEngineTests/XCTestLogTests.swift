// Reading what XCTest prints into one outcome per test case, as on Linux and on macOS.

import Testing

@testable import LessonEngine

@Suite struct XCTestLogTests {
  @Test func linuxsCasesAreReadWithTheirFailuresAtTheirFilesAndLines() {
    let log = XCTestLog(
      """
      Test Suite 'Selected tests' started at 2026-11-29 22:39:39.295
      Test Suite 'ModelTests' started at 2026-11-29 22:39:39.317
      Test Case 'ModelTests.testCount' started at 2026-11-29 22:39:39.317
      /home/ada/MyChecklists/Tests/ChecklistsTests/ModelTests.swift:4: error: ModelTests.testCount : XCTAssertEqual failed: ("2") is not equal to ("3") - two items
      Test Case 'ModelTests.testCount' failed (0.004 seconds)
      Test Case 'ModelTests.testFine' started at 2026-11-29 22:39:39.321
      Test Case 'ModelTests.testFine' passed (0.0 seconds)
      Test Case 'ModelTests.testThrows' started at 2026-11-29 22:39:39.322
      <EXPR>:0: error: ModelTests.testThrows : threw error "Error Domain=d Code=1 "(null)""
      Test Case 'ModelTests.testThrows' failed (0.0 seconds)
      Test Case 'ModelTests.testCrashes' started at 2026-11-29 22:39:39.323
      Test Suite 'ModelTests' failed at 2026-11-29 22:39:39.322
      \t Executed 3 tests, with 2 failures (1 unexpected) in 0.005 (0.005) seconds
      """)

    #expect(
      log.outcomes.map(\.name) == ["testCount()", "testFine()", "testThrows()", "testCrashes()"])
    #expect(log.outcomes.map(\.status) == [.fail, .pass, .error, .error])
    #expect(log.outcomes.map(\.suite) == ["ModelTests", "ModelTests", "ModelTests", "ModelTests"])
    let count = log.outcomes[0].issues
    #expect(
      count.map(\.message) == [#"XCTAssertEqual failed: ("2") is not equal to ("3") - two items"#])
    #expect(count.map(\.line) == [4])
    #expect(count.map(\.fileID) == ["ChecklistsTests/ModelTests.swift"])
    #expect(log.outcomes[0].fileID == "ChecklistsTests/ModelTests.swift")
    #expect(log.outcomes[2].issues.map(\.line) == [nil])
    #expect(log.outcomes[2].issues.map(\.fileID) == [nil])
    #expect(log.outcomes[3].issues.isEmpty, "it started and never ended: the process stopped")
  }

  @Test func macOSsCasesAreReadToo() {
    let log = XCTestLog(
      """
      Test Case '-[ChecklistsTests.ModelTests testCount]' started.
      /Users/ada/MyChecklists/Tests/ChecklistsTests/ModelTests.swift:4: error: -[ChecklistsTests.ModelTests testCount] : XCTAssertTrue failed
      Test Case '-[ChecklistsTests.ModelTests testCount]' failed (0.004 seconds).
      Test Case '-[ChecklistsTests.ModelTests testFine]' started.
      Test Case '-[ChecklistsTests.ModelTests testFine]' passed (0.001 seconds).
      """)

    #expect(log.outcomes.map(\.name) == ["testCount()", "testFine()"])
    #expect(log.outcomes.map(\.suite) == ["ModelTests", "ModelTests"])
    #expect(log.outcomes.map(\.status) == [.fail, .pass])
    #expect(log.outcomes[0].issues.map(\.message) == ["XCTAssertTrue failed"])
  }

  @Test func linesThatAreNotXCTestsAreSkipped() {
    let log = XCTestLog(
      """
      ✘ Test x() recorded an issue at T.swift:3:5: Expectation failed
      Sources/App/A.swift:3:7: error: cannot find 'x' in scope
      [3/9] Compiling Checklists A.swift
      """)

    #expect(log.outcomes.isEmpty)
  }
}
