// Reads script text into commands, reporting mistakes by line and column.

/// Parses walkthrough scripts and single simulator commands.
///
/// ```swift
/// let script = try ScriptParser.parse("launch checklists-01\ntap row 0 # check it\n")
/// script.lines[1].command  // .tapRow(.index(0))
/// ```
public enum ScriptParser {
  /// Parses a whole script: one command per line; blank lines and comments are skipped.
  ///
  /// Every mistake is reported, not only the first.
  public static func parse(_ text: String) throws(ScriptParseFailure) -> Script {
    var lines: [Script.Line] = []
    var errors: [ScriptSyntaxError] = []
    for (offset, source) in ScriptTokenizer.lines(of: text).enumerated() {
      do {
        if let command = try parseLine(source, lineNumber: offset + 1) {
          lines.append(Script.Line(number: offset + 1, source: source, command: command))
        }
      } catch {
        errors.append(error)
      }
    }
    guard errors.isEmpty else { throw ScriptParseFailure(errors: errors) }
    return Script(lines: lines)
  }

  /// Parses one line; nil when it is blank or only a comment.
  ///
  /// `help` and `quit` are accepted only when `isInteractive` is true.
  public static func parseLine(_ line: String, lineNumber: Int = 1, isInteractive: Bool = false)
    throws(ScriptSyntaxError) -> ScriptCommand?
  {
    let tokens = try ScriptTokenizer.tokens(in: line, lineNumber: lineNumber)
    guard let first = tokens.first else { return nil }
    func error(_ column: Int, _ message: String) -> ScriptSyntaxError {
      ScriptSyntaxError(line: lineNumber, column: column, message: message)
    }
    guard let name = first.word else {
      throw error(first.column, "a line starts with a command such as tap or expect")
    }
    let forms = CommandSyntax.all.filter { $0.name == name }
    guard !forms.isEmpty else {
      throw error(first.column, unknownCommandMessage(name))
    }
    if !isInteractive, let form = forms.first, form.isInteractiveOnly {
      throw error(first.column, "\(name) only works in the interactive simulator")
    }
    var furthest: SyntaxMismatch?
    for form in forms {
      switch SyntaxMatcher.match(form.pieces, tokens) {
      case .success(let values):
        return form.build(values)
      case .failure(let mismatch):
        furthest = SyntaxMismatch.further(furthest, mismatch)
      }
    }
    let mismatch = furthest ?? SyntaxMismatch(position: 0, expected: [], message: nil)
    let column =
      mismatch.position < tokens.count
      ? tokens[mismatch.position].column : (tokens.last?.endColumn ?? 1)
    throw error(column, mismatch.describe(tokens: tokens))
  }

  /// The message for a first word that is no command, with a suggestion when one is close.
  package static func unknownCommandMessage(_ name: String) -> String {
    let closest = CommandSyntax.commandNames
      .map { (name: $0, distance: editDistance(name.lowercased(), $0)) }
      .min { $0.distance < $1.distance }
    if let closest, closest.distance <= (name.count <= 4 ? 1 : 2) {
      return "unknown command \"\(name)\" (did you mean \(closest.name)?)"
    }
    return "unknown command \"\(name)\""
  }

  /// The number of single-character edits (insert, delete, replace, or swap two neighbours)
  /// that turn one word into another.
  package static func editDistance(_ first: String, _ second: String) -> Int {
    let first = Array(first)
    let second = Array(second)
    guard !first.isEmpty else { return second.count }
    guard !second.isEmpty else { return first.count }
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: second.count + 1), count: first.count + 1)
    for i in 0...first.count { table[i][0] = i }
    for j in 0...second.count { table[0][j] = j }
    for i in 1...first.count {
      for j in 1...second.count {
        let cost = first[i - 1] == second[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, first[i - 1] == second[j - 2], first[i - 2] == second[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[first.count][second.count]
  }
}
