// The course's exercises against the files of the package: fingerprints, folders, and no
// target of theirs.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine

@Suite struct ExerciseCatalogTests {
  let catalog = ExerciseCatalog.standard
  let workspace = ExerciseWorkspace(root: PackageRoot.url)

  /// A package file's text, or "" when it cannot be read.
  func text(_ path: String) -> String {
    workspace.contents(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  @Test func thereAreTwentyEightExercisesTwoPerChecklistsChapterOnePerSideTrackAndFiveTests() {
    #expect(catalog.exercises.count == 28)
    #expect(catalog.exercises.filter { $0.writeTheTest != nil }.count == 5)
    for stage in 1...9 {
      let app = "checklists-0\(stage)"
      #expect(catalog.exercises.filter { $0.appID == app }.count >= 2, "\(app)")
    }
    for app in ["todo-archiver", "todo-codable", "todo-coredata", "tasks", "names"] {
      #expect(catalog.exercises.filter { $0.appID == app }.count >= 1, "\(app)")
    }
    #expect(Set(catalog.exercises.map(\.id)).count == catalog.exercises.count)
    #expect(Set(catalog.exercises.map(\.module)).count == catalog.exercises.count)
  }

  /// The file of the catalog that holds an exercise's entry.
  func catalogFile(of exercise: Exercise) -> String {
    let folder = "Sources/LessonEngine/Exercises/"
    let files = ["Checklists01To04", "Checklists05To09", "SideTracks"].map {
      folder + "ExerciseCatalog+\($0).swift"
    }
    return files.first { text($0).contains("id: \"\(exercise.id)\"") } ?? folder
  }

  @Test func everyTestFileAndPlantedBugIsTheOneRecordedInTheCatalog() {
    for exercise in catalog.exercises {
      for (path, sha256) in exercise.judgeFiles {
        let actual = workspace.contents(path).map(SHA256.hexDigest(of:))
        #expect(
          actual == sha256,
          """
          \(path) changed: if on purpose, record its SHA-256 "\(actual ?? "missing")" for \
          \(exercise.id) in \(catalogFile(of: exercise))
          """)
      }
    }
  }

  /// The course ships each starter as recorded: a starter changed without its SHA-256 is
  /// no longer found "as shipped" in a clean clone but in the git history, as it was
  /// before the change (`exercises verify` then reports drift from the stage).
  @Test func everyStarterIsTheOneRecordedInTheCatalog() {
    for exercise in catalog.exercises {
      for (file, sha256) in zip(exercise.files, exercise.startersSHA256) {
        let path = exercise.starterPath(file)
        let actual = workspace.contents(path).map(SHA256.hexDigest(of:))
        #expect(
          actual == sha256,
          """
          \(path) changed: if on purpose, record its SHA-256 "\(actual ?? "missing")" for \
          \(exercise.id) in \(catalogFile(of: exercise))
          """)
      }
    }
  }

  @Test func aWriteTheTestExerciseHasEveryPlantedBugListedAndEachAppliesToItsStage() throws {
    for exercise in catalog.exercises {
      guard let writeTheTest = exercise.writeTheTest else { continue }
      #expect(writeTheTest.mutants.count >= 3, "\(exercise.id)")
      let folder = workspace.url(exercise.mutantsFolder)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(
        Set(names) == Set(writeTheTest.mutants.map { "\($0.name).mutant" }),
        "\(exercise.mutantsFolder) holds exactly the planted bugs the catalog lists")
      let stage = try MutantTrial.readTree(workspace.url("Sources/\(exercise.stage)"))
      for entry in writeTheTest.mutants {
        let mutant = try Mutant(name: entry.name, text: text(exercise.mutantPath(entry.name)))
        #expect(try mutant.apply(to: stage) != stage, "\(exercise.id): \(entry.name)")
        #expect(!mutant.when.isEmpty && !mutant.because.isEmpty)
        #expect(
          mutant.whenJa?.isEmpty == false && mutant.becauseJa?.isEmpty == false,
          "\(exercise.mutantPath(entry.name)) says in Japanese what the bug does (when-ja:, because-ja:)"
        )
      }
      #expect(exercise.files.count == 1 && exercise.files[0].hasSuffix("Tests.swift"))
    }
  }

  @Test func everySupportFileIsTheOneRecordedInTheCatalog() {
    for file in catalog.supportFiles {
      let actual = workspace.contents(file.path).map(SHA256.hexDigest(of:))
      #expect(
        actual == file.sha256,
        "\(file.path) changed: if on purpose, record sha256: \"\(actual ?? "missing")\"")
    }
    let folder = workspace.url("Tests/ExerciseTests/Support")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    #expect(
      Set(names.filter { $0.hasSuffix(".swift") })
        == Set(catalog.supportFiles.map { ($0.path as NSString).lastPathComponent }))
  }

  @Test func everyExerciseHasInstructionsStartersASolutionAndHints() {
    for exercise in catalog.exercises {
      let instructions = text(exercise.instructions)
      #expect(instructions.hasPrefix("# "), "\(exercise.instructions)")
      #expect(
        instructions.contains(
          exercise.writeTheTest == nil ? exercise.testPath : exercise.mutantsFolder),
        "\(exercise.instructions)")
      #expect((2...3).contains(exercise.hints.count), "\(exercise.id)")
      #expect(exercise.startersSHA256.count == exercise.files.count, "\(exercise.id)")
      for file in exercise.files {
        let starter = text(exercise.starterPath(file))
        let solution = text(exercise.solutionPath(file))
        #expect(!starter.isEmpty && !solution.isEmpty, "\(exercise.id): \(file)")
        #expect(starter != solution, "\(exercise.id): the solution of \(file) changes nothing")
        if exercise.writeTheTest == nil {
          #expect(!text(exercise.stagePath(file)).isEmpty, "\(exercise.stagePath(file))")
        }
        #expect(starter.hasPrefix("// Exercise \(exercise.id): "), "\(exercise.starterPath(file))")
      }
    }
  }

  /// The solutions and the exercises' tests are course content, built where a learner's code
  /// is (the scratch package; `exercises verify` proves each solution passes), not targets of
  /// this package: a solution's folder holds the files it gives, and nothing else.
  @Test func everySolutionHoldsItsFilesAndNoneIsATargetOfThePackage() throws {
    let graph = try PackageGraph.read(at: workspace.url(""))
    #expect(graph.target("ExerciseTests") == nil)
    for exercise in catalog.exercises where exercise.writeTheTest == nil {
      #expect(graph.target(exercise.module) == nil, "\(exercise.module) is built by the package")
      let names = try FileManager.default.contentsOfDirectory(
        atPath: workspace.url(exercise.solutionFolder).path)
      #expect(
        Set(names) == Set(exercise.files.map(Exercise.name(of:))),
        "\(exercise.solutionFolder) holds \(names.sorted())")
    }
  }

  @Test func theExercisesReadmeListsEveryExercise() {
    let readme = text("Chapters/Exercises/README.md")
    for exercise in catalog.exercises {
      #expect(readme.contains("](\(exercise.id)/README.md)"), "\(exercise.id)")
    }
  }

  @Test func exercisesAreFoundByIdShortNameOrNumber() {
    #expect(catalog.exercise(named: "checklists-02/blank-text")?.id == "checklists-02/blank-text")
    #expect(catalog.exercise(named: "blank-text")?.id == "checklists-02/blank-text")
    #expect(catalog.exercise(named: "1")?.id == catalog.exercises.first?.id)
    #expect(catalog.exercise(named: "28")?.id == catalog.exercises.last?.id)
    #expect(catalog.exercise(named: "29") == nil)
    #expect(catalog.exercise(named: "no-such-exercise") == nil)
  }

  /// A title as `list` shows it names its exercise too, typed as the learner reads it: in
  /// another case, quoted, with its full stop or without, in English or in Japanese.
  @Test func exercisesAreFoundByTheirTitleInEitherLanguage() throws {
    let exercise = try #require(catalog.exercises.first { !$0.titleJa.isEmpty })
    let unique = catalog.exercises.filter { $0.title == exercise.title }.count == 1
    try #require(unique, "\(exercise.title) is the title of several exercises")
    #expect(catalog.exercise(named: exercise.title)?.id == exercise.id)
    #expect(catalog.exercise(named: "  \(exercise.title.uppercased())  ")?.id == exercise.id)
    #expect(catalog.exercise(named: "\"\(exercise.title)\"")?.id == exercise.id)
    #expect(catalog.exercise(named: exercise.titleJa)?.id == exercise.id)
    #expect(catalog.exercise(named: "") == nil)
    #expect(catalog.exercise(named: "\"\"") == nil)
  }
}
