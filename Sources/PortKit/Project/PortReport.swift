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
    /// What the port predicts for the app where the note is.
    package var effect: Effect = .note

    /// `path:line: text`, or `path: text` without a line.
    package var description: String {
      line.map { "\(path):\($0): \(text)" } ?? "\(path): \(text)"
    }

    /// The note as the report prints it: its description, then what it predicts.
    var printed: String {
      switch effect {
      case .note: description
      case .doesNotCompile: description + " [does not compile: the compiler stops here]"
      case .doesNotRun: description + " [compiles, but does not run as on iOS]"
      }
    }
  }

  /// What an untranslated construct does to the port: the prediction the report makes, which
  /// a test checks against the compiler for the fixture built to fail.
  package enum Effect: Equatable, Sendable {
    /// The app runs; the note says what differs, or what was left for you.
    case note
    /// The compiler reports an error at the note's file and line.
    case doesNotCompile
    /// The file compiles, but the app does not do there what it does on iOS.
    case doesNotRun
  }

  /// The places where the port predicts a compile error, as `path:line`.
  package var predictedCompileErrors: [String] {
    untranslated.filter { $0.effect == .doesNotCompile }.compactMap { note in
      note.line.map { "\(note.path):\($0)" }
    }
  }

  /// The file that declares the main storyboard: `Storyboard.swift`, unless the app has a
  /// file of that name of its own.
  package var storyboardFile = "Storyboard.swift"
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

  /// Adds something not translated, with what it will do to the port.
  mutating func untranslated(
    _ path: String, _ line: Int?, _ text: String, effect: Effect = .note
  ) {
    untranslated.append(Note(path: path, line: line, text: text, effect: effect))
  }

  /// The report as the tool prints it: three lists, each under its heading, empty ones
  /// left out.
  package var text: String {
    var blocks: [String] = []
    for (heading, reason, notes) in sections where !notes.isEmpty {
      let title = heading + (reason.map { " (\($0))" } ?? "") + ":"
      blocks.append(([title] + notes.map { "  \($0.printed)" }).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// The same lists in Markdown, for `PORTING.md`.
  package var markdown: String {
    var lines: [String] = []
    for (heading, reason, notes) in sections where !notes.isEmpty {
      lines += ["## \(heading)", ""]
      if let reason { lines += [reason.prefix(1).uppercased() + reason.dropFirst() + ".", ""] }
      lines += notes.map { note in
        let suffix = note.printed.dropFirst(note.description.count)
        return "- `\(note.path)\(note.line.map { ":\($0)" } ?? "")`: \(note.text)\(suffix)"
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  private var sections: [(String, String?, [Note])] {
    let declarations =
      mechanical.contains { $0.path.hasSuffix(".xib") }
      ? "\(storyboardFile) and the nib declarations (<Name>.xib.swift) connect"
      : "\(storyboardFile) connects"
    return [
      (
        "Mechanical edits",
        "\(declarations) the outlets and actions: Linux has no Objective-C runtime to connect "
          + "them by name", mechanical
      ),
      ("Rewritten for Linux", nil, rewritten),
      ("Not translated", nil, untranslated),
    ]
  }
}
