// The outcome of a run: the score, the survivors with their code, and the same as JSON.

import Foundation

/// What a run found, as a plain report or as JSON.
///
/// The score is the share of compiled mutants the tests caught: killed and timed out over
/// killed, timed out and survived. Mutants that did not compile are listed, not counted.
package struct MutationReport: Codable, Sendable, Equatable {
  /// The module mutated.
  package var module: String
  /// The test target run.
  package var testTarget: String
  /// The tests' filter, if any.
  package var filter: String?
  /// How long the tests took unmutated, in seconds.
  package var baselineSeconds: Double
  /// Each mutant and its outcome, in the order they ran.
  package var results: [MutantResult]

  package init(
    module: String, testTarget: String, filter: String?, baselineSeconds: Double,
    results: [MutantResult]
  ) {
    self.module = module
    self.testTarget = testTarget
    self.filter = filter
    self.baselineSeconds = baselineSeconds
    self.results = results
  }

  /// How many mutants had this outcome.
  package func count(_ outcome: Outcome) -> Int {
    results.filter { $0.outcome == outcome }.count
  }

  /// Caught over compiled, from 0 to 1; nil when no mutant compiled.
  package var score: Double? {
    let caught = results.filter(\.outcome.isCaught).count
    let compiled = caught + count(.survived)
    return compiled == 0 ? nil : Double(caught) / Double(compiled)
  }

  /// The report as a developer reads it, with each survivor's line of code.
  ///
  /// - Parameter source: The text of a file of the module, by its relative path.
  package func plainText(source: (String) -> String?) -> String {
    let caught = count(.killed) + count(.timedOut)
    let compiled = caught + count(.survived)
    var lines = [
      "Mutation check of \(module), tested by \(testTarget)"
        + (filter.map { " (--filter \($0))" } ?? ""),
      "\(Self.mutants(results.count)): \(count(.killed)) killed, \(count(.timedOut)) timed out, "
        + "\(count(.survived)) survived, \(count(.notCompiled)) not compiled",
      "Score: "
        + (score.map { String(format: "%.1f %%", $0 * 100) } ?? "none")
        + " (\(caught) of \(compiled) compiled mutants caught)",
    ]
    if !results.isEmpty {
      let average = results.map(\.seconds).reduce(0, +) / Double(results.count)
      lines.append(
        String(
          format: "Time: %.0f s per mutant on average; the tests took %.0f s unmutated", average,
          baselineSeconds))
    }
    for (outcome, title) in [
      (Outcome.survived, "Survived (no test failed):"),
      (.timedOut, "Timed out (counted as caught):"),
      (.notCompiled, "Not compiled (left out of the score):"),
    ] {
      let listed = results.filter { $0.outcome == outcome }
      guard !listed.isEmpty else { continue }
      lines += ["", title]
      for result in listed {
        lines.append("  \(result.mutant.id)  \(result.mutant.change)")
        if let text = source(result.mutant.file) {
          let code = text.split(separator: "\n", omittingEmptySubsequences: false)
          let line = result.mutant.line - 1
          if code.indices.contains(line) {
            lines.append("      \(code[line].trimmingCharacters(in: .whitespaces))")
          }
        }
        if let detail = result.detail { lines.append("      \(detail)") }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "1 mutant", "2 mutants".
  static func mutants(_ count: Int) -> String {
    count == 1 ? "1 mutant" : "\(count) mutants"
  }

  /// The report as JSON: the counts, the score and every mutant with its outcome.
  package func json() throws -> String {
    struct Document: Encodable {
      var module: String
      var testTarget: String
      var filter: String?
      var score: Double?
      var killed: Int
      var timedOut: Int
      var survived: Int
      var notCompiled: Int
      var baselineSeconds: Double
      var mutants: [Entry]
    }
    struct Entry: Encodable {
      var id: String
      var file: String
      var line: Int
      var column: Int
      var `operator`: String
      var original: String
      var replacement: String
      var outcome: String
      var seconds: Double
      var detail: String?
    }
    let document = Document(
      module: module, testTarget: testTarget, filter: filter, score: score,
      killed: count(.killed), timedOut: count(.timedOut), survived: count(.survived),
      notCompiled: count(.notCompiled), baselineSeconds: baselineSeconds,
      mutants: results.map {
        Entry(
          id: $0.mutant.id, file: $0.mutant.file, line: $0.mutant.line,
          column: $0.mutant.column, operator: $0.mutant.operator.rawValue,
          original: $0.mutant.original, replacement: $0.mutant.replacement,
          outcome: $0.outcome.rawValue, seconds: ($0.seconds * 10).rounded() / 10,
          detail: $0.detail)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }
}
