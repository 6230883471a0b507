// The folder students are graded in: a fresh copy of the pristine build for each, without
// SwiftPM's plan of the last package, the pristine build put back after, one grade at a time.

import AppTestSupport
import Foundation
import Testing

@testable import Classroom

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
@Suite struct GradingBuildFolderTests {
  /// A pristine build in a temporary folder, as far as grading looks at it: the kit's
  /// module (so it is not built again), SwiftPM's plan, and the course's starter app.
  func makePristine() throws -> (TemporaryFolder, GradingBuildFolder) {
    let folder = try TemporaryFolder()
    try folder.write("kit", to: "build/.build/debug/Modules/HeadlessUIKit.swiftmodule")
    try folder.write("starter's plan", to: "build/.build/debug.yaml")
    try folder.write(
      "starter's plan", to: "build/.build/x86_64-unknown-linux-gnu/debug/description.json")
    try folder.write("starter app", to: "build/.build/debug/Checklists")
    // Made from the course as it is: the temporary folder stands for it.
    try folder.write(
      GradingBuildFolder.fingerprint(course: folder.url), to: "build/stepwise-course.sha256")
    return (folder, GradingBuildFolder(folder: folder.url.appendingPathComponent("build")))
  }

  @Test func aPristineBuildMadeFromAnotherVersionOfTheCourseIsNotUsed() throws {
    let (folder, build) = try makePristine()
    try folder.write("public struct Kit {}\n", to: "Sources/Kit/Kit.swift")
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    let made = GradingBuildFolder.fingerprint(course: folder.url)
    try folder.write(made, to: "build/stepwise-course.sha256")
    #expect(build.isMade(from: folder.url))

    // A checkout touches the files' times, not their contents: still the same course.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 0)],
      ofItemAtPath: folder.url.appendingPathComponent("Sources/Kit/Kit.swift").path)
    #expect(build.isMade(from: folder.url))

    // The course updated: a kit file changed, added, or the manifest changed.
    try folder.write("public struct Kit { public init() {} }\n", to: "Sources/Kit/Kit.swift")
    #expect(!build.isMade(from: folder.url), "a kit file changed")
    try folder.write("public struct Kit {}\n", to: "Sources/Kit/Kit.swift")
    #expect(build.isMade(from: folder.url))
    try folder.write("public struct More {}\n", to: "Sources/Kit/More.swift")
    #expect(!build.isMade(from: folder.url), "a kit file added")
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("Sources/Kit/More.swift"))
    try folder.write("// swift-tools-version: 6.1\n", to: "Package.swift")
    #expect(!build.isMade(from: folder.url), "the manifest changed")

    // A build with no fingerprint (made before there was one) is not trusted either.
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    #expect(build.isMade(from: folder.url))
    try FileManager.default.removeItem(at: build.fingerprintFile)
    #expect(!build.isMade(from: folder.url))
  }

  /// A grading build that cannot be used is removed, with a line that says why: one with no
  /// kit where a grade looks (laid out by an older `stepwise`, or stopped midway) is not
  /// said to come from another version of the course, which it may not.
  @Test func anUnusableBuildIsRemovedWithALineThatSaysWhy() throws {
    let (folder, build) = try makePristine()
    func removed() throws -> (made: Bool, said: [String], left: Bool) {
      var said: [String] = []
      let made = try build.removeUnlessMade(from: folder.url) { said.append($0) }
      return (made, said, FileManager.default.fileExists(atPath: build.folder.path))
    }
    #expect(build.unusable(for: folder.url) == nil)
    #expect(try removed() == (false, [], true))

    // The layout of an older stepwise: the kit in the folder itself, not in its `.build`.
    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent("build/.build"),
      to: folder.url.appendingPathComponent("build/old"))
    #expect(build.unusable(for: folder.url) == .unfinished)
    let unfinished = try removed()
    #expect(unfinished.made && !unfinished.left)
    #expect(
      unfinished.said == [
        "The grading build is unfinished, or was made by another version of stepwise: making it again…"
      ])
    #expect(build.unusable(for: folder.url) == .missing)
    #expect(try removed() == (true, [], false))

    // The course changed since the build was made.
    let (other, otherBuild) = try makePristine()
    try other.write("public struct Kit {}\n", to: "Sources/Kit/Kit.swift")
    #expect(otherBuild.unusable(for: other.url) == .otherCourse)
    var said: [String] = []
    #expect(try otherBuild.removeUnlessMade(from: other.url) { said.append($0) })
    #expect(
      said == ["The grading build was made from another version of the course: making it again…"])
  }

  /// `grade --prepare` while a grade runs waits for it: it does not take the grade's copy
  /// for one left by a grade stopped midway and put the pristine build back under it.
  @Test func aPrepareWhileAGradeRunsWaitsAndLeavesItsCopyAlone() throws {
    let (folder, build) = try makePristine()
    // A grade, in another process: the pristine build aside, the student's copy in the
    // folder; it ends after a second, putting the pristine build back.
    try FileManager.default.moveItem(at: build.folder, to: build.pristine)
    try folder.write("ada's app", to: "build/.build/debug/Checklists")
    let descriptor = open(build.lockFile.path, O_RDWR | O_CREAT, 0o644)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    final class Grade: @unchecked Sendable {
      let lock = NSLock()
      var copyWasLeft = false
      let ended = DispatchSemaphore(value: 0)
    }
    let grade = Grade()
    let (copy, pristine) = (build.folder, build.pristine)
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 1)
      let left =
        (try? String(
          contentsOf: copy.appendingPathComponent(".build/debug/Checklists"), encoding: .utf8))
        == "ada's app" && FileManager.default.fileExists(atPath: pristine.path)
      try? FileManager.default.removeItem(at: copy)
      try? FileManager.default.moveItem(at: pristine, to: copy)
      grade.lock.withLock { grade.copyWasLeft = left }
      flock(descriptor, LOCK_UN)
      grade.ended.signal()
    }

    var said: [String] = []
    try build.prepareHolding(course: folder.url) { said.append($0) }
    #expect(grade.ended.wait(timeout: .now() + 30) == .success)
    #expect(grade.lock.withLock { grade.copyWasLeft }, "the grade's copy was touched")
    #expect(said == ["Another grade is using \(build.folder.path): this one starts when it ends…"])
    #expect(folder.read("build/.build/debug/Checklists") == "starter app")
    #expect(!FileManager.default.fileExists(atPath: build.pristine.path))
  }

  func grade<T>(
    in build: GradingBuildFolder, course: URL, _ body: (URL) throws -> T
  ) throws -> T {
    try build.withFreshCopy(course: course, report: { _ in }, body)
  }

  @Test func eachStudentGetsAFreshCopyWithNoPlanAndNothingOfTheStudentBefore() throws {
    let (folder, build) = try makePristine()
    let seen = try grade(in: build, course: folder.url) { copy in
      #expect(copy == build.folder)
      let found = (
        kit: folder.read("build/.build/debug/Modules/HeadlessUIKit.swiftmodule"),
        plan: folder.read("build/.build/debug.yaml"),
        description: folder.read("build/.build/x86_64-unknown-linux-gnu/debug/description.json")
      )
      // Ada's build leaves her app and SwiftPM's plan of her package.
      try Data("ada's app".utf8).write(to: copy.appendingPathComponent(".build/debug/Checklists"))
      try Data("ada's plan".utf8).write(to: copy.appendingPathComponent(".build/debug.yaml"))
      return found
    }
    #expect(seen.kit == "kit")
    #expect(seen.plan == nil, "SwiftPM plans the student's package anew")
    #expect(seen.description == nil)
    // The pristine build is back as it was, and the next student finds nothing of Ada's.
    #expect(folder.read("build/.build/debug/Checklists") == "starter app")
    #expect(folder.read("build/.build/debug.yaml") == "starter's plan")
    #expect(!FileManager.default.fileExists(atPath: build.pristine.path))
    let next = try grade(in: build, course: folder.url) { copy in
      (
        app: try? String(
          contentsOf: copy.appendingPathComponent(".build/debug/Checklists"), encoding: .utf8),
        plan: try? String(
          contentsOf: copy.appendingPathComponent(".build/debug.yaml"), encoding: .utf8)
      )
    }
    #expect(next.app == "starter app")
    #expect(next.plan == nil)
  }

  @Test func aGradeStoppedHalfwayIsUndoneBeforeTheNext() throws {
    let (folder, build) = try makePristine()
    // What a grade stopped while building leaves: the pristine build aside, and the
    // student's build in the folder.
    try FileManager.default.moveItem(at: build.folder, to: build.pristine)
    try folder.write("ada's app", to: "build/.build/debug/Checklists")

    let app = try grade(in: build, course: folder.url) { copy in
      try String(
        contentsOf: copy.appendingPathComponent(".build/debug/Checklists"), encoding: .utf8)
    }
    #expect(app == "starter app")
    #expect(folder.read("build/.build/debug/Checklists") == "starter app")
    #expect(!FileManager.default.fileExists(atPath: build.pristine.path))
  }

  /// A grade while another holds the folder (a grade of the other course, in another
  /// process) says so and waits, touching nothing, then grades once the other has ended.
  @Test func aGradeWhileAnotherUsesTheFolderWaitsForItToEndThenGrades() throws {
    let (folder, build) = try makePristine()
    // Another grade holds the folder for a second, then ends.
    let descriptor = open(build.lockFile.path, O_RDWR | O_CREAT, 0o644)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    final class Ended: @unchecked Sendable {
      let lock = NSLock()
      var at: Date?
    }
    let ended = Ended()
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 1)
      ended.lock.withLock { ended.at = Date() }
      flock(descriptor, LOCK_UN)
    }

    var said: [(line: String, pristineAside: Bool, at: Date)] = []
    var ran: Date?
    let app = try build.withFreshCopy(
      course: folder.url,
      report: { line in
        said.append(
          (line, FileManager.default.fileExists(atPath: build.pristine.path), Date()))
      }
    ) { copy in
      ran = Date()
      return try String(
        contentsOf: copy.appendingPathComponent(".build/debug/Checklists"), encoding: .utf8)
    }
    let release = try #require(ended.lock.withLock { ended.at })
    // It said so before it waited, with the pristine build where it was.
    #expect(
      said.map(\.line) == [
        "Another grade is using \(build.folder.path): this one starts when it ends…"
      ])
    #expect(said.allSatisfy { !$0.pristineAside && $0.at < release })
    // It graded once the other had ended, and put the pristine build back.
    #expect(try #require(ran) >= release)
    #expect(app == "starter app")
    #expect(folder.read("build/.build/debug/Checklists") == "starter app")
    #expect(!FileManager.default.fileExists(atPath: build.pristine.path))
  }
}
