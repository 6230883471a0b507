// A tool's commands as a table, and how its arguments run one of them.

import Foundation
import StepwiseBasics

/// The commands a program runs, and the way it runs them: the language picked (`--lang`, or
/// the environment's), the arguments read against the table, the chosen command run with its
/// words and usage line for its errors. The help and the version are the program's own: the
/// table hands them to `other`.
///
/// `stepwise` runs the learner's commands with a table of them, and `stepwise-all` every
/// command with the whole table.
@MainActor
package struct CommandTable {
  /// The commands, in the order the help lists them; one named "" is what the program does
  /// with no command.
  package let commands: [any Command.Type]

  package init(_ commands: [any Command.Type]) {
    self.commands = commands
  }

  /// Sets the language of the process's threads (the web server's speak it too): `--lang`,
  /// else the environment's.
  package static func setProcessLanguage(arguments: [String], environment: ToolEnvironment) {
    let language = (try? ArgumentParser.language(in: arguments).0) ?? nil
    Language.setProcessLanguage(language ?? Language(environment: environment.variables))
  }

  /// Runs the arguments (without the program name) in the language `--lang` or the
  /// environment asks for; a request for help or for the version goes to `other`.
  package func run(
    _ arguments: [String], context: ToolContext,
    other: (ArgumentParser.Request, ToolContext) -> ExitCode
  ) -> ExitCode {
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
        run(parsing: rest, context: context, other: other)
      }
    }
  }

  /// Runs arguments without the global `--lang`.
  private func run(
    parsing arguments: [String], context: ToolContext,
    other: (ArgumentParser.Request, ToolContext) -> ExitCode
  ) -> ExitCode {
    let request: ArgumentParser.Request
    do {
      request = try ArgumentParser.parse(arguments, commands: commands)
    } catch {
      return self.context(context, for: error.command).usageError(error.message)
    }
    guard case .run(let words, let invocation) = request else { return other(request, context) }
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

  /// The context a command runs in: it knows the command's words and usage line, for the
  /// usage errors the command reports.
  private func context(_ context: ToolContext, for words: String) -> ToolContext {
    var context = context
    context.commandWords = words
    context.usage = ArgumentParser.configuration(words, in: commands).map {
      $0.usage(path: words.split(separator: " ").map(String.init))
    }
    return context
  }

  /// Whether the arguments' first word, after the global `--lang`, names one of the
  /// commands (by its name or an alias): what a table of some of a tool's commands runs.
  package func names(_ arguments: [String]) -> Bool {
    guard let (_, rest) = try? ArgumentParser.language(in: arguments),
      let first = rest.first, !first.isEmpty
    else { return false }
    return commands.contains {
      $0.configuration.name == first || $0.configuration.aliases.contains(first)
    }
  }
}
