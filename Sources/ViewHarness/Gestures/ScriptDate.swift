// A date and time as `pick date` writes it: a minute on the device's calendar.

import Foundation

/// A date and time as a script writes it, `2026-12-24 18:30`, in the device's time zone.
public struct ScriptDate: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The year, such as 2026.
  public var year: Int
  /// The month, 1 to 12.
  public var month: Int
  /// The day of the month, from 1.
  public var day: Int
  /// The hour, 0 to 23.
  public var hour: Int
  /// The minute, 0 to 59.
  public var minute: Int

  /// A minute on the calendar; nil when the numbers name no real date or time of day.
  public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
    guard year >= 1, (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day),
      (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
  }

  /// Reads `2026-12-24 18:30`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: " ")
    guard parts.count == 2,
      let date = Self.fields(of: parts[0], separator: "-", widths: [4, 2, 2]),
      let time = Self.fields(of: parts[1], separator: ":", widths: [2, 2])
    else { return nil }
    self.init(year: date[0], month: date[1], day: date[2], hour: time[0], minute: time[1])
  }

  /// The moment this minute starts, in a time zone.
  public func date(in timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// The minute a date falls in, in a time zone.
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    year = parts.year ?? 1
    month = parts.month ?? 1
    day = parts.day ?? 1
    hour = parts.hour ?? 0
    minute = parts.minute ?? 0
  }

  /// The date as a script writes it.
  public var description: String {
    func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
    let yearText = String(year)
    let paddedYear = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
    return "\(paddedYear)-\(twoDigits(month))-\(twoDigits(day)) "
      + "\(twoDigits(hour)):\(twoDigits(minute))"
  }

  /// The numbers of a word like `2026-12-24`, each field exactly as wide as given.
  static func fields(of word: Substring, separator: Character, widths: [Int]) -> [Int]? {
    let parts = word.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == widths.count else { return nil }
    var numbers: [Int] = []
    for (part, width) in zip(parts, widths) {
      guard part.count == width, part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  /// The number of days in a month of the Gregorian calendar.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
