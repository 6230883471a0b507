// The grammar of the script language as a table: one entry per command form.

/// One form of a command, such as `tap row <row>`, with what it means.
///
/// The parser tries every form whose first word matches; the help text is printed from the
/// same table, so the two cannot drift apart.
package struct CommandSyntax: Sendable {
  /// The pieces, in order.
  package let pieces: [SyntaxPiece]
  /// One line saying what the command does.
  package let summary: String
  /// Whether only the interactive simulator accepts it (`help`, `quit`).
  package let isInteractiveOnly: Bool
  /// Makes the command from the values of the pieces that are not keywords.
  package let build: @Sendable (SyntaxValues) -> ScriptCommand

  package init(
    _ pieces: [SyntaxPiece], _ summary: String, interactiveOnly: Bool = false,
    build: @escaping @Sendable (SyntaxValues) -> ScriptCommand
  ) {
    self.pieces = pieces
    self.summary = summary
    self.isInteractiveOnly = interactiveOnly
    self.build = build
  }

  /// The command's first word.
  package var name: String {
    if case .keyword(let word) = pieces.first { return word }
    return ""
  }

  /// The form as the help prints it: `tap row <row>`.
  package var usage: String { pieces.map(\.usage).joined(separator: " ") }
}
