// `stepwise exercises` (and `stepwise learn`): the classroom exercises from the command line.

import Foundation

/// The exercises command: progress, running the current exercise, watch mode, hints,
/// moving between exercises, resetting, solutions, the class report and the starters'
/// check.
enum ExercisesCommand {
  /// The actions, in the order the help lists them, with what each does.
  static let actions: [(usage: String, summary: String)] = [
    ("(none)", "show progress, run the current exercise's tests, move on if they pass"),
    ("watch", "the same, then again on every save; type commands meanwhile"),
    ("hint", "show the current exercise's next hint"),
    ("next", "make the next exercise current"),
    ("previous", "make the previous exercise current"),
    ("go <name>", "make an exercise current"),
    ("list", "every exercise, done or not"),
    ("check", "run every exercise's tests; mark those that pass done"),
    ("reset <name>", "put an exercise's files back as shipped (asks first)"),
    ("solution [<name>]", "compare your files with the reference, once passed"),
    ("verify", "check that every starter fails its tests (for the project's CI)"),
  ]

  /// The options: the class report and the name it gives.
  static let options = [
    ToolCommand.Option(
      "--report", value: "FILE",
      "run every exercise and write the results as JSON (the shape\n"
        + "of Exercism's results.json, version 3), for a teacher"),
    ToolCommand.Option("--learner", value: "NAME", "the name the report gives (default: $USER)"),
  ]

  /// The help text: what the command is, its actions, and how it works.
  static var discussion: String {
    let width = actions.map(\.usage.count).max() ?? 0
    let list = actions.map { "  \($0.usage.padding(to: width))  \($0.summary)" }
      .joined(separator: "\n")
    return """
      The classroom exercises: small changes to the apps, each made in a starter file under
      Exercises/ and checked by tests in Tests/ExerciseTests/ that run the app on the
      simulated device. Progress is kept in .stepwise/exercises/progress.json.

      \(list)

      <name> is an exercise's id (checklists-02/blank-text), its short name (blank-text)
      or its number in the list.

      An exercise counts only with its tests as shipped: their SHA-256 is checked before
      they run. Each run builds only the exercise's own module and tests, in a scratch
      package under .build/exercises/ (the first run also builds the kit). Watch mode
      polls the files' modification times every \(ExerciseSession.pollInterval) seconds,
      which works on every file system. stepwise learn is the same command.

      """
  }

  /// Runs the command with the real scratch package.
  @MainActor static func run(_ invocation: Invocation, _ context: ToolContext) -> ExitCode {
    run(invocation, context, catalog: .standard, tester: nil, input: nil)
  }

  /// Runs the command; tests pass a stand-in tester and typed lines.
  @MainActor static func run(
    _ invocation: Invocation, _ context: ToolContext, catalog: ExerciseCatalog,
    tester: (any ExerciseTester)?, input: (any LineSource)?
  ) -> ExitCode {
    let root: URL
    do {
      root = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description, command: "exercises")
    }
    let workspace = ExerciseWorkspace(root: root)
    let tester =
      tester
      ?? ScratchPackageTester(
        package: ScratchPackage(workspace: workspace),
        support: catalog.supportFiles.compactMap { file in
          workspace.contents(file.path).map {
            (URL(fileURLWithPath: file.path).lastPathComponent, $0)
          }
        })
    let session = ExerciseSession(
      workspace: workspace, catalog: catalog, console: context.console, style: context.style,
      tester: tester)

    if let report = invocation.value("--report") {
      guard invocation.arguments.isEmpty else {
        return context.usageError(
          "--report runs every exercise: give no action", command: "exercises")
      }
      let learner =
        invocation.value("--learner") ?? context.environment.variables["USER"] ?? "unknown"
      let url = context.environment.url(forPath: report)
      return session.writeReport(to: url, learner: learner) ? .success : .failure
    }

    let action = invocation.arguments.first ?? ""
    let name = invocation.arguments.dropFirst().first
    let named = name.flatMap(catalog.exercise(named:))
    if let name, named == nil {
      return context.usageError(
        "there is no exercise \"\(name)\" (see stepwise exercises list)", command: "exercises")
    }
    let takesExercise = ["go", "reset", "solution"]
    if name != nil, !takesExercise.contains(action) {
      return context.usageError(
        "\(action.isEmpty ? "it" : action) takes no exercise", command: "exercises")
    }

    switch action {
    case "":
      return exitCode(session.runCurrent())
    case "watch":
      session.watch(input: input ?? StandardInputLines())
      return .success
    case "hint":
      session.hint()
    case "next":
      session.move(by: 1)
    case "previous":
      session.move(by: -1)
    case "list":
      context.console.writeOutput(session.view.list(session.progress))
    case "go":
      guard let named else {
        return context.usageError("go needs an exercise", command: "exercises")
      }
      session.go(to: named)
    case "reset":
      guard let named else {
        return context.usageError("reset needs an exercise", command: "exercises")
      }
      let answer: () -> String? =
        input.map { source in { ExerciseSession.waitForLine(source) } } ?? context.console.readLine
      return session.reset(named, answer: answer) ? .success : .failure
    case "solution":
      guard let exercise = named ?? session.solutionDefault() else { return .failure }
      return session.showSolution(exercise) ? .success : .failure
    case "check":
      return session.checkAll() ? .success : .failure
    case "verify":
      return session.verifyStarters() ? .success : .failure
    default:
      let known = actions.dropFirst().map {
        $0.usage.split(separator: " ").first.map(String.init) ?? ""
      }
      return context.usageError(
        "unknown action \"\(action)\" (actions: \(known.joined(separator: ", ")))",
        command: "exercises")
    }
    return .success
  }

  /// Success when the exercise passed.
  static func exitCode(_ outcome: ExerciseOutcome?) -> ExitCode {
    outcome?.status == .pass ? .success : .failure
  }
}
