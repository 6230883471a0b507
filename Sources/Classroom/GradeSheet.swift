// What `stepwise classroom grade` prints: one line per step with its points, and a total.

import Foundation

/// The points of one student's package: one line per step, then the total, in a format that
/// stays the same so that the autograder (and ``parse(_:)``) can read it:
///
/// ```
/// # stepwise classroom grade: tutorial, 3 steps, 1 point each
/// checklists-01/01-launch 1/1 pass
/// checklists-01/02-table 0/1 fail
///   ✗ check.stepwise:7: expect row 0 is "Walk the dog"
/// checklists-04/02-samples 1/1 retired
///   checklists-05/01-saved changed what it checks
/// total 2/3
/// ```
///
/// A step's line is its id, its points over its most, and its status; an indented line
/// after it says why a step did not pass, or which later step retired it.
package struct GradeSheet: Equatable, Sendable {
  /// How a step went.
  package enum Status: String, Sendable, Equatable, CaseIterable {
    /// Its checks passed.
    case pass
    /// A later step changed on purpose what it checked, and that later step passes.
    case retired
    /// A check did not hold.
    case fail
    /// The checks could not run: the app does not build, crashed, or a file is missing.
    case error

    /// Whether the step earns its points.
    package var earnsPoints: Bool { self == .pass || self == .retired }
  }

  /// One step's line.
  package struct Step: Equatable, Sendable {
    /// The step's id.
    package var id: String
    /// How it went.
    package var status: Status
    /// The points it earned.
    package var points: Int
    /// The most it can earn.
    package var maxPoints: Int
    /// Why it did not pass, or what retired it: one line.
    package var note: String?

    /// A step's line; the points follow from the status.
    package init(id: String, status: Status, maxPoints: Int = 1, note: String? = nil) {
      self.id = id
      self.status = status
      self.maxPoints = maxPoints
      self.points = status.earnsPoints ? maxPoints : 0
      self.note = note.map(GradeSheet.oneLine)
    }
  }

  /// The course graded: `tutorial` or `exercises`.
  package var course: String
  /// Each step, in the course's order.
  package var steps: [Step]

  /// The points a step may have, earned or at most: far more than any course gives, and few
  /// enough that no sum of a sheet's or a report's steps overflows.
  package static let pointsRange = 0...1_000_000

  /// A sheet.
  package init(course: String, steps: [Step]) {
    self.course = course
    self.steps = steps
  }

  /// The points earned.
  package var points: Int { steps.map(\.points).reduce(0, +) }
  /// The most that can be earned.
  package var maxPoints: Int { steps.map(\.maxPoints).reduce(0, +) }

  /// The step with an id.
  package func step(id: String) -> Step? { steps.first { $0.id == id } }

  /// The sheet as `grade` prints it.
  package var text: String {
    let each = Set(steps.map(\.maxPoints))
    let pointsWord =
      each.count == 1
      ? each.first.map { ", \($0) point\($0 == 1 ? "" : "s") each" } ?? "" : ""
    var lines = [
      "# stepwise classroom grade: \(course), \(steps.count) step\(steps.count == 1 ? "" : "s")"
        + pointsWord
    ]
    for step in steps {
      lines.append("\(step.id) \(step.points)/\(step.maxPoints) \(step.status.rawValue)")
      if let note = step.note, !note.isEmpty { lines.append("  " + note) }
    }
    lines.append("total \(points)/\(maxPoints)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A line that cannot be read.
  package struct ParseError: Error, Equatable, CustomStringConvertible {
    /// The line's number, from 1.
    package var line: Int
    /// What is wrong.
    package var reason: String
    package var description: String { "line \(line): \(reason)" }
  }

  /// Reads what ``text`` wrote.
  package static func parse(_ text: String) throws(ParseError) -> GradeSheet {
    var course = ""
    var steps: [Step] = []
    var total: (Int, Int)?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      if line.isEmpty { continue }
      if line.hasPrefix("# ") {
        let header = line.dropFirst(2)
        if let colon = header.range(of: "grade: ") {
          course = String(header[colon.upperBound...].prefix { $0 != "," })
        }
        continue
      }
      if line.hasPrefix("  ") {
        guard !steps.isEmpty else {
          throw ParseError(line: number, reason: "a note before any step")
        }
        steps[steps.count - 1].note = String(line.dropFirst(2))
        continue
      }
      let words = line.split(separator: " ")
      if words.first == "total", words.count == 2, let pair = fraction(words[1]) {
        total = pair
        continue
      }
      steps.append(try step(words, line: number))
    }
    let sheet = GradeSheet(course: course, steps: steps)
    guard let total else {
      throw ParseError(line: text.split(separator: "\n").count, reason: "no total line")
    }
    guard total == (sheet.points, sheet.maxPoints) else {
      throw ParseError(
        line: text.split(separator: "\n").count,
        reason: "the total \(total.0)/\(total.1) is not the sum of the steps")
    }
    return sheet
  }

  /// A step's line, `<step> <points>/<most> <status>`, whose points must be those its status
  /// earns.
  private static func step(_ words: [Substring], line number: Int) throws(ParseError) -> Step {
    guard words.count == 3, let pair = fraction(words[1]),
      let status = Status(rawValue: String(words[2]))
    else {
      throw ParseError(line: number, reason: "expected \"<step> <points>/<most> <status>\"")
    }
    guard pointsRange.contains(pair.0), pointsRange.contains(pair.1), pair.0 <= pair.1 else {
      throw ParseError(
        line: number,
        reason: "\(pair.0)/\(pair.1) points: a step earns from 0 to its most, at most "
          + "\(pointsRange.upperBound)")
    }
    let step = Step(id: String(words[0]), status: status, maxPoints: pair.1)
    guard step.points == pair.0 else {
      throw ParseError(
        line: number,
        reason: "\(pair.0)/\(pair.1) \(status.rawValue): a step's points follow from its "
          + "status (pass and retired earn its most, fail and error nothing)")
    }
    return step
  }

  private static func fraction(_ word: Substring) -> (Int, Int)? {
    let parts = word.split(separator: "/")
    guard parts.count == 2, let points = Int(parts[0]), let most = Int(parts[1]) else {
      return nil
    }
    return (points, most)
  }

  /// A text as one line: its first line that says something, without surrounding spaces;
  /// a heading that ends with a colon ("Your app does not compile:") takes the line after it
  /// too, which says what: the first error below it when there is one (a build's output can
  /// start with SwiftPM's warnings, such as the one about a `HOME` it cannot write).
  static func oneLine(_ text: String) -> String {
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard let first = lines.first else { return "" }
    guard first.hasSuffix(":"), lines.count > 1 else { return first }
    let rest = lines.dropFirst()
    return first + " " + (rest.first { $0.contains("error:") } ?? rest[rest.startIndex])
  }

  /// The first line of a message that says something, with the course's folder left out of
  /// the paths in it, so that the same failure reads the same on every machine.
  package static func failingLine(_ message: String) -> String {
    var line = GradeSheet.oneLine(message)
    while let range = line.range(of: "/Chapters/") {
      let start =
        line[..<range.lowerBound].lastIndex { $0 == " " || $0 == "(" || $0 == "\"" }
        .map { line.distance(from: line.startIndex, to: $0) + 1 } ?? 0
      line = String(line.prefix(start)) + "Chapters/" + String(line[range.upperBound...])
    }
    return line
  }
}
