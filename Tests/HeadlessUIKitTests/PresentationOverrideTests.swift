// present, dismiss, show and showDetailViewController: overridable as UIKit's are, and what
// show and showDetailViewController do by default.

import HeadlessUIKit
import Testing

@MainActor
@Suite struct PresentationOverrideTests {
  /// A test's mock, as the test-driven book writes them: it records instead of presenting.
  final class MockController: UIViewController {
    var presented: [UIViewController] = []
    var dismissals = 0

    override func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      presented.append(viewControllerToPresent)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      dismissals += 1
    }
  }

  @Test func aSubclassOverridesPresentAndDismissEvenThroughItsSuperclassesType() {
    let mock = MockController()
    let window = show(mock)
    let controller: UIViewController = mock
    let input = UIViewController()

    controller.present(input, animated: true)
    controller.dismiss(animated: true)
    mock.show(UIViewController(), sender: nil)

    #expect(mock.presented.count == 2)
    #expect(mock.presented.first === input)
    #expect(mock.dismissals == 1)
    #expect(mock.presentedViewController == nil, "the mock presented nothing for real")
    #expect(window.isKeyWindow)
  }

  @Test func showPushesInsideANavigationControllerAndPresentsOutsideOne() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = show(navigation)
    let detail = UIViewController()

    root.show(detail, sender: nil)

    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === detail)

    let lone = UIViewController()
    let loneWindow = show(lone)
    let other = UIViewController()
    lone.show(other, sender: nil)
    #expect(lone.presentedViewController === other)
    #expect(window.rootViewController === navigation && loneWindow.rootViewController === lone)
  }

  @Test func showDetailViewControllerPresentsWhenNoSplitViewControllerIsThere() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = show(navigation)
    let detail = UIViewController()

    root.showDetailViewController(detail, sender: nil)

    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.presentedViewController === detail)
    #expect(window.isKeyWindow)
  }
}
