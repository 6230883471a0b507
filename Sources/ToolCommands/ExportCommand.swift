// `stepwise export <app-or-package> [--to DIR]`: an app as an Xcode project.

import CommandLineKit
import ExportKit
import Foundation
import StepwiseBasics

/// `stepwise export`: the other way of `stepwise port`. Writes a stage of the course, or a
/// learner's package, as an Xcode project to open on a Mac.
struct ExportCommand: Command {
  /// Where the project goes.
  static let destination = Option(
    "--to", value: "DIR",
    "write the project into DIR, which must be new or empty\n"
      + "(default: beside the course, named after the stage's target, such as\n"
      + "Checklists04; <package>-Xcode beside a package)")

  static let configuration = CommandConfiguration(
    name: "export", arguments: [.init("app-or-package")],
    options: [.value(destination)],
    summary: "write an app as an Xcode project to open on a Mac",
    discussion: """
      Takes a stage of the course (an app id, such as checklists-04) or your own package
      (the folder `stepwise tutorial start` made) and writes an Xcode project:

        <App>/                 the app's Swift files, with import UIKit, @IBOutlet on the
                               properties the storyboard connects and @IBAction on the
                               methods it calls; the app delegate marked @main
        <App>/Base.lproj/Main.storyboard
                               Storyboard.swift drawn in Interface Builder's XML
        <App>/Info.plist       the bundle's keys, the main storyboard, a launch screen
        <App>.xcodeproj        one iPhone app target (iOS 15)
        <App>Tests/, <App>UITests/
                               your package's tests (Tests/…) as a hosted unit-test
                               target and a UI-test target, with a shared scheme
        EXPORT.md              the report printed at the end

      Storyboard.swift is read as Swift, not run: its actions are closures and its
      outlets key paths, whose names only the source holds. What Interface Builder
      cannot draw (a view made in code) is listed as path:line: what, and why.

      `stepwise port` reads the project back into the same app. It has not been tried in
      Xcode here. Nothing is ever overwritten: the destination must not exist or be
      empty, and it must be outside the course and outside the package. The project is
      written whole or not at all. Only the package's own Swift files are read: a link
      out of it, or a file over 1 MiB (8 MiB in all), stops the export before it writes.
      Example: stepwise export checklists-04 --to ~/Checklists04

      """)

  /// The app id or the package folder, as typed.
  var app: String
  /// The destination, if given.
  var destinationPath: String?

  init(_ invocation: Invocation) {
    app = invocation.arguments[0]
    destinationPath = invocation[Self.destination]
  }

  /// What is exported, and where it goes when `--to` names no folder.
  struct Source {
    var project: ExportedProject
    var defaultDestination: URL
    /// The learner's package, when that is what is exported (not a stage of the course).
    var package: URL?
  }

  func run(_ context: ToolContext) -> ExitCode {
    let kit: URL
    do {
      kit = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description)
    }
    let source: Source
    switch self.source(kit: kit, context) {
    case .success(let found): source = found
    case .failure(let refusal): return context.usageError(refusal.description)
    }
    let destination =
      destinationPath.map(context.environment.url(forPath:)) ?? source.defaultDestination
    if let refusal = refusal(of: destination, kit: kit, source: source) {
      return context.usageError(refusal)
    }
    do {
      try source.project.write(to: destination)
    } catch {
      if case .notEmpty = error { return context.usageError(error.description) }
      return context.failure(error.description)
    }
    report(source.project, writtenTo: destination, context)
    return .success
  }

  /// The app named on the command line, read: a Checklists stage by id or target, else the
  /// learner's package in that folder.
  private func source(kit: URL, _ context: ToolContext) -> Result<Source, CommandRefusal> {
    do {
      if let entry = context.catalog.entry(idOrTarget: app) {
        guard entry.app.id.hasPrefix("checklists-") else {
          let stages = context.catalog.ids.filter { $0.hasPrefix("checklists-") }
          let stageRange = [stages.first, stages.last].compactMap { $0 }
            .joined(separator: localized(" to "))
          return .failure(
            CommandRefusal(
              localized(
                "export takes the Checklists stages (\(stageRange)) and your tutorial package; \(entry.app.id) is a side track, whose target holds the app both as its article wrote it and as fixed, and has no one Storyboard.swift"
              )))
        }
        let project = try ExportedProject(
          name: AppInfo.projectName(title: entry.app.title, target: entry.target),
          sources: ExportedProject.swiftFiles(ofTarget: entry.target, in: kit),
          info: AppInfo(entry.app))
        return .success(
          Source(
            project: project,
            defaultDestination: kit.deletingLastPathComponent().appendingPathComponent(
              entry.target)))
      }
      let folder = context.environment.url(forPath: app)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
        let looksLikeID = !app.contains("/") && !app.hasPrefix(".")
        return .failure(
          CommandRefusal(
            looksLikeID
              ? context.catalog.unknownAppMessage(app) + localized(", and no folder \(app) here")
              : localized("no such folder: \(folder.path)")))
      }
      guard isDirectory.boolValue else {
        return .failure(
          CommandRefusal(
            localized(
              "\(folder.path) is a file; export takes an app id or the folder of your package (the one that holds Package.swift)"
            )))
      }
      let standardized = folder.standardizedFileURL
      return .success(
        Source(
          project: try ExportedProject.package(at: folder),
          defaultDestination: standardized.deletingLastPathComponent()
            .appendingPathComponent(standardized.lastPathComponent + "-Xcode"),
          package: folder))
    } catch {
      return .failure(CommandRefusal(error.description))
    }
  }

  /// Why the project cannot go to `destination`, as the usage error says it: inside the
  /// course, or inside the package exported; nil when it can.
  private func refusal(of destination: URL, kit: URL, source: Source) -> String? {
    if PackageLocator.depth(of: destination, inside: kit) != nil {
      return localized(
        "\(destination.path) is inside the course (\(kit.path)); an exported app is a project of its own, outside the course: choose another folder with --to DIR"
      )
    }
    // The project's Swift files import UIKit: inside the package, they would be built with it.
    if let package = source.package, PackageLocator.depth(of: destination, inside: package) != nil {
      return localized(
        "\(destination.path) is inside the package being exported (\(package.path)); its Swift files, which import UIKit, would break the package's build: choose a folder outside it with --to DIR, such as \(source.defaultDestination.path)"
      )
    }
    return nil
  }

  /// What was written, the notes for Xcode (EXPORT.md's, in English) and how to open it.
  private func report(
    _ project: ExportedProject, writtenTo destination: URL, _ context: ToolContext
  ) {
    let style = context.style
    let files = project.swiftFileCount
    context.console.print(
      style.green(localized("Exported "))
        + localized(
          "\(project.name) (\(files) Swift files, Main.storyboard) into \(destination.path)"))
    if !project.notes.isEmpty {
      context.console.print(
        "\n" + localized("What Xcode will need from you:") + "\n"
          + project.notes.map { "  \($0)" }.joined(separator: "\n"))
    }
    context.console.print(
      "\n" + localized("The report is also in EXPORT.md. On a Mac, open the project in Xcode:")
        + "\n  "
        + style.cyan("open \((destination.path + "/" + project.name + ".xcodeproj").shellQuoted)")
        + "\n"
        + localized("(It was written and read back here, never opened in Xcode.)"))
  }
}
