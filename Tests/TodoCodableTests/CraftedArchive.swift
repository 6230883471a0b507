// A hand-written keyed archive in todo-archiver's format, with references a test can bend.

import Foundation

/// A keyed archive of one done to-do titled "牛乳を買う", as todo-archiver writes it, in XML.
///
/// `$objects` holds, by position: 0 the null marker, 1 the root array, 2 the to-do, 3 its
/// title, 4 the to-do's class description, 5 the array's class description.
struct CraftedArchive {
  static let rootIndex = 1
  static let titleIndex = 3

  var memberReference = 2
  var todoClassReference = 4

  var data: Data {
    Data(
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
        <dict><key>$class</key>\(Self.reference(todoClassReference))
          <key>todoDone</key><true/><key>todoTitle</key>\(Self.reference(Self.titleIndex))</dict>
        <string>牛乳を買う</string>
        <dict><key>$classname</key><string>TodoArchiver.TodoData</string>
          <key>$classes</key><array><string>TodoArchiver.TodoData</string>
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
