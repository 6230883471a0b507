// `stepwise render [--check]`: rewrites the chapters' generated blocks and pictures.

import ChapterRender
import CommandLineKit
import Foundation
import StepwiseBasics
import ViewHarness

/// `stepwise render`: regenerates what the chapters quote and show from the sources and the
/// scripts.
struct RenderCommand: Command {
  /// Change nothing, only report.
  static let check = Flag(
    "--check", "change nothing: list what is out of date, and exit with 1 if anything is")

  static let configuration = CommandConfiguration(
    name: "render", options: [.flag(check)],
    summary: "regenerate the chapters' excerpts, screens, diffs and pictures",
    discussion: discussion)

  private static let discussion = """
    Rewrites every generated block in Chapters/*.md and in the translations
    (Chapters/ja/*.md) from the package itself:

      <!-- excerpt: Checklists01/ChecklistItem.swift#toggle -->   a marked region of a
                                   file under Sources/ (between // excerpt: toggle and
                                   // end excerpt), or the whole file without #name;
                                   a test file is Tests/Checklists01Tests/File.swift
                                   (or ../Tests/…, or Checklists01Tests/File.swift)
      <!-- screen: checklists-01#2 -->   the screen at the 2nd show of
                                   Chapters/scripts/checklists-01.stepwise
      <!-- diff: checklists-01..checklists-02 -->   stepwise diff --stat of two stages
      <!-- diff: checklists-01..checklists-02 ChecklistViewController.swift -->
                                   that file's diff

    Each comment is followed by the fenced block it fills (render adds one if missing).
    Every show of every script is also drawn as a picture of a phone,
    Chapters/images/<app>-<n>.svg; pictures no script draws any more are deleted.
    Scripts are played on a fresh sandbox with the clock fixed at 2026-01-01 09:00 UTC,
    so a date picker nobody has turned shows the same date at every render.

    A translation has the English chapter's blocks, the same sources in the same order
    (its pictures are ../images/<app>-<n>.svg); a block that differs is a problem.

    Problems (a missing file or marker, a script whose expectations fail) are listed with
    the chapter's line; the blocks concerned are left as they are, and render exits with 1.

    """

  /// Whether to change nothing, only report.
  var isChecking: Bool

  init(_ invocation: Invocation) {
    isChecking = invocation[Self.check]
  }

  func run(_ context: ToolContext) -> ExitCode {
    let package: URL
    do {
      package = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description)
    }
    // The blocks and pictures are the same for the English and the Japanese chapters: a
    // screen that shows a simulator's message shows it in English, whatever the reader's
    // language; only what render says about them is in that language.
    // What the app puts on the main queue runs between gestures, as on iOS.
    Device.settleMainQueueOnThisThread()
    let rendering = Language.$chosen.withValue(.english) {
      ChapterRenderer(package: package, catalog: context.catalog).render()
    }
    let changes = Self.changes(rendering, package: package)
    let console = context.console
    let style = context.style

    for problem in rendering.problems {
      console.printError(context.errorStyle.red("stepwise: \(problem)"))
    }
    if isChecking {
      for change in changes {
        console.print(change.description)
      }
      if changes.isEmpty, rendering.problems.isEmpty {
        console.print(style.green(localized("up to date: ")) + Self.summary(rendering))
        return .success
      }
      if !changes.isEmpty {
        console.print(localized("Run \(context.commandName) render to bring them up to date."))
      }
      return .failure
    }

    for change in changes {
      let url = package.appendingPathComponent(change.path)
      do {
        switch change.kind {
        case .leftOver:
          try FileManager.default.removeItem(at: url)
          console.print(localized("deleted  ") + change.path)
        case .missing, .outOfDate:
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try Data(change.text.utf8).write(to: url, options: .atomic)
          console.print(
            (change.kind == .missing ? localized("wrote    ") : localized("updated  "))
              + change.path)
        }
      } catch {
        return context.failure(
          localized("cannot write \(change.path): \(error.localizedDescription)"))
      }
    }
    guard rendering.problems.isEmpty else { return .failure }
    console.print(style.green(localized("rendered: ")) + Self.summary(rendering))
    return .success
  }

  /// One file that differs from what render would write.
  struct Change: Equatable, CustomStringConvertible {
    /// How it differs.
    enum Kind: Equatable {
      /// It does not exist yet.
      case missing
      /// It holds something else.
      case outOfDate
      /// A picture that no script draws any more.
      case leftOver
    }

    /// The path relative to the package.
    var path: String
    /// How it differs.
    var kind: Kind
    /// What it should hold (empty for a left-over picture).
    var text: String
    /// The blocks that differ, for a chapter: `line 12: screen checklists-01#2`.
    var blocks: [String]

    /// The line `render --check` prints, its label padded to one width in every language.
    var description: String {
      switch kind {
      case .missing: localized("missing:     ") + path
      case .leftOver: localized("left over:   ") + path + localized(" (no script draws it)")
      case .outOfDate:
        localized("out of date: ") + path
          + (blocks.isEmpty ? "" : " (" + blocks.joined(separator: "; ") + ")")
      }
    }
  }

  /// The files on disk that differ from the rendering.
  @MainActor static func changes(_ rendering: ChapterRenderer.Rendering, package: URL) -> [Change] {
    var changes: [Change] = []
    for file in rendering.files {
      let url = package.appendingPathComponent(file.path)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        changes.append(Change(path: file.path, kind: .missing, text: file.text, blocks: []))
        continue
      }
      guard data != Data(file.text.utf8) else { continue }
      let blocks = rendering.blocks.filter {
        "Chapters/" + $0.chapter == file.path && !$0.isUpToDate
      }
      .map { localized("line \($0.block.line): \($0.block.source)") }
      changes.append(Change(path: file.path, kind: .outOfDate, text: file.text, blocks: blocks))
    }
    let drawn = Set(rendering.pictures.map(\.path))
    let images = package.appendingPathComponent("Chapters/images", isDirectory: true)
    for name in ChapterRenderer.files(in: images, withExtension: "svg") {
      let path = "Chapters/images/\(name)"
      if !drawn.contains(path) {
        changes.append(Change(path: path, kind: .leftOver, text: "", blocks: []))
      }
    }
    return changes
  }

  private static func summary(_ rendering: ChapterRenderer.Rendering) -> String {
    let chapters = rendering.files.count - rendering.pictures.count
    let blocks = rendering.blocks.count
    let pictures = rendering.pictures.count
    let chapterText = chapters == 1 ? localized("1 chapter") : localized("\(chapters) chapters")
    let blockText =
      blocks == 1 ? localized("1 generated block") : localized("\(blocks) generated blocks")
    let pictureText = pictures == 1 ? localized("1 picture") : localized("\(pictures) pictures")
    return localized("\(chapterText), \(blockText), \(pictureText)")
  }
}
