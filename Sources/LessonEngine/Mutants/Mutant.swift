// A planted bug: the reference app with one change, read from a `.mutant` file.

import Foundation
import StepwiseBasics

/// The reference app with one planted bug, read from a `.mutant` file:
///
/// ```
/// when: the table is never told about the new row
/// because: it checks the model but not the screen
/// <<<<<<< Controllers/ChecklistViewController.swift
///     tableView.insertRows(at: [indexPath], with: .automatic)
/// =======
/// >>>>>>>
/// ```
///
/// `when` finishes "your test still passes when …", `because` says what such a test misses;
/// `when-ja:` and `because-ja:` may say the same in Japanese (`when-ja` finishing "…ときも、
/// あなたのテストは通ります");
/// each hunk replaces text that occurs exactly once in a file of the reference stage.
package struct Mutant: Sendable, Equatable {
  /// The file's name without `.mutant`.
  package var name: String
  /// What the bug does, finishing "your test still passes when …".
  package var when: String
  /// What a test that misses it does not check.
  package var because: String
  /// ``when`` in Japanese, if the file has it.
  package var whenJa: String?
  /// ``because`` in Japanese, if the file has it.
  package var becauseJa: String?
  /// The replacements: in a file (by path in the stage), the text, and what replaces it.
  package var hunks: [Hunk]

  /// One replacement.
  package struct Hunk: Sendable, Equatable {
    /// The file's path in the stage's folder.
    package var file: String
    /// The text it holds exactly once.
    package var old: String
    /// What replaces it.
    package var new: String
  }

  /// A mutant file that cannot be read or applied: a defect of the course.
  package struct Defect: Error, CustomStringConvertible {
    package var description: String

    /// A defect, described.
    package init(description: String) {
      self.description = description
    }
  }

  /// Reads a mutant file.
  package init(name: String, text: String) throws {
    self.name = name
    var when: String?
    var because: String?
    var hunks: [Hunk] = []
    var current: (file: String, old: [String], new: [String], inNew: Bool)?
    for line in text.components(separatedBy: "\n") {
      if var hunk = current {
        if line == ">>>>>>>" {
          hunks.append(
            Hunk(
              file: hunk.file, old: hunk.old.joined(separator: "\n"),
              new: hunk.new.joined(separator: "\n")))
          current = nil
        } else if line == "=======", !hunk.inNew {
          hunk.inNew = true
          current = hunk
        } else {
          if hunk.inNew { hunk.new.append(line) } else { hunk.old.append(line) }
          current = hunk
        }
      } else if line.hasPrefix("<<<<<<< ") {
        current = (String(line.dropFirst(8)), [], [], false)
      } else if line.hasPrefix("when: ") {
        when = String(line.dropFirst(6))
      } else if line.hasPrefix("because: ") {
        because = String(line.dropFirst(9))
      } else if line.hasPrefix("when-ja: ") {
        whenJa = String(line.dropFirst(9))
      } else if line.hasPrefix("because-ja: ") {
        becauseJa = String(line.dropFirst(12))
      } else if !line.isEmpty, !line.hasPrefix("#") {
        throw Defect(description: "\(name).mutant: a line outside a hunk: \(line)")
      }
    }
    guard current == nil else { throw Defect(description: "\(name).mutant: a hunk never ends") }
    guard let when, let because, !hunks.isEmpty else {
      throw Defect(description: "\(name).mutant needs a when:, a because: and a hunk")
    }
    self.when = when
    self.because = because
    self.hunks = hunks
  }

  /// The stage's files, by path, with the bug planted.
  package func apply(to files: [String: String]) throws -> [String: String] {
    var result = files
    for hunk in hunks {
      guard let text = result[hunk.file] else {
        throw Defect(description: "\(name).mutant: the stage has no file \(hunk.file)")
      }
      let parts = text.components(separatedBy: hunk.old)
      guard parts.count == 2, !hunk.old.isEmpty else {
        throw Defect(
          description: "\(name).mutant: its text occurs \(parts.count - 1) times in "
            + "\(hunk.file), not once")
      }
      result[hunk.file] = parts.joined(separator: hunk.new)
    }
    return result
  }

  /// What the learner reads when their test missed it: in Japanese when that is the
  /// learner's language and the file says it in Japanese.
  package var survivalText: String {
    if Language.current == .japanese, let whenJa, let becauseJa {
      return "\(whenJa)ときも、あなたのテストは通ります。\(becauseJa)。"
    }
    return "your test still passes when \(when): \(because)."
  }
}
