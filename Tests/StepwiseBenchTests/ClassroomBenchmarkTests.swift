// The classroom row: both sides read every student's report.

import Testing

@testable import StepwiseBenchKit

@MainActor
@Suite struct ClassroomBenchmarkTests {
  @Test func bothSidesReadEveryReportAndTheRowSaysHowLongTheClassTook() throws {
    let report = try StepwiseBench.run([.classroom], settings: .quick, settingsName: "quick")
    let comparison = try #require(report.comparisons.first)
    #expect(comparison.title == "Classroom: read 12 students' reports")
    #expect(comparison.fact("reports read") == Fact("reports read", baseline: 12, measured: 12))
    #expect(comparison.measured.seconds.count == BenchmarkSettings.quick.rounds)
    #expect(comparison.notes.first?.hasPrefix("12 reports, ") == true)
    #expect(comparison.command == "swift run -c release stepwise-bench classroom")
  }
}
