// `stepwise diff <from> <to>`: a unified diff of two stages' sources, file by file.

import Foundation

/// Compares two stages' source folders.
enum DiffCommand {
  static let discussion = """
    Prints a unified diff of the sources of two stages (Sources/<Target>/), file by
    file. Files are paired by name; a file that was renamed, such as
    AddItemViewController.swift becoming ItemDetailViewController.swift, is paired with
    the new file it most resembles. Stages are named by app id (checklists-02) or by
    target name (Checklists02).

    The package is found by looking upward from the current folder, then from the
    stepwise executable, for Package.swift next to Sources/HeadlessUIKit.

    """

  @MainActor static func run(_ invocation: Invocation, _ context: ToolContext) -> ExitCode {
    let package: URL
    do {
      package = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description, command: "diff")
    }
    let sources = package.appendingPathComponent("Sources", isDirectory: true)
    var folders: [(name: String, url: URL)] = []
    for name in invocation.arguments {
      let target = context.catalog.entry(idOrTarget: name)?.target ?? name
      let folder = sources.appendingPathComponent(target, isDirectory: true)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
        isDirectory.boolValue, !target.contains("/"), !target.hasPrefix(".")
      else {
        let known =
          context.catalog.ids.isEmpty
          ? "" : " (apps: \(context.catalog.ids.joined(separator: ", ")))"
        return context.usageError(
          "there is no stage \"\(name)\": no folder Sources/\(target)\(known)", command: "diff")
      }
      folders.append((target, folder))
    }
    do {
      let old = try SourceFolder.read(folders[0].url, name: folders[0].name)
      let new = try SourceFolder.read(folders[1].url, name: folders[1].name)
      let output = StageDiff(from: old, to: new).render(style: context.style)
      context.console.writeOutput(output)
    } catch {
      return context.failure("cannot read the sources: \(error.localizedDescription)")
    }
    return .success
  }
}
