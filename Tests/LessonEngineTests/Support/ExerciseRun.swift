// Runs `stepwise exercises` in-process on an exercise fixture, with the stand-in tester.

import AppTestSupport
import Foundation
import ToolTestSupport

@testable import CommandLineKit
@testable import LessonEngine

/// Runs `stepwise exercises <arguments>` in the fixture's package: `input` is what the
/// learner types (answers to questions), `lines` the typed commands of watch mode.
@MainActor
func runExercises(
  _ arguments: [String], in fixture: ExerciseFixture, tester: StandInTester,
  input: String = "", lines: (any LineSource)? = nil, executable: URL? = nil,
  variables: [String: String] = [:]
) -> ToolRun {
  let captured = CapturedConsole(input: input)
  let environment = ToolEnvironment(
    variables: variables.merging(["HOME": fixture.root.path, "USER": "ada"]) { $1 },
    currentDirectory: fixture.root,
    executable: executable)
  let base = ToolContext(
    console: captured.makeConsole(), environment: environment)
  /// The context of the action the words name, with its usage line.
  func context(for words: String) -> ToolContext {
    var context = base
    context.commandWords = words
    context.usage = ArgumentParser.configuration(words, in: [ExercisesCommand.self]).map {
      $0.usage(path: words.split(separator: " ").map(String.init))
    }
    return context
  }
  let exitCode: ExitCode
  do {
    let request = try ArgumentParser.parse(
      ["exercises"] + arguments, commands: [ExercisesCommand.self])
    guard case .run(let words, let invocation) = request,
      let action = ArgumentParser.command(words, in: [ExercisesCommand.self])
        as? any ExerciseAction.Type
    else {
      return ToolRun(exitCode: .usageError, output: "", error: "not a run")
    }
    exitCode = try action.init(invocation).run(
      context(for: words), catalog: fixture.catalog, tester: tester, input: lines)
  } catch {
    exitCode = context(for: error.command).usageError(error.message)
  }
  return ToolRun(exitCode: exitCode, output: captured.output, error: captured.error)
}
