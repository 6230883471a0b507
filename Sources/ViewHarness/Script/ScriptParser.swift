// Reads script text into commands, reporting mistakes by line and column.

import StepwiseBasics

/// Parses walkthrough scripts and single simulator commands.
///
/// ```swift
/// let script = try ScriptParser.parse("launch checklists-01\ntap row 0 # check it\n")
/// script.lines[1].command  // .tapRow(.index(0))
/// ```
public enum ScriptParser {
  /// The most characters `type` takes: each is a keystroke the text field's delegate is
  /// asked about, so typing ten thousand takes about half a second.
  package static let maximumTypedText = 10_000

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
        let command = form.build(values)
        if case .gesture(.type(let text)) = command, text.count > maximumTypedText {
          throw error(
            tokens.count > 1 ? tokens[1].column : first.column,
            "type presses one key per character, and takes at most \(maximumTypedText); "
              + "paste puts a longer text in at once")
        }
        return command
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
    if let suggestion = Spelling.suggestion(for: name, among: CommandSyntax.commandNames) {
      return "unknown command \"\(name)\" (did you mean \(suggestion)?)"
    }
    return "unknown command \"\(name)\""
  }
}
