// A slider, whole: what the user sees of it, how the two screens draw it, and the finger
// that slides it.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

// MARK: - What the user sees

extension ScreenSnapshot {
  /// A slider: where its thumb is in its range, and the name a script gives it.
  public struct Slider: Codable, Equatable, Sendable {
    /// The name a script gives it: its accessibility label, else the text of the label just
    /// before it; "" when it has neither.
    public var title: String
    /// Its value.
    public var value: Float
    /// The value at the left end of its track.
    public var minimum: Float
    /// The value at the right end of its track.
    public var maximum: Float
    /// Whether the user can slide it.
    public var isEnabled: Bool

    /// How far along the track the thumb is, from 0 to 1.
    var fraction: Double {
      maximum > minimum ? Double((value - minimum) / (maximum - minimum)) : 0
    }

    /// The value as a script writes it: `50`, `0.25`.
    var valueText: String { ScriptNumber.text(Double(value)) }
  }
}

extension ScreenReader {
  /// The sliders on screen, each with what the user sees of it.
  var sliders: [(control: UISlider, state: ScreenSnapshot.Slider)] {
    visibleViews.compactMap { $0 as? UISlider }.map { ($0, Self.sliderState($0)) }
  }

  /// What the user sees of a slider, and the name it goes by.
  static func sliderState(_ control: UISlider) -> ScreenSnapshot.Slider {
    ScreenSnapshot.Slider(
      title: (control.hasOwnAccessibilityLabel ? control.accessibilityLabel : nil)
        ?? control.labelBeside?.text ?? "",
      value: control.value, minimum: control.minimumValue, maximum: control.maximumValue,
      isEnabled: control.isEnabled)
  }
}

/// A number as a script writes it: whole numbers without a decimal point, others with at most
/// four decimals and no trailing zeros.
enum ScriptNumber {
  static func text(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    var text = String(format: "%.4f", number)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}

// MARK: - Drawn

extension TextScreen {
  /// A slider as its track, its thumb and its value: `[====o-----] 50`, in parentheses
  /// when it is disabled.
  func sliderText(_ control: ScreenSnapshot.Slider) -> String {
    let cells = 10
    let thumb = Int((control.fraction * Double(cells)).rounded())
    let track =
      String(repeating: "=", count: thumb) + "o" + String(repeating: "-", count: cells - thumb)
    let drawn = control.isEnabled ? "[\(track)]" : "(\(track))"
    return drawn + " " + control.valueText
  }
}

extension PhonePicture {
  /// Draws a slider across the content's width, its value at the right, and returns the
  /// height it took.
  func drawSlider(_ control: ScreenSnapshot.Slider, top: Double, into svg: inout SVGWriter)
    -> Double
  {
    let middle = top + 22
    let value = control.valueText
    let valueWidth = TextMetrics.width(value, size: Self.textSize)
    let left = Self.contentLeft + 14
    let right = Self.contentRight - valueWidth - 24
    let thumb = left + (right - left) * control.fraction
    let filled = control.isEnabled ? Self.tint : Self.disabled
    svg.rect(x: left, y: middle - 2, width: thumb - left, height: 4, radius: 2, fill: filled)
    svg.rect(
      x: thumb, y: middle - 2, width: right - thumb, height: 4, radius: 2, fill: Self.separator)
    svg.circle(
      cx: thumb, cy: middle, radius: 13, fill: "#ffffff", stroke: "#d1d1d6", strokeWidth: 0.5)
    svg.text(
      value, x: Self.contentRight - valueWidth, y: top + 27, size: Self.textSize, fill: Self.ink)
    return 44
  }
}

// MARK: - Slid

extension Device {
  /// Slides a slider to a value (pinned to its range by the slider): the only slider on
  /// screen when `title` is nil, else the one of that name, its accessibility label or the
  /// label just before it (FIDELITY 21: not when it is disabled or hidden).
  public func slide(
    _ title: String? = nil, to value: Double, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.slide(title, to: value))
      _ = try applicationOnScreen()
      guard presentedAlert == nil else {
        throw failure(.impossible, localized("an alert is up; tap one of its buttons first"))
      }
      let sliders = reader?.sliders ?? []
      let quote = ScriptQuoting.quote
      let names = sliders.map { quote($0.state.title) }.joined(separator: ", ")
      let control: UISlider
      if let title {
        guard let found = sliders.first(where: { shows($0.state.title, as: title) })?.control
        else {
          throw failure(
            .impossible,
            sliders.isEmpty
              ? localized("there is no slider on screen")
              : localized("there is no slider \(quote(title)) on screen (sliders: \(names))"))
        }
        control = found
      } else {
        guard let only = sliders.first?.control else {
          throw failure(.impossible, localized("there is no slider on screen"))
        }
        guard sliders.count == 1 else {
          throw failure(
            .impossible,
            localized("there are \(sliders.count) sliders on screen; name one (\(names))"))
        }
        control = only
      }
      guard control.isEnabled else {
        throw failure(.impossible, localized("the slider is disabled"))
      }
      try perform { _ = control.simulateUserSlide(to: Float(value)) }
    }
  }
}
