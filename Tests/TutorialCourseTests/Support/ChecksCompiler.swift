// Structure checks compiled against one app of the track, as SwiftPM compiles the track's own
// checks modules, without SwiftPM.

import AppTestSupport
import CommandLineKit
import Foundation
import TutorialCourse

@testable import LessonEngine

/// Compiles a file of structure checks against an app of a built ``ReferenceTrack``, with
/// the arguments SwiftPM's plan gives a checks module of the track (its imports, its
/// language mode and isolation, the learner's module name aliased to the app's), but to an
/// object of its own: whether a step's checks compile on the app before it is one compile
/// of one file (0.2 to 0.5 s), not a SwiftPM build of the package, which loads and plans
/// its 120 targets again first (about 9 s).
///
/// ```swift
/// let compiler = try ChecksCompiler(plan: folder.appendingPathComponent("debug.yaml"))
/// let outcome = try compiler.compile([checks], against: "App12")
/// ```
struct ChecksCompiler {
  /// SwiftPM's compile of one checks module, without what names that module, its files and
  /// its outputs.
  let arguments: [String]
  /// That module's files and the app it was compiled against: what ``compileItsOwnModule()``
  /// compiles again, to show that the arguments compile what SwiftPM compiled.
  let ownFiles: [String]
  let ownApp: String

  struct Unusable: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads the plan SwiftPM wrote for the track's last build.
  init(plan: URL) throws {
    let plan = try BuildPlan(text: String(contentsOf: plan, encoding: .utf8))
    guard
      let module = plan.commands.first(where: {
        $0.name.hasPrefix("C.\(ReferenceTrack.checksPrefix)") && $0.name.hasSuffix(".module")
      })
    else { throw Unusable(description: "no checks module's compile in the plan") }
    var kept: [String] = []
    var files: [String] = []
    var app: String?
    var words = module.arguments.makeIterator()
    // Options whose value follows them, left out: they name the module and its outputs.
    let named: Set = [
      "-module-name", "-emit-module-path", "-output-file-map", "-index-store-path",
    ]
    let outputs: Set = [
      "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
      "-serialize-diagnostics", "-parseable-output",
    ]
    while let word = words.next() {
      if named.contains(word) {
        _ = words.next()
      } else if word == "-module-alias" {
        app = words.next().flatMap { $0.split(separator: "=").last.map(String.init) }
      } else if word.hasPrefix("@") {
        files = try String(contentsOfFile: String(word.dropFirst()), encoding: .utf8)
          .split(separator: "\n").map(String.init)
      } else if !outputs.contains(word), !word.hasPrefix("-j") {
        kept.append(word)
      }
    }
    guard let app, !files.isEmpty else {
      throw Unusable(description: "the checks module's compile names no app or no files")
    }
    (arguments, ownFiles, ownApp) = (kept, files, app)
  }

  /// Compiles `files` as a module of their own, the learner's module name aliased to `app`,
  /// to objects in a folder removed after.
  func compile(_ files: [String], against app: String) throws -> ExternalCommand.Outcome {
    let folder = try TemporaryFolder()
    return try ExternalCommand(
      arguments[0],
      Array(arguments.dropFirst()) + [
        "-module-name", "ChecksCompiled", "-module-alias", "\(TutorialWorkspace.module)=\(app)",
        "-c",
      ] + files, in: folder.url, timeLimit: 300
    ).run()
  }

  /// Compiles the plan's own checks module again: these arguments compile what SwiftPM did.
  func compileItsOwnModule() throws -> ExternalCommand.Outcome {
    try compile(ownFiles, against: ownApp)
  }
}
