// FIDELITY 11–13: the lazy view, the push and pop order, and the back button.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct NavigationTests {
  /// A storyboard with two logging scenes joined by a "Next" show segue.
  static func storyboard() -> UIStoryboard {
    UIStoryboard(
      name: "Nav", initialScene: "Nav",
      scenes: [
        .navigationController("Nav", root: "First"),
        .viewController(
          "First", LoggingController.self, title: "First",
          content: [.label("first", outlet: \.label)],
          segues: [.show("Next", to: "Second"), .presentModally("Sheet", to: "Second")]),
        .viewController(
          "Second", LoggingController.self, title: "Second",
          content: [.label("second", outlet: \.label)]),
      ])
  }

  @Test func f11_theViewLoadsOnFirstAccessAndViewDidLoadRunsOnce() {
    let log = LifecycleLog()
    let controller = LoggingController(title: "Lazy", log: log)
    #expect(!controller.isViewLoaded)
    #expect(log.entries.isEmpty)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.viewDidLoadCount == 1)
  }

  @Test func f11_outletsAreNilUntilTheViewLoadsEvenDuringPrepare() throws {
    let storyboard = Self.storyboard()
    let second = try #require(
      storyboard.instantiateViewController(withIdentifier: "Second") as? LoggingController)
    #expect(second.label == nil)
    _ = second.view
    #expect(second.label?.text == "second")

    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let first = try #require(navigation.topViewController as? LoggingController)
    let window = show(navigation)
    first.performSegue(withIdentifier: "Next", sender: nil)
    #expect(first.destinationOutletWasNilDuringPrepare == true)
    #expect((navigation.topViewController as? LoggingController)?.label != nil)
    #expect(window.isKeyWindow)
  }

  @Test func f12_pushCallsEverythingInUIKitsOrder() throws {
    let log = LifecycleLog()
    let navigation = try #require(
      Self.storyboard().instantiateInitialViewController() as? UINavigationController)
    let first = try #require(navigation.topViewController as? LoggingController)
    first.log = log
    navigation.delegate = log
    let window = show(navigation)
    #expect(
      log.entries == [
        "First viewDidLoad", "First viewWillAppear", "willShow First", "First viewDidAppear",
        "didShow First",
      ])
    log.entries = []
    first.performSegue(withIdentifier: "Next", sender: nil)
    #expect(
      log.entries == [
        "First prepare", "Second viewDidLoad", "First viewWillDisappear",
        "Second viewWillAppear", "willShow Second", "First viewDidDisappear",
        "Second viewDidAppear", "didShow Second",
      ])
    log.entries = []
    navigation.popViewController(animated: true)
    #expect(
      log.entries == [
        "Second viewWillDisappear", "First viewWillAppear", "willShow First",
        "Second viewDidDisappear", "First viewDidAppear", "didShow First",
      ])
    #expect(window.isKeyWindow)
  }

  @Test func f12_aRootThatPushesAsItAppearsAtLaunchReportsEachControllerShownOnce() throws {
    let log = LifecycleLog()
    let navigation = try #require(
      Self.storyboard().instantiateInitialViewController() as? UINavigationController)
    let first = try #require(navigation.topViewController as? LoggingController)
    first.log = log
    first.segueOnFirstAppearance = "Next"
    navigation.delegate = log
    let window = show(navigation)
    #expect(
      log.entries == [
        "First viewDidLoad", "First viewWillAppear", "willShow First", "First viewDidAppear",
        "First prepare", "Second viewDidLoad", "First viewWillDisappear",
        "Second viewWillAppear", "willShow Second", "First viewDidDisappear",
        "Second viewDidAppear", "didShow Second",
      ])
    #expect(window.isKeyWindow)
  }

  @Test func f28_aSegueAnimatesItsPushAndItsPresentationAndALaunchDoesNot() throws {
    let log = LifecycleLog()
    log.notesAnimation = true
    let navigation = try #require(
      Self.storyboard().instantiateInitialViewController() as? UINavigationController)
    let first = try #require(navigation.topViewController as? LoggingController)
    first.log = log
    navigation.delegate = log
    let window = show(navigation)
    #expect(
      log.entries == [
        "First viewDidLoad", "First viewWillAppear", "willShow First", "First viewDidAppear",
        "didShow First",
      ])
    log.entries = []
    first.performSegue(withIdentifier: "Next", sender: nil)
    #expect(
      log.entries == [
        "First prepare", "Second viewDidLoad", "First viewWillDisappear animated",
        "Second viewWillAppear animated", "willShow Second animated",
        "First viewDidDisappear animated", "Second viewDidAppear animated",
        "didShow Second animated",
      ])
    log.entries = []
    navigation.popViewController(animated: false)
    #expect(
      log.entries == [
        "Second viewWillDisappear", "First viewWillAppear", "willShow First",
        "Second viewDidDisappear", "First viewDidAppear", "didShow First",
      ])
    log.entries = []
    first.performSegue(withIdentifier: "Sheet", sender: nil)
    first.presentedViewController?.dismiss(animated: true)
    #expect(
      log.entries == [
        "First prepare", "Second viewDidLoad", "Second viewWillAppear animated",
        "Second viewDidAppear animated", "Second viewWillDisappear animated",
        "Second viewDidDisappear animated",
      ])
    #expect(window.isKeyWindow)
  }

  @Test func f13_theBackButtonShowsThePreviousTitleAndPops() throws {
    let log = LifecycleLog()
    let navigation = UINavigationController(
      rootViewController: LoggingController(title: "Lists", log: log))
    let window = show(navigation)
    #expect(navigation.backButtonTitle == nil)
    navigation.pushViewController(LoggingController(title: "Groceries", log: log), animated: true)
    #expect(navigation.backButtonTitle == "Lists")
    #expect(navigation.simulateBackButton())
    #expect(navigation.viewControllers.count == 1)
    #expect(!navigation.simulateBackButton(), "the root has no back button")
    #expect(window.isKeyWindow)
  }

  @Test func aBarButtonItemMadeWithNoArgumentsHasNoTitleAndNoAction() {
    // A test passes one as the sender of an action, as UIBarButtonItem() does in UIKit.
    let item = UIBarButtonItem()
    #expect(item.title == nil)
    #expect(item.primaryAction == nil)
    #expect(item.isEnabled)
  }
}
