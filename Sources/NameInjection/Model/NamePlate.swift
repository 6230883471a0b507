// The model: a name turned into a text picture, a vertical nameplate.

/// A name drawn as a vertical nameplate (a 表札), one letter per line in a frame:
///
/// ```
/// ┏━━━━┓
/// ┃ 山 ┃
/// ┃ 田 ┃
/// ┗━━━━┛
/// ```
///
/// Latin letters, digits and spaces are drawn in their full-width forms so that every line
/// is as wide as the frame.
enum NamePlate {
  /// The name shown when none was given.
  static let defaultName = "名無し"

  /// The name to show: the given one, or ``defaultName`` when it is missing or empty.
  static func displayName(for name: String?) -> String {
    guard let name, !name.isEmpty else { return defaultName }
    return name
  }

  /// The nameplate's lines, top to bottom.
  static func lines(for name: String) -> [String] {
    let bar = String(repeating: "━", count: 4)
    let letters = name.map { "┃ \(fullWidth($0)) ┃" }
    return ["┏\(bar)┓"] + letters + ["┗\(bar)┛"]
  }

  /// The full-width form of an ASCII letter, digit, sign or space; other letters unchanged.
  static func fullWidth(_ letter: Character) -> Character {
    guard let scalar = letter.unicodeScalars.first, letter.unicodeScalars.count == 1 else {
      return letter
    }
    switch scalar.value {
    case 0x20: return "\u{3000}"
    case 0x21...0x7E: return Unicode.Scalar(scalar.value + 0xFEE0).map(Character.init) ?? letter
    default: return letter
    }
  }
}
