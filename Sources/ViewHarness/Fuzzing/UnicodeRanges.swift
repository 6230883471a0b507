// UTF-16 ranges of a text that careless code gets wrong: split pairs, split clusters, past the end.

import Foundation
import StepwiseBasics

/// Picks `NSRange`s in a text the way the system might send them, and the ways it should not.
///
/// A range counts UTF-16 units. One user-perceived character can be one unit ("a"), two (an
/// emoji outside the Basic Multilingual Plane, a surrogate pair) or many (a family emoji,
/// eleven). The kinds of range, chosen at random:
/// - whole characters (what a keystroke or a selection sends);
/// - whole Unicode scalars inside a character (splitting "e" from its accent, or a skin tone
///   from its thumb);
/// - a range that starts or ends between the two halves of a surrogate pair;
/// - any units at all;
/// - a range that starts or runs past the end of the text;
/// - an empty range (an insertion point) anywhere.
public enum UnicodeRanges {
  /// A random range in a text.
  public static func random(in text: String, using random: inout SplitMix64) -> NSRange {
    let units = text.utf16.count
    switch random.next(below: 6) {
    case 0: return between(boundaries(of: text, by: .characters), using: &random)
    case 1: return between(boundaries(of: text, by: .scalars), using: &random)
    case 2: return splittingASurrogatePair(in: text, using: &random)
    case 3: return between(Array(0...units), using: &random)
    case 4: return pastTheEnd(of: units, using: &random)
    default:
      let location = random.next(in: 0...units)
      return NSRange(location: location, length: 0)
    }
  }

  /// Where a text can be cut.
  enum Unit {
    case characters
    case scalars
  }

  /// The UTF-16 offsets of every boundary between characters or between scalars, both ends
  /// included.
  static func boundaries(of text: String, by unit: Unit) -> [Int] {
    var offsets = [0]
    var offset = 0
    switch unit {
    case .characters:
      for character in text {
        offset += character.utf16.count
        offsets.append(offset)
      }
    case .scalars:
      for scalar in text.unicodeScalars {
        offset += scalar.utf16.count
        offsets.append(offset)
      }
    }
    return offsets
  }

  /// A range from one offset of a sorted list to another at or after it.
  static func between(_ offsets: [Int], using random: inout SplitMix64) -> NSRange {
    let start = random.next(below: offsets.count)
    let end = random.next(in: start...(offsets.count - 1))
    return NSRange(location: offsets[start], length: offsets[end] - offsets[start])
  }

  /// A range with one end inside a surrogate pair, or any range if the text has none.
  static func splittingASurrogatePair(
    in text: String, using random: inout SplitMix64
  ) -> NSRange {
    let units = Array(text.utf16)
    let middles = units.indices.filter { UTF16.isTrailSurrogate(units[$0]) }
    guard !middles.isEmpty else { return between(Array(0...units.count), using: &random) }
    let middle = random.pick(middles)
    if random.oneIn(2) {
      return NSRange(location: middle, length: random.next(in: 0...(units.count - middle)))
    }
    let start = random.next(in: 0...(middle - 1))
    return NSRange(location: start, length: middle - start)
  }

  /// A range that starts past the end, or starts inside and runs past it.
  static func pastTheEnd(of units: Int, using random: inout SplitMix64) -> NSRange {
    if random.oneIn(2) {
      return NSRange(location: units + random.next(in: 1...4), length: random.next(in: 0...4))
    }
    let location = random.next(in: 0...units)
    return NSRange(location: location, length: units - location + random.next(in: 1...4))
  }
}
