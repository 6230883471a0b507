// `stepwise exercises` (and `stepwise learn`): the classroom exercises from the command line.

import CommandLineKit
import Foundation

/// `stepwise exercises`: shows progress, runs the current exercise's tests and moves on when
/// they pass; with `--report`, runs every exercise and writes the class report. Its actions
/// (`watch`, `hint`, `go`, …) are the exercises' rows of the lesson table, ``LessonCommand``.
package struct ExercisesCommand: ExerciseAction {
  /// Where the class report goes.
  package static let report = Option(
    "--report", value: "FILE",
    "run every exercise and write the results as JSON (the shape\n"
      + "of Exercism's results.json, version 3), for a teacher")
  /// The learner's name in the report.
  package static let learner = Option(
    "--learner", value: "NAME", "the name the report gives (default: $USER)")

  package static let configuration = CommandConfiguration(
    name: "exercises", aliases: ["learn"], options: [.value(report), .value(learner)],
    summary: "the classroom exercises: progress, tests, hints",
    discussion: """
      The classroom exercises: small changes to the apps, each made in a starter file under
      Chapters/Exercises/ and checked by tests in Tests/ExerciseTests/ that run the app on the
      simulated device. Progress is kept in .stepwise/exercises/progress.json.

      With no action: show progress, run the current exercise's tests, and move on if they
      pass. <name> is an exercise's id (checklists-02/blank-text), its short name
      (blank-text) or its number in the list.

      An exercise counts only with its tests as shipped: their SHA-256 is checked before
      they run. Each run builds only the exercise's own module and tests, in a scratch
      package under .build/exercises/, built in the course's .build, where the tool's
      build compiled the kit (verify, and a run while another SwiftPM command holds
      that folder, use a folder of their own, whose first run builds the kit). Watch mode
      polls the files' modification times every \(ExerciseSession.pollInterval) seconds,
      which works on every file system. stepwise learn is the same command.

      """,
    actions: LessonCommand.actions(ExerciseSession.commands, words: .exercises))

  /// Where to write the class report, if asked.
  var reportPath: String?
  /// The name the report gives the learner.
  var learnerName: String?
  /// The action asked for, and what it was given.
  var action: LessonCommand?
  var argument: String?

  /// `verify` builds every starter and solution in a folder of its own: CI runs it beside the
  /// course's `swift test`, and the suites that build against the kit share that folder.
  package var buildsInAFolderOfItsOwn: Bool { action == .verify }

  package init(_ invocation: Invocation) {
    reportPath = invocation[Self.report]
    learnerName = invocation[Self.learner]
    action = invocation.action.flatMap(LessonCommand.init(rawValue:))
    argument = invocation.arguments.first
  }

  package func run(
    in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?
  ) -> ExitCode {
    if let action {
      return session.exitCode(session.perform(action, argument: argument, input: input), context)
    }
    guard let reportPath else { return exitCode(session.runCurrent()) }
    let learner = learnerName ?? context.environment.variables["USER"] ?? "unknown"
    let url = context.environment.url(forPath: reportPath)
    if let refusal = LessonReport.refusal(ofDestination: url) { return context.usageError(refusal) }
    return session.writeReport(to: url, learner: learner) ? .success : .failure
  }
}

/// `exercises` or one of its actions: it runs in an exercise session.
package protocol ExerciseAction: Command {
  /// Does the action's work in a session; `input` is where watch mode and questions read
  /// typed lines (the console when nil).
  func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode

  /// Whether the exercises are built in a folder of their own rather than in the course's
  /// `.build`, where the tool's build compiled the kit (see ``ScratchPackage/buildFolder``).
  var buildsInAFolderOfItsOwn: Bool { get }
}

extension ExerciseAction {
  package var buildsInAFolderOfItsOwn: Bool { false }

  /// Runs the action in a session on the package found from the current folder, with the
  /// real scratch package.
  package func run(_ context: ToolContext) -> ExitCode {
    run(context, catalog: .standard, tester: nil, input: nil)
  }

  /// Runs the action; tests pass their own catalog, a stand-in tester and typed lines.
  package func run(
    _ context: ToolContext, catalog: ExerciseCatalog, tester: (any ExerciseTester)?,
    input: (any LineSource)?
  ) -> ExitCode {
    let root: URL
    do {
      root = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description)
    }
    let workspace = ExerciseWorkspace(root: root)
    let tester =
      tester
      ?? ScratchPackageTester(
        package: ScratchPackage(
          workspace: workspace, folder: buildsInAFolderOfItsOwn ? workspace.scratchFolder : nil),
        support: catalog.supportFiles.compactMap { file in
          workspace.contents(file.path).map {
            (URL(fileURLWithPath: file.path).lastPathComponent, $0)
          }
        })
    let language = LessonLanguage.current(context.environment.variables)
    let session = ExerciseSession(
      workspace: workspace, catalog: catalog.localized(to: language), console: context.console,
      style: context.style,
      tester: tester, commandName: context.commandName)
    return run(in: session, context, input: input)
  }

  /// Success when the exercise passed.
  func exitCode(_ outcome: ExerciseOutcome?) -> ExitCode {
    outcome?.status == .pass ? .success : .failure
  }
}
