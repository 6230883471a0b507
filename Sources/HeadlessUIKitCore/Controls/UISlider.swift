// A control that picks a value from a range by sliding a thumb along a track.

import Foundation

/// A control the user slides to pick a value between a minimum and a maximum.
///
/// Like UIKit's, a new slider's value is 0.0 in a range from 0.0 to 1.0; the value is
/// always kept inside the range (a value set outside it, or a range moved past it, pins it to
/// the nearer end); and only the user's slide sends `.valueChanged`: setting ``value`` or
/// calling ``setValue(_:animated:)`` in code changes it silently. Its initializers are
/// `UIView`'s, inherited.
///
/// ```swift
/// slider.minimumValue = 1
/// slider.maximumValue = 100
/// slider.value = 50
/// slider.addAction(UIAction { _ in self.sliderMoved() }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The slider's value, always between ``minimumValue`` and ``maximumValue``: a value
  /// outside them is pinned to the nearer one. Setting it in code sends no action.
  open var value: Float {
    get { storedValue }
    set {
      MainThreadChecker.check("-[UISlider setValue:]")
      storedValue = pinned(newValue)
    }
  }

  /// The value at the left end of the track; 0.0 unless set. A value below a new minimum
  /// moves up to it.
  open var minimumValue: Float = 0 {
    didSet { storedValue = pinned(storedValue) }
  }

  /// The value at the right end of the track; 1.0 unless set. A value above a new maximum
  /// moves down to it.
  open var maximumValue: Float = 1 {
    didSet { storedValue = pinned(storedValue) }
  }

  /// Whether a slide sends `.valueChanged` while the finger moves (true, the default) or
  /// only when it lifts. A slide here is one move, so it sends the action once either way.
  open var isContinuous = true

  /// The image shown at the left end of the track, if any.
  open var minimumValueImage: UIImage?

  /// The image shown at the right end of the track, if any.
  open var maximumValueImage: UIImage?

  /// The colour of the track left of the thumb; nil uses the tint colour.
  open var minimumTrackTintColor: UIColor?

  /// The colour of the track right of the thumb; nil uses the system grey.
  open var maximumTrackTintColor: UIColor?

  /// The colour of the thumb; nil uses the system white.
  open var thumbTintColor: UIColor?

  private var storedValue: Float = 0
  private var thumbImages: [UIControl.State: UIImage] = [:]
  private var minimumTrackImages: [UIControl.State: UIImage] = [:]
  private var maximumTrackImages: [UIControl.State: UIImage] = [:]

  /// Moves the thumb to a value, pinned to the range, without sending an action; `animated`
  /// makes no difference here.
  open func setValue(_ value: Float, animated: Bool) {
    MainThreadChecker.check("-[UISlider setValue:animated:]")
    storedValue = pinned(value)
  }

  /// Sets the thumb's image for a state.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state] = image
  }

  /// The thumb's image for a state, if one was set.
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }

  /// The thumb's image for the slider's current state, else for the normal state.
  open var currentThumbImage: UIImage? { thumbImages[state] ?? thumbImages[.normal] }

  /// Sets the image of the track left of the thumb for a state.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[state] = image
  }

  /// The image of the track left of the thumb for a state, if one was set.
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    minimumTrackImages[state]
  }

  /// Sets the image of the track right of the thumb for a state.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[state] = image
  }

  /// The image of the track right of the thumb for a state, if one was set.
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    maximumTrackImages[state]
  }

  /// How far along the track the thumb is, from 0 at the left end to 1 at the right.
  package var fraction: Float {
    maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
  }

  /// The user slides the thumb to a value: refused when the slider is disabled or hidden
  /// (FIDELITY 21), else the value moves (pinned to the range) and `.valueChanged` is sent.
  package func simulateUserSlide(to newValue: Float) -> Bool {
    guard isUserInteractionPossible else { return false }
    storedValue = pinned(newValue)
    UIKitRuntime.trace("slider moved to \(storedValue): sends .valueChanged", from: .view)
    sendActions(for: .valueChanged)
    return true
  }

  private func pinned(_ value: Float) -> Float {
    // A maximum set below the minimum leaves only the minimum (UIKit does not say).
    min(max(value, minimumValue), max(maximumValue, minimumValue))
  }

  // A slider is adjustable, and VoiceOver reads its position as a percentage, as iOS does.
  override var derivedAccessibilityValue: String? { "\(Int((fraction * 100).rounded()))%" }
  override var derivedAccessibilityTraits: UIAccessibilityTraits {
    super.derivedAccessibilityTraits.union(.adjustable)
  }
}
