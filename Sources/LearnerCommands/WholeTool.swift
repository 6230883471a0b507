// `stepwise-all`, the tool with every command, which `stepwise` hands what it does not run.

import AppProgram
import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

/// The tool with every command, `stepwise-all`, beside `stepwise`: `stepwise` starts it in
/// its own place (the process, its terminal and its signals pass to it), with the same
/// arguments, named as `stepwise` so that its messages name the tool the reader typed.
///
/// In a build of the course (`swift run stepwise`, `.build/debug/stepwise`) it is built first,
/// in the same build folder, when a file of the course's sources is newer than it (or than the
/// last build that found it up to date), so that it never runs older code than the sources
/// say: the first time compiles the apps and the other commands. While another SwiftPM command holds that folder (the course's `swift test`), the
/// one there is run as it is. An installed `stepwise` has it beside it, copied by `install`.
package struct WholeTool {
  /// Its executable's name.
  package static let name = "stepwise-all"

  /// The `stepwise` that hands it commands.
  package var tool: URL
  /// Where it is: beside `tool`.
  package var executable: URL {
    tool.deletingLastPathComponent().appendingPathComponent(Self.name)
  }

  /// A SwiftPM build that made `tool`.
  package struct Build {
    /// The package built: the course.
    package var package: URL
    /// The build folder (`--scratch-path`), `.build` by default.
    package var folder: URL
    /// `debug` or `release`.
    package var configuration: String
  }

  /// The build that made `tool`, if it is in one: a `debug` or `release` folder of a build
  /// folder (SwiftPM's `.build/debug` leads to `.build/<platform>/debug`), of the course found
  /// above it, or else of the course this file was compiled in.
  package var build: Build?

  /// The whole tool beside the running `stepwise`, if its path is known.
  package init?(environment: ToolEnvironment) {
    guard let tool = environment.executable else { return nil }
    self.init(tool: tool)
  }

  package init(tool: URL, compiledIn: URL = PackageLocator.compiledLocation) {
    self.tool = tool
    let folder = tool.deletingLastPathComponent()
    let configuration = folder.lastPathComponent
    guard configuration == "debug" || configuration == "release" else { return }
    var buildFolder = folder.deletingLastPathComponent()
    let platform = buildFolder.deletingLastPathComponent()
    let link = platform.appendingPathComponent(configuration)
    if link.resolvingSymlinksInPath().path == folder.resolvingSymlinksInPath().path,
      link.path != folder.path
    {
      buildFolder = platform
    }
    let package =
      PackageLocator.searchUpward(from: buildFolder)
      ?? PackageLocator.searchUpward(from: compiledIn.deletingLastPathComponent())
    build = package.map {
      Build(package: $0, folder: buildFolder, configuration: configuration)
    }
  }

  /// Runs the arguments (without the program name) in the whole tool; returns only when it
  /// could not be built or started.
  @MainActor package func run(_ arguments: [String], context: ToolContext) -> ExitCode {
    let manager = FileManager.default
    if let build {
      let present = manager.isExecutableFile(atPath: executable.path)
      if !present || !(isUpToDate(build) || SharedBuildFolder.isBusy(build.folder)) {
        if !present {
          context.console.printError(
            localized(
              "Compiling the rest of stepwise, once: its other commands and the apps (about half a minute)…"
            ))
        }
        if let failure = make(build, context: context) { return failure }
      }
    }
    guard manager.isExecutableFile(atPath: executable.path) else {
      return context.failure(
        localized(
          "\(executable.path) is missing: stepwise needs it beside it for every command but tutorial and exercises; run swift run stepwise install in the course again"
        ))
    }
    let reason = ProcessImage.replace(with: executable.path, arguments: [tool.path] + arguments)
    return context.failure(localized("cannot start \(executable.path): \(reason)"))
  }

  /// The file whose date is when a build last found the whole tool up to date, beside it:
  /// a build that links nothing new leaves the tool's own date as it was.
  var checked: URL {
    tool.deletingLastPathComponent().appendingPathComponent(".\(Self.name)-checked")
  }

  /// Whether the whole tool is newer than everything its build reads from the course, or was
  /// found up to date by a build begun after it: the manifest, and every file and folder in
  /// `Sources` (a folder changes when a file in it is added, removed or renamed). Reading
  /// their dates takes milliseconds, where SwiftPM takes half a second to find nothing to do.
  func isUpToDate(_ build: Build) -> Bool {
    let key = URLResourceKey.contentModificationDateKey
    func modified(_ url: URL) -> Date? {
      try? url.resourceValues(forKeys: [key]).contentModificationDate
    }
    guard let linked = modified(executable) else { return false }
    let built = max(linked, modified(checked) ?? linked)
    let sources = build.package.appendingPathComponent("Sources")
    var read = [build.package.appendingPathComponent("Package.swift"), sources]
    guard
      let walk = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [key])
    else { return false }
    for case let url as URL in walk { read.append(url) }
    return read.allSatisfy { modified($0).map { $0 <= built } ?? false }
  }

  /// Builds the whole tool; returns the exit code of a build that failed, else nil. Without
  /// `swift` on `PATH` (a program started with a path of its own) the one there is run as it
  /// is, if there is one.
  @MainActor func make(_ build: Build, context: ToolContext) -> ExitCode? {
    let arguments = [
      "build", "--product", Self.name, "--scratch-path", build.folder.path,
      "--configuration", build.configuration,
    ]
    do {
      let started = Date()
      let result = try ExternalCommand("swift", arguments, in: build.package, timeLimit: 3_600)
        .run()
      guard result.status != 0 else {
        // Dated when the build began, so that a file saved while it ran counts as newer.
        if FileManager.default.createFile(atPath: checked.path, contents: nil) {
          try? FileManager.default.setAttributes(
            [.modificationDate: started], ofItemAtPath: checked.path)
        }
        return nil
      }
      // `env`'s status when it finds no program of that name.
      let noSwift = result.status == 127 && !result.endedBySignal
      if noSwift, FileManager.default.isExecutableFile(atPath: executable.path) { return nil }
      context.console.printError(result.output)
    } catch {
      context.console.printError(error.localizedDescription)
    }
    return context.failure(
      localized(
        "could not build \(Self.name), which runs every command but tutorial and exercises: swift \(arguments.joined(separator: " ")) in \(build.package.path)"
      ))
  }
}
