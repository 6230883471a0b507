// `stepwise tutorial`: build your own Checklists app, step by step, checked as you go.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

/// `stepwise tutorial [<action>] [--dir DIR]`: the build-along tutorial.
package struct TutorialCommand: TutorialAction {
  /// The learner's package, when not the current folder.
  package static let dir = Option(
    "--dir", value: "DIR", "your app's package (default: the one the current folder is in)")
  /// Write a report.
  package static let report = Option(
    "--report", value: "FILE",
    "check every step and write the results as JSON (the shape of\n"
      + "Exercism's results.json, version 3, one entry per step)")
  /// The learner's name in the report.
  package static let learner = Option(
    "--learner", value: "NAME", "the name the report gives (default: $USER)")

  package static let configuration = CommandConfiguration(
    name: "tutorial", options: [.value(dir), .value(report), .value(learner)],
    summary: "build your own Checklists app, step by step, checked as you go",
    discussion: """
      The build-along tutorial: you write the Checklists app yourself, in a package of
      your own, one small step at a time, and each step is checked by playing a walkthrough
      script on your app through the simulated device (and, where a step is about the
      shape of the code, a few tests that use the names it asks for). Code arranged
      differently from the book's passes as long as the app behaves.

      Start with: stepwise tutorial start (makes MyChecklists/ in the current folder, or
      beside the course's folder when run in the course), then cd into it as start says and
      run stepwise tutorial. The steps' instructions and checks are in
      this course's Chapters/Tutorial/; your progress is in .stepwise/tutorial/ in your
      package.

      With no action: show progress and the current step, check it, then check every
      earlier step still in force and name the first that broke; move on when all pass.

      """,
    subcommands: [StartAction.self],
    actions: LessonCommand.actions(
      TutorialSession.commands, words: .tutorial, options: [.value(dir)]))

  var reportPath: String?
  var learnerName: String?
  package var directory: String?
  /// The action asked for, and what it was given.
  var action: LessonCommand?
  var argument: String?

  package init(_ invocation: Invocation) {
    reportPath = invocation[Self.report]
    learnerName = invocation[Self.learner]
    directory = invocation[Self.dir]
    action = invocation.action.flatMap(LessonCommand.init(rawValue:))
    argument = invocation.arguments.first
  }

  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    if let action {
      return session.exitCode(session.perform(action, argument: argument, input: input), context)
    }
    guard let reportPath else { return session.runCurrent()?.status == .pass ? .success : .failure }
    let learner = learnerName ?? context.environment.variables["USER"] ?? "unknown"
    let url = context.environment.url(forPath: reportPath)
    if let refusal = LessonReport.refusal(ofDestination: url) { return context.usageError(refusal) }
    return session.writeReport(to: url, learner: learner) ? .success : .failure
  }
}

/// An action of `stepwise tutorial`, run in the learner's session.
package protocol TutorialAction: Command {
  /// The learner's package, when `--dir` names it.
  var directory: String? { get }
  /// Does the action in the learner's session.
  func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
}

/// What the tutorial runs with, for tests to replace.
@MainActor
package struct TutorialSetup {
  /// The steps.
  package var catalog: TutorialCatalog = .standard
  /// What checks steps; nil for the real build.
  package var tester: (any StepTester)?
  /// Typed lines in watch mode; nil for standard input.
  package var input: (any LineSource)?
  /// The setup `stepwise` uses.
  package static var standard: TutorialSetup { TutorialSetup() }
}

extension TutorialAction {
  package func run(_ context: ToolContext) -> ExitCode {
    run(context, setup: .standard)
  }

  /// Finds the course and the learner's package, opens the session, and runs the action.
  package func run(_ context: ToolContext, setup: TutorialSetup) -> ExitCode {
    let course: URL
    do {
      course = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description)
    }
    let start =
      directory.map(context.environment.url(forPath:)) ?? context.environment.currentDirectory
    guard let learner = TutorialWorkspace.learnerPackage(containing: start) else {
      return context.usageError(
        localized(
          """
          \(start.path) is not in a tutorial package: make one with \
          \(context.commandName) tutorial start, or say where yours is with --dir DIR
          """))
    }
    let workspace = TutorialWorkspace(learner: learner, course: course)
    var tester = CheckPackageTester(workspace: workspace)
    tester.commandName = context.commandName
    let session = TutorialSession(
      workspace: workspace,
      catalog: setup.catalog.localized(
        to: LessonLanguage.current(context.environment.variables)),
      console: context.console,
      style: context.style, tester: setup.tester ?? tester,
      commandName: context.commandName)
    return run(in: session, context, input: setup.input)
  }
}
