// `stepwise diff <from> <to> [<file>]`: what changed between two stages, file by file.

import Foundation

/// Compares two stages' source folders.
enum DiffCommand {
  static let options: [ToolCommand.Option] = [
    .init("--stat", "only the summary: each file added, removed, renamed or changed")
  ]

  static let discussion = """
    Prints a unified diff of the sources of two stages (Sources/<Target>/), file by
    file, after a summary of the files added, removed, renamed and changed with their
    line counts. Files are paired by name; a file that was renamed, such as
    AddItemViewController.swift becoming ItemDetailViewController.swift, is paired with
    the new file it most resembles. Stages are named by app id (checklists-02) or by
    target name (Checklists02). The lines that mark the chapters' excerpts
    (// excerpt: name, // end excerpt) are left out.

    With <file> (a file name in either stage, such as ChecklistViewController.swift),
    only that file's diff is printed; with --stat, only the summary. The chapters' diff
    blocks hold exactly this output.

    The package is found by looking upward from the current folder, then from the
    stepwise executable, for Package.swift next to Sources/HeadlessUIKit.

    """

  /// A stage name that names no folder under `Sources/`.
  struct UnknownStage: Error, Equatable {
    /// What the message says.
    var message: String
  }

  @MainActor static func run(_ invocation: Invocation, _ context: ToolContext) -> ExitCode {
    let package: URL
    do {
      package = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description, command: "diff")
    }
    let arguments = invocation.arguments
    let diff: StageDiff
    do {
      diff = try stageDiff(
        from: arguments[0], to: arguments[1], package: package, catalog: context.catalog)
    } catch let error as UnknownStage {
      return context.usageError(error.message, command: "diff")
    } catch {
      return context.failure("cannot read the sources: \(error.localizedDescription)")
    }
    let style = context.style
    if invocation.flag("--stat") {
      guard arguments.count == 2 else {
        return context.usageError("--stat shows every file: leave out <file>", command: "diff")
      }
      context.console.writeOutput(diff.summary(style: style))
      return .success
    }
    guard arguments.count == 3 else {
      context.console.writeOutput(diff.render(style: style))
      return .success
    }
    do {
      context.console.writeOutput(try fileDiff(arguments[2], in: diff, style: style))
    } catch {
      return context.usageError(error.message, command: "diff")
    }
    return .success
  }

  /// The difference between two stages of the package, named by app id or target name.
  static func stageDiff(from: String, to: String, package: URL, catalog: AppCatalog) throws
    -> StageDiff
  {
    let sources = package.appendingPathComponent("Sources", isDirectory: true)
    var folders: [SourceFolder] = []
    for name in [from, to] {
      let target = catalog.entry(idOrTarget: name)?.target ?? name
      let folder = sources.appendingPathComponent(target, isDirectory: true)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
        isDirectory.boolValue, !target.contains("/"), !target.hasPrefix(".")
      else {
        let known = catalog.ids.isEmpty ? "" : " (apps: \(catalog.ids.joined(separator: ", ")))"
        throw UnknownStage(
          message: "there is no stage \"\(name)\": no folder Sources/\(target)\(known)")
      }
      var stage = try SourceFolder.read(folder, name: target)
      stage.files = stage.files.map { $0.removingExcerptMarkers() }
      folders.append(stage)
    }
    return StageDiff(from: folders[0], to: folders[1])
  }

  /// One file's diff, or a line saying it did not change; a name in neither stage throws.
  static func fileDiff(_ name: String, in diff: StageDiff, style: TextStyle) throws(UnknownStage)
    -> String
  {
    guard let pair = diff.pair(forFile: name) else {
      throw UnknownStage(
        message: "neither \(diff.from.name) nor \(diff.to.name) has a file \"\(name)\"")
    }
    let text = diff.fileDiff(pair, style: style)
    guard text.isEmpty else { return String(text.dropFirst()) }
    return "\(name) is the same in \(diff.from.name) and \(diff.to.name)\n"
  }
}
