// `stepwise list`: every app with its one-line summary and its chapter.

import AppProgram
import CommandLineKit

/// `stepwise list`: the apps in teaching order.
struct ListCommand: Command {
  static let configuration = CommandConfiguration(
    name: "list", summary: "list the apps with their summaries and chapters",
    discussion: discussion)

  private static let discussion = """
    Lists every app the tool can run, in the order the chapters teach them: its id (what
    run, play and diff take), its one-line summary, and the chapter that teaches it.

    """

  init(_ invocation: Invocation) {}

  func run(_ context: ToolContext) -> ExitCode {
    context.console.writeOutput(Self.text(for: context.catalog, style: context.style))
    return .success
  }

  /// The listing: each id, padded to the widest, then its summary, then its chapter below.
  static func text(for catalog: AppCatalog, style: TextStyle) -> String {
    guard !catalog.entries.isEmpty else { return "No apps yet.\n" }
    let width = catalog.entries.map(\.app.id.count).max() ?? 0
    let indent = String(repeating: " ", count: width + 2)
    var text = ""
    for entry in catalog.entries {
      let app = entry.app
      let padding = String(repeating: " ", count: width - app.id.count + 2)
      text += style.bold(app.id) + padding + app.summary + "\n"
      text += indent + style.dim("Chapters/\(app.chapter)") + "\n"
    }
    return text
  }
}
