// One student's results as `classroom report` finds them in their folder, read and never changed.

import Foundation
import LessonEngine
import StepwiseBasics

/// What one student's folder (or report file) holds.
package struct StudentRecord: Sendable, Equatable {
  /// What could be read.
  package enum State: Sendable, Equatable {
    /// A report of every step: what the workflow uploads, or `--report` wrote.
    case report
    /// Only the progress file: the steps done, no failure messages.
    case progress
    /// A package with neither a report nor a progress file.
    case noResults
    /// A folder with nothing in it (a `.git` folder aside).
    case empty
    /// A folder that is neither a package nor holds a report.
    case notPackage
    /// A report or progress file that cannot be read, and why.
    case damaged(String)
    /// A student `collect` could not fetch, check out or grade, and why.
    case notGraded(String)
  }

  /// One step's result.
  package struct StepResult: Sendable, Equatable {
    /// `pass`, `fail` or `error`.
    package var status: ExerciseOutcome.Status
    /// What went wrong, one line.
    package var failingLine: String?
    /// For a step that judges the student's own test, what the student read of each planted
    /// bug the test let through.
    package var survivors: [String] = []
  }

  /// The folder's (or file's) name.
  package var name: String
  /// What was read.
  package var state: State
  /// Each step's result, by id (a report's steps, or the progress's done steps as passes).
  package var results: [String: StepResult] = [:]
  /// The step being worked on, from the progress file.
  package var current: String?
  /// When the report was made, or the progress last saved.
  package var lastChange: Date?
  /// How the report says it was made; nil for a report of format 1 or a progress file.
  package var provenance: GradeProvenance?
  /// Why the report cannot be trusted, in plain words: committed by the student, of another
  /// commit, edited after the grade (see ``ClassReader/suspicions(of:results:)``).
  package var suspicions: [String] = []
  /// The course the report or the progress file is of; nil when none was read.
  package var course: Course?
}

/// Reads a class: one record per student folder (or report file) in a folder, sorted by
/// name. Nothing is written and nothing is moved, even when a file is damaged.
package enum ClassReader {
  /// The file name the workflow gives the report it uploads.
  package static let reportName = "stepwise-report.json"

  /// The largest report, progress file or grade sheet read: 8 MB. A report of the tutorial's
  /// 55 steps is some 50 KB (14 MB for 300 of them), and one whose build failed repeats the
  /// compiler's errors in every step: a few MB for hundreds of errors. A larger file is not
  /// a report, and is refused from its size, never read.
  static let largestFile = 8 * SmallFile.megabyte

  /// A file's contents, at most ``largestFile``.
  static func contents(of url: URL) -> Result<Data, SmallFile.Refusal> {
    SmallFile.read(url, atMost: largestFile)
  }

  /// What a report says of a file too large to read, naming it and its size.
  static func tooLarge(_ file: String, bytes: Int) -> String {
    "\(file) is \(SmallFile.megabytes(bytes)), too large to read (at most "
      + "\(SmallFile.megabytes(largestFile)))"
  }

  /// Every student in `folder`: each subfolder, and each `.json` file at its top (a report
  /// on its own, named after the file). Hidden entries and other files are left out.
  package static func read(_ folder: URL) throws -> [StudentRecord] {
    let manager = FileManager.default
    var records: [StudentRecord] = []
    for name in try manager.contentsOfDirectory(atPath: folder.path).sorted()
    where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        records.append(readStudent(url, name: name))
      } else if url.pathExtension == "json" {
        records.append(readReportFile(url, name: url.deletingPathExtension().lastPathComponent))
      }
    }
    return records
  }

  /// One student's folder.
  package static func readStudent(_ folder: URL, name: String) -> StudentRecord {
    let manager = FileManager.default
    let entries = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0 != ".git" && $0 != ".DS_Store"
    }
    if entries.isEmpty { return StudentRecord(name: name, state: .empty) }
    // A report: the workflow's, else any report at the top of the folder.
    let reports = entries.filter { $0.hasSuffix(".json") }.sorted {
      ($0 == reportName ? 0 : 1, $0) < ($1 == reportName ? 0 : 1, $1)
    }
    for file in reports {
      var record = readReportFile(folder.appendingPathComponent(file), name: name)
      if case .damaged = record.state, file != reportName { continue }
      if record.state == .report {
        record.suspicions += suspicions(of: file, in: folder, provenance: record.provenance)
      }
      return record
    }
    for course in ["tutorial", "exercises"] {
      let file = ".stepwise/\(course)/progress.json"
      let url = folder.appendingPathComponent(file)
      let data: Data
      switch contents(of: url) {
      case .success(let read): data = read
      case .failure(.unreadable): continue
      case .failure(.tooLarge(let bytes)):
        return StudentRecord(name: name, state: .damaged(tooLarge(file, bytes: bytes)))
      }
      guard let progress = try? JSONDecoder().decode(LessonProgress.self, from: data) else {
        return StudentRecord(
          name: name, state: .damaged("\(file) cannot be read"))
      }
      var record = StudentRecord(name: name, state: .progress)
      record.course = Course(rawValue: course)
      // The progress file is git-ignored: one in the student's history was put there.
      let git = StudentGit(folder: folder)
      if git.isCheckout, git.hasCommitted(file) {
        record.suspicions.append(
          "the student committed \(file), which git ignores: it is in their git history")
      }
      for id in progress.done { record.results[id] = StudentRecord.StepResult(status: .pass) }
      record.current = progress.current
      record.lastChange =
        (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      return record
    }
    let isPackage =
      entries.contains("Package.swift")
      || manager.fileExists(atPath: folder.appendingPathComponent("Chapters/Exercises").path)
    return StudentRecord(name: name, state: isPackage ? .noResults : .notPackage)
  }

  /// A report file: Exercism's results.json (v3) per step, as `grade --report` writes it.
  package static func readReportFile(_ url: URL, name: String) -> StudentRecord {
    let file = url.lastPathComponent
    let data: Data
    switch contents(of: url) {
    case .success(let read): data = read
    case .failure(.unreadable):
      return StudentRecord(name: name, state: .damaged("\(file) cannot be read"))
    case .failure(.tooLarge(let bytes)):
      return StudentRecord(name: name, state: .damaged(tooLarge(file, bytes: bytes)))
    }
    let report: ReportFile
    do {
      report = try JSONDecoder().decode(ReportFile.self, from: data)
    } catch {
      return StudentRecord(name: name, state: .damaged("\(file) is not a Stepwise report"))
    }
    guard let lessons = report.steps ?? report.exercises else {
      return StudentRecord(name: name, state: .damaged("\(file) has no steps or exercises"))
    }
    if let format = report.format, format > GradeReport.format {
      return StudentRecord(
        name: name,
        state: .damaged(
          "\(file) is of format \(format), newer than this stepwise reads (\(GradeReport.format)): "
            + "update stepwise"))
    }
    var record = StudentRecord(name: name, state: .report)
    record.course = report.steps != nil ? .tutorial : .exercises
    record.provenance = report.grade
    record.suspicions = suspicions(of: report, results: lessons)
    for (id, results) in lessons {
      let status = ExerciseOutcome.Status(rawValue: results.status) ?? .error
      let message =
        results.message
        ?? results.tests?.first { $0.status != "pass" }?.message
      record.results[id] = StudentRecord.StepResult(
        status: status, failingLine: status == .pass ? nil : message.map(GradeSheet.failingLine),
        survivors: status == .pass ? [] : (results.survivors ?? []).map(\.message))
    }
    record.lastChange = report.generated.flatMap { ISO8601DateFormatter().date(from: $0) }
    return record
  }

  /// The course a class worked on, from what was read of each student (the report or the
  /// progress file the class report reads, one each, and nothing else in their folders):
  /// exercises when most are of exercises, else the tutorial.
  package static func course(of students: [StudentRecord]) -> Course {
    let exercises = students.filter { $0.course == .exercises }.count
    let tutorial = students.filter { $0.course == .tutorial }.count
    return exercises > tutorial ? .exercises : .tutorial
  }

  /// What a report file holds, as far as the class report reads it.
  struct ReportFile: Decodable {
    struct Results: Decodable {
      var status: String
      var message: String?
      var tests: [Test]?
      var survivors: [LessonReport.Survivor]?
    }
    struct Test: Decodable {
      var name: String?
      var status: String
      var message: String?
    }
    var steps: [String: Results]?
    var exercises: [String: Results]?
    var generated: String?
    /// The format's version: absent in format 1.
    var format: Int?
    /// How the grade was made: from format 2.
    var grade: GradeProvenance?
  }
}
