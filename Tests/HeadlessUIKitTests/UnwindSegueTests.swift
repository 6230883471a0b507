// Unwind segues (exit connections) and bar button items with a custom view.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UnwindSegueTests {
  /// A list under a navigation controller; "Edit" pushes the detail screen, "Add" presents
  /// the add screen inside its own navigation controller. Both unwind to the list's
  /// `unwindToList:`; the detail's "Back" to a selector no screen has.
  static func storyboard(_ journal: Journal) -> UIStoryboard {
    UIStoryboard(
      name: "Unwind", initialScene: "Nav",
      scenes: [
        .navigationController("Nav", root: "List"),
        .viewController(
          "List", UnwindListController.self,
          segues: [.show("Edit", to: "Detail"), .presentModally("Add", to: "AddNav")],
          unwindActions: [.action("unwindToList:", { $0.unwindToList($1) })]),
        .viewController(
          "Detail", UnwindDetailController.self,
          rightBarButton: .title("Save", segue: "Save"),
          segues: [
            .unwind("Save", action: "unwindToList:"), .show("More", to: "Detail"),
            .unwind("Nowhere", action: "unwindToNowhere:"),
          ],
          unwindActions: [.action("unwindToList:", { $0.unwindToList($1) })]),
        .navigationController("AddNav", root: "Add"),
        .viewController(
          "Add", UnwindDetailController.self,
          rightBarButton: .button("Done", outlet: \.doneButton, segue: "Done"),
          segues: [.unwind("Done", action: "unwindToList:")]),
      ])
  }

  private func launch() throws -> (UINavigationController, UnwindListController, UIWindow) {
    let navigation = try #require(
      Self.storyboard(Journal()).instantiateInitialViewController() as? UINavigationController)
    let list = try #require(navigation.topViewController as? UnwindListController)
    return (navigation, list, show(navigation))
  }

  @Test func aManualUnwindPreparesTheSourceCallsTheActionThenPops() throws {
    let (navigation, list, window) = try launch()
    list.performSegue(withIdentifier: "Edit", sender: nil)
    let detail = try #require(navigation.topViewController as? UnwindDetailController)
    detail.text = "Milk"
    detail.journal = list.journal
    list.journal.entries = []

    detail.performSegue(withIdentifier: "Save", sender: nil)

    #expect(
      list.journal.entries == [
        "Detail prepare Save → UnwindListController",
        "List unwindToList: Save from UnwindDetailController, text Milk, on screen false",
      ])
    #expect(navigation.viewControllers.count == 1, "the detail screen is popped")
    #expect(navigation.topViewController === list)
    #expect(list.viewIfLoaded?.window === window)
  }

  @Test func theNearestControllerWithTheActionIsTheDestinationAndNeverTheSource() throws {
    let (navigation, list, _) = try launch()
    list.performSegue(withIdentifier: "Edit", sender: nil)
    let first = try #require(navigation.topViewController as? UnwindDetailController)
    first.performSegue(withIdentifier: "More", sender: nil)
    let second = try #require(navigation.topViewController as? UnwindDetailController)
    #expect(navigation.viewControllers.count == 3)

    second.performSegue(withIdentifier: "Save", sender: nil)
    #expect(first.unwound == ["Save"], "the detail just below has the action: it is nearest")
    #expect(navigation.viewControllers.count == 2)

    first.performSegue(withIdentifier: "Save", sender: nil)
    #expect(first.unwound == ["Save"], "the source itself is never the destination")
    #expect(list.journal.entries.last?.hasPrefix("List unwindToList: Save") == true)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aCustomButtonOnTheBarAsksShouldPerformThenUnwindsAndDismisses() throws {
    let (navigation, list, window) = try launch()
    list.performSegue(withIdentifier: "Add", sender: nil)
    let presented = try #require(navigation.presentedViewController as? UINavigationController)
    let add = try #require(presented.topViewController as? UnwindDetailController)
    add.loadViewIfNeeded()
    let item = try #require(add.navigationItem.rightBarButtonItem)
    let button = try #require(item.customView as? UIButton)
    #expect(add.doneButton === button, "the button's outlet connects when the view loads")
    #expect(item.shownTitle == "Done")
    add.text = "Eggs"
    add.allowsSegues = false
    #expect(item.simulateUserTap() == true)
    #expect(add.asked == ["Done"])
    #expect(navigation.presentedViewController === presented, "shouldPerformSegue said no")

    add.allowsSegues = true
    #expect(item.simulateUserTap() == true)
    #expect((add.preparedSender as? UIButton) === button, "the sender is the button, not the item")
    #expect(list.journal.entries.last?.contains("text Eggs") == true)
    #expect(navigation.presentedViewController == nil, "the add screen is dismissed")
    #expect(presented.viewIfLoaded?.window == nil)
    #expect(list.viewIfLoaded?.window === window)
  }

  @Test func aDisabledCustomButtonIsNotTappable() throws {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    let item = UIBarButtonItem(customView: button)
    #expect(item.title == nil, "UIKit's item has no title of its own")
    #expect(item.showsEnabled)
    #expect(item.simulateUserTap())
    button.isEnabled = false
    #expect(!item.showsEnabled)
    #expect(!item.simulateUserTap())
    #expect(taps == 1)
    let labelled = UIBarButtonItem(customView: UIView())
    labelled.customView?.accessibilityLabel = "Filter"
    #expect(labelled.shownTitle == "Filter")
  }

  @Test func anUnwindNoControllerCanTakeDoesNothingButLog() throws {
    let (navigation, list, _) = try launch()
    list.performSegue(withIdentifier: "Edit", sender: nil)
    let detail = try #require(navigation.topViewController as? UnwindDetailController)
    let recorder = UIKitRecorder()
    recorder.record { detail.performSegue(withIdentifier: "Nowhere", sender: nil) }
    #expect(navigation.viewControllers.count == 2)
    #expect(detail.preparedSender == nil, "prepare(for:sender:) is not called")
    #expect(recorder.console.first?.contains("unwindToNowhere:") == true)
  }
}

/// What the controllers of these tests did, in order.
@MainActor
final class Journal {
  var entries: [String] = []
}

@MainActor
final class UnwindListController: UIViewController {
  var journal = Journal()

  func unwindToList(_ segue: UIStoryboardSegue) {
    let detail = segue.source as? UnwindDetailController
    journal.entries.append(
      "List unwindToList: \(segue.identifier ?? "nil") from \(type(of: segue.source)), "
        + "text \(detail?.text ?? ""), on screen \(viewIfLoaded?.window != nil)")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let destination =
      (segue.destination as? UINavigationController)?.topViewController ?? segue.destination
    (destination as? UnwindDetailController)?.journal = journal
  }
}

@MainActor
final class UnwindDetailController: UIViewController {
  var journal = Journal()
  var text = ""
  var asked: [String] = []
  var unwound: [String] = []
  var allowsSegues = true
  var preparedSender: Any?
  weak var doneButton: UIButton?

  func unwindToList(_ segue: UIStoryboardSegue) {
    unwound.append(segue.identifier ?? "nil")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    asked.append(identifier)
    return allowsSegues
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    preparedSender = sender
    journal.entries.append(
      "Detail prepare \(segue.identifier ?? "nil") → \(type(of: segue.destination))")
  }
}
