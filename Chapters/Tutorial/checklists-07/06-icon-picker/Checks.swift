// The shape checklists-07/06-icon-picker asks for: an icon picker that reports to a delegate
// of its own, held weakly, and adopted by the list detail screen.

import Testing

@testable import Checklists

@Suite struct Checklists07IconPickerChecks {
  @Test func theListDetailScreenHearsWhichIconWasPicked() {
    // This compiles only when the protocol declares the message, with these types.
    func report(
      to delegate: any IconPickerViewControllerDelegate, from picker: IconPickerViewController
    ) {
      delegate.iconPicker(picker, didPick: "Inbox")
    }
    let adopter: any IconPickerViewControllerDelegate.Type = ListDetailViewController.self
    #expect(adopter is ListDetailViewController.Type)
  }

  @Test func thePickerHoldsItsDelegateWeakly() {
    let picker = IconPickerViewController()
    var detail: ListDetailViewController? = ListDetailViewController()
    picker.delegate = detail
    #expect(
      picker.delegate === detail,
      "the icon picker to keep the delegate it is given: its `delegate` gives back another object")
    detail = nil
    #expect(
      picker.delegate == nil,
      "the icon picker's `delegate` to be weak: it still holds the List Detail screen after that screen closed"
    )
  }
}
