// The learner's own tests in a check: built against their app and run, so that a test a later
// step broke is seen at once, with its name and line.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

extension CheckPackageTester {
  /// The learner's own test files to build with a check that judges `step` first, as
  /// ``CheckPackage/ownTests`` takes them: the files to leave out (the step's own test, when
  /// it is a test-first step, which its trial judges); nil when the learner has no test
  /// files, or ``judgesOwnTests`` is off.
  func ownTests(checking step: TutorialStep?) -> [String]? {
    guard judgesOwnTests else { return nil }
    let files = workspace.testFiles().map { String($0.dropFirst(StarterApp.testsPath.count + 1)) }
    let excluded = step?.testFirst.map { [$0.testFile] }?.filter(files.contains) ?? []
    return files.count > excluded.count ? excluded : nil
  }

  /// The compiler's errors in the learner's own tests, when their app compiled; empty when
  /// the tests compiled, or the app did not.
  func ownTestErrors(in build: ExternalCommand.Outcome) -> [CompilerDiagnostics.Diagnostic] {
    let package = self.package
    let diagnostics = CompilerDiagnostics(build.output, rename: package.shownPath)
    guard diagnostics.errors(inPathsStartingWith: [TutorialWorkspace.sourcesPath + "/"]).isEmpty
    else { return [] }
    return diagnostics.errors(inPathsStartingWith: [
      package.folder.appendingPathComponent(StarterApp.testsPath).path + "/",
      workspace.learner.appendingPathComponent(StarterApp.testsPath).path + "/",
    ])
  }

  /// The verdict of the learner's own tests: the errors of tests that no longer compile, or
  /// a run of the built ones (`built`) with every failure at its file and line; nil when
  /// there is nothing to judge (no test file, or files with no test in them).
  func judgeOwnTests(
    built: Bool, errors: [CompilerDiagnostics.Diagnostic], report: (String) -> Void
  ) -> TestOutcome? {
    let name = StarterApp.testsPath
    if !errors.isEmpty {
      let message =
        localized(
          "Your own tests no longer compile with your app, and a step is not done while your tests fail. Bring them up to date with your code (a name you changed, a method you moved), as you would in Xcode:"
        ) + "\n\n" + errors.map(\.text).joined(separator: "\n\n")
      return TestOutcome(name: name, status: .fail, issues: [.init(message: message, line: nil)])
    }
    // Built, and with a test in them (the starter's file has none): worth a run.
    let kinds = testKinds
    guard built, !kinds.isEmpty else { return nil }
    report(localized("Running your own tests…"))
    let package = self.package
    // A crash is explained: Swift's fatal error, and the lines of the learner's app and tests
    // it went through.
    let crashSummary = { (output: String) in
      ScratchPackageTester.crashSummary(in: output, shownPath: package.shownPath) { path in
        path.hasPrefix(TutorialWorkspace.sourcesPath + "/")
          || path.hasPrefix(StarterApp.testsPath + "/")
      }
    }
    var outcomes: [TestOutcome] = []
    if kinds.contains(.swiftTesting) {
      outcomes += MutantTrial.runTests(
        ofModule: StarterApp.testsModule, inPackage: package.folder,
        packageName: CheckPackage.name, swift: swift, buildFolder: package.buildFolder,
        timeLimit: learnerTestTimeLimit, user: user, crashSummary: crashSummary)
    }
    if kinds.contains(.xcTest) {
      outcomes += MutantTrial.runXCTests(
        ofModule: StarterApp.testsModule, inPackage: package.folder,
        packageName: CheckPackage.name, swift: swift, buildFolder: package.buildFolder,
        timeLimit: learnerTestTimeLimit, user: user, crashSummary: crashSummary)
    }
    // No test yet (the starter's file has none): nothing to count.
    guard !outcomes.isEmpty else { return nil }
    let failing = outcomes.filter { $0.status != .pass }
    guard !failing.isEmpty else { return TestOutcome(name: name, status: .pass) }
    let message =
      localized(
        "Your own tests fail on your app, and a step is not done while they fail. Fix your code, or the test if what it expects has changed on purpose:"
      ) + "\n" + Self.describeOwn(failing)
    let status: LessonStatus = failing.contains { $0.status == .error } ? .error : .fail
    return TestOutcome(name: name, status: status, issues: [.init(message: message, line: nil)])
  }

  /// The test libraries the learner's tests use, each run on its own.
  enum TestKind {
    /// `@Test` functions.
    case swiftTesting
    /// `XCTestCase` subclasses.
    case xcTest
  }

  /// The kinds of test the learner's files declare: `@Test` functions, `XCTestCase`
  /// subclasses; empty when they declare none.
  private var testKinds: Set<TestKind> {
    var kinds: Set<TestKind> = []
    for path in workspace.testFiles() {
      guard
        let text = try? String(
          contentsOf: workspace.learner.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      if text.contains("@Test") { kinds.insert(.swiftTesting) }
      if text.contains("XCTestCase") { kinds.insert(.xcTest) }
    }
    return kinds
  }

  /// Each failing test of the learner's own, with where it failed in their package:
  /// `  itemsStartEmpty() (Tests/ChecklistsTests/ModelTests.swift:12):` and what it said.
  static func describeOwn(_ tests: [TestOutcome]) -> String {
    func place(_ fileID: String?, _ filePath: String?, _ line: Int?) -> String {
      // The path below the tests' folder (`Model/ItemTests.swift`), which `#fileID` leaves
      // out, else the file's name.
      let folder = "/" + StarterApp.testsPath + "/"
      let below = filePath.flatMap { path in
        path.range(of: folder, options: .backwards).map { String(path[$0.upperBound...]) }
      }
      let file = (below ?? fileID.map { String($0.split(separator: "/").last ?? "") }).map {
        StarterApp.testsPath + "/" + $0
      }
      switch (file, line) {
      case (let file?, let line?): return "\(file):\(line)"
      case (let file?, nil): return file
      default: return StarterApp.testsPath
      }
    }
    var lines: [String] = []
    for test in tests {
      for issue in test.issues {
        lines.append(
          "  \(test.name) (\(place(issue.fileID ?? test.fileID, issue.filePath ?? test.filePath, issue.line ?? test.line))):"
        )
        lines.append("    " + issue.message.replacingOccurrences(of: "\n", with: "\n    "))
      }
      if test.issues.isEmpty {
        lines.append(
          "  \(test.name) (\(place(test.fileID, test.filePath, test.line))) "
            + localized("did not pass."))
      }
    }
    return lines.joined(separator: "\n")
  }
}
