// The exercises of the course: two or more per Checklists chapter, one per side track, and
// four in which the learner writes the test.

extension ExerciseCatalog {
  /// The course's exercises, in teaching order.
  ///
  /// After changing a test file on purpose, run `swift test --filter ExerciseCatalogTests`:
  /// its failure gives the new SHA-256 to record in the exercise's entry (one file per part
  /// of the course: `ExerciseCatalog+Checklists01To04.swift` and the two beside it).
  package static let standard = ExerciseCatalog(
    exercises: checklists01To04 + checklists05To09 + sideTracks,
    supportFiles: [
      SupportFile(
        path: "Tests/ExerciseTests/Support/AttachesTranscripts.swift",
        sha256: "4c2ed8dee898f5453123a32a3f9ebc14a04f942627b8382244c8edd61f02e39b"),
      SupportFile(
        path: "Tests/ExerciseTests/Support/LaunchedDevices.swift",
        sha256: "91c218b00604c02f48e3e6089e29b1d2ee680b304e635b8b0865886f8753cc30"),
      SupportFile(
        path: "Tests/ExerciseTests/Support/Launch.swift",
        sha256: "0b16d67282844e8eb5ace290899436341292fec4693fdf7f3fda651dce26531a"),
    ])
}
