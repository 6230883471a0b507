// FIDELITY 14–17: modal presentation, segues, creator injection and alerts.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct PresentationTests {
  @Test func f14_fullScreenPresentationMakesThePresenterDisappearAndReappear() {
    let log = LifecycleLog()
    let presenter = LoggingController(title: "Below", log: log)
    let window = show(presenter)
    let modal = LoggingController(title: "Modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    log.entries = []
    presenter.present(modal, animated: true)
    #expect(
      log.entries == [
        "Modal viewDidLoad", "Below viewWillDisappear", "Modal viewWillAppear",
        "Below viewDidDisappear", "Modal viewDidAppear",
      ])
    #expect(
      presenter.viewIfLoaded?.window == nil, "a full-screen modal takes the presenter off screen")
    log.entries = []
    modal.dismiss(animated: true)
    #expect(
      log.entries == [
        "Modal viewWillDisappear", "Below viewWillAppear", "Modal viewDidDisappear",
        "Below viewDidAppear",
      ])
    #expect(window.isKeyWindow)
  }

  @Test func aShowSegueToANavigationControllerPresentsItInsteadOfPushingIt() throws {
    let storyboard = UIStoryboard(
      name: "Main", initialScene: "Nav",
      scenes: [
        .navigationController("Nav", root: "List"),
        .viewController("List", UIViewController.self, segues: [.show("Add", to: "AddNav")]),
        .navigationController("AddNav", root: "Add"),
        .viewController("Add", UIViewController.self, title: "Add"),
      ])
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let window = show(navigation)
    let list = try #require(navigation.topViewController)

    list.performSegue(withIdentifier: "Add", sender: nil)

    #expect(navigation.viewControllers.count == 1, "nothing was pushed")
    let presented = try #require(navigation.presentedViewController as? UINavigationController)
    #expect(presented.topViewController?.navigationItem.title == "Add")
    #expect(window.isKeyWindow)
  }

  @Test func f14_aSheetLeavesThePresenterAppeared() {
    let log = LifecycleLog()
    let presenter = LoggingController(title: "Below", log: log)
    let window = show(presenter)
    let sheet = LoggingController(title: "Sheet", log: log)
    log.entries = []
    presenter.present(sheet, animated: true)
    presenter.dismiss(animated: true)
    #expect(
      log.entries == [
        "Sheet viewDidLoad", "Sheet viewWillAppear", "Sheet viewDidAppear",
        "Sheet viewWillDisappear", "Sheet viewDidDisappear",
      ])
    #expect(window.isKeyWindow)
  }

  @Test func f14_presentingFromAViewNotInTheWindowOnlyLogsUIKitsWarning() {
    let offScreen = UIViewController()
    let recorder = UIKitRecorder()
    let modal = UIViewController()
    recorder.record { offScreen.present(modal, animated: true) }
    #expect(offScreen.presentedViewController == nil)
    #expect(recorder.console.count == 1)
    #expect(recorder.console.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
  }

  @Test func f14_presentingWhileAlreadyPresentingOnlyLogsUIKitsWarning() {
    let presenter = UIViewController()
    let window = show(presenter)
    let first = UIViewController()
    let second = UIViewController()
    let recorder = UIKitRecorder()
    recorder.record {
      presenter.present(first, animated: true)
      presenter.present(second, animated: true)
    }
    #expect(presenter.presentedViewController === first)
    #expect(recorder.console.first?.contains("which is already presenting") == true)
    #expect(window.isKeyWindow)
  }

  @Test func f14_dismissCalledOnThePresentedControllerAsksItsPresenter() {
    let presenter = UIViewController()
    let window = show(presenter)
    let modal = UIViewController()
    presenter.present(modal, animated: true)
    #expect(modal.presentingViewController === presenter)
    modal.dismiss(animated: true)
    #expect(presenter.presentedViewController == nil)
    #expect(modal.viewIfLoaded?.window == nil)
    #expect(window.isKeyWindow)
  }

  @Test func f15_performingAnUnknownSegueFailsWithUIKitsMessage() {
    let controller = NavigationTests.storyboard().instantiateViewController(withIdentifier: "First")
    let recorder = UIKitRecorder()
    recorder.record { controller.performSegue(withIdentifier: "Nowhere", sender: nil) }
    #expect(recorder.exceptions.first?.name == .invalidArgument)
    #expect(
      recorder.reason?.hasPrefix("Receiver (<LoggingController: 0x") == true
        && recorder.reason?.hasSuffix(") has no segue with identifier 'Nowhere'") == true)
  }

  /// Shows, in a window, a navigation controller over a screen of `Screen`'s class whose
  /// right bar button is `button`, with a show segue "Next" to a plain screen.
  func showScreen<Screen: UIViewController>(
    _: Screen.Type, rightBarButton button: BarButton<Screen>
  ) throws -> (navigation: UINavigationController, screen: Screen, window: UIWindow) {
    let storyboard = UIStoryboard(
      name: "BarButton", initialScene: "Nav",
      scenes: [
        .navigationController("Nav", root: "Screen"),
        .viewController(
          "Screen", Screen.self, rightBarButton: button, segues: [.show("Next", to: "Next")]),
        .viewController("Next", UIViewController.self),
      ])
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let screen = try #require(navigation.topViewController as? Screen)
    return (navigation, screen, show(navigation))
  }

  @Test func f15_shouldPerformSegueIsAskedForStoryboardTriggersOnly() throws {
    let (navigation, gate, window) = try showScreen(
      GateController.self, rightBarButton: .system(.add, segue: "Next"))
    #expect(gate.navigationItem.rightBarButtonItem?.simulateUserTap() == true)
    #expect(gate.asked == ["Next"])
    #expect(navigation.viewControllers.count == 1, "shouldPerformSegue said no")
    gate.performSegue(withIdentifier: "Next", sender: nil)
    #expect(gate.asked == ["Next"], "performSegue does not ask")
    #expect(navigation.viewControllers.count == 2)
    #expect(window.isKeyWindow)
  }

  /// A bar button item has one target and one action (UIKit declares `target` and `action`,
  /// not a list as a control's); a segue connected from the item takes them for its
  /// template's `perform:`, so the storyboard's action connection is never sent. (Apple does
  /// not document which connection a nib applies last; apps whose action and segue both
  /// added a row show one row on a device, so the segue wins.)
  @Test func f15_aBarButtonWithASegueAndAnActionPerformsTheSegueOnly() throws {
    let (navigation, list, _) = try showScreen(
      CountingController.self,
      rightBarButton: .system(.add, segue: "Next", action: { $0.addTapped() }))
    #expect(list.navigationItem.rightBarButtonItem?.simulateUserTap() == true)
    #expect(navigation.viewControllers.count == 2, "the segue ran")
    #expect(list.taps == 0, "the action connection is never sent")
  }

  /// "If this property has a non-nil value, the system ignores the item's target and action
  /// properties" (UIBarButtonItem.primaryAction): a primary action set in code replaces the
  /// segue, which a storyboard sends through them.
  @Test func f15_aPrimaryActionSetInCodeReplacesTheBarButtonsSegue() throws {
    let (navigation, list, _) = try showScreen(
      CountingController.self, rightBarButton: .system(.add, segue: "Next"))
    let item = try #require(list.navigationItem.rightBarButtonItem)
    item.primaryAction = UIAction { [weak list] _ in list?.addTapped() }
    #expect(item.simulateUserTap())
    #expect(list.taps == 1)
    #expect(navigation.viewControllers.count == 1, "no segue")
  }

  @Test func f15_aSegueToANavigationControllerShowsItsTopViewController() throws {
    let storyboard = UIStoryboard(
      name: "Modal", initialScene: "Source",
      scenes: [
        .viewController(
          "Source", SourceController.self, segues: [.presentModally("Add", to: "AddNav")]),
        .navigationController("AddNav", root: "Add"),
        .viewController("Add", UIViewController.self, title: "Add"),
      ])
    let source = try #require(
      storyboard.instantiateInitialViewController() as? SourceController)
    let window = show(source)
    source.performSegue(withIdentifier: "Add", sender: nil)
    let navigation = try #require(source.presentedViewController as? UINavigationController)
    #expect(source.destinationInPrepare === navigation)
    #expect(navigation.topViewController?.navigationItem.title == "Add")
    #expect(navigation.topViewController?.viewIfLoaded?.window === window)
  }

  @Test func f16_theCreatorClosureInjectsValuesThroughInitWithCoder() throws {
    let storyboard = UIStoryboard(
      name: "Names", initialScene: "Name",
      scenes: [.viewController("Name", NameController.self)])
    let controller = storyboard.instantiateInitialViewController { coder in
      NameController(coder: coder, name: "Ada")
    }
    #expect(controller?.name == "Ada")
    #expect(controller?.storyboard === storyboard)
    let fallback = storyboard.instantiateViewController(identifier: "Name") {
      _ -> NameController? in
      nil
    }
    #expect(fallback.name == "Anonymous", "a nil from the creator falls back to init?(coder:)")
  }

  @Test func f16_anUnknownIdentifierFails() {
    let storyboard = UIStoryboard(
      name: "Names", initialScene: nil, scenes: [.viewController("Name", NameController.self)])
    let recorder = UIKitRecorder()
    recorder.record { _ = storyboard.instantiateViewController(withIdentifier: "Missing") }
    #expect(
      recorder.reason?.hasSuffix("doesn't contain a view controller with identifier 'Missing'")
        == true)
  }

  @Test func f17_textFieldsOnlyOnAlerts() {
    let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
    let recorder = UIKitRecorder()
    recorder.record { sheet.addTextField() }
    #expect(
      recorder.reason
        == "Text fields can only be added to an alert controller of style "
        + "UIAlertControllerStyleAlert")
    #expect(sheet.textFields == nil)
  }

  @Test func f17_atMostOneCancelAction() {
    let alert = UIAlertController(title: "Alert", message: nil, preferredStyle: .alert)
    let recorder = UIKitRecorder()
    recorder.record {
      alert.addAction(UIAlertAction(title: "No", style: .cancel))
      alert.addAction(UIAlertAction(title: "Never", style: .cancel))
    }
    #expect(
      recorder.reason
        == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    #expect(alert.actions.count == 1)
  }

  @Test func f17_tappingAnActionDismissesTheAlertBeforeItsHandlerRuns() {
    let presenter = UIViewController()
    let window = show(presenter)
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    var alertWasUpInHandler: Bool?
    let ok = UIAlertAction(title: "OK", style: .default) { _ in
      alertWasUpInHandler = presenter.presentedViewController != nil
    }
    alert.addAction(ok)
    presenter.present(alert, animated: true)
    #expect(alert.simulateTap(on: ok))
    #expect(alertWasUpInHandler == false)
    #expect(window.isKeyWindow)
  }
}

/// Refuses every storyboard-triggered segue and records what it was asked.
final class GateController: UIViewController {
  var asked: [String] = []

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    asked.append(identifier)
    return false
  }
}

/// Counts the taps its add action receives.
final class CountingController: UIViewController {
  var taps = 0

  func addTapped() {
    taps += 1
  }
}

/// Records the destination it saw in prepare(for:sender:).
final class SourceController: UIViewController {
  var destinationInPrepare: UIViewController?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    destinationInPrepare = segue.destination
  }
}

/// A controller whose name is a constant fixed at creation.
final class NameController: UIViewController {
  let name: String

  init?(coder: NSCoder, name: String) {
    self.name = name
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) {
    name = "Anonymous"
    super.init(coder: coder)
  }
}
