// The screen as accessibility exposes it: the tree UI tests' queries resolve against.

import Foundation
import HeadlessUIKitCore

extension ScreenSnapshot {
  /// The width of the simulated screen, in points.
  static let accessibilityWidth = 390.0
  /// The height of the simulated screen, in points.
  static let accessibilityHeight = 844.0
  /// The height of a bar, a row, or a control on its line.
  static let lineHeight = 44.0

  /// The screen as accessibility exposes it, under an application labelled `appTitle`: the
  /// main window with the navigation bar (its identifier is its title, as iOS gives it), the
  /// table and its cells or the controls on screen top to bottom, and the toolbar; an alert
  /// (or an action sheet, as a sheet) in a window of its own above it. Labels are the ones iOS derives (a button's title, a
  /// label's text, "Add" for the system add button, a cell's text), and every element the
  /// user can work carries the script line that works it.
  ///
  /// The snapshot has no geometry: frames are laid out top to bottom, a line per element, on
  /// a 390 × 844 screen, enough to tell elements apart and order them.
  package func accessibilityTree(appTitle: String) -> AccessibilityElement {
    let screen = AccessibilityElement.Frame(
      x: 0, y: 0, width: Self.accessibilityWidth, height: Self.accessibilityHeight)
    var application = AccessibilityElement(kind: .application, frame: screen)
    application.label = appTitle
    guard stoppedReason == nil else { return application }
    var window = AccessibilityElement(kind: .window, frame: screen)
    var layout = TreeLayout(y: 47)
    if let navigationBar {
      window.children.append(layout.element(for: navigationBar))
    }
    window.children += layout.elements(for: elements)
    if let toolbar {
      var bar = AccessibilityElement(
        kind: .toolbar,
        frame: .init(
          x: 0, y: Self.accessibilityHeight - 83, width: Self.accessibilityWidth,
          height: Self.lineHeight))
      bar.children = toolbar.map { layout.barButton($0, y: bar.frame.y) }
      window.children.append(bar)
    }
    application.children.append(window)
    if let alert {
      var alertWindow = AccessibilityElement(kind: .window, frame: screen)
      alertWindow.children.append(layout.element(for: alert))
      application.children.append(alertWindow)
    }
    return application
  }
}

/// Lays the elements out top to bottom, a line each.
private struct TreeLayout {
  var y: Double
  let width = ScreenSnapshot.accessibilityWidth
  let line = ScreenSnapshot.lineHeight

  /// The next line's frame, indented by `x`; moves down a line.
  mutating func nextLine(x: Double = 0) -> AccessibilityElement.Frame {
    defer { y += line }
    return .init(x: x, y: y, width: width - 2 * x, height: line)
  }

  func tap(_ title: String) -> String { "tap " + ScriptQuoting.quote(title) }

  func barButton(_ button: ScreenSnapshot.BarButton, y: Double) -> AccessibilityElement {
    var element = AccessibilityElement(
      kind: .button, frame: .init(x: 0, y: y, width: line, height: line))
    element.label = button.isAddButton ? "Add" : button.title
    element.isEnabled = button.isEnabled
    element.gesture = tap(button.title)
    return element
  }

  mutating func element(for bar: ScreenSnapshot.NavigationBar) -> AccessibilityElement {
    var element = AccessibilityElement(kind: .navigationBar, frame: nextLine())
    element.identifier = bar.identifier
    if let back = bar.backTitle, bar.leftButtons.isEmpty {
      var button = AccessibilityElement(
        kind: .button, frame: .init(x: 0, y: element.frame.y, width: 100, height: line))
      button.label = back
      button.gesture = "back"
      element.children.append(button)
    }
    element.children += bar.leftButtons.map { barButton($0, y: element.frame.y) }
    if !bar.title.isEmpty {
      var title = AccessibilityElement(
        kind: .staticText, frame: .init(x: 100, y: element.frame.y, width: 190, height: line))
      title.label = bar.title
      element.children.append(title)
    }
    element.children += bar.rightButtons.map { barButton($0, y: element.frame.y) }
    if bar.showsLargeTitle { y += line }
    return element
  }

  /// The content: rows and headers go into one table; the other elements stand alone.
  mutating func elements(for content: [ScreenSnapshot.Element]) -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    var table: AccessibilityElement?
    for item in content {
      switch item {
      case .row(let row):
        var cell = self.cell(for: row)
        cell.frame = nextLine()
        table = table ?? AccessibilityElement(kind: .table, frame: cell.frame)
        table?.children.append(cell)
      case .sectionHeader(let text):
        var header = AccessibilityElement(kind: .other, frame: nextLine())
        var label = AccessibilityElement(kind: .staticText, frame: header.frame)
        label.label = text
        header.children = [label]
        table = table ?? AccessibilityElement(kind: .table, frame: header.frame)
        table?.children.append(header)
      case .rowsAbove, .rowsBelow:
        break
      case .emptyTable:
        table = table ?? AccessibilityElement(kind: .table, frame: nextLine())
      case .field(let field):
        result.append(self.field(field, frame: nextLine(x: 16)))
      case .button(let title, let isEnabled):
        result.append(button(title, isEnabled: isEnabled, frame: nextLine(x: 16)))
      case .label(let text, _):
        var label = AccessibilityElement(kind: .staticText, frame: nextLine(x: 16))
        label.label = text
        result.append(label)
      case .image(let name):
        var image = AccessibilityElement(kind: .image, frame: nextLine(x: 16))
        image.identifier = name
        result.append(image)
      case .datePicker(let minute):
        var picker = AccessibilityElement(kind: .datePicker, frame: nextLine(x: 16))
        picker.value = minute
        result.append(picker)
      case .toggle(let control):
        result.append(self.toggle(control, frame: nextLine(x: 16)))
      case .slider(let control):
        result.append(slider(control, frame: nextLine(x: 16)))
      }
    }
    if var table {
      let bottom = table.children.last.map { $0.frame.y + $0.frame.height } ?? table.frame.y
      table.frame.height = max(line, bottom - table.frame.y)
      result.insert(table, at: 0)
    }
    return result
  }

  /// A button. As on iOS, its title is a text inside it (Xcode's recorder writes
  /// `buttons["Sign In"].staticTexts["Sign In"]`), and a tap on the text taps the button.
  func button(_ title: String, isEnabled: Bool, frame: AccessibilityElement.Frame)
    -> AccessibilityElement
  {
    var button = AccessibilityElement(kind: .button, frame: frame)
    button.label = title
    button.isEnabled = isEnabled
    button.gesture = tap(title)
    if !title.isEmpty {
      var text = AccessibilityElement(kind: .staticText, frame: button.frame)
      text.label = title
      text.isEnabled = isEnabled
      text.gesture = button.gesture
      button.children = [text]
    }
    return button
  }

  /// A slider, whose position VoiceOver reads as a percentage, as iOS does.
  func slider(_ control: ScreenSnapshot.Slider, frame: AccessibilityElement.Frame)
    -> AccessibilityElement
  {
    var slider = AccessibilityElement(kind: .slider, frame: frame)
    slider.label = control.title
    slider.value = "\(Int((control.fraction * 100).rounded()))%"
    slider.isEnabled = control.isEnabled
    slider.slider = AccessibilityElement.SliderRange(
      minimum: Double(control.minimum), maximum: Double(control.maximum),
      value: Double(control.value),
      gesture: control.title.isEmpty ? "slide" : "slide " + ScriptQuoting.quote(control.title))
    return slider
  }

  func field(
    _ field: ScreenSnapshot.Field, frame: AccessibilityElement.Frame
  ) -> AccessibilityElement {
    var element = AccessibilityElement(
      kind: field.isTextView ? .textView : field.isSecure ? .secureTextField : .textField,
      frame: frame)
    element.value = field.text.isEmpty ? nil : field.text
    element.placeholder = field.placeholder
    element.hasFocus = field.isEditing
    element.returnKey = field.returnKey
    let name = field.placeholder.flatMap { $0.isEmpty ? nil : $0 } ?? field.text
    if !name.isEmpty { element.gesture = "tap field " + ScriptQuoting.quote(name) }
    return element
  }

  func toggle(
    _ control: ScreenSnapshot.Switch, frame: AccessibilityElement.Frame
  ) -> AccessibilityElement {
    var element = AccessibilityElement(kind: .switch, frame: frame)
    element.label = control.title
    element.value = control.isOn ? "1" : "0"
    element.isEnabled = control.isEnabled
    element.gesture = "toggle switch " + ScriptQuoting.quote(control.title)
    return element
  }

  /// A cell: its texts, its controls, its accessory's button, the buttons a swipe revealed.
  func cell(for row: Row) -> AccessibilityElement {
    var cell = AccessibilityElement(
      kind: .cell, frame: .init(x: 0, y: y, width: width, height: line))
    let reference = RowReference.indexPath(row: row.indexPath.row, section: row.indexPath.section)
    cell.row = reference.description
    cell.label = row.text
    cell.isSelected = row.isSelected || row.isChecked
    cell.gesture = "tap row \(reference)"
    let inside = cell.frame
    // As on iOS, a cell's texts take no touch of their own: a tap on one (Xcode's recorder
    // writes `tables.staticTexts["Walk the dog"].tap()`) lands on the cell and taps its row.
    switch row.content {
    case .labels(let labels):
      for text in labels where !text.allSatisfy(\.isWhitespace) {
        var label = AccessibilityElement(kind: .staticText, frame: inside)
        label.label = text
        label.gesture = cell.gesture
        cell.children.append(label)
      }
    case .field(let field):
      cell.children.append(self.field(field, frame: inside))
    case .datePicker(let minute):
      var picker = AccessibilityElement(kind: .datePicker, frame: inside)
      picker.value = minute
      cell.children.append(picker)
    }
    if let detail = row.detail, !detail.isEmpty {
      var label = AccessibilityElement(kind: .staticText, frame: inside)
      label.label = detail
      label.gesture = cell.gesture
      cell.children.append(label)
    }
    if let control = row.toggle { cell.children.append(toggle(control, frame: inside)) }
    if row.accessory == .detailButton || row.accessory == .detailDisclosureButton {
      var button = AccessibilityElement(
        kind: .button, frame: .init(x: width - line, y: inside.y, width: line, height: line))
      button.label = "More Info"
      button.gesture = "accessory row \(reference)"
      cell.children.append(button)
    }
    for action in row.revealedActions?.actions ?? [] {
      var button = AccessibilityElement(
        kind: .button, frame: .init(x: width - 90, y: inside.y, width: 90, height: line))
      button.label = action.title
      button.gesture = tap(action.title)
      cell.children.append(button)
    }
    return cell
  }

  mutating func element(for alert: ScreenSnapshot.Alert) -> AccessibilityElement {
    y = 300
    var element = AccessibilityElement(
      kind: alert.isActionSheet ? .sheet : .alert, frame: nextLine(x: 60))
    element.label = alert.title ?? ""
    // As on iOS, the title and the message are texts in a scroll view of the alert.
    var texts = AccessibilityElement(kind: .other, frame: element.frame)
    for text in [alert.title, alert.message].compactMap({ $0 }) where !text.isEmpty {
      var label = AccessibilityElement(kind: .staticText, frame: nextLine(x: 60))
      label.label = text
      texts.children.append(label)
    }
    if !texts.children.isEmpty {
      var scroll = AccessibilityElement(kind: .scrollView, frame: texts.frame)
      scroll.children = [texts]
      element.children.append(scroll)
    }
    for field in alert.fields {
      element.children.append(self.field(field, frame: nextLine(x: 76)))
    }
    for action in alert.actions {
      var button = AccessibilityElement(kind: .button, frame: nextLine(x: 60))
      button.label = action.title
      button.isEnabled = action.isEnabled
      button.gesture = tap(action.title)
      element.children.append(button)
    }
    element.frame.height = y - element.frame.y
    return element
  }
}
