// Values a test stores under the old `todoList` key in place of todo-archiver's archive.

import Foundation
import Testing

/// Something other than todo-archiver's archive, found under the old `todoList` key.
enum OldGarbage: String, CaseIterable, CustomTestStringConvertible {
  case randomBytes
  case aString
  case aNumber
  case aBinaryArchive
  case anArchiveOfAnotherClass
  case anArchiveWithABrokenClassReference
  case anArchiveThatContainsItself

  var testDescription: String { rawValue }

  func value() throws -> Any {
    switch self {
    case .randomBytes: return Data([0xDE, 0xAD, 0xBE, 0xEF, 0x00, 0x3C])
    case .aString: return "牛乳を買う"
    case .aNumber: return 42
    case .aBinaryArchive:
      return try NSKeyedArchiver.archivedData(
        withRootObject: ["牛乳を買う"] as NSArray, requiringSecureCoding: true)
    case .anArchiveOfAnotherClass:
      let archiver = NSKeyedArchiver(requiringSecureCoding: true)
      archiver.outputFormat = .xml
      archiver.encode(["todoTitle": "牛乳を買う"] as NSDictionary, forKey: "root")
      archiver.finishEncoding()
      return archiver.encodedData
    case .anArchiveWithABrokenClassReference:
      return CraftedArchive(todoClassReference: CraftedArchive.titleIndex).data
    case .anArchiveThatContainsItself:
      return CraftedArchive(memberReference: CraftedArchive.rootIndex).data
    }
  }

  /// Whether a value read back from the preferences is the value that was stored.
  static func isSame(_ kept: Any?, as stored: Any) -> Bool {
    switch stored {
    case let data as Data: kept as? Data == data
    case let string as String: kept as? String == string
    case let number as Int: kept as? Int == number
    default: false
    }
  }
}
