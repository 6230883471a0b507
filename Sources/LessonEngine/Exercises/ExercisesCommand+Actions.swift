// The actions of `stepwise exercises`: each a subcommand in the command table.

import CommandLineKit

/// `exercises watch`: run the current exercise, then again on every save.
package struct WatchAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "watch", summary: "the same, then again on every save; type commands meanwhile",
    discussion: "Runs the current exercise's tests, then again whenever you save a file.\n")
  package init(_ invocation: Invocation) {}
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.watch(input: input ?? StandardInputLines())
    return .success
  }
}

/// `exercises hint`: the current exercise's next hint.
package struct HintAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "hint", summary: "show the current exercise's next hint",
    discussion: "Shows one more hint of the current exercise, gentlest first.\n")
  package init(_ invocation: Invocation) {}
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.hint()
    return .success
  }
}

/// `exercises next`: the next exercise becomes current.
package struct NextAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "next", summary: "make the next exercise current",
    discussion: "Makes the next exercise in the list the current one.\n")
  package init(_ invocation: Invocation) {}
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.move(by: 1)
    return .success
  }
}

/// `exercises previous`: the previous exercise becomes current.
package struct PreviousAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "previous", summary: "make the previous exercise current",
    discussion: "Makes the previous exercise in the list the current one.\n")
  package init(_ invocation: Invocation) {}
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.move(by: -1)
    return .success
  }
}

/// `exercises go <name>`: an exercise becomes current.
package struct GoAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "go", arguments: [.init("name")], summary: "make an exercise current",
    discussion: "Makes an exercise the current one: <name> is its id, short name or number.\n")
  package var name: String
  package init(_ invocation: Invocation) { name = invocation.arguments[0] }
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    guard let exercise = session.catalog.exercise(named: name) else {
      return unknownExercise(name, context)
    }
    session.go(to: exercise)
    return .success
  }
}

/// `exercises list`: every exercise, done or not.
package struct ListAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "list", summary: "every exercise, done or not",
    discussion: "Lists every exercise with its number, id, and whether it is done.\n")
  package init(_ invocation: Invocation) {}
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    context.console.writeOutput(session.view.list(session.progress))
    return .success
  }
}

/// `exercises check`: every exercise's tests.
package struct CheckAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "check", summary: "run every exercise's tests; mark those that pass done",
    discussion: "Runs every exercise's tests and marks those that pass as done.\n")
  package init(_ invocation: Invocation) {}
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.checkAll() ? .success : .failure
  }
}

/// `exercises reset <name>`: an exercise's files as shipped.
package struct ResetAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "reset", arguments: [.init("name")],
    summary: "put an exercise's files back as shipped (asks first)",
    discussion: "Puts an exercise's starter files back as shipped, after asking y/N.\n")
  package var name: String
  package init(_ invocation: Invocation) { name = invocation.arguments[0] }
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    guard let exercise = session.catalog.exercise(named: name) else {
      return unknownExercise(name, context)
    }
    let answer: () -> String? =
      input.map { source in { ExerciseSession.waitForLine(source) } } ?? context.console.readLine
    return session.reset(exercise, answer: answer) ? .success : .failure
  }
}

/// `exercises solution [<name>]`: the learner's files beside the reference.
package struct SolutionAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "solution", arguments: [.init("name", optional: true)],
    summary: "compare your files with the reference, once passed",
    discussion: "Shows your files beside the reference solution, once the exercise passed.\n")
  package var name: String?
  package init(_ invocation: Invocation) { name = invocation.arguments.first }
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    if let name {
      guard let exercise = session.catalog.exercise(named: name) else {
        return unknownExercise(name, context)
      }
      return session.showSolution(exercise) ? .success : .failure
    }
    guard let exercise = session.solutionDefault() else { return .failure }
    return session.showSolution(exercise) ? .success : .failure
  }
}

/// `exercises verify`: every starter fails its tests.
package struct VerifyAction: ExerciseAction {
  package static let configuration = CommandConfiguration(
    name: "verify", summary: "check that every starter fails its tests (for the project's CI)",
    discussion: "Builds every starter as shipped and checks that each fails its tests.\n")
  package init(_ invocation: Invocation) {}
  package func run(in session: ExerciseSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.verifyStarters() ? .success : .failure
  }
}
