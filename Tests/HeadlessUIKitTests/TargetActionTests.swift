// A control's target–action connections read back as UIKit reports them: the selector names
// of a target's action methods, and the targets.

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
