// Text that breaks careless code: emoji sequences, flags, combining marks, CJK, RTL, zero-width.

/// A corpus of text that breaks code which counts characters, bytes or UTF-16 units carelessly.
public enum TrickyText {
  /// Everyday text, so that most walks also do the ordinary thing.
  public static let plain = ["Milk", "Walk the dog", "Groceries", "A", "1", "To Do"]

  /// Text whose characters are several Unicode scalars or several UTF-16 units each.
  public static let clusters = [
    "👍🏽",  // a thumb with a skin tone: two scalars, four UTF-16 units
    // A family: four people and three zero-width joiners, eleven UTF-16 units.
    "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
    "\u{1F9D1}\u{1F3FF}\u{200D}\u{1F9AF}",  // a person with a cane, skin tone and joiner
    "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",  // a flag with a variation selector and a joiner
    "🇯🇵🇫🇷",  // two flags: pairs of regional indicators
    "e\u{301}",  // e + a combining acute accent
    "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",  // a stack of combining marks
    "\u{263A}\u{FE0E}\u{263A}\u{FE0F}",  // a variation selector for text and for emoji
    "𝒜𝓁𝓅𝒽𝒶",  // letters outside the Basic Multilingual Plane: surrogate pairs
    "ﷺ",  // one character that draws as a whole phrase
  ]

  /// Text in other scripts and directions.
  public static let scripts = [
    "牛乳を買う",  // Japanese
    "买牛奶",  // Chinese
    "우유 사기",  // Korean
    "שלום עולם",  // Hebrew, right to left
    "مرحبا بالعالم",  // Arabic, right to left
    "abc \u{202E}cba",  // a right-to-left override in the middle
    "नमस्ते",  // Devanagari with conjuncts
    "ไทย",  // Thai with vowel marks
  ]

  /// Text that is there but cannot be seen, or looks like syntax.
  public static let invisible = [
    " ",  // a single space
    "   ",  // only spaces
    "\t",  // a tab
    "a\u{200B}b",  // a zero-width space
    "\u{200D}",  // a zero-width joiner on its own
    "\u{FEFF}x",  // a byte-order mark
    "\u{00A0}",  // a no-break space
    "Say \"hi\" \\o/",  // quotes and a backslash, which a script must escape
    "# not a comment",  // a script's comment sign inside text
  ]

  /// Text with line breaks and control characters, which a script writes as escapes
  /// (`\n`, `\u{0}`, `\u{2028}`).
  public static let controls = ["two\nlines", "\r\n", "nul\u{0}byte", "\u{2028}"]

  /// A long text mixing all of the above.
  public static let long: String = {
    let pieces = plain + clusters + scripts
    return (0..<12).map { pieces[($0 * 7) % pieces.count] }.joined(separator: " ")
  }()

  /// What the random walk types: all of it except the control characters, which the edit
  /// fuzzer covers.
  public static let typed = plain + clusters + scripts + invisible + [long]

  /// What the edit fuzzer types, pastes and puts in raw ranges: everything.
  public static let edits = typed + controls + [String(repeating: long + " ", count: 8)]
}
