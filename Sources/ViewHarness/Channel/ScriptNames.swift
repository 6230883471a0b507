// Names a check types that no app can know beforehand: the script's own, with this run's mark.

import StepwiseBasics

/// The names a check's script types, made new for each run: "Buy milk" becomes
/// "Buy milk 417", everywhere the script says it, so that an app that shows fixed rows
/// instead of what the user typed fails the check.
///
/// A name is changed when the script first uses it in a `type` command, it holds a letter
/// and at least three characters, no other text of the script holds it (a name typed in two
/// parts, "Flos" then "s", keeps its parts), and no `backspace` or `replace` edits it
/// afterwards. Every changed name gets the same mark, a space and three digits, so names
/// keep their order when sorted.
package struct ScriptNames: Equatable, Sendable {
  /// The script's names and this run's, in the order the script first types them.
  package var renamed: [(script: String, run: String)]

  /// No name changed.
  package init() { renamed = [] }

  package static func == (left: ScriptNames, right: ScriptNames) -> Bool {
    left.renamed.elementsEqual(right.renamed) { $0 == $1 }
  }

  /// The names to change in `script`, with a mark drawn from `generator`.
  package init(for script: Script, using generator: inout some RandomNumberGenerator) {
    let texts = script.lines.map { Self.texts(in: $0.command) }
    let lastEdit =
      script.lines.lastIndex {
        switch $0.command {
        case .gesture(.backspace), .gesture(.replace): true
        default: false
        }
      } ?? -1
    let mark = " \(Int.random(in: 100...999, using: &generator))"
    var renamed: [(script: String, run: String)] = []
    var seen = Set<String>()
    for (index, line) in script.lines.enumerated() {
      defer { seen.formUnion(texts[index]) }
      guard case .gesture(.type(let name)) = line.command, index > lastEdit, !seen.contains(name)
      else { continue }
      guard name.count >= 3, name.contains(where: \.isLetter) else { continue }
      let held = texts.joined().contains { $0 != name && $0.localizedCaseInsensitiveContains(name) }
      if !held { renamed.append((name, name + mark)) }
    }
    self.renamed = renamed
  }

  /// The script with every changed name replaced by this run's.
  package func applied(to script: Script) -> Script {
    guard !renamed.isEmpty else { return script }
    var lines = script.lines
    for index in lines.indices {
      let line = lines[index]
      var text = line.command.description
      for (name, run) in renamed {
        text = text.replacingOccurrences(
          of: ScriptQuoting.quote(name), with: ScriptQuoting.quote(run))
      }
      guard text != line.command.description,
        let command = try? ScriptParser.parseLine(text, lineNumber: line.number)
      else { continue }
      lines[index] = Script.Line(number: line.number, source: text, command: command)
    }
    return Script(lines: lines)
  }

  /// This run's name for a name of the script.
  package func run(_ name: String) -> String {
    renamed.first { $0.script == name }?.run ?? name
  }

  /// What a failure report says about the names, or nil when none changed.
  package var note: String? {
    guard !renamed.isEmpty else { return nil }
    let pairs = renamed.map {
      localized("\(ScriptQuoting.quote($0.run)) for \(ScriptQuoting.quote($0.script))")
    }
    return localized(
      "This check types names of its own each time, so that no app can know them beforehand: \(pairs.joined(separator: ", "))."
    )
  }

  /// The quoted texts of a command.
  static func texts(in command: ScriptCommand) -> [String] {
    let tokens = (try? ScriptTokenizer.tokens(in: command.description, lineNumber: 1)) ?? []
    return tokens.compactMap(\.string)
  }
}
