// Where each student is graded: a fresh copy of the course's pristine build, made for them
// and removed after.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The build folder students are graded in, one at a time: before each student, a fresh
/// copy of a pristine build (the course's kit compiled, with no student's code); after, the
/// copy is removed and the pristine build put back. Nothing one student's build leaves there
/// (their app, SwiftPM's plan of their package, its records) is ever used for another.
///
///     let build = GradingBuildFolder.standard(course: course)
///     let outcomes = try build.withFreshCopy(course: course, report: print) { folder in
///       CheckPackageTester(workspace: workspace, buildFolder: build.buildFolder(in: folder))
///         .check(…)
///     }
///
/// One pristine build serves both courses: it is the exercises' scratch package, whose
/// `.build` holds the kit, compiled by building the course's first starter as shipped. An
/// exercises grade builds the student's exercises in that package; a tutorial grade builds
/// the checks' package with `--scratch-path` in the same `.build`, where SwiftPM finds the
/// kit's commands unchanged (the course is the same path dependency of both), so the kit is
/// compiled once for both, and the one folder a workflow caches holds it for either.
///
/// Why one path, and a copy rather than a folder of its own for each: the compiled kit names
/// the path it was compiled at (the module cache, SwiftPM's and the driver's records), so in a
/// copy at another path SwiftPM compiles the kit's files again, while a copy at the same path
/// finds them up to date. While a student is graded, the pristine build waits beside the
/// folder, at ``pristine``.
///
/// Sharing a build folder is what went wrong before: every student's package was built in
/// the course's `.build`, where SwiftPM keeps one plan of the package it last built
/// (`debug.yaml`) and one app (`debug/Checklists`). Graded after Ada, Ben's build kept
/// Ada's plan (its `debug.yaml` still named her files), and his grade played her app.
@MainActor
package struct GradingBuildFolder: Sendable {
  /// The exercises' scratch package each student is built in, its build in `.build`.
  package let folder: URL

  /// A grading build folder at `folder`.
  package init(folder: URL) {
    self.folder = folder.standardizedFileURL
  }

  /// The course's: `.build/grading` in the course, for the tutorial and the exercises (not
  /// `.build/exercises`, where `stepwise exercises` and the course's own tests build).
  package static func standard(course: URL) -> GradingBuildFolder {
    GradingBuildFolder(folder: course.appendingPathComponent(".build/grading"))
  }

  /// Where SwiftPM builds, in a copy at `root` (the folder, or the pristine build): the
  /// scratch package's own `.build`, which a tutorial grade names with `--scratch-path`.
  package func buildFolder(in root: URL) -> URL {
    root.appendingPathComponent(".build")
  }

  /// Where the pristine build waits while a student is built in ``folder``.
  package var pristine: URL {
    folder.deletingLastPathComponent().appendingPathComponent(
      folder.lastPathComponent + ".pristine")
  }

  /// Whether the kit is compiled in a copy at `root`.
  func hasKit(_ root: URL) -> Bool { SharedBuildFolder.holdsTheKit(buildFolder(in: root)) }

  /// The file a grade holds locked (`flock`) while it uses ``folder``.
  package var lockFile: URL {
    folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".lock")
  }

  /// Runs `body` with ``folder`` a fresh copy of the pristine build (made first when there is
  /// none), handed to `user` when given, and puts the pristine build back after, whatever
  /// `body` did, holding the folder (``holding(report:_:)``).
  package func withFreshCopy<T>(
    course: URL, user: ChildUser? = nil, report: (String) -> Void, _ body: (URL) throws -> T
  ) throws -> T {
    try holding(report: report) {
      let manager = FileManager.default
      try recoverAndPrepare(course: course, report: report)
      try manager.moveItem(at: folder, to: pristine)
      defer {
        try? manager.removeItem(at: folder)
        try? manager.moveItem(at: pristine, to: folder)
      }
      try copy(pristine, to: folder)
      // SwiftPM's plan of the package last built here: the next build plans its own.
      for plan in plans(in: buildFolder(in: folder)) { try? manager.removeItem(at: plan) }
      try user?.handOver(folder)
      return try body(folder)
    }
  }

  /// Makes the pristine build unless it is made from this course as it is now (`grade
  /// --prepare`), first putting it back if a grade was stopped midway, holding the folder.
  package func prepareHolding(course: URL, report: (String) -> Void) throws {
    try holding(report: report) { try recoverAndPrepare(course: course, report: report) }
  }

  /// Puts the pristine build back if a grade was stopped midway, then makes it unless it is
  /// made from this course as it is now; only while holding the folder.
  private func recoverAndPrepare(course: URL, report: (String) -> Void) throws {
    try recover()
    try prepareUnlessMade(from: course, report: report)
  }

  /// Runs `body` holding ``lockFile`` (`flock`), as every use of the folder does. They take
  /// turns: while another holds it (a grade of the other course, another student's, a
  /// `--prepare`), this one says so and waits for it to end.
  func holding<T>(report: (String) -> Void, _ body: () throws -> T) throws -> T {
    try FileManager.default.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(lockFile.path, O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else { throw GradingRefusal("cannot open \(lockFile.path)") }
    defer { close(descriptor) }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      report(localized("Another grade is using \(folder.path): this one starts when it ends…"))
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          throw GradingRefusal(
            "cannot wait for \(lockFile.path): \(String(cString: strerror(errno)))")
        }
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// Puts the pristine build back when a grade was stopped before it could: the folder then
  /// holds that student's build, which is removed.
  func recover() throws {
    let manager = FileManager.default
    guard manager.fileExists(atPath: pristine.path) else { return }
    if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
    try manager.moveItem(at: pristine, to: folder)
  }

  /// The file where a pristine build keeps the ``fingerprint(course:swift:)`` of the course
  /// it was made from.
  var fingerprintFile: URL { folder.appendingPathComponent("stepwise-course.sha256") }

  /// What a pristine build depends on, as one SHA-256: the compiler that grades (`swift
  /// --version`), the course's manifest, and every file of its `Sources/`, by path and
  /// contents (not their times, which a checkout changes).
  package static func fingerprint(course: URL, swift: String = "swift") -> String {
    let manager = FileManager.default
    var lines: [String] = []
    let version = try? ExternalCommand(swift, ["--version"], in: course, timeLimit: 60).run()
    lines.append("swift: " + (version?.output ?? "unknown"))
    let manifest = course.appendingPathComponent("Package.swift")
    lines.append(
      "Package.swift " + ((try? Data(contentsOf: manifest)).map(SHA256.hexDigest) ?? "-"))
    let sources = course.appendingPathComponent("Sources")
    for path in ((try? manager.subpathsOfDirectory(atPath: sources.path)) ?? []).sorted() {
      let url = sources.appendingPathComponent(path)
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let data = try? Data(contentsOf: url)
      else { continue }
      lines.append("Sources/\(path) \(SHA256.hexDigest(of: data))")
    }
    return SHA256.hexDigest(of: Data(lines.joined(separator: "\n").utf8))
  }

  /// Why ``folder`` is not a pristine build of the course as it is now.
  package enum Unusable: Equatable {
    /// There is no folder.
    case missing
    /// The folder holds no compiled kit where a grade looks, or no fingerprint: a build
    /// stopped before it ended, or one laid out by another version of `stepwise` (its own
    /// files, not the course's).
    case unfinished
    /// Made from another version of the course: updated since, or compiled by another
    /// `swift`.
    case otherCourse
  }

  /// Why ``folder`` cannot be used to grade the course as it is now; nil when it can.
  package func unusable(for course: URL) -> Unusable? {
    guard FileManager.default.fileExists(atPath: folder.path) else { return .missing }
    guard hasKit(folder),
      let kept = try? String(contentsOf: fingerprintFile, encoding: .utf8)
    else { return .unfinished }
    let made = kept.trimmingCharacters(in: .whitespacesAndNewlines)
    return made == Self.fingerprint(course: course) ? nil : .otherCourse
  }

  /// Whether ``folder`` holds a pristine build made from this course as it is now.
  package func isMade(from course: URL) -> Bool { unusable(for: course) == nil }

  /// Makes the pristine build unless it is made from this course as it is now.
  package func prepareUnlessMade(from course: URL, report: (String) -> Void) throws {
    if try removeUnlessMade(from: course, report: report) {
      try prepare(course: course, report: report)
    }
  }

  /// Whether the pristine build must be made: when it is not made from this course as it is
  /// now. One that is unfinished, or made from another version of the course, is removed
  /// first, with a line that says which: every student's package would fail to build
  /// against it.
  func removeUnlessMade(from course: URL, report: (String) -> Void) throws -> Bool {
    switch unusable(for: course) {
    case nil: return false
    case .missing: return true
    case .unfinished:
      report(
        localized(
          "The grading build is unfinished, or was made by another version of stepwise: making it again…"
        ))
    case .otherCourse:
      report(
        localized(
          "The grading build was made from another version of the course: making it again…"))
    }
    try FileManager.default.removeItem(at: folder)
    return true
  }

  /// Makes the pristine build: the exercises' scratch package with the course's first
  /// exercise's starter as shipped, built in its `.build` (which compiles the kit there,
  /// once: every later grade, of either course, copies it), and the course's fingerprint
  /// beside it. The folder a grading build of the exercises had of its own before
  /// (`.build/grading-exercises`) is removed: nothing uses it now.
  package func prepare(course: URL, report: (String) -> Void) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
    let workspace = ExerciseWorkspace(root: course)
    let catalog = ExerciseCatalog.standard
    guard let exercise = catalog.exercises.first,
      case .success(let member) = ScratchPackage.Member.make(
        for: exercise,
        starters: exercise.files.compactMap { workspace.contents(exercise.starterPath($0)) },
        catalog: catalog, workspace: workspace)
    else {
      throw GradingRefusal("the course's first exercise cannot be built as shipped")
    }
    _ = ExercisesGrader.scratchTester(course: workspace, catalog: catalog, folder: folder).run(
      [member], report: report)
    guard hasKit(folder) else {
      throw GradingRefusal(
        "the course's kit does not build in \(folder.path): build the course (swift build) "
          + "and grade again")
    }
    try Data((Self.fingerprint(course: course) + "\n").utf8).write(to: fingerprintFile)
    if folder.lastPathComponent == "grading" {
      let parent = folder.deletingLastPathComponent()
      for former in ["grading-exercises", "grading-exercises.lock"] {
        try? manager.removeItem(at: parent.appendingPathComponent(former))
      }
    }
  }

  /// SwiftPM's plan files in a build folder: the manifest llbuild runs and the description
  /// of each configuration.
  func plans(in folder: URL) -> [URL] {
    let manager = FileManager.default
    var found: [URL] = []
    for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
      let url = folder.appendingPathComponent(name)
      if name.hasSuffix(".yaml") { found.append(url) }
      for configuration in ["debug", "release"] {
        let description = url.appendingPathComponent("\(configuration)/description.json")
        if manager.fileExists(atPath: description.path) { found.append(description) }
      }
    }
    return found
  }

  /// Copies a build folder with its files' times, as `cp -a` does: the build finds the
  /// copied files as it left them.
  func copy(_ source: URL, to destination: URL) throws {
    let outcome = try ExternalCommand(
      "cp", ["-a", source.path, destination.path], in: source.deletingLastPathComponent(),
      timeLimit: 600
    ).run()
    guard outcome.status == 0 else {
      throw GradingRefusal("cannot copy \(source.path): \(outcome.output)")
    }
  }
}
