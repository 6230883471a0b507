// `compare` in the middle of a chapter: only what the step done last changed in the book's
// app, in the learner's files, and nothing of a later step.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@testable import LessonEngine
@testable import TutorialCourse

@MainActor
@Suite struct StepReferenceTests {
  /// A learner of one real chapter with every step before it and `done` of its own done,
  /// the next one current.
  func learner(of chapter: String, done: Int) throws -> TutorialFixture {
    let fixture = try TutorialFixture(realChapter: chapter)
    let steps = fixture.catalog.steps
    let earlier = steps.prefix { $0.chapter != chapter }.map(\.id)
    let ids = steps.filter { $0.chapter == chapter }.map(\.id)
    let saved: [String: Any] = [
      "current": ids[done], "done": earlier + Array(ids[..<done]),
      "hintsShown": [String: Int](), "version": 1,
    ]
    try JSONSerialization.data(withJSONObject: saved).write(
      to: fixture.workspace.progressFile.url)
    return fixture
  }

  /// `compare`'s output, after checking it ran.
  func compare(_ fixture: TutorialFixture) -> String {
    let run = runTutorial(["compare"], fixture: fixture, tester: StandInStepTester())
    #expect(run.exitCode == .success, "\(run.output)\(run.error)")
    return run.output
  }

  @Test func everyStepButATestFirstOneHasAReference() throws {
    // A test-first step changes no app file: compare shows the course's test.
    for step in TutorialCatalog.standard.steps where step.testFirst == nil {
      let folder = PackageRoot.url.appendingPathComponent(step.referencePath)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      // A step that asks for nothing new has one too, holding only the marker.
      #expect(!names.isEmpty, "\(step.id) has none")
    }
  }

  @Test func compareOfAnEarlyStepByNumberShowsThatStepsChangeAloneFromFarAhead() throws {
    // Chapter 03 underway; step 3 is chapter 01's model, changed many times since.
    let fixture = try learner(of: "checklists-03", done: 2)

    let run = runTutorial(["compare", "3"], fixture: fixture, tester: StandInStepTester())

    #expect(run.exitCode == .success, "\(run.output)\(run.error)")
    #expect(run.output.contains("What Step 3 changed in the book's app (checklists-01/03-model)"))
    #expect(run.output.contains("+++ b/Sources/Checklists/ChecklistItem.swift"))
    #expect(!run.output.contains("Storyboard.swift"), "a file step 3 did not change")
    for later in ["Codable", "ItemDetail", "toggleChecked", "EditItem"] {
      #expect(!run.output.contains(later), "a later step's \(later)")
    }
  }

  @Test func compareWithoutANameShowsTheCurrentStepWhenItIsDoneElseTheLastDoneBeforeIt() throws {
    let fixture = try learner(of: "checklists-03", done: 2)
    var progress = fixture.progress
    let tester = StandInStepTester()
    // `go 3`: a step done long ago is current again.
    progress.current = "checklists-01/03-model"
    try fixture.workspace.progressFile.save(progress)
    let onStepThree = runTutorial(["compare"], fixture: fixture, tester: tester)
    // The first step of chapter 02, not done yet, current: the last step done before it.
    progress.current = "checklists-02/01-add-screen"
    progress.done.removeAll { $0.hasPrefix("checklists-02/01") }
    try fixture.workspace.progressFile.save(progress)
    let onANewStep = runTutorial(["compare"], fixture: fixture, tester: tester)

    #expect(onStepThree.output.contains("(checklists-01/03-model)"), "\(onStepThree.output)")
    let lastOfChapterOne = try #require(
      TutorialCatalog.standard.steps.last { $0.chapter == "checklists-01" })
    #expect(onANewStep.output.contains("(\(lastOfChapterOne.id))"), "\(onANewStep.output)")
  }

  @Test func compareOfAStepNotDoneYetShowsNothingOfItAndAnUnknownNameIsAUsageError() throws {
    let fixture = try learner(of: "checklists-02", done: 1)
    let tester = StandInStepTester()

    let notDone = runTutorial(["compare", "05-delegate"], fixture: fixture, tester: tester)
    let unknown = runTutorial(["compare", "99-nothing"], fixture: fixture, tester: tester)

    #expect(notDone.exitCode == .failure)
    #expect(
      notDone.output.contains(
        "Compare shows a step once it passes, and Step 15 (checklists-02/05-delegate) has not yet."
      ), "\(notDone.output)")
    #expect(!notDone.output.contains("+++"))
    #expect(unknown.exitCode != .success)
    #expect(unknown.error.contains("there is no step \"99-nothing\""), "\(unknown.error)")
  }

  @Test func chapterTwoMidwayShowsTheTextFieldButNotDoneOrTheDelegate() throws {
    // 03-text-field done, 04-done-needs-text current.
    let fixture = try learner(of: "checklists-02", done: 3)
    let output = compare(fixture)

    #expect(output.contains("What Step 12 changed in the book's app (checklists-02/03-text-field)"))
    #expect(output.contains("+++ b/Sources/Checklists/Storyboard.swift"))
    #expect(output.contains("staticCells: [[.textField(placeholder: \"Name of the Item\""))
    #expect(output.contains("You have no AddItemViewController.swift: you may have put"))
    // The step's change alone: the file as step 02 left it, not the learner's (they have none).
    #expect(output.contains("modified   AddItemViewController.swift  (+9 -1)"))
    #expect(output.contains("textField.becomeFirstResponder()"))
    for later in [
      "doneBarButton", "isEnabled", "UITextFieldDelegate", "delegate", "didFinishAdding",
      "prepare(for", "returnKey", "onReturn",
    ] {
      #expect(!output.contains(later), "a later step's \(later)")
    }
    for launch in ["Info.swift", "@main", "Checklists02.swift", "DirectCall"] {
      #expect(!output.contains(launch), "\(launch) is not the step's")
    }
  }

  @Test func chapterThreeRenameShowsTheOldFileRenamedAndNoEditing() throws {
    // 02-item-detail done, with the learner's Add Item screen still under its old name.
    let fixture = try learner(of: "checklists-03", done: 2)
    let chapterTwo = PackageRoot.url.appendingPathComponent(
      "Chapters/Tutorial/checklists-02/05-delegate/Reference/AddItemViewController.swift")
    try fixture.folder.write(
      try String(contentsOf: chapterTwo, encoding: .utf8),
      to: "MyChecklists/Sources/Checklists/AddItemViewController.swift")
    let output = compare(fixture)

    #expect(output.contains("(checklists-03/02-item-detail)"))
    #expect(output.contains("-class AddItemViewController: UITableViewController {"))
    #expect(output.contains("+class ItemDetailViewController: UITableViewController {"))
    #expect(output.contains(".show(\"AddItem\", to: \"ItemDetailViewController\")"))
    #expect(
      output.contains(
        "This step also removes AddItemViewControllerDelegate.swift, which you no longer have."))
    for later in ["EditItem", "itemToEdit", "Edit Item", "didFinishEditing", "==="] {
      #expect(!output.contains(later), "a later step's \(later)")
    }
  }

  @Test func chapterFourMidwaySavesNewItemsOnly() throws {
    // 03-save-new-items done, 04-save-checkmarks current.
    let fixture = try learner(of: "checklists-04", done: 4)
    let output = compare(fixture)

    #expect(output.contains("(checklists-04/03-save-new-items)"))
    #expect(output.contains("+    loadChecklistItems()"))
    #expect(output.contains("PropertyListEncoder()"))
    // Defined, and called once: after an item is added, not yet after a checkmark, an edit
    // or a deletion.
    #expect(output.components(separatedBy: "saveChecklistItems()").count - 1 == 2)
    #expect(!output.contains("ChecklistItem.swift"), "02-codable's file is not this step's")
  }

  @Test func chapterFiveMidwayAddsToTheChecklistButTheRestStillUsesItsOwnArray() throws {
    // 03-own-items done, 04-items-as-before current.
    let fixture = try learner(of: "checklists-05", done: 4)
    let output = compare(fixture)

    #expect(output.contains("(checklists-05/03-own-items)"))
    #expect(output.contains("checklist.items.append(item)"))
    // Step 04 moves the tap, the swipe and editing to the checklist's items.
    for later in [
      "checklist?.items.remove", "itemToEdit = checklist", "AllListsViewController.swift",
      "ListDetail", "AddChecklist",
    ] {
      #expect(!output.contains(later), "a later step's \(later)")
    }
  }

  @Test func chapterSixMidwayRemembersTheOpenListButMakesNoFirstList() throws {
    // 04-remember-open-list done, 05-first-list current.
    let fixture = try learner(of: "checklists-06", done: 5)
    let output = compare(fixture)

    #expect(output.contains("(checklists-06/04-remember-open-list)"))
    #expect(output.contains("defaults.register(defaults: [\"ChecklistIndex\": -1])"))
    #expect(output.contains("extension AllListsViewController: UINavigationControllerDelegate"))
    for later in ["FirstTime", "handleFirstTime", "Checklist(name: \"List\")"] {
      #expect(!output.contains(later), "a later step's \(later)")
    }
  }

  @Test func aStepThatAsksForNothingNewSaysSoAndShowsNoCode() throws {
    // 06-stale-index done: it checks what 04-remember-open-list already wrote.
    let fixture = try learner(of: "checklists-06", done: 7)
    let output = compare(fixture)

    #expect(
      output.contains(
        "Step 45 (checklists-06/06-stale-index) changes nothing in the book's app: it checks "
          + "that your earlier steps already do what it asks"))
    #expect(!output.contains("+++"), "no file is shown")
    #expect(!output.contains("DataModel"))
  }

  @Test func chapterSevenMidwayGivesListsAnIconButNoPicker() throws {
    // 05-icon done, 06-icon-picker current.
    let fixture = try learner(of: "checklists-07", done: 6)
    let output = compare(fixture)

    #expect(output.contains("(checklists-07/05-icon)"))
    #expect(output.contains("decodeIfPresent(String.self, forKey: .iconName)"))
    #expect(output.contains("+++ b/Sources/Checklists/Info.swift"), "the asset catalog")
    #expect(output.contains("[.label(outlet: \\.iconLabel)]"))
    for later in ["IconPicker", "PickIcon", "iconPicker(", "disclosureIndicator"] {
      #expect(!output.contains(later), "a later step's \(later)")
    }
  }

  @Test func chapterEightMidwayRefusesBlankListsButKeepsNoDamagedFileYet() throws {
    // 06-blank-lists done, 07-damaged-file current.
    let fixture = try learner(of: "checklists-08", done: 7)
    let output = compare(fixture)

    #expect(output.contains("(checklists-08/06-blank-lists)"))
    #expect(output.contains("guard !name.isBlank else { return }"))
    #expect(output.contains("func textFieldShouldReturn(_ textField: UITextField) -> Bool {"))
    #expect(!output.contains("String+Blank.swift"), "05-blank-items' file is not this step's")
    for later in ["DamagedFile", "moveAside", "Some Data Could Not Be Read", "object(forKey:"] {
      #expect(!output.contains(later), "a later step's \(later)")
    }
  }

  @Test func chapterNineMidwaySchedulesAReminderButNeverCancelsOne() throws {
    // 05-schedule-reminder done, 06-edit-replaces current.
    let fixture = try learner(of: "checklists-09", done: 6)
    let output = compare(fixture)

    #expect(output.contains("(checklists-09/05-schedule-reminder)"))
    #expect(output.contains("func scheduleNotification() {"))
    #expect(output.contains("func nextChecklistItemID() -> Int {"))
    #expect(output.contains("completionHandler([.banner, .sound])"))
    for later in ["removeNotification", "removePendingNotificationRequests", "removeList"] {
      #expect(!output.contains(later), "a later step's \(later)")
    }
  }
}
