// A date picker's wheels, as a UI test finds and turns them.

import Foundation
import ViewHarness
import XCTest

/// The wheels of a date picker in its wheels style, as iOS shows them in English: for a date
/// and a time, the day ("Mon, Nov 30"), the hour ("2"), the minute ("05") and "AM" or "PM";
/// for a date, the month ("November"), the day ("30") and the year ("2026"); for a time, the
/// hour, the minute and "AM" or "PM".
///
/// They live on the test's side of the launch channel, made from the minute the picker shows:
/// turning one (``XCUIElement/adjust(toPickerWheelValue:file:line:)``) sends the app the
/// minute the wheels then show, as the user's turn of the wheels does (`pick date`; a picker of
/// times alone keeps its day, which its wheels do not show). The day wheel does not say
/// "Today" for today: the test's clock may not be the app's.
struct PickerWheels {
  /// What the picker shows.
  enum Mode {
    case dateAndTime, date, time
  }

  /// What the picker shows.
  var mode: Mode
  /// The minute it shows, in its formatter's time zone (the picker's own, as the app wrote it).
  var date: Date

  /// What a gesture on a wheel starts with: the test side handles it, never the app.
  static let gesturePrefix = "wheel "

  /// The calendar the wheels count in: Gregorian, in UTC, the minute read as written.
  private static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  /// A formatter of this pattern, in English, in the wheels' time zone.
  private static func formatter(_ pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = pattern
    return formatter
  }

  /// The wheels of a picker showing `value` as the channel writes it ("2026-11-30 14:05",
  /// "2026-11-30" or "14:05"); nil when it is none of those.
  init?(value: String) {
    let patterns: [(String, Mode)] = [
      ("yyyy-MM-dd HH:mm", .dateAndTime), ("yyyy-MM-dd", .date), ("HH:mm", .time),
    ]
    for (pattern, mode) in patterns where pattern.count == value.count {
      guard let date = Self.formatter(pattern).date(from: value) else { return nil }
      self.mode = mode
      self.date = date
      return
    }
    return nil
  }

  /// The minute as the channel writes it, for `pick date` (a date alone at midnight).
  var scriptValue: String {
    Self.formatter("yyyy-MM-dd HH:mm").string(from: date)
  }

  /// One wheel: what part of the minute it turns.
  private enum Wheel {
    case day, hour, minute, half, month, dayOfMonth, year
  }

  /// The wheels, left to right.
  private var wheels: [Wheel] {
    switch mode {
    case .dateAndTime: [.day, .hour, .minute, .half]
    case .date: [.month, .dayOfMonth, .year]
    case .time: [.hour, .minute, .half]
    }
  }

  /// The pattern a wheel's value is written in: "Mon, Nov 30", "2", "05", "PM", "November",
  /// "30", "2026".
  private static func pattern(of wheel: Wheel) -> String {
    switch wheel {
    case .day: "EEE, MMM d"
    case .hour: "h"
    case .minute: "mm"
    case .half: "a"
    case .month: "MMMM"
    case .dayOfMonth: "d"
    case .year: "yyyy"
    }
  }

  /// The value each wheel shows, in order.
  var values: [String] {
    wheels.map { Self.formatter(Self.pattern(of: $0)).string(from: date) }
  }

  /// The wheels turned so that wheel `index` shows `value`; nil when no turn of it shows it.
  func adjusting(wheel index: Int, to value: String) -> PickerWheels? {
    let calendar = Self.calendar
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    guard wheels.indices.contains(index) else { return nil }
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    switch wheels[index] {
    case .day:
      // "Tue, Dec 1": the nearest such day to the one shown, a year either way.
      let pattern = Self.pattern(of: .day)
      guard let day = Self.formatter(pattern).date(from: trimmed) else { return nil }
      let shown = calendar.dateComponents([.month, .day], from: day)
      let candidates = [-1, 0, 1].compactMap { offset -> Date? in
        var wanted = parts
        wanted.year = (parts.year ?? 2000) + offset
        wanted.month = shown.month
        wanted.day = shown.day
        guard let made = calendar.date(from: wanted),
          Self.formatter(pattern).string(from: made) == trimmed
        else { return nil }
        return made
      }
      guard
        let nearest = candidates.min(by: {
          abs($0.timeIntervalSince(date)) < abs($1.timeIntervalSince(date))
        })
      else { return nil }
      parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: nearest)
    case .hour:
      guard let hour = Int(trimmed), (1...12).contains(hour) else { return nil }
      let isAfternoon = (parts.hour ?? 0) >= 12
      parts.hour = hour % 12 + (isAfternoon ? 12 : 0)
    case .minute:
      guard let minute = Int(trimmed), (0...59).contains(minute) else { return nil }
      parts.minute = minute
    case .half:
      guard ["AM", "PM"].contains(trimmed) else { return nil }
      let hour = (parts.hour ?? 0) % 12
      parts.hour = hour + (trimmed == "PM" ? 12 : 0)
    case .month:
      guard let month = Self.formatter(Self.pattern(of: .month)).date(from: trimmed) else {
        return nil
      }
      parts.month = calendar.component(.month, from: month)
    case .dayOfMonth:
      guard let day = Int(trimmed), (1...31).contains(day) else { return nil }
      parts.day = day
    case .year:
      guard let year = Int(trimmed), trimmed.count == 4 else { return nil }
      parts.year = year
    }
    guard let turned = calendar.date(from: parts),
      calendar.dateComponents([.day], from: turned).day == parts.day
    else { return nil }
    var result = self
    result.date = turned
    return result
  }

  /// The wheels as accessibility elements inside the picker `picker`, each carrying the
  /// gesture that names it.
  func elements(in picker: AccessibilityElement) -> [AccessibilityElement] {
    let count = Double(values.count)
    return values.enumerated().map { index, value in
      var wheel = AccessibilityElement(
        kind: .pickerWheel,
        frame: .init(
          x: picker.frame.x + Double(index) * picker.frame.width / count, y: picker.frame.y,
          width: picker.frame.width / count, height: picker.frame.height))
      wheel.value = value
      wheel.gesture = Self.gesturePrefix + "\(index) \(picker.value ?? "")"
      return wheel
    }
  }
}

extension XCUIApplication {
  /// The tree with each date picker's wheels inside it.
  func addingPickerWheels(to tree: AccessibilityElement) -> AccessibilityElement {
    var tree = tree
    if tree.kind == .datePicker, let value = tree.value, let wheels = PickerWheels(value: value) {
      tree.children = wheels.elements(in: tree)
    }
    tree.children = tree.children.map(addingPickerWheels(to:))
    return tree
  }
}

extension XCUIElement {
  /// Turns a picker wheel until it shows `value`, as a user's flick does: the picker's value
  /// changes, and its target hears of it. Fails the test when the element is not a picker
  /// wheel, or the wheel has no such value.
  public func adjust(
    toPickerWheelValue value: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let match = found("Failed to adjust picker wheel", file: file, line: line) else {
      return
    }
    guard match.element.kind == .pickerWheel, let gesture = match.element.gesture,
      gesture.hasPrefix(PickerWheels.gesturePrefix)
    else {
      XCTFail(
        "Failed to adjust \(match.printedLine): only a picker wheel can be adjusted to a value",
        file: file, line: line)
      return
    }
    let rest = gesture.dropFirst(PickerWheels.gesturePrefix.count)
    let index = Int(rest.prefix { $0 != " " }) ?? 0
    let pickerValue = String(rest.drop { $0 != " " }.dropFirst())
    guard let wheels = PickerWheels(value: pickerValue) else { return }
    guard let turned = wheels.adjusting(wheel: index, to: value) else {
      XCTFail(
        "Unable to find value '\(value)' in picker wheel \(match.printedLine)", file: file,
        line: line)
      return
    }
    application.perform(
      "pick date " + turned.scriptValue, failing: "Failed to adjust picker wheel", file, line)
  }
}
