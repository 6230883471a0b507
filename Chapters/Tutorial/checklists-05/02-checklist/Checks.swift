// The shape checklists-05/02-checklist asks for: a checklist that owns its items, handed to
// the items screen.

import Testing

@testable import Checklists

@Suite struct Checklists05ChecklistChecks {
  @Test func aChecklistHasANameAndItsOwnItems() {
    // These lines compile only when Checklist has both properties, of these types.
    let name: KeyPath<Checklist, String> = \.name
    let items: KeyPath<Checklist, [ChecklistItem]> = \.items
    #expect(name as AnyKeyPath != items as AnyKeyPath)
  }

  @Test func theItemsScreenIsGivenTheChecklistToShow() {
    let checklist: ReferenceWritableKeyPath<ChecklistViewController, Checklist?> = \.checklist
    #expect(
      ChecklistViewController()[keyPath: checklist] == nil,
      "a new items screen's `checklist` to be nil: the all-lists screen hands it the list to show")
  }

  @Test func theItemsScreenIsStillTheItemDetailScreensDelegate() {
    let adopter: any ItemDetailViewControllerDelegate.Type = ChecklistViewController.self
    #expect(adopter is ChecklistViewController.Type)
  }
}
