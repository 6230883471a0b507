// Runs the tool in-process with captured input and output, on the fruit fixture's catalog.

import Foundation
import StepwiseTestSupport

@testable import StepwiseTool

/// What one in-process run of the tool did.
struct ToolRun {
  var exitCode: ExitCode
  var output: String
  var error: String
}

/// A console whose input is a fixed list of lines and whose output is kept.
@MainActor
final class CapturedConsole {
  private var input: [String]
  private(set) var output = ""
  private(set) var error = ""

  init(input: String) {
    self.input = input.isEmpty ? [] : input.components(separatedBy: "\n")
    if self.input.last == "" { self.input.removeLast() }
  }

  func makeConsole(isTerminal: Bool = false) -> Console {
    Console(
      readLine: { [unowned self] in input.isEmpty ? nil : input.removeFirst() },
      writeOutput: { [unowned self] in output += $0 },
      writeError: { [unowned self] in error += $0 },
      isInputTerminal: isTerminal, isOutputTerminal: isTerminal, isErrorTerminal: isTerminal)
  }
}

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
    console: captured.makeConsole(isTerminal: isTerminal), environment: environment,
    catalog: catalog)
  let exitCode = StepwiseCommand.run(arguments, context: context)
  return ToolRun(exitCode: exitCode, output: captured.output, error: captured.error)
}
