// The progress file: what it holds, how it reads back, and what happens when it is damaged.

import AppTestSupport
import CommandLineKit
import Foundation
import StepwiseBasics
import Testing
import ToolTestSupport

@testable import LessonEngine

@MainActor
@Suite struct ProgressFileTests {
  @Test func progressIsSavedAsSmallJSONInTheGitIgnoredStateFolder() throws {
    let fixture = try ExerciseFixture()
    try fixture.solve(fixture.first)
    _ = runExercises(["hint"], in: fixture, tester: StandInTester(root: fixture.root))
    _ = runExercises([], in: fixture, tester: StandInTester(root: fixture.root))

    let json = try #require(fixture.read(".stepwise/exercises/progress.json"))
    #expect(
      json == """
        {
          "current" : "demo-01/second",
          "done" : [
            "demo-01/first"
          ],
          "hintsShown" : {
            "demo-01/first" : 1
          },
          "version" : 1
        }
        """)
    let gitignore = try String(
      contentsOf: PackageRoot.url.appendingPathComponent(".gitignore"), encoding: .utf8)
    #expect(gitignore.split(separator: "\n").contains("/.stepwise/"))
  }

  @Test func aSavedProgressReadsBackTheSame() throws {
    let folder = try TemporaryFolder()
    let file = ProgressFile(url: folder.url.appendingPathComponent("progress.json"))
    let progress = ExerciseProgress(
      current: "checklists-02/blank-text", done: ["checklists-01/item-count"],
      hintsShown: ["checklists-02/blank-text": 2])
    try file.save(progress)
    let loaded = file.load()
    #expect(loaded.progress == progress)
    #expect(loaded.note == nil)
  }

  @Test func aChangeIsSavedAndASaveThatFailsIsSaidKeepingTheProgressInMemory() throws {
    let folder = try TemporaryFolder()
    let file = ProgressFile(url: folder.url.appendingPathComponent("state/progress.json"))
    let captured = CapturedConsole(input: "")
    let saved = SavedProgress(
      file: file, console: captured.makeConsole(), style: TextStyle(isEnabled: false))

    saved.update { $0.current = "checklists-01/item-count" }
    #expect(file.load().progress.current == "checklists-01/item-count")
    #expect(captured.error.isEmpty)

    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("state"))
    _ = try folder.write("a file where the folder was", to: "state")
    saved.update { $0.current = "checklists-02/blank-text" }
    #expect(saved.progress.current == "checklists-02/blank-text")
    #expect(captured.error.hasPrefix("Could not save the progress: "), "\(captured.error)")
  }

  @Test func noFileMeansAFreshStartAtTheFirstExercise() throws {
    let folder = try TemporaryFolder()
    let loaded = ProgressFile(url: folder.url.appendingPathComponent("progress.json")).load()
    #expect(loaded.progress == ExerciseProgress())
    #expect(loaded.progress.current(in: ExerciseCatalog.standard)?.id == "checklists-01/item-count")
  }

  @Test func aDamagedFileIsKeptAsideAndProgressStartsAfresh() throws {
    let fixture = try ExerciseFixture()
    try fixture.write("{ not json", to: ".stepwise/exercises/progress.json")
    let run = runExercises(["list"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(
      run.error.contains(
        "The progress file could not be read; it was kept as progress.json.damaged and "
          + "progress starts afresh."))
    #expect(fixture.read(".stepwise/exercises/progress.json.damaged") == "{ not json")
    #expect(run.output.contains("0 of 2 done"))
  }

  @Test func theNoteOnADamagedFileIsInJapaneseWhenJapaneseIsChosen() throws {
    let fixture = try ExerciseFixture()
    try fixture.write("{ not json", to: ".stepwise/exercises/progress.json")

    let loaded = Language.$chosen.withValue(.japanese) {
      ProgressFile(url: fixture.root.appendingPathComponent(".stepwise/exercises/progress.json"))
        .load()
    }

    #expect(
      loaded.note
        == "進捗ファイルを読み込めませんでした。ファイルは progress.json.damaged として残し、進捗は最初からになります。")
    // The file name is the file's, not a word to translate.
    #expect(fixture.read(".stepwise/exercises/progress.json.damaged") == "{ not json")
  }

  @Test func aNegativeHintCountIsRefusedAndKeptAsideInsteadOfCrashingTheHint() throws {
    let fixture = try ExerciseFixture()
    let saved =
      #"{"current": "demo-01/first", "done": [], "hintsShown": {"demo-01/first": -3}, "version": 1}"#
    try fixture.write(saved, to: ".stepwise/exercises/progress.json")
    let run = runExercises(["hint"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(
      run.error.contains(
        "The progress file could not be read (demo-01/first has -3 hints shown, and a count "
          + "cannot be negative); it was kept as progress.json.damaged and progress starts afresh."
      ))
    #expect(run.output.contains("Hint 1 of 2 for demo-01/first:"))
    #expect(fixture.read(".stepwise/exercises/progress.json.damaged") == saved)
  }

  @Test func aHintCountOfZeroIsNoDamage() throws {
    let folder = try TemporaryFolder()
    let file = ProgressFile(url: folder.url.appendingPathComponent("progress.json"))
    let progress = ExerciseProgress(
      current: "checklists-01/item-count", hintsShown: ["checklists-01/item-count": 0])
    try file.save(progress)
    let loaded = file.load()
    #expect(loaded.progress == progress)
    #expect(loaded.note == nil)
  }

  @Test func aProgressFileThatIsAFolderIsMovedAsideAndSaidSo() throws {
    // link(2) refuses a folder, as a file system without hard links refuses a file:
    // the folder is renamed to the free name instead.
    let folder = try TemporaryFolder()
    let url = folder.url.appendingPathComponent("progress.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let loaded = ProgressFile(url: url).load()
    #expect(loaded.progress == ExerciseProgress())
    #expect(
      loaded.note
        == "The progress file could not be read; it was kept as progress.json.damaged and "
        + "progress starts afresh.")
    var isFolder: ObjCBool = false
    let aside = folder.url.appendingPathComponent("progress.json.damaged")
    #expect(FileManager.default.fileExists(atPath: aside.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aFormatThisToolDoesNotKnowIsKeptAside() throws {
    let fixture = try ExerciseFixture()
    try fixture.write(#"{"version": 7, "done": []}"#, to: ".stepwise/exercises/progress.json")
    let run = runExercises(["list"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.error.contains("format 7 is not one this version of the tool reads"))
    #expect(fixture.read(".stepwise/exercises/progress.json.damaged") != nil)
  }

  /// A file larger than any progress file is refused from its size, never read whole, kept
  /// aside as any damaged one; the reason is in the learner's language.
  @Test func aProgressFileLargerThanAnyIsKeptAsideUnreadAndSaidSoInEitherLanguage() throws {
    let folder = try TemporaryFolder()
    let url = folder.url.appendingPathComponent("progress.json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 1_500 * 1024 * 1024)
    try handle.close()

    let loaded = ProgressFile(url: url).load()

    #expect(loaded.progress == ExerciseProgress())
    #expect(
      loaded.note
        == "The progress file could not be read (it is 1500.0 MB, larger than any progress "
        + "file); it was kept as progress.json.damaged and progress starts afresh.")
    try Data(#"{"version": 2, "done": []}"#.utf8).write(to: url)
    let japanese = Language.$chosen.withValue(.japanese) { ProgressFile(url: url).load() }
    #expect(
      japanese.note
        == "進捗ファイルを読み込めませんでした (形式 2 は、このバージョンのツールでは読めません)。"
        + "ファイルは progress.json.damaged-2 として残し、進捗は最初からになります。")
  }

  /// A value of the wrong kind is named by its key.
  @Test func aValueOfTheWrongKindIsNamed() throws {
    let folder = try TemporaryFolder()
    let url = folder.url.appendingPathComponent("progress.json")
    try Data(#"{"version": 1, "done": 3}"#.utf8).write(to: url)

    let loaded = ProgressFile(url: url).load()

    #expect(
      loaded.note
        == "The progress file could not be read (done holds a value of another kind than a "
        + "progress file's); it was kept as progress.json.damaged and progress starts afresh.")
  }

  @Test func aCountAboveTheHintsShowsEveryHintWithoutCrashing() {
    let exercise = ExerciseCatalog.standard.exercises[0]
    let progress = ExerciseProgress(hintsShown: [exercise.id: 99])
    #expect(progress.hintCount(exercise) == exercise.hints.count)
  }

  @Test func aFileDamagedTwiceKeepsBothCopiesNumbered() throws {
    let fixture = try ExerciseFixture()
    try fixture.write("{ first damage", to: ".stepwise/exercises/progress.json")
    _ = runExercises(["list"], in: fixture, tester: StandInTester(root: fixture.root))
    try fixture.write("{ second damage", to: ".stepwise/exercises/progress.json")
    let second = runExercises(["list"], in: fixture, tester: StandInTester(root: fixture.root))
    try fixture.write("{ third damage", to: ".stepwise/exercises/progress.json")
    _ = runExercises(["list"], in: fixture, tester: StandInTester(root: fixture.root))

    #expect(second.error.contains("it was kept as progress.json.damaged-2 and"))
    #expect(fixture.read(".stepwise/exercises/progress.json.damaged") == "{ first damage")
    #expect(fixture.read(".stepwise/exercises/progress.json.damaged-2") == "{ second damage")
    #expect(fixture.read(".stepwise/exercises/progress.json.damaged-3") == "{ third damage")
  }

  @Test func theNextExerciseSkipsThoseDoneAndGoesRound() {
    let catalog = ExerciseCatalog.standard
    var progress = ExerciseProgress()
    let exercises = catalog.exercises
    progress.markDone(exercises[1])
    #expect(progress.nextUndone(after: exercises[0], in: catalog)?.id == exercises[2].id)
    for exercise in exercises.dropFirst() { progress.markDone(exercise) }
    #expect(progress.nextUndone(after: exercises[5], in: catalog)?.id == exercises[0].id)
    progress.markDone(exercises[0])
    #expect(progress.nextUndone(after: exercises[0], in: catalog) == nil)
    #expect(progress.doneCount(in: catalog) == exercises.count)
  }

  @Test func idsNoLongerInTheCatalogAreNotCounted() {
    let progress = ExerciseProgress(current: "gone/exercise", done: ["gone/exercise"])
    #expect(progress.doneCount(in: ExerciseCatalog.standard) == 0)
    #expect(progress.current(in: ExerciseCatalog.standard)?.id == "checklists-01/item-count")
  }
}
