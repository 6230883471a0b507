// `stepwise diff <from> <to> [<file>]`: what changed between two stages, file by file.

import CommandLineKit
import Foundation
import SourceDiff
import StepwiseBasics

/// `stepwise diff`: compares two stages' source folders.
struct DiffCommand: Command {
  /// Only the summary.
  static let stat = Flag("--stat", "only the summary: each file added, removed, renamed or changed")

  static let configuration = CommandConfiguration(
    name: "diff", arguments: [.init("from"), .init("to"), .init("file", optional: true)],
    options: [.flag(stat)], summary: "show what changed between two stages' sources",
    discussion: discussion)

  private static let discussion = """
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

  /// The stage to compare from.
  var from: String
  /// The stage to compare to.
  var to: String
  /// The one file to show, if any.
  var file: String?
  /// Whether to show only the summary.
  var isStatOnly: Bool

  init(_ invocation: Invocation) {
    from = invocation.arguments[0]
    to = invocation.arguments[1]
    file = invocation.arguments.count > 2 ? invocation.arguments[2] : nil
    isStatOnly = invocation[Self.stat]
  }

  func run(_ context: ToolContext) -> ExitCode {
    let package: URL
    do {
      package = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description)
    }
    let diff: StageDiff
    do {
      diff = try StageDiff.between(from, to, package: package, catalog: context.catalog)
    } catch let error as StageDiff.UnknownStage {
      return context.usageError(error.message)
    } catch {
      return context.failure(localized("cannot read the sources: \(error.localizedDescription)"))
    }
    let style = context.style
    if isStatOnly {
      guard file == nil else {
        return context.usageError(localized("--stat shows every file: leave out <file>"))
      }
      context.console.writeOutput(diff.summary(style: style))
      return .success
    }
    guard let file else {
      context.console.writeOutput(diff.render(style: style))
      return .success
    }
    do {
      context.console.writeOutput(try diff.fileDiff(named: file, style: style))
    } catch {
      return context.usageError(error.message)
    }
    return .success
  }
}
