// A text field, seen: what the user sees of it, the names a script calls it by, and how the
// two screens draw it. TextField+Keyboard.swift is the finger and the keyboard.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

// MARK: - What the user sees

extension ScreenSnapshot {
  /// A text field.
  public struct Field: Codable, Equatable, Sendable {
    /// The text typed so far, as the field shows it (a bullet per character when secure).
    public var text: String
    /// The grey hint shown while the field is empty.
    public var placeholder: String?
    /// Whether the keyboard types into it (it shows the caret).
    public var isEditing: Bool
    /// Whether its clear button shows.
    public var showsClearButton: Bool
    /// Whether it hides what is typed (`isSecureTextEntry`).
    public var isSecure = false
    /// Whether it is a text view (many lines, each new line shown as "⏎"), not a field.
    public var isTextView = false
    /// The title of the keyboard's return key while it edits, when not the default
    /// "Return" ("Done", "Go", "Next", "Search").
    public var returnKey: String?
  }
}

extension ScreenReader {
  /// The text fields the user can touch: the alert's when an alert is up, else those of the
  /// screen, each with the names a script may call it by.
  var touchableFields: [(field: UITextField, names: [String])] {
    let fields =
      presentedAlert.map { $0.textFields ?? [] }
      ?? visibleViews.compactMap { $0 as? UITextField }
    return fields.map { ($0, Self.names(of: $0)) }
  }

  /// The text views the user can touch: those of the screen, when no alert is up.
  var touchableTextViews: [UITextView] {
    presentedAlert == nil ? visibleViews.compactMap { $0 as? UITextView } : []
  }

  /// What names a text field, in the order a message prefers them: its placeholder, the
  /// label beside it, the text it holds; an empty field with neither placeholder nor label
  /// answers to "" (`tap field ""`), the empty box the user sees.
  static func names(of field: UITextField) -> [String] {
    var names: [String] = []
    for name in [field.placeholder, field.labelBeside?.text, field.text] {
      if let name, !name.isEmpty, !names.contains(name) { names.append(name) }
    }
    return names.isEmpty ? [""] : names
  }

  /// A text view, drawn as a field whose new lines show as "⏎".
  static func field(_ textView: UITextView) -> ScreenSnapshot.Field {
    ScreenSnapshot.Field(
      text: (textView.text ?? "").replacingOccurrences(of: "\n", with: "⏎"), placeholder: nil,
      isEditing: textView.isFirstResponder, showsClearButton: false, isTextView: true)
  }

  static func field(_ field: UITextField) -> ScreenSnapshot.Field {
    let text = field.text ?? ""
    var seen = ScreenSnapshot.Field(
      text: field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text,
      placeholder: field.placeholder, isEditing: field.isEditing,
      showsClearButton: field.isClearButtonVisible, isSecure: field.isSecureTextEntry)
    if field.isEditing { seen.returnKey = returnKeyTitle(field.returnKeyType) }
    return seen
  }

  /// The title of the return key of this type, as the keyboard labels it; nil for the
  /// default, "Return".
  static func returnKeyTitle(_ type: UITextField.ReturnKeyType) -> String? {
    switch type {
    case .default: nil
    case .done: "Done"
    case .go: "Go"
    case .next: "Next"
    case .search: "Search"
    }
  }
}

extension Device {
  /// The text field the keyboard types into, if any.
  public var focusedField: UITextField? {
    application?.window?.firstResponder as? UITextField
  }

  /// The text fields on the screen the user sees, top to bottom (not those of an alert).
  public var fields: [ScreenSnapshot.Field] {
    (reader?.visibleViews ?? []).compactMap { $0 as? UITextField }.map(ScreenReader.field)
  }

  /// The focused text field, if the user can see it: on the screen or in the alert on top.
  public var visibleFocusedField: UITextField? {
    guard let field = focusedField, field.isVisibleInHierarchy else { return nil }
    if let alert = presentedAlert {
      return alert.textFields?.contains { $0 === field } == true ? field : nil
    }
    guard let view = visibleController?.viewIfLoaded, field.isDescendant(of: view) else {
      return nil
    }
    return field
  }
}

extension Expectation {
  /// The text of the field the keyboard types into, else of the only field on screen.
  @MainActor static func textInUse(on device: Device) -> String? {
    if let field = device.focusedField { return field.text ?? "" }
    if let textView = device.application?.window?.firstResponder as? UITextView {
      return ScreenReader.field(textView).text
    }
    let fields = device.fields
    return fields.count == 1 ? fields.first?.text : nil
  }
}

// MARK: - Drawn

extension TextScreen {
  func fieldText(_ field: ScreenSnapshot.Field, width: Int) -> String {
    let caret = field.isEditing ? "▌" : ""
    let clear = field.showsClearButton ? "⊗" : ""
    var content = field.text + caret
    if field.text.isEmpty, let placeholder = field.placeholder {
      content = caret + "‹\(placeholder)›"
    }
    let room = width - 2 - clear.count
    return "[" + content.fitted(to: room) + clear + "]"
  }
}

extension PhonePicture {
  func drawField(
    _ field: ScreenSnapshot.Field, left: Double, right: Double, middle: Double, size: Double,
    into svg: inout SVGWriter
  ) {
    var end = right
    if field.showsClearButton {
      svg.circle(cx: right - 9, cy: middle, radius: 8, fill: "#c4c4c9")
      svg.line(
        x1: right - 12, y1: middle - 3, x2: right - 6, y2: middle + 3, stroke: "#ffffff", width: 1.6
      )
      svg.line(
        x1: right - 12, y1: middle + 3, x2: right - 6, y2: middle - 3, stroke: "#ffffff", width: 1.6
      )
      if field.isEditing {
        markTouch(.clear, x: right - 20, y: middle - 14, width: 24, height: 28, into: &svg)
      }
      end -= 26
    }
    let caret = SVGWriter.Span(text: "|", fill: Self.tint)
    let room = end - left - 8 - (field.isEditing ? TextMetrics.width("|", size: size) : 0)
    var spans: [SVGWriter.Span] = []
    if field.text.isEmpty {
      if field.isEditing { spans.append(caret) }
      if let placeholder = field.placeholder {
        spans.append(
          .init(
            text: TextMetrics.fitted(placeholder, width: room, size: size), fill: Self.placeholder))
      }
    } else {
      // A long text shows its end, where the caret is, as a text field scrolls.
      spans.append(.init(text: Self.tail(of: field.text, width: room, size: size), fill: Self.ink))
      if field.isEditing { spans.append(caret) }
    }
    guard !spans.isEmpty else { return }
    svg.text(spans, x: left, y: middle + 5.5, size: size)
  }

  /// The end of a text that fits a width, starting with "…" when cut.
  static func tail(of text: String, width: Double, size: Double) -> String {
    guard TextMetrics.width(text, size: size) > width else { return text }
    let reversed = TextMetrics.fitted(String(text.reversed()), width: width, size: size)
    return "…" + String(reversed.dropLast().reversed())
  }
}
