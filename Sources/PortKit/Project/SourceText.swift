// A Swift file's bytes read as text: UTF-8 as it is, another encoding transcoded, or refused.

import Foundation

/// What a Swift file's bytes are as text.
///
/// Swift reads its sources as UTF-8. An Xcode project may still hold a file saved as
/// UTF-16 (with a byte order mark, as Xcode writes it) or as Latin-1 / Windows-1252 by an
/// older editor: those are transcoded, and the report says so. Bytes that are no text at
/// all (NUL bytes, as in UTF-16 without a byte order mark or a binary file) are refused,
/// never ported as an empty file.
enum SourceText: Equatable {
  /// UTF-8 already (a UTF-8 byte order mark is dropped).
  case utf8(String)
  /// Another encoding, named, transcoded.
  case transcoded(String, encoding: String)
  /// Not text: why.
  case notText(String)

  /// Reads a file's bytes.
  static func decode(_ data: Data) -> SourceText {
    let bytes = [UInt8](data.prefix(4))
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      if let text = String(data: data.dropFirst(3), encoding: .utf8) { return .utf8(text) }
    } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      if let text = String(data: data, encoding: .utf16) {
        return .transcoded(
          text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text,
          encoding: "UTF-16")
      }
      return .notText("it starts like UTF-16 but is not valid UTF-16")
    } else if data.contains(0) {
      return .notText(
        "it holds NUL bytes, so it is not text Swift can read (UTF-16 without a byte order "
          + "mark, or a binary file); save it as UTF-8 and port again")
    } else if let text = String(data: data, encoding: .utf8) {
      return .utf8(text)
    }
    if let text = String(data: data, encoding: .windowsCP1252) {
      return .transcoded(text, encoding: "Windows-1252 (Latin-1)")
    }
    if let text = String(data: data, encoding: .isoLatin1) {
      return .transcoded(text, encoding: "Latin-1")
    }
    return .notText("it is not UTF-8, UTF-16 or Latin-1 text; save it as UTF-8 and port again")
  }
}
