// The score counts caught over compiled mutants, and the report shows each survivor's code.

import Foundation
import Testing

@testable import MutationCheck

@Suite struct MutationReportTests {
  static let source = "func f() -> Bool {\n  return a < b\n}\n"

  func report(_ outcomes: [Outcome]) -> MutationReport {
    let found = MutantFinder(file: "F.swift", text: Self.source).mutants
    let results = outcomes.enumerated().map { number, outcome in
      MutantResult(
        mutant: found[number % found.count], outcome: outcome, seconds: 10,
        detail: outcome == .notCompiled ? "error: no" : nil)
    }
    return MutationReport(
      module: "M", testTarget: "MTests", filter: nil, baselineSeconds: 2, results: results)
  }

  @Test func theScoreIsCaughtOverCompiled() {
    let mixed = report([.killed, .timedOut, .survived, .notCompiled, .killed])
    #expect(mixed.score == 0.75)
    #expect(report([.notCompiled]).score == nil)
    #expect(report([.killed, .killed]).score == 1)
  }

  @Test func survivorsAreListedWithTheirLineOfCode() {
    let text = report([.killed, .survived]).plainText { $0 == "F.swift" ? Self.source : nil }
    #expect(
      text == """
        Mutation check of M, tested by MTests
        2 mutants: 1 killed, 0 timed out, 1 survived, 0 not compiled
        Score: 50.0 % (1 of 2 compiled mutants caught)
        Time: 10 s per mutant on average; the tests took 2 s unmutated

        Survived (no test failed):
          F.swift:2:12:relational  < → <=
              return a < b

        """)
  }

  @Test func notCompiledMutantsAreListedApartWithTheirError() {
    let text = report([.notCompiled]).plainText { _ in nil }
    #expect(text.contains("Not compiled (left out of the score):\n  F.swift:2:10:return"))
    #expect(text.contains("      error: no"))
    #expect(text.contains("Score: none"))
    #expect(text.contains("\n1 mutant: 0 killed"))
  }

  @Test func theJSONReportGivesCountsScoreAndEachMutant() throws {
    let json = try report([.survived, .timedOut]).json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["score"] as? Double == 0.5)
    #expect(object["survived"] as? Int == 1)
    #expect(object["timedOut"] as? Int == 1)
    let mutants = try #require(object["mutants"] as? [[String: Any]])
    #expect(
      mutants.map { $0["id"] as? String } == ["F.swift:2:10:return", "F.swift:2:12:relational"])
    #expect(mutants.map { $0["outcome"] as? String } == ["survived", "timed out"])
  }
}
