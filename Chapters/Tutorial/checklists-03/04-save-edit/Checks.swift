// The shape checklists-03/04-save-edit asks for: the item to edit, and a third message.

import Testing

@testable import Checklists

@Suite struct Checklists03SaveEditChecks {
  @Test func theDetailScreenIsGivenTheItemToEdit() {
    let itemToEdit: ReferenceWritableKeyPath<ItemDetailViewController, ChecklistItem?> =
      \.itemToEdit
    #expect(
      ItemDetailViewController()[keyPath: itemToEdit] == nil,
      "a new Item Detail screen's `itemToEdit` to be nil: there is no item to edit until the list screen hands one over"
    )
  }

  @Test func theProtocolReportsAnEditedItem() {
    // This compiles only when the protocol declares the third message, with these types.
    func report(
      to delegate: any ItemDetailViewControllerDelegate,
      from controller: ItemDetailViewController, item: ChecklistItem
    ) {
      delegate.itemDetailViewController(controller, didFinishEditing: item)
    }
    let adopter: any ItemDetailViewControllerDelegate.Type = ChecklistViewController.self
    #expect(adopter is ChecklistViewController.Type)
  }
}
