// What a step's structure checks say to the learner: the names the step asks for and the
// app lacks, and the expectations that did not hold, in the step's own words.

import Foundation
import LessonEngine
import StepwiseBasics

/// Writes a structure check's failure in plain words tied to the step.
///
/// A step's `Checks.swift` uses the names the step asks the learner to create, so a missing
/// name is a compiler error in the check, not in the learner's file: this says which name
/// is missing and where the learner declared the type that should have it. An expectation
/// that did not hold is told by the comment its `#expect` carries, which completes the
/// sentence "Step 13 expects …"; the raw expectation follows for the curious. The words around
/// them are in the current ``Language``; the compiler's and Swift's own lines stay as printed.
package struct StepFailureText {
  /// The learner's package and the course.
  package let workspace: TutorialWorkspace

  /// A text writer for a learner's package.
  package init(workspace: TutorialWorkspace) {
    self.workspace = workspace
  }

  /// The first line: what is missing, for `check`'s one line per step.
  package func uncompiled(
    _ step: TutorialStep, errors: [CompilerDiagnostics.Diagnostic], checksFile: String
  ) -> String {
    let sources = learnerSources()
    let checksText =
      (try? String(contentsOf: workspace.courseFile(step.structurePath), encoding: .utf8)) ?? ""
    let missing = errors.compactMap {
      explanation(of: $0, sources: sources, checks: checksText)
    }
    let checks = workspace.courseFile(step.structurePath).path
    let who = step.number > 0 ? localized("step \(step.number)") : step.id
    var text = localized(
      "Your app does not have the names \(who) asks for: its checks use them, and do not compile.")
    text += "\n"
    if missing.isEmpty {
      text += "  • " + localized("the compiler's errors below name them") + "\n"
    }
    for line in Self.unique(missing) { text += "  • \(line)\n" }
    text += "\n" + localized("The compiler, on the step's checks:") + "\n\n"
    text += errors.map { $0.text.replacingOccurrences(of: checksFile, with: checks) }
      .joined(separator: "\n\n")
    return text
  }

  /// A structure check's failure: each issue in the step's words, then where the check is.
  package func failed(_ step: TutorialStep, tests: [TestOutcome]) -> String {
    var lines: [String] = []
    for test in tests where test.status != .pass {
      for issue in test.issues {
        let place = issue.line.map { "\(step.structurePath):\($0)" } ?? step.structurePath
        if let comment = issue.comment, step.language == .japanese {
          lines.append("\(step.name): \(step.checkWords(comment))")
          lines.append(
            "  " + localized("(the check, in the course: \(place): \(issue.expectation))"))
        } else if let comment = issue.comment {
          lines.append("\(step.name) expects \(comment)")
          lines.append(
            "  " + localized("(the check, in the course: \(place): \(issue.expectation))"))
        } else {
          lines.append(localized("\(step.name)'s check \(test.name) did not hold (\(place)):"))
          lines.append("  " + issue.message.replacingOccurrences(of: "\n", with: "\n  "))
        }
      }
      if test.issues.isEmpty {
        lines.append(localized("\(step.name)'s check \(test.name) did not pass."))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// What a crash of the app during a step's script says, in order: UIKit's reason when
  /// UIKit raised an exception (once), Swift's fatal error at the learner's file and line,
  /// the `as!` a failed cast most likely is, the learner's frames of the backtrace, and the
  /// script's command that was playing.
  package func crash(in output: String, shownPath: (String) -> String) -> String {
    let lines = output.components(separatedBy: "\n")
    var text: [String] = []
    let marker = "*** Terminating app due to uncaught exception "
    if let raised = lines.first(where: { $0.contains(marker) }),
      let reason = Self.exceptionReason(raised)
    {
      text.append(localized("UIKit stopped your app: \(reason)"))
      if Self.isTableUpdate(reason) {
        text.append(
          localized(
            "UIKit counts the table's rows again after insertRows or deleteRows, asking your data source: the model changes first (the item appended to, or removed from, your array), then the table is told of the same rows. The call below is where the counts disagreed."
          ))
      }
    }
    if let fatal = lines.first(where: { $0.contains("Fatal error: ") }),
      let range = fatal.range(of: "Fatal error: ")
    {
      let said = String(fatal[range.upperBound...])
      let place = fatal[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: CharacterSet(charactersIn: ":"))
      if !said.contains(marker) {
        text.append(
          learnersFile(place).map { localized("Fatal error: \(said), at \($0)") }
            ?? localized("Fatal error: \(said)"))
      }
    }
    if let cast = lines.first(where: { $0.hasPrefix("Could not cast value of type ") }) {
      let types = Self.quoted(in: cast).map(Self.unqualified)
      text.append(
        types.count >= 2
          ? localized("Could not cast a \(types[0]) to \(types[1]) (an as! found something else)")
          : cast)
      if types.count >= 2 {
        let sites = forcedCasts(to: types[1]).joined(separator: ", ")
        if !sites.isEmpty {
          text.append("  " + localized("the as! \(types[1]) in your app: \(sites)"))
        }
      }
    }
    let sourcesPrefix = TutorialWorkspace.sourcesPath + "/"
    var frames: [String] = []
    for line in lines {
      guard let frame = CrashFrame(line) else { continue }
      let path = shownPath(frame.path)
      guard path.hasPrefix(sourcesPrefix) else { continue }
      frames.append("  " + localized("in \(frame.function), \(path):\(frame.line)"))
    }
    text += Self.unique(frames)
    if let playing = lines.last(where: { $0.hasPrefix("> ") }) {
      text.append(localized("The check was playing: \(playing.dropFirst(2))"))
    }
    if text.isEmpty { return ScratchPackageTester.tail(of: output, lines: 15) }
    return text.joined(separator: "\n")
  }

  /// Whether UIKit's reason says a table's rows or sections did not add up after an update.
  static func isTableUpdate(_ reason: String) -> Bool {
    [
      "attempt to insert row", "attempt to delete row", "attempt to insert section",
      "attempt to delete section", "Invalid update:",
    ].contains { reason.contains($0) }
  }

  /// UIKit's reason from its `*** Terminating app …, reason: '…'` line.
  static func exceptionReason(_ line: String) -> String? {
    guard let start = line.range(of: "reason: '") else { return nil }
    var reason = line[start.upperBound...]
    if reason.hasSuffix("'") { reason = reason.dropLast() }
    return String(reason)
  }

  /// `Sources/Checklists/File.swift:15` for the `Checklists/File.swift:15` Swift prints,
  /// when that is the learner's module; nil for the kit's files.
  func learnersFile(_ place: String) -> String? {
    let prefix = TutorialWorkspace.module + "/"
    guard place.hasPrefix(prefix) else { return nil }
    return "Sources/" + place
  }

  /// The places in the learner's files that force a cast to a type: `as! Type`.
  func forcedCasts(to type: String) -> [String] {
    var places: [String] = []
    for (path, lines) in learnerSources() {
      for (index, line) in lines.enumerated() {
        let code = line.components(separatedBy: "//").first ?? line
        if code.range(
          of: #"as!\s*"# + NSRegularExpression.escapedPattern(for: type) + #"\b"#,
          options: .regularExpression) != nil
        {
          places.append("\(path):\(index + 1)")
        }
      }
    }
    return places
  }

  /// One compiler error in plain words, or nil for one not about a missing name.
  func explanation(
    of error: CompilerDiagnostics.Diagnostic, sources: [(String, [String])], checks: String = ""
  ) -> String? {
    let message = error.header.components(separatedBy: "error: ").dropFirst()
      .joined(separator: "error: ")
    let quoted = Self.quoted(in: message)
    if let misspelled = misspelling(in: message, quoted: quoted, sources: sources, checks: checks) {
      return misspelled
    }
    if message.hasPrefix("value of type") || message.hasPrefix("type"),
      message.contains("has no member"), quoted.count >= 2
    {
      let type = Self.unqualified(quoted[0])
      return localized("`\(type)` has no `\(quoted[1])`")
        + yours(type, declaredAt: declaration(of: type, in: sources))
    }
    if message.hasPrefix("cannot find type"), let name = quoted.first {
      return localized("there is no type `\(name)` in your app")
        + didYouMean(name, among: declaredTypes(in: sources))
    }
    if message.hasPrefix("cannot find"), let name = quoted.first {
      return localized("there is nothing named `\(name)` in your app")
    }
    if message.contains("does not conform to protocol"), quoted.count >= 2 {
      let type = Self.unqualified(quoted[0])
      return localized("`\(type)` does not adopt `\(quoted[1])`, or lacks one of its methods")
        + yours(type, declaredAt: declaration(of: type, in: sources))
    }
    return nil
  }

  /// ` (your ChecklistItem: Sources/Checklists/ChecklistItem.swift:1)`, or nothing when the
  /// learner has not declared the type.
  private func yours(_ type: String, declaredAt place: String?) -> String {
    place.map { " " + localized("(your \(type): \($0))") } ?? ""
  }

  /// The learner's Swift files, each as its path and lines.
  func learnerSources() -> [(String, [String])] {
    workspace.sourceFiles().compactMap { path in
      guard
        let text = try? String(
          contentsOf: workspace.learner.appendingPathComponent(path), encoding: .utf8)
      else { return nil }
      return (path, text.components(separatedBy: "\n"))
    }
  }

  /// Where the learner declares a type: `Sources/Checklists/ChecklistItem.swift:1`.
  func declaration(of type: String, in sources: [(String, [String])]) -> String? {
    declaredTypes(in: sources).first { $0.0 == type }?.1
  }

  /// The texts between single quotes, in order.
  static func quoted(in message: String) -> [String] {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }

  /// `ChecklistItem` for `Checklists.ChecklistItem`, and for `any Checklists.ChecklistItem`.
  static func unqualified(_ type: String) -> String {
    var type = Substring(type)
    for prefix in ["any ", "some "] where type.hasPrefix(prefix) {
      type = type.dropFirst(prefix.count)
    }
    return String(type.split(separator: ".").last ?? type)
  }

  /// The lines without repeats, in order.
  static func unique(_ lines: [String]) -> [String] {
    var seen: Set<String> = []
    return lines.filter { seen.insert($0).inserted }
  }
}
