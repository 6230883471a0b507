// Two stages of the package, named by app id or target name, read and compared.

import AppProgram
import CommandLineKit
import Foundation
import StepwiseBasics

extension StageDiff {
  /// A stage name that names no folder under `Sources/`, or a file neither stage has.
  package struct UnknownStage: Error, Equatable {
    /// What the message says.
    package var message: String
  }

  /// The difference between two stages of the package, named by app id or target name;
  /// the lines that mark the chapters' excerpts are left out.
  package static func between(_ from: String, _ to: String, package: URL, catalog: AppCatalog)
    throws -> StageDiff
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
        let names = catalog.ids + catalog.entries.map(\.target)
        let apps = catalog.ids.joined(separator: ", ")
        let known =
          Spelling.suggestion(for: name, among: names).map {
            " (" + localized("did you mean \($0)?") + ")"
          }
          ?? (catalog.ids.isEmpty ? "" : " " + localized("(apps: \(apps))"))
        throw UnknownStage(
          message: localized("there is no stage \"\(name)\": no folder Sources/\(target)") + known)
      }
      var stage = try SourceFolder.read(folder, name: target)
      stage.files = stage.files.map { $0.removingExcerptMarkers() }
      folders.append(stage)
    }
    return StageDiff(from: folders[0], to: folders[1])
  }

  /// One file's diff, or a line saying it did not change; a name in neither stage throws.
  package func fileDiff(named name: String, style: TextStyle) throws(UnknownStage) -> String {
    guard let pair = pair(forFile: name) else {
      throw UnknownStage(
        message: localized("neither \(from.name) nor \(to.name) has a file \"\(name)\""))
    }
    let text = fileDiff(pair, style: style)
    guard text.isEmpty else { return String(text.dropFirst()) }
    return localized("\(name) is the same in \(from.name) and \(to.name)") + "\n"
  }
}
