// `stepwise` alone: the finished Checklists app in the interactive simulator.

import CommandLineKit

/// What `stepwise` does with no command: opens the most advanced Checklists stage, as
/// `stepwise run <app>` would.
struct FinishedChecklistsCommand: Command {
  static let configuration = CommandConfiguration(
    name: "", options: [.value(RunCommand.sandbox), .flag(RunCommand.fresh)],
    summary: "open the finished Checklists app in the interactive simulator",
    discussion: """
      With no command, stepwise opens the finished Checklists app (the last Checklists
      stage in stepwise list) in the interactive simulator, exactly as stepwise run <app>
      does: see stepwise help run.

      """)

  /// The container chosen with `--sandbox`, if any.
  var sandboxPath: String?
  /// Whether to empty the container first.
  var isFresh: Bool

  init(_ invocation: Invocation) {
    sandboxPath = invocation[RunCommand.sandbox]
    isFresh = invocation[RunCommand.fresh]
  }

  func run(_ context: ToolContext) -> ExitCode {
    guard let entry = context.catalog.finishedChecklists else {
      return context.failure(
        "no Checklists app is in the catalog yet (see \(context.commandName) list)")
    }
    return RunCommand.simulate(entry.app, sandboxPath: sandboxPath, isFresh: isFresh, context)
  }
}
