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
/// compiles only what they use. Every other command, the help and the version go to the whole
/// tool (``WholeTool``), `stepwise-all`, which has every command.
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

  /// Runs a learner's command, or hands the arguments to `whole`: any other command, and a
  /// request for help or for the version.
  @MainActor static func run(
    _ arguments: [String], context: ToolContext, whole: WholeTool?
  ) -> ExitCode {
    func handOver(_ context: ToolContext) -> ExitCode {
      guard let whole else {
        return context.failure(localized("the path of this program is not known"))
      }
      return whole.run(arguments, context: context)
    }
    guard table.names(arguments) else { return handOver(context) }
    return table.run(arguments, context: context) { _, context in handOver(context) }
  }
}
