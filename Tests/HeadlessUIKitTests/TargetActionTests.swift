// A control's and a bar button's target–action connections read back as UIKit reports them:
// the selector names of a target's action methods, and the targets; and a connected method
// sent by its selector.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TargetActionTests {
  /// A screen with a Save button connected to `save:` in its storyboard, and a Cancel button
  /// whose action is a `UIAction` only.
  final class EditController: UIViewController {
    var saveButton: UIButton?
    var cancelButton: UIButton?
    var saves = 0

    func save(_ sender: UIButton) { saves += 1 }
  }

  static func storyboard() -> UIStoryboard {
    UIStoryboard(
      name: "TargetAction", initialScene: "Edit",
      scenes: [
        .viewController(
          "Edit", EditController.self,
          content: [
            .button("Save", outlet: \.saveButton, selector: "save:", action: { $0.save($1) }),
            .button("Cancel", outlet: \.cancelButton, action: { _ in }),
          ])
      ])
  }

  @Test func aStoryboardActionIsReportedByItsSelectorForItsTargetAndEvent() throws {
    let controller = try #require(
      Self.storyboard().instantiateInitialViewController() as? EditController)
    controller.loadViewIfNeeded()
    let save = try #require(controller.saveButton)

    #expect(save.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["save:"])
    #expect(save.actions(forTarget: controller, forControlEvent: .valueChanged) == nil)
    #expect(save.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
    #expect(save.actions(forTarget: UIViewController(), forControlEvent: .touchUpInside) == nil)
    #expect(save.allTargets == [AnyHashable(controller)])
    save.sendActions(for: .touchUpInside)
    #expect(controller.saves == 1, "the connection still calls the method")
  }

  @Test func aUIActionIsNoTargetAction() throws {
    let controller = try #require(
      Self.storyboard().instantiateInitialViewController() as? EditController)
    controller.loadViewIfNeeded()
    let cancel = try #require(controller.cancelButton)

    #expect(cancel.actions(forTarget: controller, forControlEvent: .touchUpInside) == nil)
    #expect(cancel.allTargets.isEmpty)
  }

  @Test func theControlDoesNotKeepItsTargetAlive() throws {
    var controller = try #require(
      Self.storyboard().instantiateInitialViewController() as? EditController)
    controller.loadViewIfNeeded()
    let save = try #require(controller.saveButton)
    weak let gone = controller
    controller = EditController()

    #expect(gone == nil)
    #expect(save.allTargets.isEmpty)
  }
}

@MainActor
@Suite struct BarButtonTargetActionTests {
  /// A list whose "+" is connected to `addItem:` in its storyboard, as Interface Builder
  /// connects a bar button's action.
  final class ListController: UIViewController {
    var senders: [UIBarButtonItem] = []

    func addItem(_ sender: UIBarButtonItem) { senders.append(sender) }
  }

  static func list() throws -> ListController {
    let storyboard = UIStoryboard(
      name: "BarButtonTargetAction", initialScene: "List",
      scenes: [
        .viewController(
          "List", ListController.self,
          rightBarButton: .system(.add, selector: "addItem:", action: { $0.addItem($1) }))
      ])
    let list = try #require(storyboard.instantiateInitialViewController() as? ListController)
    list.loadViewIfNeeded()
    return list
  }

  @Test func aStoryboardActionGivesTheItemATargetAndAnActionAndNoPrimaryAction() throws {
    let list = try Self.list()
    let add = try #require(list.navigationItem.rightBarButtonItem)

    #expect(add.target === list)
    #expect(add.action == Selector("addItem:"))
    #expect(add.action.map(NSStringFromSelector) == "addItem:")
    #expect(add.primaryAction == nil, "a storyboard connection is a target and an action")
    #expect(add.simulateUserTap())
    #expect(list.senders.count == 1 && list.senders.first === add, "a tap sends it, with the item")
  }

  @Test func theSelectorReadBackIsSentToTheTargetByName() async throws {
    let list = try Self.list()
    let add = try #require(list.navigationItem.rightBarButtonItem)
    let action = try #require(add.action)

    list.performSelector(onMainThread: action, with: add, waitUntilDone: true)
    #expect(list.senders.count == 1 && list.senders.first === add)
    list.performSelector(onMainThread: action, with: add, waitUntilDone: false)
    #expect(list.senders.count == 1, "not until the main queue runs")
    await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    #expect(list.senders.count == 2)
  }

  @Test func performSendsTheMethodASelectorNamesAtOnce() throws {
    let list = try Self.list()
    let add = try #require(list.navigationItem.rightBarButtonItem)

    list.perform(Selector("addItem:"), with: add)
    #expect(list.senders.count == 1 && list.senders.first === add)
    list.perform(Selector("addItem:"))
    #expect(list.senders.count == 2, "sent with no argument too")
  }

  @Test func theItemDoesNotKeepItsTargetAlive() throws {
    var list = try Self.list()
    let add = try #require(list.navigationItem.rightBarButtonItem)
    weak let gone = list
    list = ListController()

    #expect(gone == nil)
    #expect(add.target == nil)
  }

  @Test func aSelectorNoConnectionMadeKnownStopsTheProgramAsOnIOS() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UIViewController().performSelector(
          onMainThread: Selector("refresh"), with: nil, waitUntilDone: true)
      }
    }
  }
}
