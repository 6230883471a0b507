// Values a test stores under the list's key in place of a good archive.

import Foundation
import Testing

@testable import TodoArchiver

/// Something other than this app's archive, found under the `todoList` key.
enum StoredGarbage: String, CaseIterable, CustomTestStringConvertible {
  case randomBytes
  case emptyData
  case truncatedArchive
  case aBinaryArchive
  case aStringInsteadOfData
  case anArchivedDictionary
  case anArchivedString
  case aClassTheAppDoesNotKnow
  case aClassReferenceThatIsNotAClass
  case aListThatContainsItself
  case aTodoWhoseTitleIsAList
  case aTodoWithoutAClass

  var testDescription: String { rawValue }

  /// The value to store.
  func value() throws -> Any {
    switch self {
    case .randomBytes: return Data([0x62, 0x70, 0x6C, 0x00, 0xFF, 0x13, 0x37, 0x42])
    case .emptyData: return Data()
    case .truncatedArchive:
      let data = TodoArchive.data(from: [TodoData(title: "牛乳を買う")])
      return data.prefix(data.count / 2)
    case .aBinaryArchive:
      return try NSKeyedArchiver.archivedData(
        withRootObject: [TodoData(title: "牛乳を買う")], requiringSecureCoding: true)
    case .aStringInsteadOfData: return "牛乳を買う"
    case .anArchivedDictionary:
      return xmlArchive(of: ["todoTitle": "牛乳を買う"] as NSDictionary)
    case .anArchivedString:
      return xmlArchive(of: "牛乳を買う" as NSString)
    case .aClassTheAppDoesNotKnow:
      return CraftedArchive(todoClassName: "Elsewhere.TodoData").data
    case .aClassReferenceThatIsNotAClass:
      return CraftedArchive(todoClassReference: CraftedArchive.titleIndex).data
    case .aListThatContainsItself:
      return CraftedArchive(memberReference: CraftedArchive.rootIndex).data
    case .aTodoWhoseTitleIsAList:
      return CraftedArchive(titleReference: CraftedArchive.rootIndex).data
    case .aTodoWithoutAClass:
      return CraftedArchive(todoClassReference: nil).data
    }
  }

  private func xmlArchive(of object: Any) -> Data {
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    archiver.outputFormat = .xml
    archiver.encode(object, forKey: NSKeyedArchiveRootObjectKey)
    archiver.finishEncoding()
    return archiver.encodedData
  }
}
