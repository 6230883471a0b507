// Gestures read back from script lines, through the one script parser.

extension Gesture {
  /// Reads a gesture from one line of a walkthrough script, such as `tap row 2`.
  ///
  /// ```swift
  /// try Gesture(scriptLine: #"replace 3 2 with "é""#)  // .replace(location: 3, length: 2, …)
  /// ```
  public init(scriptLine line: String) throws(ScriptSyntaxError) {
    guard let command = try ScriptParser.parseLine(line) else {
      throw ScriptSyntaxError(line: 1, column: 1, message: "the line holds no gesture")
    }
    guard case .gesture(let gesture) = command else {
      throw ScriptSyntaxError(
        line: 1, column: 1, message: "\(command) is not a gesture the user makes")
    }
    self = gesture
  }

  /// The gestures of a whole script, in order; its `launch` lines are left out.
  ///
  /// Any other line that is not a gesture (an `expect`, a `show`) is a mistake.
  public static func gestures(inScript text: String) throws(ScriptParseFailure) -> [Gesture] {
    let script = try ScriptParser.parse(text)
    var gestures: [Gesture] = []
    var errors: [ScriptSyntaxError] = []
    for line in script.lines {
      switch line.command {
      case .gesture(let gesture): gestures.append(gesture)
      case .launch: continue
      default:
        errors.append(
          ScriptSyntaxError(
            line: line.number, column: 1, message: "\(line.command) is not a gesture"))
      }
    }
    guard errors.isEmpty else { throw ScriptParseFailure(errors: errors) }
    return gestures
  }
}
