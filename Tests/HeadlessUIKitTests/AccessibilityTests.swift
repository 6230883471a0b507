// UIKit's accessibility as UI tests find elements through it: the labels, values, traits and
// element flags UIKit derives, and what an app sets winning over them (FIDELITY 35–38,
// proposed with issue #38).

import HeadlessUIKit
import Testing

@MainActor
@Suite struct AccessibilityTests {
  @Test func f35_labelsAreDerivedFromWhatTheViewShows() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    #expect(button.accessibilityLabel == "Save", "a button is read by its title")

    let label = UILabel()
    label.text = "Buy milk"
    #expect(label.accessibilityLabel == "Buy milk", "a label is read by its text")

    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Walk the dog"
    #expect(cell.accessibilityLabel == "Walk the dog", "a cell is read by its text label")

    #expect(UIBarButtonItem(title: "Edit").accessibilityLabel == "Edit")
    #expect(
      UIBarButtonItem(systemItem: .add).accessibilityLabel == "Add",
      "the system add item shows a plus sign and is read as Add")
    #expect(UIView().accessibilityLabel == nil, "a plain view has no label")
  }

  @Test func f35_aLabelSetWinsAndFollowsNoLaterTitle() {
    let button = UIButton(type: .system)
    button.setTitle("+", for: .normal)
    button.accessibilityLabel = "Add item"
    button.setTitle("Plus", for: .normal)
    #expect(button.accessibilityLabel == "Add item")
    button.accessibilityLabel = nil
    #expect(button.accessibilityLabel == "Plus", "setting nil derives the label again")

    let label = UILabel()
    label.text = "3"
    #expect(label.accessibilityLabel == "3")
    label.text = "4"
    #expect(label.accessibilityLabel == "4", "the derived label follows the text")
  }

  @Test func f36_traitsSayWhatTheElementIsAndItsState() {
    let button = UIButton(type: .system)
    #expect(button.accessibilityTraits == .button)
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .notEnabled])
    button.isEnabled = true
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .selected])

    #expect(UILabel().accessibilityTraits == .staticText)
    #expect(UIImageView(image: nil).accessibilityTraits == .image)
    #expect(UISwitch().accessibilityTraits == .button)
    #expect(UIView().accessibilityTraits == .none)

    let header = UILabel()
    header.accessibilityTraits = .header
    #expect(header.accessibilityTraits == .header, "traits set replace the derived ones")
  }

  @Test func f37_standardControlsAndLabelsAreElementsPlainViewsAreNot() {
    #expect(UIButton(type: .system).isAccessibilityElement)
    #expect(UITextField().isAccessibilityElement)
    #expect(UISwitch().isAccessibilityElement)
    #expect(UILabel().isAccessibilityElement)
    #expect(!UIView().isAccessibilityElement)
    #expect(!UIImageView(image: nil).isAccessibilityElement)

    let group = UIView()
    group.isAccessibilityElement = true
    #expect(group.isAccessibilityElement)
    let hidden = UILabel()
    hidden.isAccessibilityElement = false
    #expect(!hidden.isAccessibilityElement)
  }

  @Test func f38_valuesAndIdentifiers() {
    let field = UITextField(placeholder: "Name")
    #expect(field.accessibilityValue == nil, "an empty field has no value")
    field.text = "Milk"
    #expect(field.accessibilityValue == "Milk")

    let toggle = UISwitch()
    #expect(toggle.accessibilityValue == "0")
    toggle.isOn = true
    #expect(toggle.accessibilityValue == "1")
    toggle.accessibilityValue = "on"
    #expect(toggle.accessibilityValue == "on")

    let view = UIView()
    #expect(view.accessibilityIdentifier == nil, "no identifier unless the app sets one")
    view.accessibilityIdentifier = "itemsTable"
    #expect(view.accessibilityIdentifier == "itemsTable")
    let item = UIBarButtonItem(systemItem: .add)
    item.accessibilityIdentifier = "addItem"
    #expect(item.accessibilityIdentifier == "addItem")
  }
}
