// The `stepwise` a learner builds first: the tutorial and the exercises, run here; every other
// command handed to the whole tool.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// What `stepwise` runs itself: the commands of a learner's first session, `tutorial` and
/// `exercises` (`learn`). They need the simulated UIKit and the lessons but none of the apps,
/// the page, the port, the export or the classroom, so the first build, on a fresh clone,
/// compiles only what they use; it says its version too. Every other command and the help go
/// to the whole tool (``WholeTool``), `stepwise-all`, which has every command.
public enum LearnerCommands {
  /// The commands run here.
  @MainActor static let table = CommandTable([ExercisesCommand.self, TutorialCommand.self])

  /// Runs the tool with the process's arguments (without the program name) and returns the
  /// exit status; a command run by the whole tool does not return.
  @MainActor public static func main(arguments: [String]) -> Int32 {
    let context = ToolContext(console: .standard(), environment: .current())
    CommandTable.setProcessLanguage(arguments: arguments, environment: context.environment)
    return run(arguments, context: context, whole: WholeTool(environment: context.environment))
      .rawValue
  }

  /// Runs a learner's command or says the version, or hands the arguments to `whole`: any
  /// other command, and a request for help.
  @MainActor static func run(
    _ arguments: [String], context: ToolContext, whole: WholeTool?
  ) -> ExitCode {
    func handOver(_ context: ToolContext) -> ExitCode {
      guard let whole else {
        return context.failure(localized("the path of this program is not known"))
      }
      return whole.run(arguments, context: context)
    }
    guard table.names(arguments) || asksForTheVersion(arguments) else {
      return handOver(context)
    }
    return table.run(arguments, context: context) { request, context in
      guard case .version = request else { return handOver(context) }
      context.console.print(ToolVersion.line)
      return .success
    }
  }

  /// Whether the arguments ask for the version (after the global `--lang`), as the parser
  /// reads them, which this program answers itself: on a fresh clone the whole tool is not
  /// built yet.
  @MainActor static func asksForTheVersion(_ arguments: [String]) -> Bool {
    guard let (_, rest) = try? ArgumentParser.language(in: arguments) else { return false }
    return (try? ArgumentParser.parse(rest, commands: table.commands)) == .version
  }
}
