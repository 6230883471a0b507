// The small picture the screens draw for an image, chosen by the image's name.

/// What an image looks like on the drawn screens.
///
/// HeadlessUIKit's images have no pixels, only names, so the screens draw a pictogram for
/// each: a glyph one column wide in the text screen (``glyph``), and a few shapes in the phone
/// picture. The book's list icons ("Folder", "Groceries", "No Icon"…) and common symbol names
/// (`star.fill`, `calendar`, `trash`…) have a picture of their own; any other name is drawn
/// as a rounded square with its first letter (`▣` in text).
///
/// ```swift
/// Pictogram(imageName: "Groceries").glyph   // "⊎"
/// Pictogram(imageName: "star.fill")         // .star(filled: true)
/// ```
enum Pictogram: Equatable, Sendable {
  /// An empty image, as the book's "No Icon" is: nothing shows, but the space stays.
  case blank
  case folder, inbox, clock, gift, house, glass, cart, photo, airplane
  case checkmark, calendar, bell, person, trash, document, list, plus, xmark
  case star(filled: Bool)
  case heart(filled: Bool)
  case circle(filled: Bool)
  case square(filled: Bool)
  /// Any other image: a rounded square with the name's first letter.
  case letter(Character)

  /// The pictogram for an image name. Case does not matter, nor a plural, and a symbol
  /// name counts by its first part (`folder.badge.plus` is a folder); `.fill` fills it.
  init(imageName name: String) {
    let lowercased = name.lowercased()
    let parts = lowercased.split(separator: ".")
    let isFilled = parts.contains("fill")
    let base = parts.first.map(String.init) ?? ""
    if let known = Self.byName[base] ?? Self.byName[Self.singular(of: base)] {
      self = known
    } else {
      switch base {
      case "star": self = .star(filled: isFilled)
      case "heart": self = .heart(filled: isFilled)
      case "circle": self = .circle(filled: isFilled)
      case "square": self = .square(filled: isFilled)
      default: self = .letter(name.first(where: { !$0.isWhitespace }) ?? "?")
      }
    }
  }

  /// A plural made singular the simple way: "groceries" is "grocery", "trips" is "trip".
  private static func singular(of word: String) -> String {
    if word.hasSuffix("ies") { return word.dropLast(3) + "y" }
    return word.hasSuffix("s") ? String(word.dropLast()) : word
  }

  /// The names with a picture of their own, lowercased and singular.
  private static let byName: [String: Pictogram] = [
    "no icon": .blank, "folder": .folder, "inbox": .inbox, "tray": .inbox,
    "appointment": .clock, "clock": .clock, "alarm": .clock, "timer": .clock,
    "birthday": .gift, "gift": .gift, "chore": .house, "house": .house, "home": .house,
    "drink": .glass, "wineglass": .glass, "cup": .glass, "grocery": .cart,
    "cart": .cart, "bag": .cart, "basket": .cart, "photo": .photo, "camera": .photo,
    "trip": .airplane, "airplane": .airplane, "checkmark": .checkmark, "calendar": .calendar,
    "bell": .bell, "person": .person, "trash": .trash, "doc": .document, "list": .list,
    "plus": .plus, "xmark": .xmark,
  ]

  /// The glyph the text screen draws: one column wide, and never an emoji, so that the
  /// screen's borders stay straight in any terminal.
  var glyph: Character {
    switch self {
    case .blank: " "
    case .folder: "▭"
    case .inbox: "⊔"
    case .clock: "◔"
    case .gift: "⊠"
    case .house: "⌂"
    case .glass: "▽"
    case .cart: "⊎"
    case .photo: "▨"
    case .airplane: "➚"
    case .checkmark: "✓"
    case .calendar: "▦"
    case .bell: "⍾"
    case .person: "♙"
    case .trash: "⊟"
    case .document: "▯"
    case .list: "☰"
    case .plus: "+"
    case .xmark: "×"
    case .star(let filled): filled ? "★" : "☆"
    case .heart: "♡"
    case .circle(let filled): filled ? "●" : "○"
    case .square(let filled): filled ? "■" : "□"
    case .letter: "▣"
    }
  }

  /// Every pictogram with a picture of its own, and one letter: for the tests that check
  /// each glyph's width.
  static let all: [Pictogram] =
    [
      .blank, .folder, .inbox, .clock, .gift, .house, .glass, .cart, .photo, .airplane,
      .checkmark, .calendar, .bell, .person, .trash, .document, .list, .plus, .xmark,
      .letter("A"),
    ]
    + [true, false].flatMap {
      [.star(filled: $0), .heart(filled: $0), .circle(filled: $0), .square(filled: $0)]
    }
}
