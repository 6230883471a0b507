// Picking the errors out of a build's output, with the learner's own paths.

import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine

@MainActor
@Suite struct CompilerDiagnosticsTests {
  let root = URL(fileURLWithPath: "/home/ada/stepwise")

  /// The tester of a scratch package in `root`, to map paths.
  var tester: ScratchPackageTester {
    ScratchPackageTester(
      package: ScratchPackage(workspace: ExerciseWorkspace(root: root)), support: [])
  }

  @Test func errorsAreKeptOnceWithTheirExcerptsAndWarningsApart() {
    let scratch = "/home/ada/stepwise/.build/exercises"
    let output = """
      [3/8] Compiling Checklists01ItemCount ChecklistViewController.swift
      \(scratch)/Sources/Checklists01ItemCount/ChecklistViewController.swift:31:5: error: cannot find 'updateTitel' in scope
      29 |     items.append(ChecklistItem(text: "New item"))
      30 |
      31 |     updateTitel()
         |     `- error: cannot find 'updateTitel' in scope
      32 |   }

      \(scratch)/Sources/Checklists01ItemCount/Stage/Storyboard.swift:12:3: warning: unused
      \(scratch)/Sources/Checklists01ItemCount/ChecklistViewController.swift:31:5: error: cannot find 'updateTitel' in scope
      [5/8] Compiling ExerciseTests Launch.swift
      """
    let exercise = ExerciseCatalog.standard.exercises[0]
    let member = ScratchPackage.Member(exercise: exercise, starters: nil, tests: Data())
    let tester = self.tester
    let diagnostics = CompilerDiagnostics(output) { tester.shownPath($0, members: [member]) }

    #expect(diagnostics.errors.count == 1)
    let error = diagnostics.errors[0]
    #expect(
      error.path == "Chapters/Exercises/checklists-01/item-count/ChecklistViewController.swift")
    #expect(error.line == 31)
    #expect(
      error.text == """
        Chapters/Exercises/checklists-01/item-count/ChecklistViewController.swift:31:5: error: cannot find 'updateTitel' in scope
        29 |     items.append(ChecklistItem(text: "New item"))
        30 |
        31 |     updateTitel()
           |     `- error: cannot find 'updateTitel' in scope
        32 |   }
        """)
    #expect(
      diagnostics.errors(inPathsStartingWith: ["Chapters/Exercises/checklists-01/"]).count == 1)
    #expect(diagnostics.errors(inPathsStartingWith: ["Sources/"]).isEmpty)
    #expect(diagnostics.warnings.map(\.line) == [12])
    #expect(diagnostics.warnings.first?.header.hasSuffix(":12:3: warning: unused") == true)
  }

  @Test func scratchPathsAreShownAsTheFilesTheLearnerKnows() {
    let exercise = ExerciseCatalog.standard.exercises[0]
    let member = ScratchPackage.Member(exercise: exercise, starters: nil, tests: Data())
    let scratch = "/home/ada/stepwise/.build/exercises/"
    let tester = self.tester
    #expect(
      tester.shownPath(
        scratch + "Sources/Checklists01ItemCount/Stage/Storyboard.swift", members: [member])
        == "Sources/Checklists01/Storyboard.swift")
    #expect(
      tester.shownPath(
        scratch + "Tests/ExerciseTests/Checklists01ItemCountTests.swift", members: [member])
        == "Tests/ExerciseTests/Checklists01ItemCountTests.swift")
    #expect(
      tester.shownPath(
        "/home/ada/stepwise/Chapters/Exercises/checklists-01/item-count/A.swift", members: [])
        == "Chapters/Exercises/checklists-01/item-count/A.swift")
    #expect(tester.shownPath("/usr/lib/Other.swift", members: []) == "/usr/lib/Other.swift")
  }

  /// A reference solution built by `exercises verify`: its errors name the solution's file,
  /// not the starter the learner edits.
  @Test func anErrorInASolutionNamesTheSolutionsFile() {
    let scratch = "/home/ada/stepwise/.build/exercises"
    let output = """
      \(scratch)/Sources/Checklists01ItemCount/ChecklistViewController.swift:31:5: error: cannot find 'updateTitel' in scope
      """
    let exercise = ExerciseCatalog.standard.exercises[0]
    var member = ScratchPackage.Member(exercise: exercise, starters: [Data()], tests: Data())
    member.isSolution = true
    let tester = self.tester
    let diagnostics = CompilerDiagnostics(output) { tester.shownPath($0, members: [member]) }

    let errors = tester.errors(of: member, in: diagnostics)
    #expect(
      errors.map(\.path) == [
        "Chapters/Exercises/Solutions/Checklists01ItemCount/ChecklistViewController.swift"
      ])
  }

  @Test func anErrorInAStageFileBelongsToTheExerciseWhoseChangeCausedIt() {
    let scratch = "/home/ada/stepwise/.build/exercises"
    let output = """
      \(scratch)/Sources/Checklists01SortButton/Stage/ChecklistItem.swift:3:1: error: one
      \(scratch)/Sources/Checklists01ItemCount/Stage/Storyboard.swift:18:54: error: value of type 'ChecklistViewController' has no member 'addItem'
      """
    let catalog = ExerciseCatalog.standard
    let members = [catalog.exercises[0], catalog.exercises[1]].map {
      ScratchPackage.Member(exercise: $0, starters: nil, tests: Data())
    }
    let tester = self.tester
    let diagnostics = CompilerDiagnostics(output) { tester.shownPath($0, members: members) }
    let itemCount = tester.errors(of: members[0], in: diagnostics)
    #expect(itemCount.map(\.path) == ["Sources/Checklists01/Storyboard.swift"])
    let sortButton = tester.errors(of: members[1], in: diagnostics)
    #expect(sortButton.map(\.path) == ["Sources/Checklists01/ChecklistItem.swift"])
  }

  @Test func anAmbiguousContainerNameIsExplainedAndOtherErrorsAreNot() {
    let output = """
      /home/ada/MyChecklists/Sources/Checklists/DataModel.swift:9:28: error: ambiguous use of 'urls(for:in:)'
       9 |     FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
         |                         `- error: ambiguous use of 'urls(for:in:)'
      /home/ada/MyChecklists/Sources/Checklists/DataModel.swift:12:20: error: ambiguous use of 'standard'
      /home/ada/MyChecklists/Sources/Checklists/DataModel.swift:14:5: error: ambiguous use of 'init'
      """
    let errors = CompilerDiagnostics(output) { $0 }.errors(inPathsStartingWith: ["/"])

    #expect(errors.count == 3)
    #expect(errors[0].text.hasSuffix("delete the line `import Foundation` from this file."))
    #expect(errors[0].text.contains("note: this file imports Foundation as well as HeadlessUIKit"))
    #expect(errors[1].explanation != nil)
    #expect(errors[2].explanation == nil)
    #expect(!errors[2].text.contains("note:"))
  }

  /// `import UIKit`, as in Xcode, where the course's module has a name of its own: the note
  /// names the module to import, in the learner's language; a module the kit does not stand
  /// for gets no note.
  @Test(arguments: [
    ("UIKit", "HeadlessUIKit"), ("CoreData", "HeadlessCoreData"), ("SwiftUI", nil),
  ])
  func anImportOfAnAppleFrameworkSaysWhichOfTheCoursesModulesStandsForIt(
    module: String, kit: String?
  ) {
    let output = """
      /home/ada/MyChecklists/Tests/ChecklistsTests/EditItemTests.swift:2:8: error: no such module '\(module)'
       2 | import \(module)
         |        `- error: no such module '\(module)'
      """
    let english = CompilerDiagnostics(output) { $0 }.errors(inPathsStartingWith: ["/"])
    let japanese = Language.$chosen.withValue(.japanese) { english.map(\.text) }

    #expect(english.count == 1)
    if let kit {
      #expect(
        english.first?.text.hasSuffix(
          "note: here the course's \(kit) stands for \(module): write `import \(kit)` in its "
            + "place, as the course's own files do (`stepwise export` writes `import \(module)` "
            + "back for Xcode).") == true, "\(english.first?.text ?? "")")
      #expect(
        japanese.first?.contains("ここではコースの \(kit) が \(module) の代わりです。") == true,
        "\(japanese)")
    } else {
      #expect(english.first?.explanation == nil)
    }
  }
}
