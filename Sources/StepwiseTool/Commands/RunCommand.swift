// `stepwise` and `stepwise run <app>`: an app in the interactive simulator, on a kept sandbox.

import Foundation
import HeadlessUIKit
import ViewHarness

/// Opens an app in the interactive simulator.
enum RunCommand {
  /// The options of `run` and of `stepwise` alone.
  static let options: [ToolCommand.Option] = [
    .init(
      "--sandbox", value: "DIR",
      "the app's container, holding DIR/Documents and DIR/Library/Preferences\n"
        + "(default: $XDG_DATA_HOME/stepwise/<app>,\n"
        + "else ~/.local/share/stepwise/<app>)"),
    .init("--fresh", "empty the sandbox first, as if the app were just installed"),
  ]

  static let discussion = """
    Opens <app> in the interactive simulator: the screen is drawn, you type a command
    (the same commands as walkthrough scripts: tap "+", tap row 0, type "Milk", return,
    expect title "Checklists", relaunch, …), the app acts, and the screen is drawn again.
    Type help for the list. A command that cannot run prints one line and the session
    goes on. quit, or the end of input (Ctrl-D), terminates the app properly, so its
    delegate can save.

    The app keeps its data between sessions in its sandbox, whose path is printed at
    launch. Commands may also be piped in: printf 'tap row 0\\nquit\\n' | stepwise run <app>

    Colour is used only on a terminal, and never when NO_COLOR is set.

    """

  static let defaultDiscussion = """
    With no command, stepwise opens the finished Checklists app (the last Checklists
    stage in stepwise list) in the interactive simulator, exactly as stepwise run <app>
    does: see stepwise help run.

    """

  /// `stepwise` alone: the most advanced Checklists stage.
  @MainActor static func runFinishedChecklists(_ invocation: Invocation, _ context: ToolContext)
    -> ExitCode
  {
    guard let entry = context.catalog.finishedChecklists else {
      return context.failure("no Checklists app is in the catalog yet (see stepwise list)")
    }
    return simulate(entry.app, invocation, context)
  }

  /// `stepwise run <app>`.
  @MainActor static func run(_ invocation: Invocation, _ context: ToolContext) -> ExitCode {
    let id = invocation.arguments[0]
    guard let entry = context.catalog.entry(id: id) else {
      return context.usageError(unknownAppMessage(id, catalog: context.catalog), command: "run")
    }
    return simulate(entry.app, invocation, context)
  }

  /// The message for an app id the catalog does not have.
  static func unknownAppMessage(_ id: String, catalog: AppCatalog) -> String {
    let known = catalog.ids.isEmpty ? "none yet" : catalog.ids.joined(separator: ", ")
    return "there is no app \"\(id)\" (apps: \(known))"
  }

  @MainActor private static func simulate(
    _ app: AppDescriptor, _ invocation: Invocation, _ context: ToolContext
  ) -> ExitCode {
    let environment = context.environment
    let chosen = invocation.value("--sandbox").map(environment.url(forPath:))
    let root = chosen ?? environment.defaultSandboxRoot(forApp: app.id)
    if invocation.flag("--fresh") {
      do {
        try SandboxCleaner.empty(root)
      } catch let error as SandboxCleaner.NotAContainer {
        return context.usageError(error.description, command: "run")
      } catch {
        return context.failure("cannot empty \(root.path): \(error.localizedDescription)")
      }
    }
    do {
      _ = try AppSandbox(root: root)
    } catch {
      return context.failure(
        "cannot create the sandbox \(root.path): \(error.localizedDescription)")
    }
    let session = SimulatorSession(apps: context.catalog.apps, app: app) { launched in
      try AppSandbox(root: chosen ?? environment.defaultSandboxRoot(forApp: launched.id))
    }
    let style = context.style
    let console = context.console
    console.print(style.bold("\(app.title) (\(app.id))") + " in the simulator")
    console.print("Sandbox: " + style.dim(root.path))
    console.print(style.dim("Type help for the commands, quit to leave."))
    InteractiveSimulator(session: session, console: console, style: style).run()
    return .success
  }
}
