// A test-first step in a check: the learner's test, built against the course's app, each planted
// bug and the learner's own app, and run on each.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

/// A test-first step made ready for the check package, or the outcome saying why it cannot
/// be checked yet.
enum PreparedTestFirst {
  case ready(CheckPackage.TestFirstPart)
  case unready(StepOutcome)
}

extension CheckPackageTester {
  /// A test-first step's part of the check package: the learner's test (or `test`, in its
  /// place), the reference stage and its mutants; or, when it cannot be checked yet, the
  /// step's outcome saying why.
  func testFirstPart(for step: TutorialStep, test: Data? = nil, report: (String) -> Void)
    -> PreparedTestFirst
  {
    guard let testFirst = step.testFirst, let path = step.learnersTestPath else {
      return .unready(.error(step, localized("\(step.id) is not a test-first step.")))
    }
    do {
      if let added = try LearnerTestTarget.ensure(in: workspace) { report(added) }
    } catch {
      return .unready(.error(step, "\(error)"))
    }
    guard
      let test = test ?? (try? Data(contentsOf: workspace.learner.appendingPathComponent(path)))
    else {
      return .unready(
        StepOutcome(
          step: step, status: .fail,
          message: localized(
            "Write your test in \(path) first, as the step asks: a function marked @Test that tests the app (`\(commandName) tutorial hint` shows how)."
          )))
    }
    do {
      let reference = try Self.referenceFiles(of: step, course: workspace.course)
      let mutants = try testFirst.mutants.map { entry in
        let url = workspace.courseFile(step.mutantPath(entry.name))
        return try Mutant(name: entry.name, text: String(contentsOf: url, encoding: .utf8))
      }
      var trial = MutantTrial(
        stem: step.moduleStem, appModule: TutorialWorkspace.module,
        testFileName: testFirst.testFile, test: test, reference: reference, mutants: mutants)
      trial.ownAppHostLaunch = .appDelegate(Self.mainType(in: workspace) ?? "AppDelegate")
      return .ready(trial)
    } catch {
      return .unready(.error(step, localized("The course's planted bugs cannot be read: \(error)")))
    }
  }

  /// The type the learner's app marks `@main`, its app delegate, as their sources declare
  /// it; nil when none can be read.
  package nonisolated static func mainType(in workspace: TutorialWorkspace) -> String? {
    let files = (try? MutantTrial.readTree(workspace.sources)) ?? [:]
    let pattern = /@main\s+(?:(?:final|public|open|internal)\s+)*(?:class|struct|enum)\s+(\w+)/
    for path in files.keys.sorted() {
      if let match = files[path]?.firstMatch(of: pattern) { return String(match.1) }
    }
    return nil
  }

  /// The reference stage's files, by path in its folder, with the starter's Info.plist
  /// declaration, which launches it through its app delegate as the learner's app is.
  package nonisolated static func referenceFiles(of step: TutorialStep, course: URL) throws
    -> [String: String]
  {
    var files = try MutantTrial.readTree(course.appendingPathComponent("Sources/\(step.stage)"))
    for (path, text) in StarterApp.sources where path.hasSuffix("/Info.swift") {
      files["Info.swift"] = text
    }
    return files
  }

  /// Leaves out of the package each test-first test target the compiler refused (when the
  /// learner's app itself compiled), keeping its errors; returns how many it left out.
  func excludeUncompiledTests(
    in build: ExternalCommand.Outcome, from parts: inout [CheckPackage.TestFirstPart]
  ) -> Int {
    let package = self.package
    let diagnostics = CompilerDiagnostics(build.output, rename: package.shownPath)
    guard diagnostics.errors(inPathsStartingWith: [TutorialWorkspace.sourcesPath + "/"]).isEmpty
    else { return 0 }
    // Read with the paths as printed: the same error in the learner's file, built against
    // each app, is one error per test target (shown at the learner's own path).
    let printed = CompilerDiagnostics(build.output) { $0 }.errors(inPathsStartingWith: [""])
    var count = 0
    for index in parts.indices {
      count += parts[index].excludeUncompiled(printed, shownPath: package.shownPath)
    }
    return count
  }

  /// Runs the learner's test on each app of a built test-first part, each in a process of
  /// its own (an app's crash ends only its own run): its `@Test` functions, and its
  /// `XCTestCase` cases when it declares one.
  ///
  /// Once the test has not finished on one app, it gets a sixth of the time on each app
  /// after it: a test that never ends (a loop, a wait for what never comes) keeps the learner
  /// 110 s, not six minutes, for the same verdict.
  func run(_ part: CheckPackage.TestFirstPart, in package: CheckPackage) -> TestFirstResults {
    let declaresXCTestCases = String(decoding: part.test, as: UTF8.self).contains("XCTestCase")
    var limit = learnerTestTimeLimit
    let shortened = max(1, (learnerTestTimeLimit / 6).rounded())
    return MutantTrial.withAppsHidden(in: package.folder, user: user) {
      part.run(keepingContainersIn: MutantTrial.containers(in: package.folder), user: user) {
        module, container in
        var outcomes = MutantTrial.runTests(
          ofModule: module, inPackage: package.folder, packageName: CheckPackage.name,
          swift: swift, buildFolder: package.buildFolder, container: container,
          timeLimit: limit, user: user, onTimeout: { limit = shortened })
        if declaresXCTestCases {
          outcomes += MutantTrial.runXCTests(
            ofModule: module, inPackage: package.folder, packageName: CheckPackage.name,
            swift: swift, buildFolder: package.buildFolder, container: container,
            timeLimit: limit, user: user)
        }
        return outcomes
      }
    }
  }

  /// Builds the package with one test-first step alone, with `test` as the learner's test
  /// (several suites may share the file, and be judged apart with
  /// ``TestFirstResults/only(suite:)``), and runs it; the learner's app is left out.
  package func judge(_ step: TutorialStep, test: Data) throws -> TestFirstResults {
    var part: CheckPackage.TestFirstPart
    switch testFirstPart(for: step, report: { _ in }) {
    case .ready(let made): part = made
    case .unready(let outcome): throw Mutant.Defect(description: outcome.message ?? "")
    }
    part.test = test
    part.onOwnApp = false
    var package = self.package
    var parts = [part]
    while true {
      try package.write(structureChecks: [], testFirst: parts)
      try user?.handOver(package.folder)
      let build = try ExternalCommand(
        swift, ["build", "--build-tests"] + package.scratchArguments, in: package.folder,
        timeLimit: buildTimeLimit, user: user
      ).run()
      if build.status == 0 { break }
      guard excludeUncompiledTests(in: build, from: &parts) > 0 else {
        throw Mutant.Defect(description: ScratchPackageTester.tail(of: build.output, lines: 40))
      }
    }
    return run(parts[0], in: package)
  }
}
