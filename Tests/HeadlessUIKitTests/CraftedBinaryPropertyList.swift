// Binary property lists built byte by byte, to hand the preferences damage no writer makes.

import Foundation

/// A binary property list assembled from raw objects, with one-byte offsets and references.
///
/// ```swift
/// // {"k": set{UID 5}}: a dictionary, a key, a set, and a keyed-archive reference.
/// let data = CraftedBinaryPropertyList.data([[0xD1, 1, 2], [0x51, 0x6B], [0xC1, 3], [0x80, 5]])
/// ```
enum CraftedBinaryPropertyList {
  /// The file: header, the objects in order (the first is the top), offset table, trailer.
  static func data(_ objects: [[UInt8]]) -> Data {
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
  }

  /// `{"k": set{UID 5}}`: a set holding a reference, which stops Foundation's
  /// `PropertyListSerialization` on Linux with a bad pointer.
  static let setHoldingAReference = data([[0xD1, 1, 2], [0x51, 0x6B], [0xC1, 3], [0x80, 0x05]])
}
