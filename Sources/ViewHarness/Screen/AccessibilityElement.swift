// What accessibility exposes of the screen, as data: what UI tests' queries resolve against.

import Foundation

/// One element of the accessibility tree, as UI tests see it: its type, the names queries
/// match (identifier, label), its value and state, where it is, and what is inside it.
///
/// The app's program answers the tree over the launch channel (`AppChannel.Reply`) and the
/// UI-test side resolves its queries on it, as XCUITest resolves them on what the device's
/// accessibility reports. Each element that the user can work carries the script line that
/// works it (``gesture``), written by the app's side, which knows how the harness names it.
package struct AccessibilityElement: Codable, Equatable, Sendable {
  /// What kind of element it is, by XCUITest's element type names.
  package enum Kind: String, Codable, Sendable, CaseIterable {
    case application, window, navigationBar, button, staticText, textField, secureTextField
    case textView, table, cell, alert, sheet, `switch`, toolbar, tabBar, image, datePicker
    case slider
    case scrollView, keyboard, key, pickerWheel
    case other
  }

  /// A rectangle in points, in the screen's coordinates.
  package struct Frame: Codable, Equatable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    /// A rectangle at this place of this size.
    package init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The element's type.
  package var kind: Kind
  /// The accessibility identifier ("" when none).
  package var identifier = ""
  /// The accessibility label ("" when none).
  package var label = ""
  /// The value (a field's text, a switch's "1" or "0"), if any.
  package var value: String?
  /// A field's placeholder, if any.
  package var placeholder: String?
  /// Whether the element is enabled.
  package var isEnabled = true
  /// Whether the element is selected (a row with a checkmark, a selected row).
  package var isSelected = false
  /// Whether the keyboard types into it (a field being edited).
  package var hasFocus = false
  /// For a field being edited: its keyboard's return key, when not "Return".
  package var returnKey: String?
  /// Where it is.
  package var frame: Frame
  /// The elements inside it, in reading order.
  package var children: [AccessibilityElement] = []
  /// The script line a tap on it sends (`tap "Done"`, `tap row 2`, `back`); nil when a tap
  /// does nothing the harness can make.
  package var gesture: String?
  /// For a row: the row as a script names it (`2 in section 0`), which swipes use.
  package var row: String?
  /// For a slider: its range, from the value at the left end of its track to the one at the
  /// right, and the script line's start that slides it (`slide "Volume"`, or `slide` for a
  /// slider without a name), to which a value is added.
  package var slider: SliderRange?

  /// A slider's range, and how a script names it.
  package struct SliderRange: Codable, Equatable, Sendable {
    /// The value at the left end of the track.
    package var minimum: Double
    /// The value at the right end.
    package var maximum: Double
    /// The value now.
    package var value: Double
    /// The script line's start that slides it: `slide "Volume"`, or `slide`.
    package var gesture: String

    /// The value at a fraction of the track (0 at the left end, 1 at the right), kept on it.
    package func value(at fraction: Double) -> Double {
      minimum + (maximum - minimum) * min(max(fraction, 0), 1)
    }

    /// Where the value is along the track, from 0 to 1.
    package var fraction: Double {
      maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
    }
  }

  /// An element of this kind at this place.
  package init(kind: Kind, frame: Frame) {
    self.kind = kind
    self.frame = frame
  }

  /// The element and every element inside it, depth first, in reading order.
  package var descendantsAndSelf: [AccessibilityElement] {
    [self] + children.flatMap(\.descendantsAndSelf)
  }
}
