// An on/off control.

import Foundation

/// A control the user flips on or off.
///
/// Like UIKit's, only the user's flip sends `.valueChanged`; setting ``isOn`` or calling
/// ``setOn(_:animated:)`` in code changes the state silently. A new switch is off, and it
/// has a size of its own: only the frame's origin counts on a device. Its initializers are
/// `UIView`'s, inherited.
///
/// ```swift
/// remindSwitch.isOn = item.shouldRemind
/// remindSwitch.addAction(UIAction { _ in self.remindToggled() }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on. Setting it in code sends no action.
  open var isOn = false {
    didSet { MainThreadChecker.check("-[UISwitch setOn:]") }
  }

  /// The colour of the track while the switch is on; nil uses the system green.
  open var onTintColor: UIColor?

  /// The colour of the round thumb; nil uses the system white.
  open var thumbTintColor: UIColor?

  /// Turns the switch on or off without sending an action; `animated` makes no difference
  /// here.
  open func setOn(_ on: Bool, animated: Bool) {
    MainThreadChecker.check("-[UISwitch setOn:animated:]")
    isOn = on
  }

  /// The user flips the switch: refused when it is disabled or hidden (FIDELITY 21), else
  /// the state changes and then `.valueChanged` is sent.
  package func simulateUserToggle() -> Bool {
    guard isUserInteractionPossible else { return false }
    isOn.toggle()
    UIKitRuntime.trace("switch turned \(isOn ? "on" : "off"): sends .valueChanged", from: .view)
    sendActions(for: .valueChanged)
    return true
  }

  // A switch is a button whose value is "1" when on, "0" when off.
  override var derivedAccessibilityValue: String? { isOn ? "1" : "0" }
  override var derivedAccessibilityTraits: UIAccessibilityTraits {
    super.derivedAccessibilityTraits.union(.button)
  }
}
