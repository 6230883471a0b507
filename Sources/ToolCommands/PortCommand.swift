// `stepwise port <xcode-project-folder> [--to DIR]`: an Xcode project as a headless package.

import CommandLineKit
import Foundation
import PortKit
import StepwiseBasics

/// `stepwise port`: reads an Xcode project (Swift files, main storyboard, Info.plist, asset
/// catalog) and writes a Swift package that runs the app on HeadlessUIKit, with a report of
/// what changed and what could not be translated.
struct PortCommand: Command {
  /// Where the package goes.
  static let destination = Option(
    "--to", value: "DIR",
    "write the package into DIR, which must be new or empty\n"
      + "(default: <project>-headless beside the project folder)")

  static let configuration = CommandConfiguration(
    name: "port", arguments: [.init("xcode-project-folder")], options: [.value(destination)],
    summary: "turn an Xcode project into a package that runs headless",
    discussion: """
      Reads an Xcode project folder (the one holding the .xcodeproj): the app's Swift
      files and its test targets, its main storyboard and .xib files, its Info.plist and
      build settings, and its asset catalog's image names. Writes a Swift package that
      runs the app in the terminal simulator with HeadlessUIKit:

        Package.swift       one executable target named after the app's module
        Sources/<module>/   the Swift files, with the edits Linux needs
        Storyboard.swift    the main storyboard, declared in Swift
        Info.swift          the Info.plist, declared by the @main app delegate
        <Name>.xib.swift    each .xib file (a cell or a view), declared in Swift
        Tests/<target>/     each test target: unit tests @testable import the app, UI
                            tests drive it with HeadlessXCUIAutomation
        PORTING.md          the report printed at the end

      The mechanical edits: import UIKit becomes import HeadlessUIKit, and @IBOutlet,
      @IBAction and @objc go (Linux has no Objective-C runtime to connect them by name;
      Storyboard.swift connects them). What Swift on Linux forbids is rewritten where it
      can be: an override in an extension moves into its class, @UIApplicationMain and
      main.swift become @main, a target-action #selector whose method is known becomes a
      UIAction. Everything else is listed as path:line: what, and why.

      Nothing is ever overwritten: the destination must not exist or be empty, and it
      must be outside the course and outside the project.
      Example: stepwise port ~/Code/Checklists --to ~/Code/Checklists-headless

      """)

  /// The project folder, as typed.
  var folder: String
  /// The destination, if given.
  var destinationPath: String?

  init(_ invocation: Invocation) {
    folder = invocation.arguments[0]
    destinationPath = invocation[Self.destination]
  }

  func run(_ context: ToolContext) -> ExitCode {
    let environment = context.environment
    let folderURL = environment.url(forPath: folder)
    let project: XcodeProject
    do {
      project = try XcodeProject.read(folderURL)
    } catch {
      return context.usageError(Self.message(error))
    }
    let destination =
      destinationPath.map(environment.url(forPath:))
      ?? folderURL.deletingLastPathComponent().appendingPathComponent("\(project.name)-headless")
    let kit: URL
    do {
      kit = try PackageLocator.locate(in: environment)
    } catch {
      return context.usageError(error.description)
    }
    if let refusal = refusal(of: destination, kit: kit, project: project, in: folderURL) {
      return context.usageError(refusal)
    }
    let port = PortedPackage(project, kit: kit)
    do {
      try port.write(to: destination)
    } catch {
      if case .notEmpty(let path) = error {
        return context.usageError(
          localized("\(path) is not empty: the port writes only into a new or empty folder"))
      }
      return context.failure(error.description)
    }
    report(port, of: project, writtenTo: destination, context)
    return .success
  }

  /// Why the package cannot go to `destination`, as the usage error says it: inside the
  /// course, or inside the project's folder; nil when it can.
  private func refusal(
    of destination: URL, kit: URL, project: XcodeProject, in folderURL: URL
  ) -> String? {
    if PackageLocator.depth(of: destination, inside: kit) != nil {
      return localized(
        "\(destination.path) is inside the course (\(kit.path)); a ported app is a package of its own, outside the course: choose another folder with --to DIR"
      )
    }
    // The package's Swift files import the kit: inside the project's folder, Xcode (whose
    // synchronized folders build every file in them) and the next port would take them for
    // the app's own.
    if PackageLocator.depth(of: destination, inside: folderURL) != nil {
      let beside = folderURL.standardizedFileURL.deletingLastPathComponent()
        .appendingPathComponent("\(project.name)-headless")
      return localized(
        "\(destination.path) is inside the Xcode project being ported (\(folderURL.standardizedFileURL.path)); its files would be taken for the app's own by Xcode and by the next port: choose a folder outside it with --to DIR, such as \(beside.path)"
      )
    }
    return nil
  }

  /// What was written, the report (PORTING.md's text, in English) and how to run the app and
  /// its tests.
  private func report(
    _ port: PortedPackage, of project: XcodeProject, writtenTo destination: URL,
    _ context: ToolContext
  ) {
    let style = context.style
    let files = port.portedSwiftFiles
    let name = project.name
    let ported =
      project.storyboard.map {
        localized("\(name) (\(files) Swift files, \($0.path)) into \(destination.path)")
      } ?? localized("\(name) (\(files) Swift files) into \(destination.path)")
    context.console.print(style.green(localized("Ported ")) + ported)
    let report = port.report.text
    if !report.isEmpty { context.console.print("\n" + report) }
    context.console.print(
      "\n" + localized("The report is also in PORTING.md. Run the app:") + "\n  "
        + style.cyan("cd \(destination.path.shellQuotedPath) && swift run \(project.moduleName)"))
    if !port.testTargets.isEmpty || !port.uiTestTargets.isEmpty {
      // Linux's XCTest ends the run at a test that crashes; Xcode starts its runner again
      // and goes on, as SwiftPM's parallel runner does, one process per test.
      context.console.print(
        localized("Run its tests (a test that crashes stops only itself, as in Xcode):")
          + "\n  " + style.cyan("swift test --parallel"))
    }
  }

  /// Why a folder cannot be ported, in the reader's language.
  static func message(_ error: XcodeProject.ReadError) -> String {
    switch error {
    case .noSuchFolder(let path): localized("no such folder: \(path)")
    case .notAFolder(let path):
      localized("\(path) is a file; port takes the folder that holds the .xcodeproj")
    case .notAnXcodeProject(let path):
      localized("\(path) is not an Xcode project folder (it holds no .xcodeproj)")
    case .projectItself(let path):
      localized(
        "\(path) is the project itself; port takes the folder that holds it: \(URL(fileURLWithPath: path).deletingLastPathComponent().path)"
      )
    }
  }
}
