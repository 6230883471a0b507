// The one build folder where the suites that build packages against the kit build them.

import Foundation
import Testing

/// One build folder for every suite that builds a package against this course's kit (a
/// learner's package, a student's, a ported fixture, an exported stage), so that the kit is
/// compiled once for all of them rather than once a suite; ``folder`` names it while a suite
/// marked with this trait runs.
///
///     @Suite(.serialized, OneKitBuild())
///     struct TrackTests {
///       …
///       let tester = CheckPackageTester(workspace: workspace, buildFolder: OneKitBuild.folder)
///
/// The marked suites take turns, one at a time in this test process: their packages share
/// product names (every learner's app is `Checklists`), and one suite's build would replace
/// the app another is running. (Another `swift test` of this package waits for this one:
/// SwiftPM holds the package's `.build` for the whole run.)
///
/// The folder is `.build/exercises/.build`, where `stepwise exercises verify` builds the
/// exercises against the same kit: `.ci/run` runs that first, so these suites find the kit
/// compiled there. It is kept after the run, as any build folder is: a later run compiles
/// only what changed.
public struct OneKitBuild: SuiteTrait, TestScoping {
  /// The shared build folder, while a suite marked with this trait runs.
  @TaskLocal public static var folder: URL?

  /// The folder every marked suite builds in.
  public static let sharedFolder = PackageRoot.url.appendingPathComponent(
    ".build/exercises/.build")

  /// Marks a suite that builds in the shared folder.
  public init() {}

  /// Runs the suite in its turn, with ``folder`` naming the shared folder.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await Self.turns.take()
    do {
      try await Self.$folder.withValue(Self.sharedFolder) { try await function() }
    } catch {
      await Self.turns.give()
      throw error
    }
    await Self.turns.give()
  }

  /// Whose turn it is to build in the folder.
  static let turns = Turns()

  /// One suite at a time: the others wait, in the order they came.
  actor Turns {
    var isTaken = false
    var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits until no other suite holds the folder, and holds it.
    func take() async {
      guard isTaken else {
        isTaken = true
        return
      }
      await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets the next waiting suite have the folder.
    func give() {
      if waiting.isEmpty {
        isTaken = false
      } else {
        waiting.removeFirst().resume()
      }
    }
  }
}
