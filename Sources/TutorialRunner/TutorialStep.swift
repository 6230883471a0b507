// One step of the build-along tutorial: what the learner does, and how their app is checked.

import ExerciseRunner

/// One small step of building the Checklists app yourself: a title, instructions, hints,
/// and the checks that prove the learner's app now does what the step promises.
///
/// A step's checks live in this package, under `Chapters/Tutorial/<id>/`, never in the
/// learner's folder: `check.stepwise`, a walkthrough script played on the learner's app,
/// black-box; and, for a step about the shape of the code (a delegate protocol, a model the
/// app delegate hands over), `Checks.swift`, Swift Testing tests that use only the names the
/// step asks for. Both are fingerprinted, like the exercises' tests.
package struct TutorialStep: Lesson {
  /// `checklists-02/05-delegate`: the chapter's app id, then the step's number and name.
  package let id: String
  /// One line saying what the learner builds.
  package let title: String
  /// Two or three hints, gentle first.
  package let hints: [String]
  /// The reference stage at the end of this step's chapter, such as `Checklists02`.
  package let stage: String
  /// The SHA-256 of `check.stepwise`, or nil when the step has no script.
  package let scriptSHA256: String?
  /// The SHA-256 of `Checks.swift`, or nil when the step has no structure checks.
  package let structureSHA256: String?
  /// Earlier steps whose checks no longer hold from this step on (the app changed shape:
  /// sample items gave way to saved ones, the items moved one screen down).
  package let retires: [String]
  /// For a test-first step, the test the learner writes and the planted bugs it must catch.
  package let testFirst: TestFirst?
  /// Its place in the catalog, from 1 (0 for a step outside one): "Step 3" in what the
  /// learner reads.
  package internal(set) var number = 0

  /// A step.
  package init(
    id: String, title: String, hints: [String], stage: String, scriptSHA256: String?,
    structureSHA256: String? = nil, retires: [String] = [], testFirst: TestFirst? = nil
  ) {
    self.id = id
    self.title = title
    self.hints = hints
    self.stage = stage
    self.scriptSHA256 = scriptSHA256
    self.structureSHA256 = structureSHA256
    self.retires = retires
    self.testFirst = testFirst
  }

  /// How the learner's messages name it: `Step 3`, or its id outside a catalog.
  package var name: String { number > 0 ? "Step \(number)" : id }

  /// The chapter's app id: `checklists-02`.
  package var chapter: String { String(id.prefix { $0 != "/" }) }

  /// The step's folder in the course package.
  package var folder: String { "Chapters/Tutorial/\(id)" }

  /// Its instructions.
  package var instructions: String { "\(folder)/README.md" }

  /// Its walkthrough script, played on the learner's app.
  package var scriptPath: String { "\(folder)/check.stepwise" }

  /// Its structure checks.
  package var structurePath: String { "\(folder)/Checks.swift" }

  /// The name of the suite `Checks.swift` declares: `Checklists02DelegateChecks` for
  /// `checklists-02/05-delegate`.
  package var suiteName: String {
    func camel(_ words: some Sequence<Substring>) -> String {
      words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
    let slug = id.split(separator: "/").last ?? ""
    return camel(chapter.split(separator: "-")) + camel(slug.split(separator: "-").dropFirst())
      + "Checks"
  }
}
