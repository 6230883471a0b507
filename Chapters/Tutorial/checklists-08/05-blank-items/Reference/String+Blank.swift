import HeadlessUIKit

extension String {
  /// Whether the text holds nothing but spaces and line breaks, or nothing at all.
  var isBlank: Bool {
    trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }
}
