// A trial's test modules run: Swift Testing's tests, then XCTest's cases, each read into
// outcomes that say why a run stopped.

import CommandLineKit
import Foundation
import StepwiseBasics

extension MutantTrial {
  /// Runs one test module of a built package, with a time limit (and `user`'s rights when
  /// given), and reads its outcomes; a run that stopped before any test ended (a crash, or
  /// the time limit) is an error that says why, and the test it stopped in says so too.
  /// `onTimeout` is called when the time limit stopped the run.
  ///
  /// With `crashSummary` (a run of the learner's own tests on their own app), a crash is
  /// explained: Swift's backtrace is on, and the summary made of it (the fatal error, the
  /// learner's lines) goes to the test it stopped in; a test stopped while another crashed
  /// says so. Without it (a trial), which app crashed, and where, is not said: the planted
  /// bugs' sources are not the learner's to read.
  package static func runTests(
    ofModule module: String, inPackage folder: URL, packageName: String, swift: String,
    buildFolder: URL? = nil, container: URL? = nil, timeLimit: TimeInterval,
    user: ChildUser? = nil, crashSummary: ((String) -> String)? = nil,
    onTimeout: () -> Void = {}
  ) -> [TestOutcome] {
    let events = folder.appendingPathComponent("results/\(module).jsonl")
    try? FileManager.default.removeItem(at: events)
    try? FileManager.default.createDirectory(
      at: events.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? user?.handOver(events.deletingLastPathComponent())
    let arguments = [
      "--event-stream-version", "0", "--event-stream-output-path", events.path, "--filter",
      "^\(module)\\.",
    ]
    let command = ScratchPackageTester.testCommand(
      in: folder, packageName: packageName, swift: swift, arguments: arguments,
      buildFolder: buildFolder)
    let run = try? ExternalCommand(
      command.program, command.arguments, in: folder,
      extraEnvironment: environment(
        of: module, container: container, explainsCrashes: crashSummary != nil),
      timeLimit: timeLimit, user: user
    ).run()
    let stream = TestResultsFile.text(at: events).map(TestEventStream.init)
    var outcomes = stream?.outcomes(ofModule: module) ?? []
    guard let run, run.endedBySignal || run.timedOut else { return outcomes }
    if run.timedOut { onTimeout() }
    let why = ScratchPackageTester.whyTheTestsStopped(run, timeLimit: timeLimit) {
      crashSummary?($0) ?? ""
    }
    .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !outcomes.isEmpty else {
      return [TestOutcome(name: module, status: .error, issues: [.init(message: why, line: nil)])]
    }
    let stopped = outcomes.indices.filter {
      outcomes[$0].issues.first?.message == TestEventStream.stoppedDuringTest
    }
    // The test whose function the crash's summary names, when the crash was explained.
    let crashed = crashSummary == nil ? nil : stopped.first { why.contains(baseName(outcomes[$0])) }
    for index in stopped {
      var message = why
      if let crashed, crashed != index {
        message = localized(
          "This test did not finish: the test process stopped when \(outcomes[crashed].name) crashed."
        )
      }
      outcomes[index].issues = [TestOutcome.Issue(message: message, line: nil)]
    }
    return outcomes
  }

  /// The environment of a run of `module`'s tests: Swift's backtrace on only when the crash
  /// it shows is explained; the test process's container kept in `container`, when given.
  private static func environment(
    of module: String, container: URL?, explainsCrashes: Bool
  ) -> [String: String] {
    var environment = [
      "SWIFT_BACKTRACE": explainsCrashes ? ScratchPackageTester.backtraceExplained : "enable=no",
      TestHosts.moduleVariable: module,
    ]
    environment[TestHosts.containerVariable] = container?.path
    return environment
  }

  /// A test's function name as a backtrace names it (`itemsStartEmpty(`), from its outcome's
  /// name (`itemsStartEmpty()`), with the parenthesis, so that `save(` is not found in
  /// `saveAll()`.
  private static func baseName(_ outcome: TestOutcome) -> String {
    String(outcome.name.prefix { $0 != "(" }) + "("
  }

  /// Runs the XCTest cases of one test module of a built package (`XCTestCase` subclasses,
  /// which Swift Testing's run leaves out) and reads what XCTest printed: one outcome per
  /// case; empty when the module has none. The case a crash or the time limit stopped says
  /// why, explained with `crashSummary` as ``runTests(ofModule:inPackage:packageName:swift:buildFolder:container:timeLimit:user:crashSummary:onTimeout:)``
  /// explains it.
  package static func runXCTests(
    ofModule module: String, inPackage folder: URL, packageName: String, swift: String,
    buildFolder: URL? = nil, container: URL? = nil, timeLimit: TimeInterval,
    user: ChildUser? = nil, crashSummary: ((String) -> String)? = nil
  ) -> [TestOutcome] {
    let build = buildFolder ?? folder.appendingPathComponent(".build")
    let bundle = build.appendingPathComponent("debug/\(packageName)PackageTests.xctest")
    let environment = environment(
      of: module, container: container, explainsCrashes: crashSummary != nil)
    var program = swift
    var arguments = ["test", "--skip-build"]
    arguments += (buildFolder.map { ["--scratch-path", $0.path] } ?? [])
    arguments += ["--filter", "^\(module)\\."]
    #if os(Linux)
      // The bundle runs XCTest's cases when named: `Module.Suite/test`, listed first.
      guard FileManager.default.isExecutableFile(atPath: bundle.path) else { return [] }
      let list = try? ExternalCommand(
        bundle.path, ["--testing-library", "xctest", "--list-tests"], in: folder,
        extraEnvironment: environment, timeLimit: timeLimit, user: user
      ).run()
      // A bundle that cannot list its cases runs none of them: that is the tests' failure,
      // not a module with no XCTest case in it.
      if let list, list.status != 0 || list.endedBySignal || list.timedOut {
        return [Self.unlistedXCTests(module: module, list.output)]
      }
      let cases = (list?.output ?? "").split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      .filter { $0.hasPrefix(module + ".") && $0.contains("/") && !$0.contains(" ") }
      guard !cases.isEmpty else { return [] }
      program = bundle.path
      arguments = ["--testing-library", "xctest", cases.joined(separator: ",")]
    #endif
    let run = try? ExternalCommand(
      program, arguments, in: folder, extraEnvironment: environment, timeLimit: timeLimit,
      user: user
    ).run()
    var outcomes = XCTestLog(run?.output ?? "").outcomes
    // The case that started and never ended: the one the crash or the time limit stopped.
    if let run, run.endedBySignal || run.timedOut,
      let stopped = outcomes.lastIndex(where: { $0.status == .error && $0.issues.isEmpty })
    {
      let why = ScratchPackageTester.whyTheTestsStopped(run, timeLimit: timeLimit) {
        crashSummary?($0) ?? ""
      }
      var issue = TestOutcome.Issue(
        message: why.trimmingCharacters(in: .whitespacesAndNewlines), line: nil)
      // Placed at the case's own frame, when the explained crash names it: XCTest printed
      // no line for it.
      let frame = why.split(separator: "\n").first { $0.contains(baseName(outcomes[stopped])) }
      if let match = frame?.firstMatch(of: /, (\S+\.swift):(\d+)$/) {
        issue.fileID = match.1.split(separator: "/").last.map(String.init)
        issue.line = Int(match.2)
      }
      outcomes[stopped].issues = [issue]
    }
    return outcomes
  }

  /// The outcome of XCTest cases the test bundle stopped before listing, with why: most
  /// often a test method isolated to the main actor that is not `async`, which XCTest on
  /// Linux cannot call (its listing stops on the cast), and the end of what it printed.
  static func unlistedXCTests(module: String, _ output: String) -> TestOutcome {
    var message = localized(
      "Your XCTest cases could not even be listed: the test program stopped first, so none of them ran."
    )
    if output.contains("Could not cast value of type"), output.contains("MainActor") {
      message +=
        " "
        + localized(
          "A test method isolated to the main actor (@MainActor, or in a @MainActor class) must be async here, as XCTest on Linux calls it: write @MainActor func testSomething() async throws."
        )
    }
    let tail = ScratchPackageTester.tail(of: output, lines: 8)
    if !tail.isEmpty { message += "\n" + tail }
    return TestOutcome(
      name: module, status: .error, issues: [TestOutcome.Issue(message: message, line: nil)])
  }
}
