// The shape checklists-01/03-model asks for: a model type with a text and a done flag.

import Testing

@testable import Checklists

@Suite struct Checklists01ModelChecks {
  @Test func aChecklistItemHasATextAndWhetherItIsChecked() {
    // These two lines compile only when ChecklistItem has both properties, of these types.
    let text: KeyPath<ChecklistItem, String> = \.text
    let checked: KeyPath<ChecklistItem, Bool> = \.checked
    #expect(text as AnyKeyPath != checked as AnyKeyPath)
  }
}
