// The entry point of `stepwise` and its table of commands.

import Classroom
import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// The `stepwise` command line tool.
///
/// `main.swift` calls ``main(arguments:)``; everything else is internal and tested through
/// ``run(_:context:)``.
public enum StepwiseCommand {
  /// Runs the tool with the process's arguments (without the program name) and returns the
  /// exit status.
  @MainActor public static func main(arguments: [String]) -> Int32 {
    let context = ToolContext(console: .standard(), environment: .current())
    CommandTable.setProcessLanguage(arguments: arguments, environment: context.environment)
    return run(arguments, context: context).rawValue
  }

  /// Runs the tool in a given context, in the language `--lang` or the environment asks
  /// for.
  @MainActor static func run(_ arguments: [String], context: ToolContext) -> ExitCode {
    table.run(arguments, context: context, other: helpOrVersion)
  }

  /// The help, or the version, that the arguments ask for.
  @MainActor static func helpOrVersion(
    _ request: ArgumentParser.Request, context: ToolContext
  ) -> ExitCode {
    if case .help(let words) = request {
      context.console.writeOutput(HelpCommand.text(for: words, context: context))
    } else {
      context.console.print(ToolVersion.line)
    }
    return .success
  }

  /// Every command, in the order the help lists them; the first is what `stepwise` does
  /// with no command.
  @MainActor static let commands: [any Command.Type] = [
    FinishedChecklistsCommand.self, RunCommand.self, PlayCommand.self, ListCommand.self,
    ServeCommand.self, DiffCommand.self, RenderCommand.self, ExercisesCommand.self,
    TutorialCommand.self, ClassroomCommand.self, PortCommand.self, ExportCommand.self,
    InstallCommand.self,
    HelpCommand.self,
  ]

  /// The table of every command.
  @MainActor static let table = CommandTable(commands)
}
