// One step of the build-along tutorial: what the learner does, and how their app is checked.

import Foundation
import LessonEngine
import StepwiseBasics

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
  /// One line saying what the learner builds; English unless ``localized(to:)`` made a copy
  /// in another language.
  package var title: String
  /// The same line in Japanese: the heading of `README.ja.md`.
  package let titleJa: String
  /// Two or three hints, gentle first; English unless ``localized(to:)`` made a copy in
  /// another language.
  package var hints: [String]
  /// The same hints in Japanese, one for each English hint, in the same order.
  package let hintsJa: [String]
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
  /// Whether the step is checked by its walkthrough script alone: no structure checks, and no
  /// test of the learner's to judge.
  package var isPlayedOnly: Bool {
    scriptSHA256 != nil && structureSHA256 == nil && testFirst == nil
  }
  /// What the structure checks' expectations say, in Japanese: each `#expect` comment of
  /// `Checks.swift`, as the English sentence "Step 5 expects …" ends, to a sentence of its
  /// own in Japanese.
  package let checkWordsJa: [String: String]
  /// The language of ``hints``, ``instructions`` and ``checkWords(_:)``.
  package var language: LessonLanguage = .english
  /// Its place in the catalog, from 1 (0 for a step outside one): "Step 3" in what the
  /// learner reads.
  package internal(set) var number = 0

  /// A step.
  package init(
    id: String, title: String, titleJa: String = "", hints: [String], hintsJa: [String] = [],
    stage: String,
    scriptSHA256: String?, structureSHA256: String? = nil, retires: [String] = [],
    checkWordsJa: [String: String] = [:], testFirst: TestFirst? = nil
  ) {
    self.id = id
    self.title = title
    self.titleJa = titleJa
    self.hints = hints
    self.hintsJa = hintsJa
    self.checkWordsJa = checkWordsJa
    self.stage = stage
    self.scriptSHA256 = scriptSHA256
    self.structureSHA256 = structureSHA256
    self.retires = retires
    self.testFirst = testFirst
  }

  /// How the learner's messages name it: `Step 3`, or its id outside a catalog.
  package var name: String { number > 0 ? stepName(number) : id }

  /// The chapter's app id: `checklists-02`.
  package var chapter: String { String(id.prefix { $0 != "/" }) }

  /// The step's folder in the course package.
  package var folder: String { "Chapters/Tutorial/\(id)" }

  /// A structure check's comment in the step's language: the Japanese sentence for it when
  /// the step is read in Japanese and has one, else the comment itself.
  package func checkWords(_ comment: String) -> String {
    language == .japanese ? checkWordsJa[comment] ?? comment : comment
  }

  /// Its walkthrough script, played on the learner's app.
  package var scriptPath: String { "\(folder)/check.stepwise" }

  /// Its structure checks.
  package var structurePath: String { "\(folder)/Checks.swift" }

  /// The book's app after this step, in the files this step changes (each whole, as it is
  /// after the step), when the course has written it: what `compare` shows.
  package var referencePath: String { "\(folder)/Reference" }

  /// The name of the file in a step's reference that lists, one a line, the learner's files
  /// the step removes (a renamed file's old name).
  package static let removedFilesName = ".removed"

  /// The name of the file whose presence in a step's reference says that the step changes
  /// nothing in the book's app: it asks the learner to make sure the earlier steps already
  /// do what it checks.
  package static let unchangedMarkerName = ".unchanged"

  /// Whether a step's reference (the folder at ``referencePath``) says the step changes
  /// nothing in the book's app.
  package static func changesNothing(reference: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: reference.appendingPathComponent(unchangedMarkerName).path)
  }

  /// The files a step's reference (the folder at ``referencePath``) removes.
  package static func removedFiles(inReference reference: URL) -> [String] {
    let list = reference.appendingPathComponent(removedFilesName)
    guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
    return text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

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

/// "Step 3", in the tool's language: a step's name once it has a number.
private func stepName(_ number: Int) -> String {
  localized("Step \(number)")
}
