// Picks the errors out of a build's output, with the learner's paths in place of the scratch's.

import Foundation
import StepwiseBasics

/// The errors and warnings in `swift build`'s output, each with the lines that show where it is, and
/// with paths rewritten to the files the learner knows: `Chapters/Exercises/…/File.swift` rather
/// than the scratch package's link to it.
package struct CompilerDiagnostics {
  /// One error and the source excerpt the compiler printed under it.
  package struct Diagnostic: Equatable {
    /// The file, as the learner knows it (relative to the package when inside it).
    package var path: String
    /// The file as the compiler printed it, through the scratch package's links.
    package var printedPath: String
    /// The line.
    package var line: Int
    /// The header line, `path:line:column: error: message`.
    package var header: String
    /// The excerpt lines that followed it.
    package var excerpt: [String]

    /// The header and the excerpt, and a word in plain English where the compiler's own
    /// words would puzzle a learner.
    package var text: String {
      ([header] + excerpt + (explanation.map { ["note: " + $0] } ?? [])).joined(separator: "\n")
    }

    /// What an error means here, for the errors the kit's own design causes.
    ///
    /// - `import UIKit` (or UserNotifications, CoreData, …, as in Xcode): the course's module
    ///   that stands for it has a name of its own, so that it never collides with Apple's.
    /// - `FileManager.default.urls(for:in:)`, `UserDefaults.standard`, `NSHomeDirectory()`
    ///   and `NSTemporaryDirectory()` find the app's container because HeadlessUIKit declares
    ///   them again; a file that also imports Foundation sees both declarations.
    package var explanation: String? {
      if let match = header.firstMatch(of: /error: no such module '(\w+)'$/),
        let kit = KitModules.kitModule(for: String(match.1))
      {
        let apple = String(match.1)
        return localized(
          "here the course's \(kit) stands for \(apple): write `import \(kit)` in its place, as the course's own files do (`stepwise export` writes `import \(apple)` back for Xcode)."
        )
      }
      let names = [
        "'urls(for:in:)'", "'url(for:in:appropriateFor:create:)'", "'standard'",
        "'NSHomeDirectory()'", "'NSTemporaryDirectory()'",
      ]
      guard header.contains("error: ambiguous use of"),
        names.contains(where: header.hasSuffix)
      else { return nil }
      return localized(
        "this file imports Foundation as well as HeadlessUIKit. HeadlessUIKit stands for UIKit, which brings Foundation with it, and its own FileManager and UserDefaults names find the app's container: delete the line `import Foundation` from this file."
      )
    }
  }

  /// The errors, each once, in the order printed.
  private(set) var errors: [Diagnostic] = []
  /// The warnings, each once, in the order printed.
  package private(set) var warnings: [Diagnostic] = []

  /// Reads a build's output. `rename` turns a path the compiler printed into the path to
  /// show (or returns it unchanged).
  package init(_ output: String, rename: (String) -> String) {
    var seen: Set<String> = []
    var current: Diagnostic?
    var isWarning = false
    func finish() {
      if let diagnostic = current, seen.insert(diagnostic.header).inserted {
        if isWarning { warnings.append(diagnostic) } else { errors.append(diagnostic) }
      }
      current = nil
    }
    for line in output.components(separatedBy: "\n") {
      if let (path, lineNumber, rest) = Self.splitHeader(line) {
        finish()
        isWarning = rest.hasPrefix("warning:")
        guard rest.hasPrefix("error:") || isWarning else { continue }
        let shown = rename(path)
        current = Diagnostic(
          path: shown, printedPath: path, line: lineNumber,
          header: line.replacingOccurrences(of: path, with: shown), excerpt: [])
      } else if current != nil, line.contains("|"), !line.hasPrefix("[") {
        current?.excerpt.append(line)
      } else {
        finish()
      }
    }
    finish()
  }

  /// The errors in files whose shown path, or printed path, starts with one of these
  /// prefixes.
  package func errors(inPathsStartingWith prefixes: [String]) -> [Diagnostic] {
    errors.filter { error in
      prefixes.contains { error.path.hasPrefix($0) || error.printedPath.hasPrefix($0) }
    }
  }

  /// `path:line:column: rest` split up, for a line that starts that way.
  private static func splitHeader(_ line: String) -> (String, Int, String)? {
    guard let swiftEnd = line.range(of: ".swift:") else { return nil }
    let path = String(line[..<swiftEnd.lowerBound]) + ".swift"
    let parts = line[swiftEnd.upperBound...].split(
      separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let lineNumber = Int(parts[0]), Int(parts[1]) != nil else {
      return nil
    }
    return (path, lineNumber, parts[2].trimmingCharacters(in: .whitespaces))
  }
}
