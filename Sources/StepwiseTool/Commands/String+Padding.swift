// Padding text into columns for the help and the app list.

extension String {
  /// The string padded with spaces to a width (never cut).
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
