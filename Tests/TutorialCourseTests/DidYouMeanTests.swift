// A misspelled name in the learner's app, found beside the name the step asks for: the
// compiler's error on the step's checks becomes "did you mean", at the learner's own line.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine
@testable import TutorialCourse

@MainActor
@Suite struct DidYouMeanTests {
  /// The learner's protocol, as a misspelling leaves it.
  static let protocolFile = """
    import HeadlessUIKit

    /// What the Add Item screen tells its delegate.
    protocol AddItemViewControllerDelegate: AnyObject {
      func addItemViewControllerDidCancle(_ controller: AddItemViewController)
      func addItemViewController(
        _ controller: AddItemViewController, didFinishAddding item: ChecklistItem)
    }

    """

  /// The checks' delegate, writing the names the step asks for.
  static let checks = """
    final class Listener: AddItemViewControllerDelegate {
      func addItemViewControllerDidCancel(_ controller: AddItemViewController) {}
      func addItemViewController(
        _ controller: AddItemViewController, didFinishAdding item: ChecklistItem
      ) {}
    }
    """

  /// The explanation of one compiler error on the checks, with the protocol in the app.
  func explain(_ error: String, protocolFile: String = protocolFile) throws -> String? {
    let fixture = try TutorialFixture()
    try fixture.folder.write(
      protocolFile, to: "MyChecklists/Sources/Checklists/AddItemViewControllerDelegate.swift")
    let diagnostics = CompilerDiagnostics("Checks.swift:11:15: error: \(error)\n") { $0 }
    let text = StepFailureText(workspace: fixture.workspace)
    return try text.explanation(
      of: #require(diagnostics.errors(inPathsStartingWith: [""]).first),
      sources: text.learnerSources(), checks: Self.checks)
  }

  @Test func aMethodWhoseArgumentLabelIsMisspelledIsNamedAtTheProtocolsLine() throws {
    let explained = try explain(
      "instance method 'addItemViewController(_:didFinishAdding:)' has different argument "
        + "labels from those required by protocol 'AddItemViewControllerDelegate' "
        + "('addItemViewController(_:didFinishAddding:)')")

    #expect(
      explained
        == "your `AddItemViewControllerDelegate` asks for "
        + "`addItemViewController(_:didFinishAddding:)` "
        + "(Sources/Checklists/AddItemViewControllerDelegate.swift:7), where the step asks for "
        + "`addItemViewController(_:didFinishAdding:)`: did you mean that name?")
    let japanese = try Language.$chosen.withValue(.japanese) {
      try explain(
        "instance method 'addItemViewController(_:didFinishAdding:)' has different argument "
          + "labels from those required by protocol 'AddItemViewControllerDelegate' "
          + "('addItemViewController(_:didFinishAddding:)')")
    }
    #expect(
      japanese
        == "あなたの `AddItemViewControllerDelegate` が求めているのは "
        + "`addItemViewController(_:didFinishAddding:)`"
        + "（Sources/Checklists/AddItemViewControllerDelegate.swift:7）ですが、ステップが求めているのは "
        + "`addItemViewController(_:didFinishAdding:)` です。この名前のつもりではありませんか？")
  }

  @Test func aMisspelledRequirementIsSetBesideTheMethodTheStepAsksFor() throws {
    let explained = try explain(
      "type 'Checklists02DelegateChecks.Listener' does not conform to protocol "
        + "'AddItemViewControllerDelegate'")

    #expect(
      explained
        == "your `AddItemViewControllerDelegate` asks for `addItemViewControllerDidCancle` "
        + "(Sources/Checklists/AddItemViewControllerDelegate.swift:5), where the step asks for "
        + "`addItemViewControllerDidCancel`: did you mean that name?")
    let japanese = try Language.$chosen.withValue(.japanese) {
      try explain(
        "type 'Checklists02DelegateChecks.Listener' does not conform to protocol "
          + "'AddItemViewControllerDelegate'")
    }
    #expect(
      japanese
        == "あなたの `AddItemViewControllerDelegate` が求めているのは `addItemViewControllerDidCancle`"
        + "（Sources/Checklists/AddItemViewControllerDelegate.swift:5）ですが、ステップが求めているのは "
        + "`addItemViewControllerDidCancel` です。この名前のつもりではありませんか？")
  }

  @Test func aMisspelledProtocolNameGetsTheLearnersCloseName() throws {
    let misspelled = Self.protocolFile.replacingOccurrences(
      of: "AddItemViewControllerDelegate", with: "AddItemViewControllerDelgate")

    let explained = try explain(
      "cannot find type 'AddItemViewControllerDelegate' in scope", protocolFile: misspelled)

    #expect(
      explained
        == "there is no type `AddItemViewControllerDelegate` in your app: did you mean your "
        + "`AddItemViewControllerDelgate` (Sources/Checklists/AddItemViewControllerDelegate.swift:4)?"
    )
    let japanese = try Language.$chosen.withValue(.japanese) {
      try explain(
        "cannot find type 'AddItemViewControllerDelegate' in scope", protocolFile: misspelled)
    }
    #expect(
      japanese
        == "アプリに型 `AddItemViewControllerDelegate` がありません。あなたの "
        + "`AddItemViewControllerDelgate`（Sources/Checklists/AddItemViewControllerDelegate.swift:4）"
        + "のことではありませんか？")
  }

  @Test func aNameFarFromAnyOfTheLearnersGetsNoGuess() throws {
    let explained = try explain("cannot find type 'DataModel' in scope")

    #expect(explained == "there is no type `DataModel` in your app")
  }

  @Test func aTypeBehindAnyIsStillFoundInTheLearnersFiles() {
    #expect(
      StepFailureText.unqualified("any Checklists.ItemDetailViewControllerDelegate")
        == "ItemDetailViewControllerDelegate")
    #expect(
      StepFailureText.unqualified("any ItemDetailViewControllerDelegate")
        == "ItemDetailViewControllerDelegate")
  }

  @Test(arguments: [
    ("kitten", "sitting", 3), ("DidCancel", "DidCancle", 2), ("same", "same", 0), ("", "abc", 3),
  ])
  func editDistanceCountsInsertionsRemovalsAndChanges(a: String, b: String, distance: Int) {
    #expect(StepFailureText.editDistance(a, b) == distance)
  }
}
