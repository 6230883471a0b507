// The scratch package under .build/exercises: each exercise's app with the learner's files.

import Foundation

/// The package `stepwise exercises` builds and tests exercises in, written under
/// `.build/exercises/` of the learner's package.
///
/// For each exercise it holds one module: a link to the stage's folder (`Stage`, with the
/// exercise's files left out) and the exercise's files, either links to the learner's files
/// or the starters as shipped. The test target holds the exercises' test files, copied
/// once their SHA-256 has been checked. The package depends on the learner's package for
/// `HeadlessUIKit` and `ViewHarness` through `.package(path:)`, so after the first build only
/// the exercise's own module and its tests are compiled again.
package struct ScratchPackage {
  /// The package's name, which names its test bundle.
  package static let name = "StepwiseExercises"

  /// One exercise to build, with the files its module takes.
  package struct Member: Sendable {
    /// The exercise.
    package var exercise: Exercise
    /// The contents of the exercise's files, in the order of `exercise.files`; nil to link
    /// to the learner's files, so that every save is seen.
    package var starters: [Data]?
    /// The test file's contents, already checked against its SHA-256.
    package var tests: Data

    /// A member.
    package init(exercise: Exercise, starters: [Data]?, tests: Data) {
      self.exercise = exercise
      self.starters = starters
      self.tests = tests
    }
  }

  /// The learner's package.
  package let workspace: ExerciseWorkspace

  /// The scratch package of a workspace.
  package init(workspace: ExerciseWorkspace) {
    self.workspace = workspace
  }

  /// The package's folder.
  package var folder: URL { workspace.scratchFolder }

  /// The name the learner's package is known by in the scratch package's manifest.
  package var dependencyName: String { workspace.root.standardizedFileURL.lastPathComponent }

  /// Writes the package for these exercises (and the support files), leaving untouched
  /// every file that already has the right contents, so that nothing is rebuilt for
  /// nothing.
  package func write(_ members: [Member], support: [(name: String, contents: Data)]) throws {
    let manager = FileManager.default
    let testsFolder = folder.appendingPathComponent("Tests/ExerciseTests", isDirectory: true)
    try manager.createDirectory(
      at: testsFolder.appendingPathComponent("Support"), withIntermediateDirectories: true)

    for member in members {
      let exercise = member.exercise
      let moduleFolder = folder.appendingPathComponent("Sources/\(exercise.module)")
      try manager.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
      try link(
        moduleFolder.appendingPathComponent("Stage"),
        to: workspace.url("Sources/\(exercise.stage)"))
      for (index, file) in exercise.files.enumerated() {
        let destination = moduleFolder.appendingPathComponent(Exercise.name(of: file))
        if let starters = member.starters {
          try writeIfChanged(starters[index], to: destination)
        } else {
          try link(destination, to: workspace.url(exercise.starterPath(file)))
        }
      }
      try writeIfChanged(
        member.tests, to: testsFolder.appendingPathComponent("\(exercise.module)Tests.swift"))
    }
    // Only these exercises' tests may be in the test target.
    let wanted = Set(members.map { "\($0.exercise.module)Tests.swift" })
    for name in (try? manager.contentsOfDirectory(atPath: testsFolder.path)) ?? []
    where name.hasSuffix(".swift") && !wanted.contains(name) {
      try manager.removeItem(at: testsFolder.appendingPathComponent(name))
    }
    for file in support {
      try writeIfChanged(
        file.contents, to: testsFolder.appendingPathComponent("Support/\(file.name)"))
    }
    try writeIfChanged(
      Data(manifest(for: members.map(\.exercise)).utf8),
      to: folder.appendingPathComponent("Package.swift"))
  }

  /// The scratch package's `Package.swift`.
  package func manifest(for exercises: [Exercise]) -> String {
    let package = Self.quoted(dependencyName)
    var targets = ""
    for exercise in exercises {
      let excluded = exercise.files.map { Self.quoted("Stage/\($0)") }.joined(separator: ", ")
      targets += """
            .target(
              name: \(Self.quoted(exercise.module)),
              dependencies: [.product(name: "HeadlessUIKit", package: \(package))],
              path: \(Self.quoted("Sources/\(exercise.module)")),
              exclude: [\(excluded)]),

        """
    }
    let modules = exercises.map { Self.quoted($0.module) + ", " }.joined()
    return """
      // swift-tools-version: 6.0
      // Written by `stepwise exercises` on every run: do not edit. Each module is a stage's
      // app with an exercise's files in it; the tests are the exercises' tests as shipped.
      import PackageDescription

      let package = Package(
        name: "\(Self.name)",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: \(Self.quoted(workspace.root.standardizedFileURL.path)))],
        targets: [
      \(targets)    .testTarget(
            name: "ExerciseTests",
            dependencies: [\(modules).product(name: "ViewHarness", package: \(package))],
            path: "Tests/ExerciseTests"),
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// A Swift string literal holding `text`.
  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// Makes `url` a symbolic link to `target`, unless it is one already.
  private func link(_ url: URL, to target: URL) throws {
    let manager = FileManager.default
    if let existing = try? manager.destinationOfSymbolicLink(atPath: url.path),
      existing == target.path
    {
      return
    }
    if (try? manager.attributesOfItem(atPath: url.path)) != nil {
      try manager.removeItem(at: url)
    }
    try manager.createSymbolicLink(at: url, withDestinationURL: target)
  }

  /// Writes a file unless it already holds exactly these bytes (a link is replaced).
  private func writeIfChanged(_ data: Data, to url: URL) throws {
    let manager = FileManager.default
    let isLink = (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
    if !isLink, (try? Data(contentsOf: url)) == data { return }
    if isLink { try manager.removeItem(at: url) }
    try data.write(to: url, options: .atomic)
  }
}
