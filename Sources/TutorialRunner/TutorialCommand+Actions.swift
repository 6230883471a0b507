// The actions of `stepwise tutorial`: each a subcommand in the command table.

import ExerciseRunner
import Foundation
import StepwiseCLI
import ViewHarness

/// `tutorial start [DIR]`: a new package of the learner's own.
package struct StartAction: Command {
  package static let configuration = CommandConfiguration(
    name: "start", arguments: [.init("dir", optional: true)],
    summary: "make your own app's package, with the smallest app that launches",
    discussion: """
      Makes a Swift package of your own in DIR (default: MyChecklists, in the current
      folder, or beside the course's folder when you are in the course), which must be new
      or empty and outside the course: a manifest that uses this course's simulated
      UIKit by path, and an app that launches (an app delegate marked @main, its Info.plist
      declaration, a storyboard with one empty table screen and its controller). It makes a
      git repository with a first commit, so you can always see what each step changed.

      """)
  /// The folder as typed, if one was.
  var typedPath: String?

  package init(_ invocation: Invocation) {
    typedPath = invocation.arguments.first
  }

  /// The folder the package goes in, as the learner would type it: the one typed, else
  /// `MyChecklists` in the current folder, or beside the course when the current folder is
  /// in the course (a learner's app is a package of its own, never inside the course).
  func path(from here: URL, course: URL) -> String {
    if let typedPath { return typedPath }
    guard let depth = PackageLocator.depth(of: here, inside: course) else {
      return "MyChecklists"
    }
    return String(repeating: "../", count: depth + 1) + "MyChecklists"
  }

  package func run(_ context: ToolContext) -> ExitCode {
    let course: URL
    do {
      course = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description)
    }
    let path = path(from: context.environment.currentDirectory, course: course)
    let folder = context.environment.url(forPath: path)
    do {
      for line in try TutorialStarter(course: course).start(in: folder) {
        context.console.print(line)
      }
    } catch let refusal as TutorialStarter.Refusal {
      return context.usageError(refusal.description)
    } catch {
      return context.failure(
        localized("cannot write \(folder.path): \(error.localizedDescription)"))
    }
    let name = context.environment.commandName(from: folder)
    var next =
      "\n"
      + localized(
        """
        Your app is in \(folder.path). Next, in that folder:
          cd \(Self.shellQuoted(path))
          swift run Checklists
              your app in the simulator (its first build also builds the kit: a while)
          \(name) tutorial
              the first step's instructions, and its check
          \(name) tutorial watch
              the check again on every save
        """)
    if name != "stepwise" {
      next +=
        "\n\n"
        + localized(
          """
          (That is this course's stepwise. To type just stepwise, run
          swift run stepwise install in the course.)
          """)
    }
    context.console.print(next)
    return .success
  }

  /// A path as a shell reads it.
  static func shellQuoted(_ path: String) -> String {
    path.allSatisfy { $0.isLetter || $0.isNumber || "/._-~".contains($0) }
      ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// Declares the `--dir` option every action takes.
@MainActor
private func options(_ more: [OptionSpec] = []) -> [OptionSpec] {
  [.value(TutorialCommand.dir)] + more
}

/// `tutorial watch`.
package struct TutorialWatchAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "watch", options: options(),
    summary: "check the current step, then again on every save; type commands meanwhile",
    discussion: "Checks the current step, then again whenever you save a file of your app.\n")
  package var directory: String?
  package init(_ invocation: Invocation) { directory = invocation[TutorialCommand.dir] }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.watch(input: input ?? StandardInputLines())
    return .success
  }
}

/// `tutorial hint`.
package struct TutorialHintAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "hint", options: options(), summary: "show the current step's next hint",
    discussion: "Shows one more hint of the current step, gentlest first.\n")
  package var directory: String?
  package init(_ invocation: Invocation) { directory = invocation[TutorialCommand.dir] }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.hint()
    return .success
  }
}

/// `tutorial next`.
package struct TutorialNextAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "next", options: options(), summary: "make the next step current",
    discussion: "Makes the next step the current one.\n")
  package var directory: String?
  package init(_ invocation: Invocation) { directory = invocation[TutorialCommand.dir] }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.move(by: 1)
    return .success
  }
}

/// `tutorial previous`.
package struct TutorialPreviousAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "previous", options: options(), summary: "make the previous step current",
    discussion: "Makes the previous step the current one.\n")
  package var directory: String?
  package init(_ invocation: Invocation) { directory = invocation[TutorialCommand.dir] }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.move(by: -1)
    return .success
  }
}

/// `tutorial go <name>`.
package struct TutorialGoAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "go", arguments: [.init("name")], options: options(), summary: "make a step current",
    discussion: "Makes a step the current one: <name> is its id, its number, or its name.\n")
  package var directory: String?
  var name: String
  package init(_ invocation: Invocation) {
    directory = invocation[TutorialCommand.dir]
    name = invocation.arguments[0]
  }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    guard let step = session.catalog.lesson(named: name) else {
      return context.usageError(
        localized("there is no step \"\(name)\" (see \(context.commandName) tutorial list)"))
    }
    session.go(to: step)
    return .success
  }
}

/// `tutorial list`.
package struct TutorialListAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "list", options: options(), summary: "every step, done or not",
    discussion: "Lists every step with its number, whether it is done, and its title.\n")
  package var directory: String?
  package init(_ invocation: Invocation) { directory = invocation[TutorialCommand.dir] }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    context.console.writeOutput(session.view.list(session.progress))
    return .success
  }
}

/// `tutorial check`.
package struct TutorialCheckAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "check", options: options(), summary: "check every step; progress follows",
    discussion: """
      Checks every step with one build. A step passes, fails, or is retired: a later step
      changed on purpose what it checked (the sample items gave way to saved ones), and that
      later step passes. Steps that pass or are retired count as done.

      """)
  package var directory: String?
  package init(_ invocation: Invocation) { directory = invocation[TutorialCommand.dir] }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    let outcomes = session.checkAll()
    return !outcomes.isEmpty && outcomes.allSatisfy({ $0.status == .pass }) ? .success : .failure
  }
}

/// `tutorial compare`.
package struct CompareAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "compare", options: options(), summary: "your app beside the reference, as a diff",
    discussion: """
      Once a step passes: your app's files beside the reference stage at the end of that
      step's chapter, as a diff (files paired by name and content). Yours will differ; any
      arrangement that passes the checks is right.

      """)
  package var directory: String?
  package init(_ invocation: Invocation) { directory = invocation[TutorialCommand.dir] }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    session.compare() ? .success : .failure
  }
}

/// `tutorial show`.
package struct TutorialShowAction: TutorialAction {
  package static let configuration = CommandConfiguration(
    name: "show", options: options(), summary: "the current step's instructions",
    discussion: "Shows the current step's instructions, formatted for the terminal.\n")
  package var directory: String?
  package init(_ invocation: Invocation) { directory = invocation[TutorialCommand.dir] }
  package func run(in session: TutorialSession, _ context: ToolContext, input: (any LineSource)?)
    -> ExitCode
  {
    guard let step = session.current else { return .failure }
    return session.show(step) ? .success : .failure
  }
}
