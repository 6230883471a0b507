// What the runner says about building: the first build's cost without a guess, then its time.

import AppTestSupport
import CommandLineKit
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

  /// The compiler's warnings in the learner's file come under the outcome, and stay while the
  /// file is not compiled again, as Xcode keeps them in its list.
  @Test func aWarningInTheLearnersFileIsShownUntilItIsCompiledWithoutIt() throws {
    let fixture = try ExerciseFixture()
    let tools = try TemporaryFolder()
    let warned = tools.url.appendingPathComponent("warned").path
    let module = fixture.first.module
    let script = try tools.write(
      """
      #!/bin/sh
      if [ "$1" = build ]; then
        if [ ! -f '\(warned)' ]; then
          touch '\(warned)'
          echo "$PWD/Sources/\(module)/Thing.swift:1:5: warning: initialization of 'x' was never used"
        fi
      fi
      exit 0

      """, to: "bin/swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    var tester = ScratchPackageTester(
      package: ScratchPackage(workspace: ExerciseWorkspace(root: fixture.root)), support: [])
    tester.swift = script.path
    let member = ScratchPackage.Member(
      exercise: fixture.first, starters: nil, tests: Data(ExerciseFixture.firstTests.utf8))
    let file = fixture.first.starterPath("Thing.swift")

    let first = try #require(tester.run([member]) { _ in }.first)
    var shipped = member
    shipped.starters = [Data("let x = 1\n".utf8)]
    let verified = try #require(tester.run([shipped]) { _ in }.first)
    let second = try #require(tester.run([member]) { _ in }.first)
    try Data("let y = 2\n".utf8).write(to: fixture.root.appendingPathComponent(file))
    let third = try #require(tester.run([member]) { _ in }.first)

    let warning = "\(file):1:5: warning: initialization of 'x' was never used"
    #expect(first.warnings == [warning])
    #expect(second.warnings == [warning], "not compiled again, still there")
    #expect(third.warnings.isEmpty, "compiled again without it")
    #expect(verified.warnings.isEmpty, "a starter as shipped is the course's, not the learner's")
    let shown = OutcomeView(style: TextStyle(isEnabled: false), testLines: []).text(first)
    #expect(
      shown.hasSuffix(
        "\n  Your code compiles with 1 warning, which Xcode shows too:\n    \(warning)\n"))
  }

  /// A learner's file the compiler compiles again because another it uses changed has only
  /// what the build printed for it, though the learner did not save it: found from the
  /// objects the build wrote, as the module's output file map names them.
  @Test func aWarningGoesWhenItsFileIsCompiledAgainForAChangeInAnother() throws {
    let fixture = try ExerciseFixture()
    let tools = try TemporaryFolder()
    let seen = tools.url.appendingPathComponent("seen").path
    let exercise = fixture.second
    let package = ScratchPackage(workspace: ExerciseWorkspace(root: fixture.root))
    let built = package.buildFolder.appendingPathComponent("debug/\(exercise.module).build")
    let helper = fixture.root.appendingPathComponent(exercise.starterPath("Storyboard.swift"))
    try Data("func make() -> Int { 1 }\n".utf8).write(to: helper)
    // Stands for the compiler: Other.swift is compiled (its object written anew, with a
    // warning while `make()` may not be discarded) when Storyboard.swift changed since.
    let script = try tools.write(
      """
      #!/bin/sh
      [ "$1" = build ] || exit 0
      mkdir -p '\(built.path)'
      printf '{"%s/Sources/\(exercise.module)/Other.swift": {"object": "%s/Other.swift.o"}}' \\
        "$PWD" '\(built.path)' > '\(built.path)/output-file-map.json'
      if ! cmp -s '\(helper.path)' '\(seen)'; then
        cp '\(helper.path)' '\(seen)'
        touch '\(built.path)/Other.swift.o'
        grep -q discardableResult '\(helper.path)' ||
          echo "$PWD/Sources/\(exercise.module)/Other.swift:1:14: warning: result unused"
      fi
      exit 0

      """, to: "bin/swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    var tester = ScratchPackageTester(package: package, support: [])
    tester.swift = script.path
    let member = ScratchPackage.Member(exercise: exercise, starters: nil, tests: Data())

    let first = try #require(tester.run([member]) { _ in }.first)
    let again = try #require(tester.run([member]) { _ in }.first)
    try Data("@discardableResult func make() -> Int { 1 }\n".utf8).write(to: helper)
    let second = try #require(tester.run([member]) { _ in }.first)

    let warning = "\(exercise.starterPath("Other.swift")):1:14: warning: result unused"
    #expect(first.warnings == [warning])
    #expect(again.warnings == first.warnings, "nothing compiled again, still there")
    #expect(second.warnings.isEmpty, "Other.swift compiled again without it")
  }

  /// A run of another exercise speaks only for that exercise's files: the warnings of the
  /// first stand until its own file is compiled again.
  @Test func anotherExercisesRunKeepsTheWarningsOfTheFirst() throws {
    let fixture = try ExerciseFixture()
    let tools = try TemporaryFolder()
    let warned = tools.url.appendingPathComponent("warned").path
    let module = fixture.first.module
    let script = try tools.write(
      """
      #!/bin/sh
      if [ "$1" = build ] && [ ! -f '\(warned)' ]; then
        touch '\(warned)'
        echo "$PWD/Sources/\(module)/Thing.swift:1:5: warning: unused"
      fi
      exit 0

      """, to: "bin/swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    var tester = ScratchPackageTester(
      package: ScratchPackage(workspace: ExerciseWorkspace(root: fixture.root)), support: [])
    tester.swift = script.path
    let first = ScratchPackage.Member(
      exercise: fixture.first, starters: nil, tests: Data(ExerciseFixture.firstTests.utf8))
    let second = ScratchPackage.Member(exercise: fixture.second, starters: nil, tests: Data())

    _ = tester.run([first]) { _ in }
    let other = try #require(tester.run([second]) { _ in }.first)
    let again = try #require(tester.run([first]) { _ in }.first)

    #expect(other.warnings.isEmpty)
    #expect(again.warnings == ["\(fixture.first.starterPath("Thing.swift")):1:5: warning: unused"])
  }

}
