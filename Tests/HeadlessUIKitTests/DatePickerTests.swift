// A date picker starts at the simulated UIKit's "now", which a renderer can fix.

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
