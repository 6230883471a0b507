// Reads a sandbox's files for the page: property lists and JSON written out, text as it is.

import Foundation
import HeadlessUIKitCore
import ViewHarness

/// The files of an app's container, each decoded into text a learner can read.
enum SandboxReader {
  /// The most bytes of one file shown.
  static let maximumBytes = 256 * 1024

  /// The regular files under `Documents/` and `Library/`, by path; links are not followed.
  static func files(of sandbox: AppSandbox) -> [PageState.SandboxFile] {
    let root = sandbox.root.standardizedFileURL.path
    return sandbox.allItems().compactMap { url in
      guard
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey]),
        values.isRegularFile == true, values.isSymbolicLink != true
      else { return nil }
      let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
      guard path.hasPrefix("Documents/") || path.hasPrefix("Library/") else { return nil }
      let data = FileManager.default.contents(atPath: url.path) ?? Data()
      return PageState.SandboxFile(path: path, text: text(of: data))
    }
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
