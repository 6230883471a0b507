// Reads a sandbox's files for the page: property lists and JSON written out, text as it is.

import Foundation
import HeadlessUIKitCore
import ViewHarness

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files of an app's container, each decoded into text a learner can read.
enum SandboxReader {
  /// The most bytes of one file shown.
  static let maximumBytes = 256 * 1024
  /// The most files shown, and how deep under `Documents/` and `Library/` they are looked
  /// for: an app's own files, not whatever a folder could hold.
  static let maximumFiles = 64
  static let maximumDepth = 4

  /// The files an app keeps under `Documents/` and `Library/`, by path.
  ///
  /// Only what the app itself could have written is shown: regular files, owned by this
  /// user, with one name (a hard link could be another file's second name), not hidden (a
  /// save's temporary file, the lock), at most ``maximumDepth`` folders down; links are
  /// never followed, and at most ``maximumFiles`` files are read, each only up to
  /// ``maximumBytes``.
  static func files(of sandbox: AppSandbox) -> [PageState.SandboxFile] {
    files(in: sandbox.root)
  }

  /// The files of the container at `root`, as ``files(of:)`` reads them.
  static func files(in container: URL) -> [PageState.SandboxFile] {
    let root = container.standardizedFileURL
    var found: [String] = []
    // The top folders too are listed only when they are folders, not links to one.
    var folders: [(relative: String, depth: Int)] = ["Documents", "Library"].filter {
      let type =
        (try? FileManager.default.attributesOfItem(
          atPath: root.appendingPathComponent($0).path))?[.type]
      return type as? FileAttributeType == .typeDirectory
    }.map { ($0, 1) }
    while let (folder, depth) = folders.popLast(), found.count < maximumFiles {
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(folder).path)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") {
        let relative = folder + "/" + name
        let path = root.appendingPathComponent(relative).path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
          continue
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory? where depth < maximumDepth:
          folders.append((relative, depth + 1))
        case .typeRegular? where isTheUsersOwnSingleFile(attributes):
          found.append(relative)
        default:
          break
        }
      }
    }
    return found.sorted().prefix(maximumFiles).map { relative in
      PageState.SandboxFile(
        path: relative, text: text(ofFileAt: root.appendingPathComponent(relative)))
    }
  }

  /// Whether a file's attributes say it is this user's, with no other name.
  private static func isTheUsersOwnSingleFile(_ attributes: [FileAttributeKey: Any]) -> Bool {
    let links = (attributes[.referenceCount] as? NSNumber)?.intValue ?? 1
    let owner = (attributes[.ownerAccountID] as? NSNumber)?.uint32Value
    return links == 1 && (owner == nil || owner == getuid())
  }

  /// A file's contents as text, reading no more than ``maximumBytes`` and one byte.
  private static func text(ofFileAt url: URL) -> String {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return "(cannot be read)" }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
    guard data.count <= maximumBytes else {
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size]
      return "(\((size as? NSNumber)?.intValue ?? data.count) bytes)"
    }
    return text(of: data)
  }

  /// A file's contents as text.
  static func text(of data: Data) -> String {
    guard data.count <= maximumBytes else { return "(\(data.count) bytes)" }
    if let list = try? PropertyListSerialization.propertyList(from: data, format: nil),
      !(list is String)
    {
      return lines(of: list).joined(separator: "\n")
    }
    if let text = String(data: data, encoding: .utf8) {
      if let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
        !(json is String)
      {
        return lines(of: json).joined(separator: "\n")
      }
      return text
    }
    return "(\(data.count) bytes)"
  }

  /// A decoded value written over lines, nested values indented.
  static func lines(of value: Any, indent: String = "") -> [String] {
    switch value {
    case let dictionary as [String: Any]:
      if dictionary.isEmpty { return [indent + "{}"] }
      return dictionary.keys.sorted().flatMap { key in
        entry(indent + key + ":", dictionary[key] as Any, indent: indent)
      }
    case let array as [Any]:
      if array.isEmpty { return [indent + "[]"] }
      return array.enumerated().flatMap { index, element in
        entry(indent + "[\(index)]", element, indent: indent)
      }
    default:
      return [indent + PropertyListText.describe(value)]
    }
  }

  private static func entry(_ label: String, _ value: Any, indent: String) -> [String] {
    if value is [String: Any] || value is [Any] {
      return [label] + lines(of: value, indent: indent + "  ")
    }
    return [label + " " + PropertyListText.describe(value)]
  }
}
