// Hand-written keyed archives, to feed the app archives its own code would never write.

import Foundation

@testable import TodoArchiver

/// A keyed archive of one to-do, written as an XML property list so that a test can bend
/// any reference in it.
///
/// `$objects` holds, by position: 0 the null marker, 1 the root array, 2 the to-do, 3 its
/// title, 4 the to-do's class description, 5 the array's class description.
struct CraftedArchive {
  static let rootIndex = 1
  static let todoIndex = 2
  static let titleIndex = 3
  static let todoClassIndex = 4

  var todoClassName = TodoArchiveCheck.todoClassName
  var memberReference = todoIndex
  var todoClassReference: Int? = todoClassIndex
  var titleReference = titleIndex

  /// The archive in XML form, which `NSKeyedUnarchiver` reads like the binary form.
  var data: Data {
    let todoClass = todoClassReference.map { "<key>$class</key>\(Self.reference($0))" } ?? ""
    return Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>$archiver</key><string>NSKeyedArchiver</string>
      <key>$version</key><integer>100000</integer>
      <key>$top</key><dict><key>root</key>\(Self.reference(Self.rootIndex))</dict>
      <key>$objects</key><array>
        <string>$null</string>
        <dict><key>$class</key>\(Self.reference(5))
          <key>NS.objects</key><array>\(Self.reference(memberReference))</array></dict>
        <dict>\(todoClass)<key>todoDone</key><true/>
          <key>todoTitle</key>\(Self.reference(titleReference))</dict>
        <string>牛乳を買う</string>
        <dict><key>$classname</key><string>\(todoClassName)</string>
          <key>$classes</key><array><string>\(todoClassName)</string>
          <string>NSObject</string></array></dict>
        <dict><key>$classname</key><string>NSArray</string>
          <key>$classes</key><array><string>NSArray</string><string>NSObject</string></array></dict>
      </array>
      </dict></plist>
      """.utf8)
  }

  private static func reference(_ index: Int) -> String {
    "<dict><key>CF$UID</key><integer>\(index)</integer></dict>"
  }
}
