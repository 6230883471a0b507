// The scratch package: its manifest, its links to the learner's files, and what it rewrites.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine

@MainActor
@Suite struct ScratchPackageTests {
  @Test func theManifestHasAModulePerExerciseTheirTestsAndTheRunnerTheyRunIn() throws {
    let workspace = ExerciseWorkspace(root: URL(fileURLWithPath: "/home/ada/my \"stepwise\""))
    let catalog = ExerciseCatalog.standard
    let manifest = ScratchPackage(workspace: workspace).manifest(
      for: [catalog.exercises[0], catalog.exercises[1]])
    #expect(manifest.contains(#"dependencies: [.package(path: "/home/ada/my \"stepwise\"")],"#))
    #expect(
      manifest.contains(
        """
            .target(
              name: "Checklists01SortButton",
              dependencies: [.product(name: "HeadlessUIKit", package: "my \\"stepwise\\"")],
              path: "Sources/Checklists01SortButton",
              exclude: ["Stage/Storyboard.swift", "Stage/Controllers/ChecklistViewController.swift"]),
        """))
    // The learners' tests import HeadlessUIKit themselves: a dependency of their own, so
    // that they are never compiled before it is.
    #expect(
      manifest.contains(
        #"""
              dependencies: [
                "Checklists01ItemCount", "Checklists01SortButton", .product(name: "ViewHarness", package: "my \"stepwise\""),
                .product(name: "HeadlessUIKit", package: "my \"stepwise\""),
              ],
              path: "Tests/ExerciseTests"),
        """#
      ))
    #expect(manifest.contains("    .target(\n      name: \"ExerciseTests\","))
    #expect(!manifest.contains(".testTarget("), "no test target but the trials'")
    // The tests run in the tool's runner, which signs their results; on Linux it links with
    // the toolchain's lld, faster than gold at every save.
    #expect(
      manifest.contains(
        #"""
            .executableTarget(
              name: "ExerciseTestsRunner",
              dependencies: ["ExerciseTests", .product(name: "ViewHarness", package: "my \"stepwise\"")],
              path: "Sources/ExerciseTestsRunner",
        """#))
    #expect(
      manifest.contains(
        #"linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]),"#))
  }

  @Test func anAppWithADataModelImportsCoreDataAndKeepsTheModelAsAResource() throws {
    let workspace = ExerciseWorkspace(root: PackageRoot.url)
    let exercise = try #require(
      ExerciseCatalog.standard.exercise(named: "todo-coredata/checked-to-bottom"))
    let package = ScratchPackage(workspace: workspace)
    let manifest = package.manifest(for: [exercise])
    let kit = package.dependencyName
    #expect(
      manifest.contains(
        """
              dependencies: [.product(name: "HeadlessUIKit", package: "\(kit)"), \
        .product(name: "HeadlessCoreData", package: "\(kit)")],
              path: "Sources/TodoCoreDataCheckedToBottom",
              exclude: ["Stage/Controllers/TodoListViewController.swift", "Stage/TodoList.xcdatamodeld"],
              resources: [.copy("TodoList.xcdatamodeld")]),
        """))
    #expect(
      manifest.contains(
        """
                .product(name: "HeadlessUIKit", package: "\(kit)"),
                .product(name: "HeadlessCoreData", package: "\(kit)"),
              ],
              path: "Tests/ExerciseTests"),
        """))
    let other = package.manifest(for: [ExerciseCatalog.standard.exercises[0]])
    #expect(!other.contains("HeadlessCoreData"))
  }

  /// The module keeps a copy of the stage's data model, its own: graded as another user
  /// (`--as-user nobody`), SwiftPM could not copy the model out of the course's folder,
  /// through the stage's link, and every exercise of the grade failed to build.
  @Test func anAppWithADataModelHasItsOwnCopyOfIt() throws {
    let folder = try TemporaryFolder()
    let workspace = ExerciseWorkspace(root: PackageRoot.url)
    let exercise = try #require(
      ExerciseCatalog.standard.exercise(named: "todo-coredata/checked-to-bottom"))
    let package = ScratchPackage(workspace: workspace, folder: folder.url)
    try package.write(
      [ScratchPackage.Member(exercise: exercise, starters: nil, tests: Data())], support: [])

    let model = "TodoList.xcdatamodeld/TodoList.xcdatamodel/contents"
    let copy = folder.url.appendingPathComponent("Sources/\(exercise.module)/\(model)")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: copy.path)) == nil,
      "a file of its own, not a link")
    #expect(
      try String(contentsOf: copy, encoding: .utf8)
        == String(
          contentsOf: PackageRoot.url.appendingPathComponent("Sources/\(exercise.stage)/\(model)"),
          encoding: .utf8))
  }

  @Test func writingLinksTheStageAndTheLearnersFilesAndCopiesTheTests() throws {
    let fixture = try ExerciseFixture()
    let workspace = ExerciseWorkspace(root: fixture.root)
    let package = ScratchPackage(workspace: workspace)
    let exercise = fixture.second
    let tests = Data("// the tests\n".utf8)
    try package.write(
      [ScratchPackage.Member(exercise: exercise, starters: nil, tests: tests)],
      support: [("Launch.swift", Data("// support\n".utf8))])

    let module = package.folder.appendingPathComponent("Sources/\(exercise.module)")
    let manager = FileManager.default
    #expect(
      try manager.destinationOfSymbolicLink(atPath: module.appendingPathComponent("Stage").path)
        == fixture.root.appendingPathComponent("Sources/Demo01").path)
    #expect(
      try manager.destinationOfSymbolicLink(
        atPath: module.appendingPathComponent("Other.swift").path)
        == fixture.root.appendingPathComponent(exercise.starterPath("Other.swift")).path)
    let testsFolder = package.folder.appendingPathComponent("Tests/ExerciseTests")
    #expect(
      try Data(contentsOf: testsFolder.appendingPathComponent("Demo01SecondTests.swift")) == tests)
    #expect(
      try String(
        contentsOf: testsFolder.appendingPathComponent("Support/Launch.swift"), encoding: .utf8)
        == "// support\n")
  }

  @Test func unchangedFilesAreLeftAloneAndOtherExercisesTestsAreRemoved() throws {
    let fixture = try ExerciseFixture()
    let package = ScratchPackage(workspace: ExerciseWorkspace(root: fixture.root))
    let tests = Data("// the tests\n".utf8)
    let first = ScratchPackage.Member(exercise: fixture.first, starters: nil, tests: tests)
    let second = ScratchPackage.Member(
      exercise: fixture.second, starters: [Data("a\n".utf8), Data("b\n".utf8)], tests: tests)
    try package.write([first, second], support: [])
    let manifest = package.folder.appendingPathComponent("Package.swift")
    let old = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3600).rounded(.down))
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: manifest.path)

    try package.write([first, second], support: [])
    let attributes = try FileManager.default.attributesOfItem(atPath: manifest.path)
    #expect(attributes[.modificationDate] as? Date == old)

    try package.write([first], support: [])
    let testsFolder = package.folder.appendingPathComponent("Tests/ExerciseTests")
    let names = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path)
    #expect(names.sorted() == ["Demo01FirstTests.swift", "Support"])
    let starter = package.folder.appendingPathComponent("Sources/Demo01Second/Other.swift")
    #expect(try String(contentsOf: starter, encoding: .utf8) == "a\n")
  }
}
