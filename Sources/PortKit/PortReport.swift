// What a port changed for Linux and what it could not translate, each with its file and line.

/// The report of a port: the edits it made beyond the mechanical ones, and what it could not
/// translate, each as `path:line: what, and why`.
///
/// ```
/// Checklists/main.swift:9: UIApplicationMain(…) replaced by @main on AppDelegate …
/// Checklists/Base.lproj/Main.storyboard:40: not translated: a slider …
/// ```
package struct PortReport: Equatable, Sendable {
  /// One line of the report.
  package struct Note: Equatable, Sendable, CustomStringConvertible {
    /// The file it is about, relative to the project folder.
    package var path: String
    /// The line in that file, when the note is about one place.
    package var line: Int?
    /// What happened, and why.
    package var text: String

    /// `path:line: text`, or `path: text` without a line.
    package var description: String {
      line.map { "\(path):\($0): \(text)" } ?? "\(path): \(text)"
    }
  }

  /// The mechanical edits, one line per file that needed them.
  package var mechanical: [Note] = []
  /// The edits Linux forced beyond the mechanical ones, made for you.
  package var rewritten: [Note] = []
  /// What was not translated: each needs a person, or cannot work on Linux.
  package var untranslated: [Note] = []

  /// Adds a mechanical edit.
  mutating func mechanical(_ path: String, _ line: Int?, _ text: String) {
    mechanical.append(Note(path: path, line: line, text: text))
  }

  /// Adds an edit made for the reader.
  mutating func rewritten(_ path: String, _ line: Int?, _ text: String) {
    rewritten.append(Note(path: path, line: line, text: text))
  }

  /// Adds something not translated.
  mutating func untranslated(_ path: String, _ line: Int?, _ text: String) {
    untranslated.append(Note(path: path, line: line, text: text))
  }

  /// The report as the tool prints it: three lists, each under its heading, empty ones
  /// left out.
  package var text: String {
    var blocks: [String] = []
    for (heading, reason, notes) in sections where !notes.isEmpty {
      let title = heading + (reason.map { " (\($0))" } ?? "") + ":"
      blocks.append(([title] + notes.map { "  \($0)" }).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// The same lists in Markdown, for `PORTING.md`.
  package var markdown: String {
    var lines: [String] = []
    for (heading, reason, notes) in sections where !notes.isEmpty {
      lines += ["## \(heading)", ""]
      if let reason { lines += [reason.prefix(1).uppercased() + reason.dropFirst() + ".", ""] }
      lines += notes.map { "- `\($0.path)\($0.line.map { ":\($0)" } ?? "")`: \($0.text)" }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  private var sections: [(String, String?, [Note])] {
    [
      (
        "Mechanical edits",
        "Storyboard.swift connects the outlets and actions: Linux has no Objective-C runtime "
          + "to connect them by name", mechanical
      ),
      ("Rewritten for Linux", nil, rewritten),
      ("Not translated", nil, untranslated),
    ]
  }
}
