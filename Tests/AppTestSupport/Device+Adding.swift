// The gestures of adding through a "+" screen, which most apps' tests repeat.

import ViewHarness

extension Device {
  /// Adds an item or a list as a user does: taps "+", types the text, taps Done.
  public func add(_ text: String) throws {
    try tap("+")
    try type(text)
    try tap("Done")
  }
}
