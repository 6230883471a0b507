// UIView's UIKit shapes: init(frame:), required init?(coder:), a stored frame, the
// accessibility label, and endEditing(_:) resigning the first responder inside a view.

import HeadlessUIKit
import Testing

/// A view written the way UIKit code writes one: both initializers, as Xcode asks.
final class BadgeView: UIView {
  let countLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(countLabel)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(countLabel)
  }
}

/// A text field delegate that can refuse to end editing.
@MainActor
final class StubbornFieldDelegate: UITextFieldDelegate {
  var allowsEnd = false

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
}

@MainActor
@Suite struct ViewShapeTests {
  @Test func aViewKeepsTheFrameItIsGiven() {
    let frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let badge = BadgeView(frame: frame)
    #expect(badge.frame == frame)
    #expect(badge.subviews.first === badge.countLabel)
    #expect(UIView().frame == .zero)
    #expect(UILabel(frame: frame).frame.width == 320)
    #expect(UITableView(frame: frame, style: .grouped).style == .grouped)
    #expect(UITextField(frame: frame).text == "")
    #expect(UIDatePicker(frame: frame).frame == frame)
  }

  @Test func everyViewCanComeFromACoder() throws {
    let coder = NSCoder()
    let badge = try #require(BadgeView(coder: coder))
    #expect(badge.subviews.count == 1)
    #expect(UILabel(coder: coder)?.text == nil)
    #expect(UIButton(coder: coder)?.buttonType == .system)
    #expect(UITableViewCell(coder: coder)?.style == .default)
  }

  @Test func theAccessibilityLabelIsKept() {
    let button = UIButton(type: .system)
    #expect(button.accessibilityLabel == nil)
    button.accessibilityLabel = "Add item"
    #expect(button.accessibilityLabel == "Add item")
  }

  @Test func endEditingResignsTheFirstResponderInsideTheView() {
    let controller = UIViewController()
    let form = UIView()
    let field = UITextField()
    form.addSubview(field)
    controller.view.addSubview(form)
    let window = show(controller)
    #expect(!form.endEditing(true), "nothing is editing yet")
    #expect(field.becomeFirstResponder())
    #expect(!UIView().endEditing(true), "a view outside the window has nothing to end")
    #expect(form.endEditing(false))
    #expect(window.firstResponder == nil)
    #expect(!field.isEditing)
  }

  @Test func endEditingAsksTheDelegateUnlessForced() {
    let controller = UIViewController()
    let field = UITextField()
    let delegate = StubbornFieldDelegate()
    field.delegate = delegate
    controller.view.addSubview(field)
    let window = show(controller)
    #expect(field.becomeFirstResponder())
    #expect(!controller.view.endEditing(false), "the delegate refuses")
    #expect(field.isEditing)
    #expect(!field.resignFirstResponder())
    #expect(controller.view.endEditing(true), "forced: the delegate is not asked")
    #expect(window.firstResponder == nil)
  }
}
