// Why a report cannot be trusted: what it says of itself, and what the student's git says.

import Foundation
import LessonEngine

extension ClassReader {
  /// What in a report does not hold together, each in plain words: no provenance (a report
  /// of format 1, or not written by `classroom grade`), a digest that is not its verdicts', a
  /// score that is not their sum, steps whose results are not their verdicts.
  static func suspicions(of report: ReportFile, results: [String: ReportFile.Results])
    -> [String]
  {
    guard let grade = report.grade else {
      return [
        "no provenance: a report of format 1 (before stepwise recorded how a grade was made) "
          + "or not written by classroom grade"
      ]
    }
    var found: [String] = []
    if GradeProvenance.digest(of: grade.verdicts) != grade.digest {
      found.append("its digest does not match its verdicts: edited after the grade")
    }
    let outOfRange = grade.verdicts.filter {
      !GradeSheet.pointsRange.contains($0.points) || !GradeSheet.pointsRange.contains($0.maxPoints)
        || $0.points > $0.maxPoints
    }
    if let first = outOfRange.first {
      found.append(
        "its verdict of \(first.id) gives \(first.points)/\(first.maxPoints) points, which no "
          + "grade gives")
    } else {
      // Within the range, no sum of a report's verdicts can overflow.
      let points = grade.verdicts.map(\.points).reduce(0, +)
      let most = grade.verdicts.map(\.maxPoints).reduce(0, +)
      if points != grade.points || most != grade.maxPoints {
        found.append(
          "its score \(grade.points)/\(grade.maxPoints) is not the sum of its verdicts, "
            + "\(points)/\(most)")
      }
    }
    let verdicts = Dictionary(grade.verdicts.map { ($0.id, $0.status) }) { first, _ in first }
    let differing = Set(verdicts.keys).union(results.keys).sorted().filter { id in
      guard let verdict = verdicts[id], let result = results[id]?.status else { return true }
      // A retired step's checks did not pass; its points come from the step that retired it.
      return verdict == "retired" ? result == "pass" : verdict != result
    }
    if let first = differing.first {
      found.append(
        differing.count == 1
          ? "its results do not match its verdicts (\(first))"
          : "its results do not match its verdicts (\(first) and \(differing.count - 1) more)")
    }
    return found
  }

  /// What the student's git says of a report in their folder, when the folder is a checkout:
  /// the student committed the report, or it grades another commit than the folder's.
  static func suspicions(of file: String, in folder: URL, provenance: GradeProvenance?)
    -> [String]
  {
    let git = StudentGit(folder: folder)
    guard git.isCheckout else { return [] }
    var found: [String] = []
    if git.hasCommitted(file) {
      found.append("the student committed \(file): it is in their git history")
    }
    if let provenance {
      let head = git.head ?? StudentGit.notACheckout
      if provenance.commit != head {
        found.append(
          "its commit (\(short(provenance.commit))) is not the folder's HEAD (\(short(head)))")
      }
    }
    return found
  }

  /// A commit's first 12 digits; anything else as it is.
  private static func short(_ commit: String) -> String {
    commit.count == 40 && commit.allSatisfy(\.isHexDigit) ? String(commit.prefix(12)) : commit
  }
}
