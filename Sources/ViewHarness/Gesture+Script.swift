// Gestures written as walkthrough-script lines, and read back from them.

/// A gesture line that could not be read.
public struct GestureScriptError: Error, Equatable, CustomStringConvertible {
  /// The line as written.
  public var line: String
  /// What is wrong with it.
  public var reason: String

  /// The line and what is wrong with it.
  public var description: String { "cannot read \(line.debugDescription): \(reason)" }
}

extension Gesture {
  /// The gesture as a line of a walkthrough script (SPEC §5), such as `tap row 2`.
  ///
  /// `paste` and `replace` are written `paste "…"` and `replace 3 2 with "…"`: the edit
  /// fuzzer needs them, and they extend the language `stepwise play` reads.
  public var scriptLine: String {
    switch self {
    case .tap(let title): "tap \(Self.quote(title))"
    case .tapRow(let row): "tap row \(row)"
    case .tapAccessory(let row): "accessory row \(row)"
    case .deleteRow(let row): "delete row \(row)"
    case .type(let text): "type \(Self.quote(text))"
    case .paste(let text): "paste \(Self.quote(text))"
    case .backspace(let count): count == 1 ? "backspace" : "backspace \(count)"
    case .clear: "clear"
    case .pressReturn: "return"
    case .replace(let location, let length, let text):
      "replace \(location) \(length) with \(Self.quote(text))"
    case .pickDate(let minute): "pick date \(minute)"
    case .goBack: "back"
    case .background: "background"
    case .foreground: "foreground"
    case .terminate: "terminate"
    case .crash: "crash"
    case .relaunch: "relaunch"
    }
  }

  /// Whether ``scriptLine`` can hold the gesture: a script line cannot hold a line break.
  public var isScriptable: Bool {
    switch self {
    case .tap(let text), .type(let text), .paste(let text), .replace(_, _, let text):
      !text.contains(where: \.isNewline)
    default: true
    }
  }

  /// A whole walkthrough script: `launch <app>`, then one line per gesture.
  public static func script(appID: String, _ gestures: [Gesture]) -> String {
    (["launch \(appID)"] + gestures.map(\.scriptLine)).joined(separator: "\n")
  }

  /// Text in double quotes, with `"` and `\` escaped by a backslash, as scripts write it.
  static func quote(_ text: String) -> String {
    var quoted = "\""
    for character in text {
      if character == "\"" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }

  /// Reads a gesture back from a script line written by ``scriptLine``.
  public init(scriptLine line: String) throws(GestureScriptError) {
    let words = try Self.words(of: line)
    func fail(_ reason: String) -> GestureScriptError {
      GestureScriptError(line: line, reason: reason)
    }
    func number(_ index: Int) throws(GestureScriptError) -> Int {
      guard index < words.count, case .word(let word) = words[index], let value = Int(word)
      else { throw fail("expected a number at word \(index + 1)") }
      return value
    }
    func text(_ index: Int) throws(GestureScriptError) -> String {
      guard index < words.count, case .quoted(let text) = words[index] else {
        throw fail("expected quoted text at word \(index + 1)")
      }
      return text
    }
    // The line's shape: its keywords, with "#" for a number, "\"" for a quoted text and
    // "date" and "time" for the parts of a date.
    let shape = words.map { word -> String in
      switch word {
      case .quoted: "\""
      case .word(let text) where Int(text) != nil: "#"
      case .word(let text) where text.contains("-"): "date"
      case .word(let text) where text.contains(":"): "time"
      case .word(let text): text
      }
    }.joined(separator: " ")
    switch shape {
    case "tap row #": self = .tapRow(try number(2))
    case "tap \"": self = .tap(try text(1))
    case "accessory row #": self = .tapAccessory(row: try number(2))
    case "delete row #": self = .deleteRow(try number(2))
    case "type \"": self = .type(try text(1))
    case "paste \"": self = .paste(try text(1))
    case "backspace": self = .backspace(1)
    case "backspace #": self = .backspace(try number(1))
    case "clear": self = .clear
    case "return": self = .pressReturn
    case "replace # # with \"":
      self = .replace(location: try number(1), length: try number(2), with: try text(4))
    case "pick date date time":
      guard case .word(let day) = words[2], case .word(let time) = words[3] else {
        throw fail("expected a date and a time")
      }
      self = .pickDate("\(day) \(time)")
    case "back": self = .goBack
    case "background": self = .background
    case "foreground": self = .foreground
    case "terminate": self = .terminate
    case "crash": self = .crash
    case "relaunch": self = .relaunch
    default: throw fail("not a gesture")
    }
  }

  /// The gestures of a script, skipping blank lines, comments and `launch`.
  public static func gestures(inScript script: String) throws(GestureScriptError) -> [Gesture] {
    var gestures: [Gesture] = []
    for line in script.split(separator: "\n", omittingEmptySubsequences: true) {
      let words = try Self.words(of: String(line))
      if words.isEmpty || words.first == .word("launch") { continue }
      gestures.append(try Gesture(scriptLine: String(line)))
    }
    return gestures
  }

  /// A word or a quoted text of a script line.
  private enum Word: Equatable {
    case word(String)
    case quoted(String)
  }

  /// Splits a line into words and quoted texts; `#` outside quotes ends the line.
  ///
  /// It reads Unicode scalars, not characters: a quoted text may start with a combining
  /// mark or a zero-width joiner, which would join the opening quote into one character.
  private static func words(of line: String) throws(GestureScriptError) -> [Word] {
    var words: [Word] = []
    var scalars = line.unicodeScalars[...]
    while let first = scalars.first {
      if first.properties.isWhitespace {
        scalars = scalars.dropFirst()
      } else if first == "#" {
        break
      } else if first == "\"" {
        scalars = scalars.dropFirst()
        var text = String.UnicodeScalarView()
        var closed = false
        while let next = scalars.popFirst() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\", let escaped = scalars.popFirst() {
            text.append(escaped)
          } else {
            text.append(next)
          }
        }
        guard closed else {
          throw GestureScriptError(line: line, reason: "the quoted text is not closed")
        }
        words.append(.quoted(String(text)))
      } else {
        let word = scalars.prefix { !$0.properties.isWhitespace && $0 != "\"" && $0 != "#" }
        scalars = scalars.dropFirst(word.count)
        words.append(.word(String(String.UnicodeScalarView(word))))
      }
    }
    return words
  }
}
