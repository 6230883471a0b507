// A row's checkmark as apps draw it without the checkmark accessory: a mark in a label, before
// or after the text, or an image named for it.

import Foundation
import Testing

@testable import ViewHarness

@Suite struct RowMarkTests {
  func row(_ labels: [String], image: String? = nil) -> Row {
    var row = Row(
      indexPath: IndexPath(row: 0, section: 0), content: .labels(labels), detail: nil,
      showsDetailBelow: false, accessory: .none, isSelected: false)
    row.image = image
    return row
  }

  @Test(arguments: [
    (["✅ Buy milk"], "Buy milk", true),
    (["Buy milk ✅"], "Buy milk", true),
    (["☑️", "Buy milk"], "Buy milk", true),
    (["◉ Buy milk"], "Buy milk", true),
    (["Buy milk\n✓"], "Buy milk", true),
    (["☐ Buy milk"], "Buy milk", false),
    (["○", "Buy milk"], "Buy milk", false),
    (["Buy milk ⬜️"], "Buy milk", false),
    (["Buy milk"], "Buy milk", false),
    (["  Buy  milk "], "  Buy  milk ", false),
    (["✅"], "", true),
    (["Tick ✓ off"], "Tick ✓ off", false),
    (["✅Buy milk"], "✅Buy milk", false),
  ])
  func aMarkBesideTheTextSaysWhetherTheRowIsCheckedAndIsNoPartOfItsText(
    labels: [String], text: String, isChecked: Bool
  ) {
    let row = row(labels)
    #expect(row.text == text)
    #expect(row.isChecked == isChecked)
  }

  @Test(arguments: [
    ("checkmark.circle.fill", true), ("checked", true), ("Checkmark", true),
    ("unchecked", false), ("circle", false), ("square", false), ("check-box-unchecked", false),
  ])
  func anImageNamedForACheckmarkChecksTheRow(image: String, isChecked: Bool) {
    #expect(row(["Buy milk"], image: image).isChecked == isChecked)
    #expect(row(["Buy milk"], image: image).text == "Buy milk")
  }
}
