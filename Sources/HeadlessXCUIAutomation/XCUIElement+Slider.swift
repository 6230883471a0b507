// A slider, as a UI test reads and slides it.

import Foundation
import ViewHarness
import XCTest

extension XCUIElement {
  /// Where a slider's thumb is along its track, from 0 at the left end to 1 at the right;
  /// 0 for an element that is no slider.
  public var normalizedSliderPosition: CGFloat {
    guard
      let slider = found("Failed to get matching snapshot", file: #filePath, line: #line)?
        .element.slider
    else { return 0 }
    return CGFloat(slider.fraction)
  }

  /// Slides a slider to a place along its track, 0 at the left end and 1 at the right (kept
  /// on the track), as the user's finger does: its value changes and its target hears of it.
  /// Fails the test when the element is not a slider, or is disabled.
  public func adjust(
    toNormalizedSliderPosition normalizedSliderPosition: CGFloat,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let failure = "Failed to adjust slider"
    guard let match = found(failure, file: file, line: line) else { return }
    guard let slider = match.element.slider else {
      XCTFail(
        "Failed to adjust \(match.printedLine): only a slider can be adjusted to a position",
        file: file, line: line)
      return
    }
    let value = slider.value(at: Double(normalizedSliderPosition))
    application.perform(
      "\(slider.gesture) to \(Self.scriptNumber(value))", failing: failure, file, line)
  }

  /// A value as a script line writes it: whole numbers without a point, others with at most
  /// six decimals.
  static func scriptNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
