// `stepwise tutorial start`: the learner's own package, with the smallest app that launches.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

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
          cd \(path.shellQuotedPath)
          \(name) tutorial
              the first step's instructions, and its check
          \(name) tutorial watch
              the check again on every save
          \(name) run --dir .
              your app in the simulator, built where the course's kit is compiled
              (the first command but tutorial and exercises compiles the rest of the tool)
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

}
