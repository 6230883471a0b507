// Runs the tool in-process with captured input and output, on the fruit fixture's catalog.

import AppProgram
import AppTestSupport
import Foundation
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

/// Runs the tool in-process: `home` is both `$HOME` and the current folder.
@MainActor
func runTool(
  _ arguments: [String], input: String = "", home: TemporaryFolder,
  catalog: AppCatalog = FruitApp.catalog, variables: [String: String] = [:],
  isTerminal: Bool = false
) -> ToolRun {
  let captured = CapturedConsole(input: input)
  let environment = ToolEnvironment(
    variables: ["HOME": home.url.path].merging(variables) { $1 },
    currentDirectory: home.url, executable: nil)
  let context = ToolContext(
    console: captured.makeConsole(isTerminal: isTerminal), environment: environment)
  let exitCode = AppCatalog.$current.withValue(catalog) {
    StepwiseCommand.run(arguments, context: context)
  }
  return ToolRun(exitCode: exitCode, output: captured.output, error: captured.error)
}
