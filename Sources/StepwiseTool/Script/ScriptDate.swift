// A date and time as `pick date` writes it.

/// A date and time as a script writes it: `2026-12-24 18:30`, in the device's time zone.
struct ScriptDate: Equatable, Sendable, CustomStringConvertible {
  var year: Int
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int

  /// The date as a script writes it.
  var description: String {
    func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
    let yearText = String(year)
    let paddedYear = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
    return "\(paddedYear)-\(twoDigits(month))-\(twoDigits(day)) "
      + "\(twoDigits(hour)):\(twoDigits(minute))"
  }
}
