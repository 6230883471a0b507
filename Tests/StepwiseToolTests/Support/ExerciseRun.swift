// Runs `stepwise exercises` in-process on an exercise fixture, with the stand-in tester.

import Foundation
import StepwiseTestSupport

@testable import StepwiseTool

/// Runs `stepwise exercises <arguments>` in the fixture's package: `input` is what the
/// learner types (answers to questions), `lines` the typed commands of watch mode.
@MainActor
func runExercises(
  _ arguments: [String], in fixture: ExerciseFixture, tester: StandInTester,
  input: String = "", lines: (any LineSource)? = nil
) -> ToolRun {
  let captured = CapturedConsole(input: input)
  let environment = ToolEnvironment(
    variables: ["HOME": fixture.root.path, "USER": "ada"], currentDirectory: fixture.root,
    executable: nil)
  let context = ToolContext(
    console: captured.makeConsole(), environment: environment, catalog: FruitApp.catalog)
  let exitCode: ExitCode
  do {
    let request = try ArgumentParser.parse(
      ["exercises"] + arguments, commands: StepwiseCommand.commands)
    guard case .run(_, let invocation) = request else {
      return ToolRun(exitCode: .usageError, output: "", error: "not a run")
    }
    exitCode = ExercisesCommand.run(
      invocation, context, catalog: fixture.catalog, tester: tester, input: lines)
  } catch {
    exitCode = context.usageError(error.message, command: "exercises")
  }
  return ToolRun(exitCode: exitCode, output: captured.output, error: captured.error)
}
