// Two questions the detail screens ask about the text in their field.

import Foundation

extension String {
  /// Whether the string holds nothing but spaces, tabs and line breaks, or nothing at all:
  /// such a name or item cannot be saved. It asks what `done()` asks before saving, so Done
  /// is on exactly when tapping it saves something.
  var isBlank: Bool {
    trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  /// The characters a text field's `NSRange` covers in this string, or nil when the range
  /// cannot apply to it.
  ///
  /// The range counts UTF-16 units. `Range(_:in:)` answers nil for a range that splits a
  /// character, such as half of an emoji, but a negative location stops the app inside
  /// Foundation instead; so the range is checked against the text's length first.
  func characterRange(_ utf16Range: NSRange) -> Range<String.Index>? {
    let length = utf16.count
    guard utf16Range.location >= 0, utf16Range.length >= 0, utf16Range.location <= length,
      utf16Range.length <= length - utf16Range.location
    else { return nil }
    return Range(utf16Range, in: self)
  }
}
