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
    // The threads a command starts (the web server's) speak the language too.
    let language = (try? ArgumentParser.language(in: arguments).0) ?? nil
    Language.setProcessLanguage(
      language ?? Language(environment: context.environment.variables))
    return run(arguments, context: context).rawValue
  }

  /// Runs the tool in a given context, in the language `--lang` or the environment asks
  /// for.
  @MainActor static func run(_ arguments: [String], context: ToolContext) -> ExitCode {
    let fromEnvironment = Language(environment: context.environment.variables)
    return Language.$chosen.withValue(fromEnvironment) {
      let current = context.environment.currentDirectory.path
      guard current.hasPrefix("/"), FileManager.default.fileExists(atPath: current) else {
        return context.failure(
          localized(
            "the folder you are in no longer exists (it was deleted or moved): go to another folder and run the command again"
          ))
      }
      let language: Language?
      let rest: [String]
      do throws(UsageError) {
        (language, rest) = try ArgumentParser.language(in: arguments)
      } catch {
        return context.usageError(error.message)
      }
      return Language.$chosen.withValue(language ?? fromEnvironment) {
        run(parsing: rest, context: context)
      }
    }
  }

  /// Runs the tool on arguments without the global `--lang`.
  @MainActor static func run(parsing arguments: [String], context: ToolContext) -> ExitCode {
    let request: ArgumentParser.Request
    do {
      request = try ArgumentParser.parse(arguments, commands: commands)
    } catch {
      return self.context(context, for: error.command).usageError(error.message)
    }
    switch request {
    case .help(let words):
      context.console.writeOutput(HelpCommand.text(for: words, context: context))
      return .success
    case .version:
      context.console.print("stepwise \(version)")
      return .success
    case .run(let words, let invocation):
      let context = self.context(context, for: words)
      guard let type = ArgumentParser.command(words, in: commands) else {
        return context.usageError(localized("unknown command \"\(words)\""))
      }
      do {
        return try type.init(invocation).run(context)
      } catch {
        return context.usageError(error.message)
      }
    }
  }

  /// The context a command runs in: it knows the command's words and usage line, for the
  /// usage errors the command reports.
  @MainActor static func context(_ context: ToolContext, for words: String) -> ToolContext {
    var context = context
    context.commandWords = words
    context.usage = ArgumentParser.configuration(words, in: commands).map {
      $0.usage(path: words.split(separator: " ").map(String.init))
    }
    return context
  }

  /// The tool's version: the course and kit it carries.
  static let version = "2.0.0"

  /// Every command, in the order the help lists them; the first is what `stepwise` does
  /// with no command.
  @MainActor static let commands: [any Command.Type] = [
    FinishedChecklistsCommand.self, RunCommand.self, PlayCommand.self, ListCommand.self,
    ServeCommand.self, DiffCommand.self, RenderCommand.self, ExercisesCommand.self,
    TutorialCommand.self, ClassroomCommand.self, PortCommand.self, ExportCommand.self,
    InstallCommand.self,
    HelpCommand.self,
  ]
}
