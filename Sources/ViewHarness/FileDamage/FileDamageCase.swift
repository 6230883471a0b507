// The ways a saved file gets damaged, made on purpose so tests can see what an app does.

import Foundation
import StepwiseBasics

/// A way a file in the sandbox can be damaged: cut short, scrambled, emptied, replaced by a
/// folder or by a readable file of the wrong shape.
///
/// ```swift
/// for damage in FileDamageCase.allCases {
///   let sandbox = try AppSandbox.temporary()
///   // … run the app once so it saves, then:
///   try damage.apply(to: dataFile, good: savedBytes)
///   let device = try Device(app: Checklists08.app, sandbox: sandbox)
/// }
/// ```
public enum FileDamageCase: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The first half of the good file, as after a power cut mid-write without an atomic save.
  case truncated
  /// The good file with a few bytes changed.
  case flippedBytes
  /// Bytes that are no file format at all.
  case randomBytes
  /// An empty file.
  case empty
  /// A readable file of the same format whose values have the wrong types.
  case wrongTypes
  /// A readable file of another format: JSON for a property list, a property list for JSON.
  case otherFormat
  /// A binary property list holding a set of references, on which Foundation's
  /// `PropertyListSerialization` stops the process on Linux.
  case setOfReferences
  /// A folder, holding a file, where the file should be.
  case folder

  /// The case's name, as test output shows it.
  public var description: String { rawValue }

  /// What the folder of ``folder`` holds, in a file named `note.txt`.
  public static let folderNote = Data("a file in the way".utf8)

  /// Puts this damage where the file is (its good contents are `good`).
  ///
  /// - Returns: The bytes a copy kept aside would hold: the damaged file's, or for
  ///   ``folder`` the note inside it. `AppSandbox.keeps(_:)` looks for them.
  @discardableResult
  public func apply(to url: URL, good: Data, seed: UInt64 = 1) throws -> Data {
    try? FileManager.default.removeItem(at: url)
    if self == .folder {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Self.folderNote.write(to: url.appendingPathComponent("note.txt"))
      return Self.folderNote
    }
    let damaged = try bytes(good: good, seed: seed)
    try damaged.write(to: url)
    return damaged
  }

  /// The damaged bytes for a file whose good contents are `good`.
  func bytes(good: Data, seed: UInt64) throws -> Data {
    var random = SplitMix64(seed: seed)
    let isJSON = good.first == UInt8(ascii: "[") || good.first == UInt8(ascii: "{")
    switch self {
    case .truncated:
      return good.prefix(good.count / 2)
    case .flippedBytes:
      var bytes = good
      for _ in 0..<max(1, min(4, bytes.count)) where !bytes.isEmpty {
        bytes[random.next(below: bytes.count)] = UInt8(truncatingIfNeeded: random.next())
      }
      return bytes
    case .randomBytes:
      return Data((0..<256).map { _ in UInt8(truncatingIfNeeded: random.next()) })
    case .empty:
      return Data()
    case .wrongTypes:
      let wrong: [[String: Any]] = [
        [
          "text": 7, "checked": "yes", "name": 3, "items": "none", "iconName": [1],
          "title": 5, "isDone": "no", "deadline": "soon",
        ]
      ]
      if isJSON { return try JSONSerialization.data(withJSONObject: wrong) }
      let format: PropertyListSerialization.PropertyListFormat =
        good.starts(with: Data("bplist".utf8)) ? .binary : .xml
      return try PropertyListSerialization.data(fromPropertyList: wrong, format: format, options: 0)
    case .otherFormat:
      let list: [[String: Any]] = [["text": "Milk", "title": "Milk", "name": "Milk"]]
      if isJSON {
        return try PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0)
      }
      return try JSONSerialization.data(withJSONObject: list)
    case .setOfReferences:
      return Self.setOfReferencesBytes
    case .folder:
      return Data()
    }
  }

  /// `{"k": set{UID 5}}` as a binary property list: a dictionary, its key, a set, and a
  /// keyed-archive reference, then the offset table and the trailer.
  static let setOfReferencesBytes: Data = {
    let objects: [[UInt8]] = [[0xD1, 1, 2], [0x51, 0x6B], [0xC1, 3], [0x80, 0x05]]
    var data = Data("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(data.count))
      data.append(contentsOf: object)
    }
    let tableOffset = data.count
    data.append(contentsOf: offsets)
    // Six unused bytes, then one-byte offsets and one-byte object references.
    data.append(contentsOf: [0, 0, 0, 0, 0, 0, 1, 1])
    for value in [objects.count, 0, tableOffset] {
      data.append(contentsOf: withUnsafeBytes(of: UInt64(value).bigEndian, Array.init))
    }
    return data
  }()
}
