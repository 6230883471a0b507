// The shape checklists-03/02-item-detail asks for: the Add Item screen and its protocol,
// renamed for the two jobs they will do.

import Testing

@testable import Checklists

@Suite struct Checklists03ItemDetailChecks {
  @Test func theProtocolKeepsItsTwoMessagesUnderTheNewNames() {
    // This compiles only when the protocol declares both messages, with these types.
    func report(
      to delegate: any ItemDetailViewControllerDelegate,
      from controller: ItemDetailViewController, item: ChecklistItem
    ) {
      delegate.itemDetailViewControllerDidCancel(controller)
      delegate.itemDetailViewController(controller, didFinishAdding: item)
    }
    let adopter: any ItemDetailViewControllerDelegate.Type = ChecklistViewController.self
    #expect(adopter is ChecklistViewController.Type)
  }

  @Test func theDetailScreenHoldsItsDelegateWeakly() {
    let controller = ItemDetailViewController()
    var list: ChecklistViewController? = ChecklistViewController()
    controller.delegate = list
    #expect(
      controller.delegate === list,
      "the Item Detail screen to keep the delegate it is given: its `delegate` gives back another object"
    )
    list = nil
    #expect(
      controller.delegate == nil,
      "the Item Detail screen's `delegate` to be weak: it still holds the list screen after that screen closed"
    )
  }
}
