// A date picker starts at the simulated UIKit's "now", which a renderer can fix; code sets
// dates silently, and the user picks only inside the bounds.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct DatePickerTests {
  @Test func aNewPickerShowsTheCurrentDate() {
    let before = Date()
    let picker = UIDatePicker()
    #expect(picker.date >= before)
    #expect(picker.date <= Date())
  }

  @Test func aFixedNowGivesEveryNewPickerTheSameDate() {
    let fixed = Date(timeIntervalSince1970: 1_800_000_000)
    let clock = UIKitRuntime.now
    UIKitRuntime.now = { fixed }
    defer { UIKitRuntime.now = clock }

    #expect(UIDatePicker().date == fixed)
    #expect(UIDatePicker().date == fixed)
  }
}

@MainActor
@Suite struct DatePickerBoundsTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// A picker on screen that counts its value-changed actions. Keep the window alive.
  static func pickerOnScreen() -> (UIDatePicker, ActionCounter, UIWindow) {
    let controller = UIViewController()
    let picker = UIDatePicker()
    let counter = ActionCounter()
    picker.addAction(UIAction { [counter] _ in counter.count += 1 }, for: .valueChanged)
    controller.view.addSubview(picker)
    return (picker, counter, show(controller))
  }

  @Test func setDateInCodeSendsNoActionAndKeepsTheDateAsGiven() {
    let (picker, counter, window) = Self.pickerOnScreen()
    picker.minimumDate = Self.start
    let early = Self.start.addingTimeInterval(-3600)
    picker.setDate(early, animated: true)
    #expect(picker.date == early, "code may set a date outside the bounds")
    #expect(counter.count == 0)
    #expect(window.isKeyWindow)
  }

  @Test func theUserCannotPickOutsideTheBounds() {
    let (picker, counter, window) = Self.pickerOnScreen()
    picker.minimumDate = Self.start
    picker.maximumDate = Self.start.addingTimeInterval(86_400)
    #expect(picker.simulateUserPick(Self.start.addingTimeInterval(-60)))
    #expect(picker.date == Self.start)
    #expect(picker.simulateUserPick(Self.start.addingTimeInterval(90_000)))
    #expect(picker.date == Self.start.addingTimeInterval(86_400))
    #expect(picker.simulateUserPick(Self.start.addingTimeInterval(600)))
    #expect(picker.date == Self.start.addingTimeInterval(600))
    #expect(counter.count == 3)
    picker.minimumDate = Self.start.addingTimeInterval(100_000)
    #expect(picker.simulateUserPick(Self.start), "bounds in the wrong order are ignored")
    #expect(picker.date == Self.start)
    #expect(window.isKeyWindow)
  }

  /// A picker of times alone has no wheel for the day: the user's turn changes the time of
  /// day, and the day stays the one the picker holds.
  @Test func aPickerOfTimesAloneChangesOnlyTheTimeOfDay() {
    let (picker, counter, window) = Self.pickerOnScreen()
    picker.datePickerMode = .time
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.setDate(Self.start, animated: false)
    let threeDaysBeforeAt0930 = Self.start.addingTimeInterval(-3 * 86_400 + 90 * 60)
    #expect(picker.simulateUserPick(threeDaysBeforeAt0930))
    #expect(picker.date == Self.start.addingTimeInterval(90 * 60))
    #expect(counter.count == 1)
    picker.datePickerMode = .dateAndTime
    #expect(picker.simulateUserPick(threeDaysBeforeAt0930))
    #expect(
      picker.date == threeDaysBeforeAt0930, "a picker of dates and times takes the whole pick")
    #expect(window.isKeyWindow)
  }

  @Test func thePreferredStyleIsKeptAndAutomaticResolvesToCompact() {
    let picker = UIDatePicker()
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact)
    picker.preferredDatePickerStyle = .wheels
    #expect(picker.datePickerStyle == .wheels)
  }
}
