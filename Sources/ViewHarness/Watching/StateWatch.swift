// Notes what changed in an app's model and its sandbox's files since the last look.

import Foundation
import HeadlessUIKitCore

/// Compares an app's model and files with what they were at the last look, and says what
/// changed in lines for the transcript:
///
/// ```
/// storage: read Documents/Checklists.plist (412 bytes)
/// model: ChecklistViewController.items[0].checked: false → true
/// view: row [0, 0] accessoryType: .none → .checkmark
/// storage: wrote Documents/Checklists.plist (412 bytes)
/// storage: preferences ChecklistIndex: -1 → 0
/// ```
///
/// A model root is compared only with the same object, so a screen that appears or goes
/// away is no change to the model. The files read come first (the app reads, then keeps
/// what it read), then the model, then the cells the app's code changed (``CellWatch``),
/// then the files written.
@MainActor
final class StateWatch {
  /// The most lines one look gives; the rest are counted.
  static let maximumLines = 8

  /// The container whose files are watched.
  let sandbox: AppSandbox

  private var model: [String: ModelReader.Root] = [:]
  private var files: [String: Data] = [:]
  private var cells = CellWatch()
  private let readWatch: FileReadWatch?

  init(sandbox: AppSandbox) {
    self.sandbox = sandbox
    readWatch = FileReadWatch(root: sandbox.root)
  }

  /// Takes the state as it is now as the starting point.
  func start(_ application: UIApplication?) {
    model = ModelReader.roots(of: application)
    cells.start(application)
    files = Self.files(in: sandbox)
    // The watch's own reading of the files is no read of the app's.
    readWatch?.restart()
  }

  /// What changed since the last look, then takes the state as it is now.
  func changes(_ application: UIApplication?) -> [TaggedLine] {
    let reads = readWatch?.reads() ?? []
    let newModel = ModelReader.roots(of: application)
    let newFiles = Self.files(in: sandbox)
    readWatch?.restart()
    var lines: [TaggedLine] = []
    for path in reads {
      let size = newFiles[path].map { " (\($0.count) bytes)" } ?? ""
      lines.append(TaggedLine(.storageRead, "\(path)\(size)"))
    }
    for (name, root) in newModel.sorted(by: { $0.key < $1.key }) {
      guard let old = model[name], old.identity == root.identity else { continue }
      lines += Self.differences(from: old.values, to: root.values).map { TaggedLine(.model, $0) }
    }
    lines += cells.changes(application)
    lines += storageChanges(from: files, to: newFiles)
    model = newModel
    files = newFiles
    guard lines.count > Self.maximumLines else { return lines }
    let more = lines.count - Self.maximumLines + 1
    return lines.prefix(Self.maximumLines - 1) + [TaggedLine(.model, "… and \(more) more changes")]
  }

  /// Each path whose value changed, appeared or went away: `path: old → new`.
  static func differences(from old: [String: String], to new: [String: String]) -> [String] {
    let paths = Set(old.keys).union(new.keys).sorted(by: pathOrder)
    return paths.compactMap { path in
      switch (old[path], new[path]) {
      case (let before?, let after?) where before != after: "\(path): \(before) → \(after)"
      case (nil, let after?): "\(path): \(after) (new)"
      case (let before?, nil): "\(path): \(before) (gone)"
      default: nil
      }
    }
  }

  /// Paths in reading order, numbers counted as numbers: `items[2]` before `items[10]`.
  private static func pathOrder(_ left: String, _ right: String) -> Bool {
    left.compare(right, options: .numeric) == .orderedAscending
  }

  private func storageChanges(from old: [String: Data], to new: [String: Data]) -> [TaggedLine] {
    var lines: [TaggedLine] = []
    for path in Set(old.keys).union(new.keys).sorted() {
      let before = old[path]
      let after = new[path]
      guard before != after else { continue }
      if path.hasPrefix("Library/Preferences/"), path.hasSuffix(".plist") {
        let changes = Self.differences(
          from: Self.preferences(before), to: Self.preferences(after))
        if !changes.isEmpty {
          lines += changes.map { TaggedLine(.storage, "preferences \($0)") }
          continue
        }
      }
      switch (before, after) {
      case (nil, let data?):
        lines.append(TaggedLine(.storage, "created \(path) (\(data.count) bytes)"))
      case (_?, nil): lines.append(TaggedLine(.storage, "deleted \(path)"))
      case (_, let data?): lines.append(TaggedLine(.storage, "wrote \(path) (\(data.count) bytes)"))
      default: break
      }
    }
    return lines
  }

  /// A preferences file's values, each written as the model's values are.
  private static func preferences(_ data: Data?) -> [String: String] {
    guard let data,
      let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return [:] }
    return dictionary.mapValues(PropertyListText.describe)
  }

  /// The regular files of a container (not what links point at), by path inside it.
  static func files(in sandbox: AppSandbox) -> [String: Data] {
    var files: [String: Data] = [:]
    let root = sandbox.root.standardizedFileURL.path
    for url in sandbox.allItems() {
      guard
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey]),
        values.isRegularFile == true, values.isSymbolicLink != true,
        let data = FileManager.default.contents(atPath: url.path)
      else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
      if path.hasPrefix("tmp/") { continue }
      files[path] = data
    }
    return files
  }
}
