// The compiler's warnings in the learner's files, kept from build to build as Xcode keeps
// them, and shown under a step's verdict.

import AppTestSupport
import CommandLineKit
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine
@testable import TutorialCourse

@Suite struct LearnerWarningsTests {
  let list = "Sources/Checklists/ChecklistViewController.swift"
  let item = "Sources/Checklists/ChecklistItem.swift"

  func stamp(_ seconds: Double) -> FileStamp {
    FileStamp(modified: Date(timeIntervalSince1970: seconds), size: 100)
  }

  /// A build's output warning about `path`, read as the tester reads it.
  func warnings(_ lines: [(path: String, line: Int, message: String)])
    -> [CompilerDiagnostics.Diagnostic]
  {
    let output = lines.map { "\($0.path):\($0.line):5: warning: \($0.message)" }
    return CompilerDiagnostics(output.joined(separator: "\n"), rename: { $0 }).warnings
  }

  @Test func aBuildThatCompiledOnlyOneFileKeepsTheOthersWarnings() {
    var kept = LearnerWarnings()
    kept.update(
      with: warnings([(list, 12, "variable 'x' was never used"), (item, 3, "unused")]),
      succeeded: true, stamps: [list: stamp(1), item: stamp(1)])
    // The item file saved again and compiled without warnings; the list not compiled.
    kept.update(with: [], succeeded: true, stamps: [list: stamp(1), item: stamp(2)])

    #expect(kept.texts == ["\(list):12:5: warning: variable 'x' was never used"])
  }

  @Test func aFileCompiledAgainHasOnlyItsNewWarningsAndAGoneFileNone() {
    var kept = LearnerWarnings()
    kept.update(
      with: warnings([(list, 12, "old"), (item, 3, "unused")]), succeeded: true,
      stamps: [list: stamp(1), item: stamp(1)])
    kept.update(with: warnings([(list, 20, "new")]), succeeded: true, stamps: [list: stamp(2)])

    #expect(kept.texts == ["\(list):20:5: warning: new"])
  }

  @Test func aFailedBuildClearsNothingItMayNotHaveCompiled() {
    var kept = LearnerWarnings()
    kept.update(
      with: warnings([(list, 12, "kept")]), succeeded: true, stamps: [list: stamp(1)])
    kept.update(with: [], succeeded: false, stamps: [list: stamp(2)])

    #expect(kept.texts == ["\(list):12:5: warning: kept"])
  }

  /// A file compiled again because a file it uses changed (not saved itself) has the
  /// warnings the build printed for it: none, here, even in a build that then failed.
  @Test(arguments: [true, false])
  func aFileCompiledAgainUnsavedHasOnlyWhatTheBuildPrinted(succeeded: Bool) {
    var kept = LearnerWarnings()
    kept.update(
      with: warnings([(list, 12, "result unused"), (item, 3, "kept")]), succeeded: true,
      stamps: [list: stamp(1), item: stamp(1)])
    kept.update(
      with: [], succeeded: succeeded, stamps: [list: stamp(1), item: stamp(1)],
      compiled: [list])

    #expect(kept.texts == ["\(item):3:5: warning: kept"])
  }

  /// The files a build compiled are those whose object file, as the module's output file map
  /// names it, was written since the build began.
  @Test func theFilesCompiledAreThoseWhoseObjectWasWrittenSince() throws {
    let folder = try TemporaryFolder()
    let products = folder.url.appendingPathComponent("debug")
    let package = folder.url.appendingPathComponent("checks")
    func object(_ name: String) -> String {
      products.appendingPathComponent("Checklists.build/\(name).swift.o").path
    }
    var map: [String: Any] = ["": ["swift-dependencies": "primary.swiftdeps"]]
    for name in ["ChecklistViewController", "ChecklistItem"] {
      map[package.appendingPathComponent("Sources/Checklists/\(name).swift").path] = [
        "object": object(name)
      ]
    }
    try folder.write(
      String(decoding: try JSONSerialization.data(withJSONObject: map), as: UTF8.self),
      to: "debug/Checklists.build/output-file-map.json")
    try folder.write("old", to: "debug/Checklists.build/ChecklistItem.swift.o")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: object("ChecklistItem"))
    let start = Date(timeIntervalSinceNow: -1)
    try folder.write("new", to: "debug/Checklists.build/ChecklistViewController.swift.o")
    var sources: [String: (module: String, source: URL)] = [:]
    for path in [list, item, "Sources/Checklists/Unmapped.swift"] {
      sources[path] = ("Checklists", package.appendingPathComponent(path))
    }

    #expect(LearnerWarnings.compiledFiles(sources, since: start, in: products) == [list])
    #expect(
      LearnerWarnings.compiledFiles(
        sources, since: start, in: folder.url.appendingPathComponent("nowhere")
      ).isEmpty)
  }

  @Test func warningsInFilesNotTheLearnersAreLeftOut() {
    var kept = LearnerWarnings()
    kept.update(
      with: warnings([("the checks: Demo01TitleChecks.swift", 4, "unused")]), succeeded: true,
      stamps: [list: stamp(1)])

    #expect(kept.texts.isEmpty)
  }

  @Test func damagedKeptWarningsReadAsNone() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("{ not json", to: "warnings.json")

    #expect(LearnerWarnings.read(from: file) == LearnerWarnings())
  }

  @Test(arguments: [Language.english, .japanese])
  func theVerdictSaysHowManyWarningsAndShowsTheFirstThree(language: Language) {
    let style = TextStyle(isEnabled: false)
    let shown = (1...5).map { "\(list):\($0):5: warning: number \($0)" }

    let text = Language.$chosen.withValue(language) { LearnerWarnings.text(shown, style: style) }

    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == (language == .english
          ? "  Your code compiles with 5 warnings, which Xcode shows too:"
          : "  あなたのコードはコンパイルできますが、警告が 5 件あります（Xcode にも表示されます）:"))
    #expect(Array(lines.dropFirst().prefix(3)) == shown.prefix(3).map { "    " + $0 })
    #expect(
      lines.last
        == (language == .english ? "    and 2 more warnings." : "    ほかに警告が 2 件あります。"))
    #expect(LearnerWarnings.text([], style: style).isEmpty)
  }
}

extension LearnerWarningsTests {
  @Test func aBuildOfSomeFilesKeepsTheWarningsOfFilesItDoesNotSpeakFor() {
    var kept = LearnerWarnings()
    kept.update(
      with: warnings([(list, 12, "one exercise's")]), succeeded: true, stamps: [list: stamp(1)],
      allFiles: false)
    kept.update(with: [], succeeded: true, stamps: [item: stamp(1)], allFiles: false)

    #expect(kept.texts == ["\(list):12:5: warning: one exercise's"])
    #expect(kept.texts(in: [item]).isEmpty)
    #expect(kept.texts(in: [list, item]) == kept.texts)
  }
}
