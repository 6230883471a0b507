// UIResponder's touch methods with UIKit's signatures: the "tap outside to hide the keyboard"
// override compiles, and a touch a view does not handle goes up the responder chain to its
// view controller.

import HeadlessUIKit
import Testing

/// A screen that hides the keyboard when the user touches outside the field, as many apps do.
final class KeyboardHidingViewController: UIViewController {
  let field = UITextField()
  var touchedViews: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedViews += touches.compactMap(\.view)
    view.endEditing(true)
  }
}

@MainActor
@Suite struct TouchTests {
  @Test func aTouchOnAPlainViewReachesTheControllersOverrideThroughTheChain() {
    let controller = KeyboardHidingViewController()
    let panel = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 50))
    controller.view.addSubview(panel)
    let window = show(controller)
    #expect(controller.field.becomeFirstResponder())

    let touch = UITouch(view: panel, at: CGPoint(x: 5, y: 10), phase: .began)
    panel.touchesBegan([touch], with: UIEvent(touches: [touch]))

    #expect(controller.touchedViews == [panel])
    #expect(window.firstResponder == nil, "the override ended editing")
    #expect(touch.location(in: panel) == CGPoint(x: 5, y: 10))
    #expect(touch.location(in: controller.view) == CGPoint(x: 25, y: 110))
  }

  @Test func anEventHoldsItsTouchesByView() {
    let first = UIView()
    let second = UIView()
    let touch = UITouch(view: first, at: .zero, phase: .ended)
    let event = UIEvent(touches: [touch])

    #expect(event.type == .touches)
    #expect(event.allTouches == [touch])
    #expect(event.touches(for: first) == [touch])
    #expect(event.touches(for: second)?.isEmpty == true)
    #expect(touch.phase == .ended)
    #expect(touch.tapCount == 1)
  }
}
