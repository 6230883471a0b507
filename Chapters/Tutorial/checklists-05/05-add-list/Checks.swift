// The shape checklists-05/05-add-list asks for: a list detail screen with a delegate
// protocol of its own, adopted by the all-lists screen.

import Testing

@testable import Checklists

@Suite struct Checklists05AddListChecks {
  @Test func theProtocolHasAMessageForCancelAndOneForANewList() {
    // This compiles only when the protocol declares both messages, with these types.
    func report(
      to delegate: any ListDetailViewControllerDelegate,
      from controller: ListDetailViewController, checklist: Checklist
    ) {
      delegate.listDetailViewControllerDidCancel(controller)
      delegate.listDetailViewController(controller, didFinishAdding: checklist)
    }
    let adopter: any ListDetailViewControllerDelegate.Type = AllListsViewController.self
    #expect(adopter is AllListsViewController.Type)
  }

  @Test func theListDetailScreenHoldsItsDelegateWeakly() {
    let controller = ListDetailViewController()
    var lists: AllListsViewController? = AllListsViewController()
    controller.delegate = lists
    #expect(
      controller.delegate === lists,
      "the List Detail screen to keep the delegate it is given: its `delegate` gives back another object"
    )
    lists = nil
    #expect(
      controller.delegate == nil,
      "the List Detail screen's `delegate` to be weak: it still holds the all-lists screen after that screen closed"
    )
  }
}
