// A name the learner misspelled, found beside the name the step asks for: "did you mean".

import Foundation
import StepwiseBasics

extension StepFailureText {
  /// What a misspelled method of the learner's protocol says: the requirement as the learner
  /// wrote it, where, and the name the step asks for; nil for any other error.
  ///
  /// Two errors of the compiler's, on the step's checks, name one: a method whose argument
  /// labels differ from the protocol's (`has different argument labels from those required
  /// by protocol 'P' ('theirs')`), and a type that does not conform to the learner's
  /// protocol, whose requirements are then read from their file and set beside the methods
  /// the checks write.
  func misspelling(
    in message: String, quoted: [String], sources: [(String, [String])], checks: String
  ) -> String? {
    if message.contains("has different argument labels from those required by protocol"),
      quoted.count >= 3
    {
      let (asked, proto, yours) = (quoted[0], quoted[1], quoted[2])
      let differing = Self.labels(of: yours).subtracting(Self.labels(of: asked))
      let inProtocol = body(of: Self.unqualified(proto), in: sources).first {
        !Set(Self.words($0.text)).isDisjoint(with: differing)
      }?.place
      guard let place = inProtocol ?? Self.firstLine(naming: differing, in: sources) else {
        return localized("your `\(proto)` asks for `\(yours)`")
          + localized(", where the step asks for `\(asked)`: did you mean that name?")
      }
      return localized(
        "your `\(proto)` asks for `\(yours)` (\(place)), where the step asks for `\(asked)`: did you mean that name?"
      )
    }
    guard message.contains("does not conform to protocol"), quoted.count >= 2 else { return nil }
    let proto = Self.unqualified(quoted[1])
    let wanted = Self.functionNames(in: checks.components(separatedBy: "\n"))
    for (name, place) in requirements(of: proto, in: sources) where !wanted.contains(name) {
      guard let close = Self.closest(to: name, among: wanted) else { continue }
      return localized(
        "your `\(proto)` asks for `\(name)` (\(place)), where the step asks for `\(close)`: did you mean that name?"
      )
    }
    return nil
  }

  /// ` (did you mean your `Name`, declared at …?)` for the closest of these names, or nothing.
  func didYouMean(_ name: String, among names: [(String, String)]) -> String {
    guard let close = Self.closest(to: name, among: Set(names.map(\.0))),
      let place = names.first(where: { $0.0 == close })?.1
    else { return "" }
    return localized(": did you mean your `\(close)` (\(place))?")
  }

  /// The types the learner declares, with where: `(ChecklistItem, Sources/…/ChecklistItem.swift:1)`.
  func declaredTypes(in sources: [(String, [String])]) -> [(String, String)] {
    let kinds: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
    var found: [(String, String)] = []
    for (path, lines) in sources {
      for (index, line) in lines.enumerated() {
        let words = Self.words(line)
        for (position, word) in words.enumerated().dropLast() where kinds.contains(word) {
          found.append((words[position + 1], "\(path):\(index + 1)"))
        }
      }
    }
    return found
  }

  /// The methods a protocol of the learner's requires, each with where it is written.
  func requirements(of proto: String, in sources: [(String, [String])]) -> [(String, String)] {
    body(of: proto, in: sources).flatMap { line in
      Self.functionNames(in: [line.text]).map { ($0, line.place) }
    }
  }

  /// The lines of a protocol of the learner's, from its `protocol` line to its closing brace,
  /// each with where it is.
  func body(of proto: String, in sources: [(String, [String])])
    -> [(text: String, place: String)]
  {
    for (path, lines) in sources {
      let declares: (String) -> Bool = { line in
        let words = Self.words(line)
        return zip(words, words.dropFirst()).contains { $0 == ("protocol", proto) }
      }
      guard let start = lines.firstIndex(where: declares) else { continue }
      var found: [(text: String, place: String)] = []
      var depth = 0
      for index in start..<lines.count {
        let line = lines[index]
        found.append((line, "\(path):\(index + 1)"))
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        if depth <= 0, line.contains("}") { break }
      }
      return found
    }
    return []
  }

  /// The names of the functions declared on these lines: `addItemViewControllerDidCancel`.
  static func functionNames(in lines: [String]) -> Set<String> {
    var names: Set<String> = []
    for line in lines {
      let words = Self.words(line)
      for (position, word) in words.enumerated().dropLast() where word == "func" {
        names.insert(words[position + 1])
      }
    }
    return names
  }

  /// The first line of the learner's naming one of these words, as `path:line`.
  static func firstLine(naming names: Set<String>, in sources: [(String, [String])]) -> String? {
    guard !names.isEmpty else { return nil }
    for (path, lines) in sources {
      for (index, line) in lines.enumerated() where !Set(words(line)).isDisjoint(with: names) {
        return "\(path):\(index + 1)"
      }
    }
    return nil
  }

  /// The argument labels of a method's name: `[didFinishAdding]` for
  /// `addItemViewController(_:didFinishAdding:)`.
  static func labels(of method: String) -> Set<String> {
    guard let open = method.firstIndex(of: "(") else { return [] }
    let parts: [String] = method[method.index(after: open)...].split(separator: ":")
      .map(String.init)
    return Set(parts.filter { $0 != "_" && $0 != ")" })
  }

  /// The name among these closest to `name` by edits (at most 3, and fewer than half its
  /// length), or nil.
  static func closest(to name: String, among names: Set<String>) -> String? {
    let scored = names.filter { $0 != name }.map { ($0, editDistance(name, $0)) }
      .filter { $0.1 <= min(3, name.count / 2) }
    return scored.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
  }

  /// Levenshtein's distance between two names, ignoring case.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    guard !a.isEmpty else { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let kept = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = kept
      }
    }
    return row[b.count]
  }

  /// A line's words, split at spaces and Swift's punctuation.
  static func words(_ line: String) -> [String] {
    line.split(whereSeparator: { " \t:{}<>(),".contains($0) }).map(String.init)
  }
}
