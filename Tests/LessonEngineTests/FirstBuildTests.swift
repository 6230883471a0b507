// What the runner says about building: the first build's cost without a guess, then its time.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine

@MainActor
@Suite struct FirstBuildTests {
  /// A stand-in `swift` that takes a moment to build, leaves the kit's module behind in the
  /// folder `--scratch-path` names, and runs no tests.
  func standInSwift(in folder: TemporaryFolder) throws -> String {
    let script = try folder.write(
      """
      #!/bin/sh
      if [ "$1" = build ]; then
        sleep 0.2
        while [ $# -gt 0 ]; do
          if [ "$1" = --scratch-path ]; then
            mkdir -p "$2/debug/Modules" && : >"$2/debug/Modules/HeadlessUIKit.swiftmodule"
          fi
          shift
        done
      fi
      exit 0

      """, to: "bin/swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script.path
  }

  @Test func theFirstBuildSaysWhyItIsLongerAndHowLongItTook() throws {
    let fixture = try ExerciseFixture()
    let tools = try TemporaryFolder()
    var tester = ScratchPackageTester(
      package: ScratchPackage(workspace: ExerciseWorkspace(root: fixture.root)), support: [])
    tester.swift = try standInSwift(in: tools)
    let member = ScratchPackage.Member(
      exercise: fixture.first, starters: nil, tests: Data(ExerciseFixture.firstTests.utf8))

    var first: [String] = []
    _ = tester.run([member]) { first.append($0) }
    var second: [String] = []
    _ = tester.run([member]) { second.append($0) }

    #expect(
      first.first
        == "Building (the first build also compiles the kit, once; later builds reuse it)…")
    #expect(first.contains { $0.wholeMatch(of: /Built in \d+\.\d s\./) != nil })
    #expect(!first.joined().contains("minute"), "no guess at how long it takes")
    #expect(second.first == "Building…")
    #expect(!second.contains { $0.hasPrefix("Built in") })
  }

  @Test func aBuildStoppedByASignalSaysSoInEitherLanguage() throws {
    let fixture = try ExerciseFixture()
    let tools = try TemporaryFolder()
    let script = try tools.write(
      "#!/bin/sh\nif [ \"$1\" = build ]; then kill -KILL $$; fi\nexit 0\n", to: "bin/swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    var tester = ScratchPackageTester(
      package: ScratchPackage(workspace: ExerciseWorkspace(root: fixture.root)), support: [])
    tester.swift = script.path
    let member = ScratchPackage.Member(
      exercise: fixture.first, starters: nil, tests: Data(ExerciseFixture.firstTests.utf8))

    let english = tester.run([member]) { _ in }
    let japanese = Language.$chosen.withValue(.japanese) { tester.run([member]) { _ in } }

    #expect(english.first?.status == .error)
    #expect(
      english.first?.message?.hasPrefix("The build was stopped by signal 9 before it finished")
        == true, "\(english.first?.message ?? "")")
    #expect(japanese.first?.message?.hasPrefix("ビルドが終わる前に、シグナル 9 で止められました") == true)
  }

  @Test func codeThatDoesNotCompileIsHeadedInJapaneseOverTheCompilersOwnLines() throws {
    let fixture = try ExerciseFixture()
    let tools = try TemporaryFolder()
    let module = fixture.first.module
    let error = "error: cannot find 'updateTitel' in scope"
    let script = try tools.write(
      "#!/bin/sh\nif [ \"$1\" = build ]; then mkdir -p .build\n"
        + "echo \"$PWD/Sources/\(module)/ViewController.swift:3:5: \(error)\"; exit 1; fi\nexit 0\n",
      to: "bin/swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    var tester = ScratchPackageTester(
      package: ScratchPackage(workspace: ExerciseWorkspace(root: fixture.root)), support: [])
    tester.swift = script.path
    let member = ScratchPackage.Member(
      exercise: fixture.first, starters: nil, tests: Data(ExerciseFixture.firstTests.utf8))

    let japanese = Language.$chosen.withValue(.japanese) { tester.run([member]) { _ in } }
    let english = tester.run([member]) { _ in }

    let message = try #require(japanese.first?.message)
    #expect(japanese.first?.status == .error)
    #expect(message.hasPrefix("コードがコンパイルできません:\n\n"))
    #expect(message.contains(":3:5: \(error)"), "the compiler's line as it printed it")
    #expect(english.first?.message?.hasPrefix("The code does not compile:\n\n") == true)
  }
}
