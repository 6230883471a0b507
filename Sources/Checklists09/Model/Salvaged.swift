// One value read from a damaged file, or nothing if it could not be read.

/// Wraps a value that may fail to decode, so that one bad entry does not stop the rest of
/// an array from being read.
///
/// Decoding `[Salvaged<ChecklistItem>]` always succeeds when the array is there; each
/// element's ``value`` is nil where that item could not be read:
///
/// ```swift
/// let items = try container.decode([Salvaged<ChecklistItem>].self, forKey: .items)
///   .compactMap(\.value)
/// ```
struct Salvaged<Value: Decodable>: Decodable {
  /// The value, or nil if it could not be read.
  let value: Value?

  /// Reads the value, keeping nil instead of failing.
  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}
