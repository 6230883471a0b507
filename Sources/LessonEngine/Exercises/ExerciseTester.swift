// What runs exercises' tests: the scratch package for real, a stand-in in the tool's tests.

/// Builds exercises and runs their tests.
///
/// ``ScratchPackageTester`` does it for real; the tool's own tests use a stand-in that
/// answers at once, so that progress, hints, resets and reports are tested without a build.
package protocol ExerciseTester {
  /// Builds and tests each member; `report` shows a line of progress (building, testing).
  func run(_ members: [ScratchPackage.Member], report: (String) -> Void) -> [ExerciseOutcome]
}
