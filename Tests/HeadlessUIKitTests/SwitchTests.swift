// UISwitch: only the user's flip sends .valueChanged; a disabled or hidden switch cannot be
// flipped (FIDELITY 21).

import HeadlessUIKit
import Testing

@MainActor
@Suite struct SwitchTests {
  /// A switch on screen that counts its value-changed actions. Keep the window alive.
  static func switchOnScreen() -> (UISwitch, counter: ActionCounter, UIWindow) {
    let controller = UIViewController()
    let control = UISwitch()
    let counter = ActionCounter()
    control.addAction(UIAction { [counter] _ in counter.count += 1 }, for: .valueChanged)
    controller.view.addSubview(control)
    return (control, counter, show(controller))
  }

  @Test func onlyTheUsersFlipSendsValueChanged() {
    let (control, counter, window) = Self.switchOnScreen()
    control.isOn = true
    control.setOn(false, animated: true)
    control.setOn(true, animated: false)
    #expect(counter.count == 0, "setting the state in code sends no action")
    #expect(control.isOn)

    #expect(control.simulateUserToggle())
    #expect(!control.isOn)
    #expect(counter.count == 1)
    #expect(control.simulateUserToggle())
    #expect(control.isOn)
    #expect(counter.count == 2)
    #expect(window.isKeyWindow)
  }

  @Test func theStateHasChangedWhenTheActionRuns() {
    let (control, _, window) = Self.switchOnScreen()
    var seen: [Bool] = []
    control.addAction(UIAction { [control] _ in seen.append(control.isOn) }, for: .valueChanged)
    _ = control.simulateUserToggle()
    _ = control.simulateUserToggle()
    #expect(seen == [true, false])
    #expect(window.isKeyWindow)
  }

  @Test func f21_aDisabledOrHiddenSwitchCannotBeFlippedButCodeCanSendItsAction() {
    let (control, counter, window) = Self.switchOnScreen()
    control.isEnabled = false
    #expect(!control.simulateUserToggle())
    control.isEnabled = true
    control.isHidden = true
    #expect(!control.simulateUserToggle())
    #expect(!control.isOn)
    #expect(counter.count == 0)
    control.sendActions(for: .valueChanged)
    #expect(counter.count == 1)
    #expect(window.isKeyWindow)
  }

  @Test func aSwitchOffScreenCannotBeFlipped() {
    let control = UISwitch()
    #expect(!control.simulateUserToggle())
    #expect(!control.isOn)
  }
}

/// Counts the actions a control sent.
@MainActor
final class ActionCounter {
  var count = 0
}
