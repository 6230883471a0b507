// How the report writes numbers: times, sizes and counts.

import Foundation

extension Int {
  /// The number with thousands separated by commas: 100,000.
  var grouped: String {
    let digits = String(magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset).isMultiple(of: 3) { result += "," }
      result.append(digit)
    }
    return self < 0 ? "-" + result : result
  }

  /// A byte count in megabytes, with one decimal: 212.4 MB.
  var megabytes: String {
    String(format: "%.1f MB", Double(self) / 1_048_576)
  }
}

extension Double {
  /// A time in seconds, written in the unit that suits it: 850 ns, 12.3 µs, 4.56 ms, 1.23 s.
  var readableTime: String {
    switch self {
    case ..<1e-6: String(format: "%.0f ns", self * 1e9)
    case ..<1e-3: String(format: "%.1f µs", self * 1e6)
    case ..<1: String(format: "%.2f ms", self * 1e3)
    default: String(format: "%.2f s", self)
    }
  }

  /// A ratio with two decimals: 1.07.
  var readableRatio: String {
    String(format: "%.2f", self)
  }
}
