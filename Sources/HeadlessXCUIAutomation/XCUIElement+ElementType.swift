// The types of elements a UI test finds, as XCUIAutomation numbers them.

import ViewHarness

extension XCUIElement {
  /// The types of UI elements that a UI test finds, inspects and works, in XCUIAutomation's
  /// order (the raw values are its `XCUIElementType`'s). The simulated device exposes the
  /// iOS ones its screens have: application, window, navigation bar, button, static text,
  /// text field, table, cell, alert, switch, slider, toolbar, image, date picker and its picker
  /// wheels, scroll view (an alert's texts are in one), keyboard and key, and other.
  public enum ElementType: UInt, Sendable, CaseIterable {
    case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button
    case radioButton, radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox
    case menuButton, toolbarButton, popover, keyboard, key, navigationBar, tabBar, tabGroup
    case toolbar, statusBar, table, tableRow, tableColumn, outline, outlineRow, browser
    case collectionView, slider, pageIndicator, progressIndicator, activityIndicator
    case segmentedControl, picker, pickerWheel, `switch`, toggle, link, image, icon
    case searchField, scrollView, scrollBar, staticText, textField, secureTextField
    case datePicker, textView, menu, menuItem, menuBar, menuBarItem, map, webView
    case incrementArrow, decrementArrow, timeline, ratingIndicator, valueIndicator
    case splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte, dockItem, ruler
    case rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle, stepper, tab
    case touchBar, statusItem

    /// The type of an element of the accessibility tree.
    init(_ kind: AccessibilityElement.Kind) {
      switch kind {
      case .application: self = .application
      case .window: self = .window
      case .navigationBar: self = .navigationBar
      case .button: self = .button
      case .staticText: self = .staticText
      case .textField: self = .textField
      case .secureTextField: self = .secureTextField
      case .textView: self = .textView
      case .table: self = .table
      case .cell: self = .cell
      case .alert: self = .alert
      case .sheet: self = .sheet
      case .switch: self = .switch
      case .toolbar: self = .toolbar
      case .tabBar: self = .tabBar
      case .image: self = .image
      case .datePicker: self = .datePicker
      case .slider: self = .slider
      case .scrollView: self = .scrollView
      case .keyboard: self = .keyboard
      case .key: self = .key
      case .pickerWheel: self = .pickerWheel
      case .other: self = .other
      }
    }

    /// Whether an element of this type answers a query for `type` (`.any` takes all).
    func answers(_ type: ElementType) -> Bool { type == .any || type == self }

    /// The name Xcode prints for the type in an element tree ("StaticText", "NavigationBar").
    var printedName: String {
      let name = String(describing: self)
      return name.prefix(1).uppercased() + name.dropFirst()
    }
  }
}
