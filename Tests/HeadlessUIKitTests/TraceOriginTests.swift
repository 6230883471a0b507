// Each traced UIKit call says who makes it, so the page's flow draws it in its lane: a view
// doing its own work, a view asking the app's code, or UIKit calling the app's controllers.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TraceOriginTests {
  /// The lines traced while `body` runs, each with who made the call.
  func traced(_ body: () throws -> Void) rethrows -> [(line: String, origin: TraceOrigin)] {
    var traced: [(String, TraceOrigin)] = []
    try UIKitRuntime.withHooks(.init(trace: { traced.append(($0, $1)) }), body)
    return traced
  }

  /// The origin of the first line that starts with `prefix` (its indent left out).
  func origin(
    of prefix: String, in traced: [(line: String, origin: TraceOrigin)]
  ) -> TraceOrigin? {
    traced.first { $0.line.drop { $0 == " " }.hasPrefix(prefix) }?.origin
  }

  @Test func aControlTheUserTouchesIsAViewDoingItsOwnWork() {
    let controller = UIViewController()
    let slider = UISlider()
    let toggle = UISwitch()
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    let picker = UIDatePicker()
    for view in [slider, toggle, button, picker] as [UIView] { controller.view.addSubview(view) }
    let window = show(controller)

    let lines = traced {
      _ = slider.simulateUserSlide(to: 0.5)
      _ = toggle.simulateUserToggle()
      _ = button.simulateUserTap()
      _ = picker.simulateUserPick(Date(timeIntervalSince1970: 0))
    }

    for prefix in ["slider moved", "switch turned on", "button \"Save\"", "date picker"] {
      #expect(origin(of: prefix, in: lines) == .view, "\(prefix): \(lines)")
    }
    #expect(window.isKeyWindow)
  }

  @Test func aTableAsksItsDataSourceTellsItsDelegateAndChangesItsOwnRows() throws {
    let controller = DeletingListController(accessory: .none)
    let window = show(controller)
    let table = controller.tableView

    let lines = try traced {
      table.reloadData()
      table.layoutIfNeeded()
      try table.simulateTap(on: IndexPath(row: 0, section: 0))
      try table.simulateSwipeToDelete(on: IndexPath(row: 1, section: 0))
    }

    #expect(origin(of: "reloadData()", in: lines) == .view, "\(lines)")
    #expect(origin(of: "tableView(_:cellForRowAt:", in: lines) == .dataSource, "\(lines)")
    #expect(origin(of: "tableView(_:didSelectRowAt:", in: lines) == .tableDelegate)
    #expect(origin(of: "tableView(_:commit:", in: lines) == .dataSource, "\(lines)")
    #expect(origin(of: "deleteRows(", in: lines) == .view)
    #expect(window.isKeyWindow)
  }

  @Test func aTextFieldAndATextViewAskTheirDelegatesAndTakeTheFocusThemselves() throws {
    let controller = UIViewController()
    let field = UITextField(placeholder: "Name")
    let fieldDelegate = RecordingFieldDelegate()
    field.delegate = fieldDelegate
    let textView = UITextView()
    let textViewDelegate = RecordingTextViewDelegate()
    textView.delegate = textViewDelegate
    controller.view.addSubview(field)
    controller.view.addSubview(textView)
    let window = show(controller)

    let lines = try traced {
      field.becomeFirstResponder()
      _ = try field.simulateTyping("M")
      _ = try field.simulateReturnKey()
      textView.becomeFirstResponder()
      _ = try textView.simulateTyping("x")
    }

    #expect(origin(of: "text field becomes first responder", in: lines) == .view, "\(lines)")
    #expect(origin(of: "textField(_:shouldChangeCharactersIn:", in: lines) == .textFieldDelegate)
    #expect(origin(of: "textFieldShouldReturn(_:)", in: lines) == .textFieldDelegate)
    #expect(origin(of: "text view becomes first responder", in: lines) == .view)
    #expect(origin(of: "textViewDidChange(_:)", in: lines) == .textViewDelegate, "\(lines)")
    #expect(window.isKeyWindow)
  }

  @Test func uiKitCallingAControllerIsTheAppsCode() {
    let controller = UIViewController()
    let lines = traced { _ = controller.view }
    #expect(origin(of: "UIViewController.viewDidLoad()", in: lines) == .app, "\(lines)")
  }
}
