// Empties an app container for `--fresh`, refusing folders that are not app containers.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

/// Empties an app's container, and only an app's container.
///
/// `--fresh` must never wipe a folder someone pointed `--sandbox` at by mistake (their home
/// folder, a project), so a folder holding anything besides what an app container holds is
/// left alone and reported. ``check(_:)`` makes the same test before a session writes
/// anything into the folder.
package enum SandboxCleaner {
  /// What an app container may hold at its top level.
  package static let containerEntries: Set<String> = [
    "Documents", "Library", "tmp", ".DS_Store", SandboxLock.fileName, AppSandbox.ownerFileName,
    AppSandbox.notificationsFileName,
  ]

  /// Whether an entry at the top of a folder is one an app container holds: one of
  /// ``containerEntries``, the temporary file of an interrupted write of one of them
  /// (`..stepwise-app.<UUID>.tmp`, left by a process killed in the middle of a save), which
  /// the next launch deletes, or a damaged one kept aside
  /// (`.stepwise-notifications.damaged-<time>.json`).
  package static func isContainerEntry(_ name: String) -> Bool {
    if containerEntries.contains(name) { return true }
    let original =
      SandboxFile.nameWritten(byTemporaryFile: name) ?? FileDamage.nameKeptAside(in: name)
    return original.map(containerEntries.contains) ?? false
  }

  /// A folder that does not look like an app container.
  package struct NotAContainer: Error, Equatable, CustomStringConvertible {
    /// The folder.
    package var path: String
    /// The entries that an app container would not hold.
    package var strangers: [String]
    /// What the tool does about it.
    package var consequence = localized("--fresh leaves it alone")

    package var description: String {
      let shown = strangers.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
      let others = strangers.count - 3
      let more = others > 0 ? localized(" and \(others) more") : ""
      return localized(
        "\(path) holds \(shown)\(more) besides Documents/ and Library/, so it does not look like an app's sandbox; \(consequence)"
      )
    }
  }

  /// A path that names a file, not a folder.
  package struct NotAFolder: Error, Equatable, CustomStringConvertible {
    /// The path.
    package var path: String

    package var description: String {
      localized(
        "\(path) is a file, not a folder; --sandbox names the folder an app keeps its data in")
    }
  }

  /// Checks that a folder can be an app's container before anything is written there: it
  /// does not exist yet, or it is a folder holding only what a container holds.
  package static func check(_ root: URL) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
      return
    }
    guard isFolder.boolValue else { throw NotAFolder(path: root.path) }
    let strangers = try FileManager.default.contentsOfDirectory(atPath: root.path)
      .filter { !isContainerEntry($0) }.sorted()
    guard strangers.isEmpty else {
      throw NotAContainer(
        path: root.path, strangers: strangers,
        consequence: localized(
          "stepwise leaves it alone: choose a new or empty folder for --sandbox"))
    }
  }

  /// The links in a container that lead out of it, each as "Documents/Checklists.plist →
  /// /elsewhere/file". An app on iOS could not follow them; here an app that reads such a
  /// file reads another file as its own, so the tool says so.
  package static func linksLeadingOutside(_ root: URL) -> [String] {
    let manager = FileManager.default
    let base = root.standardizedFileURL.path
    guard let enumerator = manager.enumerator(atPath: base) else { return [] }
    var links: [String] = []
    for case let relative as String in enumerator {
      let path = base + "/" + relative
      guard
        (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
          == .typeSymbolicLink,
        let destination = try? manager.destinationOfSymbolicLink(atPath: path)
      else { continue }
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      let absolute = destination.hasPrefix("/") ? destination : folder + "/" + destination
      let target = URL(fileURLWithPath: absolute).standardizedFileURL.path
      if !target.hasPrefix(base + "/") { links.append("\(relative) → \(destination)") }
    }
    return links.sorted()
  }

  /// Deletes the container's `Documents`, `Library` and `tmp` folders (the folder itself
  /// and the lock of the session that empties it stay); does nothing when the folder does
  /// not exist.
  package static func empty(_ root: URL) throws {
    let manager = FileManager.default
    guard manager.fileExists(atPath: root.path) else { return }
    let entries = try manager.contentsOfDirectory(atPath: root.path)
    let strangers = entries.filter { !isContainerEntry($0) }.sorted()
    guard strangers.isEmpty else { throw NotAContainer(path: root.path, strangers: strangers) }
    for entry in entries where entry != SandboxLock.fileName {
      try manager.removeItem(at: root.appendingPathComponent(entry))
    }
  }
}
