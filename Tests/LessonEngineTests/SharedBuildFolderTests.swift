// A learner's checks are built in the course's `.build`, where the kit is compiled already,
// unless another SwiftPM command holds it; then in the learner's own.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing

@testable import LessonEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SharedBuildFolderTests {
  /// A course folder whose `.build` holds a compiled kit, or not.
  func course(withKit: Bool) throws -> TemporaryFolder {
    let course = try TemporaryFolder()
    if withKit {
      _ = try course.write("", to: ".build/debug/Modules/HeadlessUIKit.swiftmodule")
    }
    return course
  }

  @Test func theCoursesFolderIsSharedWhenItHoldsTheKitAndNoSwiftPMHoldsIt() throws {
    let course = try course(withKit: true)
    let own = course.url.appendingPathComponent("learner/.build")
    #expect(
      SharedBuildFolder.choose(course: course.url, own: own)
        == course.url.appendingPathComponent(".build"))
  }

  @Test func aCourseWithNoCompiledKitIsNotShared() throws {
    let course = try course(withKit: false)
    let own = course.url.appendingPathComponent("learner/.build")
    #expect(SharedBuildFolder.choose(course: course.url, own: own) == own)
  }

  @Test func aFolderSwiftPMHoldsIsNotSharedUntilItLetsGo() throws {
    let course = try course(withKit: true)
    let own = course.url.appendingPathComponent("learner/.build")
    let shared = course.url.appendingPathComponent(".build")
    // Held the way SwiftPM holds it: flock on the lock file named after the folder's path.
    let lock = SharedBuildFolder.lockFile(of: shared)
    let descriptor = open(lock.path, O_CREAT | O_WRONLY, 0o644)
    try #require(descriptor >= 0)
    defer {
      close(descriptor)
      try? FileManager.default.removeItem(at: lock)
    }
    try #require(flock(descriptor, LOCK_EX) == 0)

    #expect(SharedBuildFolder.isBusy(shared))
    #expect(SharedBuildFolder.choose(course: course.url, own: own) == own)
    flock(descriptor, LOCK_UN)
    #expect(!SharedBuildFolder.isBusy(shared))
    #expect(SharedBuildFolder.choose(course: course.url, own: own) == shared)
  }

  /// The exercises' scratch package is built there too, so that `stepwise learn`'s first
  /// build compiles only the exercises; a grade's, in a folder of its own, never is.
  @Test func theExercisesAreBuiltInTheCoursesFolderButAGradesInItsOwn() throws {
    let course = try course(withKit: true)
    let workspace = ExerciseWorkspace(root: course.url)
    let exercises = ScratchPackage(workspace: workspace)
    #expect(exercises.buildFolder == course.url.appendingPathComponent(".build"))
    #expect(exercises.scratchArguments == ["--scratch-path", exercises.buildFolder.path])
    #expect(
      exercises.replayedBuild(of: try member(of: workspace))?.scratch == exercises.buildFolder)
    #expect(exercises.hasBuilt)

    let graded = course.url.appendingPathComponent("grading/exercises")
    let grade = ScratchPackage(workspace: workspace, folder: graded)
    #expect(grade.buildFolder == graded.appendingPathComponent(".build"))
    #expect(!grade.hasBuilt)

    let fresh = try self.course(withKit: false)
    let own = ScratchPackage(workspace: ExerciseWorkspace(root: fresh.url))
    #expect(own.buildFolder == fresh.url.appendingPathComponent(".build/exercises/.build"))
  }

  /// `exercises verify`, which CI runs beside the course's `swift test`, keeps a folder of its
  /// own; every other action shares the course's.
  @MainActor @Test(arguments: [("verify", true), ("watch", false), ("check", false), (nil, false)])
  func onlyVerifyBuildsInAFolderOfItsOwn(action: String?, own: Bool) {
    let command = ExercisesCommand(Invocation(action: action))
    #expect(command.buildsInAFolderOfItsOwn == own)
  }

  /// The first exercise, as a member of the scratch package.
  func member(of workspace: ExerciseWorkspace) throws -> ScratchPackage.Member {
    let exercise = try #require(ExerciseCatalog.standard.exercises.first)
    return ScratchPackage.Member(exercise: exercise, starters: nil, tests: Data())
  }

  /// Whether `swift test` started this test process (its parent, the program `swift-test`),
  /// which it holds the package's build folder for. (Not any parent whose arguments name it:
  /// `timeout 600 StepwisePackageTests.xctest --testing-library swift-testing` does not.)
  static var runBySwiftTest: Bool {
    let parent = (try? String(contentsOfFile: "/proc/\(getppid())/cmdline", encoding: .utf8))
    let program = parent?.split(separator: "\0").first.map(String.init) ?? ""
    return URL(fileURLWithPath: program).lastPathComponent == "swift-test"
  }

  @Test(.enabled(if: runBySwiftTest))
  func thisCoursesFolderIsBusyWhileSwiftTestRunsTheseTests() {
    // A check built in it now would wait for the whole run to end: it is not shared.
    let folder = PackageRoot.url.appendingPathComponent(".build")
    #expect(SharedBuildFolder.isBusy(folder))
    let own = URL(fileURLWithPath: "/learner/.build")
    #expect(SharedBuildFolder.choose(course: PackageRoot.url, own: own) == own)
  }
}
