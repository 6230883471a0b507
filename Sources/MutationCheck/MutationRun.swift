// Each mutant planted in the scratch copy, built, and judged by the module's tests.

import Foundation

/// What became of one mutant.
package enum Outcome: String, Codable, Sendable, CaseIterable {
  /// A test failed (or crashed): the bug was caught.
  case killed
  /// The tests ran past the time limit, stopped: counted as caught.
  case timedOut = "timed out"
  /// Every test passed with the bug in place.
  case survived
  /// The mutant does not compile: left out of the score.
  case notCompiled = "not compiled"

  /// Whether the tests caught the mutant.
  package var isCaught: Bool { self == .killed || self == .timedOut }
}

/// One mutant and its outcome.
package struct MutantResult: Codable, Sendable, Equatable {
  /// The mutant.
  package var mutant: Mutant
  /// What became of it.
  package var outcome: Outcome
  /// Its build and test time, in seconds.
  package var seconds: Double
  /// For a mutant that did not compile, the compiler's first error.
  package var detail: String?

  package init(mutant: Mutant, outcome: Outcome, seconds: Double, detail: String? = nil) {
    self.mutant = mutant
    self.outcome = outcome
    self.seconds = seconds
    self.detail = detail
  }
}

/// Plants mutants one at a time in a scratch copy of the package and runs one test target.
package struct MutationRunner {
  /// The scratch copy.
  package var scratch: ScratchPackage
  /// The module's folder in the developer's package.
  package var module: URL
  /// Only the tests this filter names (`--filter`), or all of the target's.
  package var filter: String?
  /// The tests' time limit per mutant, or nil for five times the unmutated run (30 s at least).
  package var timeLimit: Double?
  /// Where progress goes, a line at a time.
  package var progress: (String) -> Void

  package init(
    scratch: ScratchPackage, module: URL, filter: String?, timeLimit: Double?,
    progress: @escaping (String) -> Void
  ) {
    self.scratch = scratch
    self.module = module
    self.filter = filter
    self.timeLimit = timeLimit
    self.progress = progress
  }

  /// Builds and tests the copy unmutated, then each mutant in turn, and reports.
  package func run(_ mutants: [Mutant], moduleName: String) throws -> MutationReport {
    progress("Copying the package to \(scratch.root.path)")
    try scratch.prepare()
    progress("Building \(scratch.testTarget) unmutated (the first build takes a while)")
    let build = try self.build(limit: 7200)
    guard build.succeeded else {
      throw MutationCheckError("the unmutated package does not build:\n\(tail(build.output))")
    }
    let baseline = try test(limit: 3600)
    guard baseline.succeeded else {
      throw MutationCheckError("the tests fail without a mutant:\n\(tail(baseline.output))")
    }
    let limit = timeLimit ?? max(30, baseline.seconds * 5)
    progress(
      "Unmutated: built in \(seconds(build.seconds)), tests passed in "
        + "\(seconds(baseline.seconds)); time limit per test run \(seconds(limit))")
    var results: [MutantResult] = []
    for (number, mutant) in mutants.enumerated() {
      let result = try judge(mutant, limit: limit)
      results.append(result)
      progress(
        "[\(number + 1)/\(mutants.count)] \(mutant.id)  \(result.outcome.rawValue) "
          + "(\(seconds(result.seconds)))")
    }
    return MutationReport(
      module: moduleName, testTarget: scratch.testTarget, filter: filter,
      baselineSeconds: baseline.seconds, results: results)
  }

  /// Plants a mutant in the scratch copy's file, as it was copied: the mutants were found in
  /// that text, and the developer may have edited the package's file since (a mutant planted
  /// in the edited text would land in the wrong place). Returns the file and its text, to put
  /// back.
  package func plant(_ mutant: Mutant) throws -> (url: URL, original: String) {
    let url = scratch.file(mutant.file, inModule: module)
    let text = try String(contentsOf: url, encoding: .utf8)
    try scratch.write(mutant.applied(to: text), to: url)
    return (url, text)
  }

  /// Plants one mutant, builds, tests, and puts the file back.
  private func judge(_ mutant: Mutant, limit: Double) throws -> MutantResult {
    let planted = try plant(mutant)
    defer { try? scratch.write(planted.original, to: planted.url) }
    let build = try self.build(limit: 3600)
    guard build.succeeded else {
      let error = build.output.split(separator: "\n").first { $0.contains("error:") }
      return MutantResult(
        mutant: mutant, outcome: .notCompiled, seconds: build.seconds,
        detail: error.map { String($0) })
    }
    let tests = try test(limit: limit)
    let outcome: Outcome = tests.timedOut ? .timedOut : tests.succeeded ? .survived : .killed
    return MutantResult(mutant: mutant, outcome: outcome, seconds: build.seconds + tests.seconds)
  }

  private func build(limit: Double) throws -> ProgramRun {
    try TimedProcess.run(
      ["swift", "build", "--build-tests"], in: scratch.root, limit: limit,
      environment: ["NO_COLOR": "1"])
  }

  private func test(limit: Double) throws -> ProgramRun {
    let folder = scratch.root.appendingPathComponent(".build/debug")
    let bundles = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    guard let bundle = bundles.sorted().first(where: { $0.hasSuffix("PackageTests.xctest") })
    else { throw MutationCheckError("no test bundle in \(folder.path)") }
    let arguments =
      [folder.appendingPathComponent(bundle).path, "--testing-library", "swift-testing"]
      + (filter.map { ["--filter", $0] } ?? [])
    return try TimedProcess.run(
      arguments, in: scratch.root, limit: limit, environment: ["NO_COLOR": "1"])
  }

  private func tail(_ output: String) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).suffix(30).joined(
      separator: "\n")
  }

  private func seconds(_ value: Double) -> String {
    String(format: "%.0f s", value)
  }
}
