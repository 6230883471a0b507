// Runs `stepwise serve --dir` or `stepwise run --dir` in-process, with stand-ins for what
// they start.

import AppTestSupport
import Foundation
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

/// Why a command's words did not parse as a run of it.
struct NotARun: Error {}

/// Runs `stepwise <name> <arguments>` in `home` as `runTool` does, on the fruit catalog;
/// `body` runs the parsed invocation with the context, and gives the exit code.
@MainActor
func runOwnAppCommand(
  _ name: String, _ arguments: [String], commands: [any Command.Type], home: TemporaryFolder,
  body: (Invocation, ToolContext) throws -> ExitCode
) throws -> ToolRun {
  let captured = CapturedConsole(input: "")
  let context = ToolContext(
    console: captured.makeConsole(isTerminal: false),
    environment: ToolEnvironment(
      variables: ["HOME": home.url.path], currentDirectory: home.url, executable: nil),
    catalog: FruitApp.catalog)
  guard
    case .run(_, let invocation) = try ArgumentParser.parse([name] + arguments, commands: commands)
  else { throw NotARun() }
  let exitCode = try body(invocation, context)
  return ToolRun(exitCode: exitCode, output: captured.output, error: captured.error)
}
