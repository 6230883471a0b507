// `import HeadlessUIKit` alone brings Foundation, as `import UIKit` does; IndexPath gains
// UIKit's row, item and section.

import HeadlessUIKit  // and nothing else: Foundation must come with it
import Testing

@MainActor
@Suite struct FoundationExportTests {
  @Test func foundationTypesAreVisibleThroughTheKitAlone() throws {
    let url = URL(fileURLWithPath: "/tmp/Checklists.plist")
    let data = Data("[]".utf8)
    let range = NSRange(location: 1, length: 2)
    let frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let width: CGFloat = frame.size.width
    let size = CGSize(width: 10, height: 20)
    #expect(url.lastPathComponent == "Checklists.plist")
    #expect(data.count == 2)
    #expect(range.upperBound == 3)
    #expect(width == 320)
    #expect(size.height == 20)
    #expect(FileManager.default.fileExists(atPath: "/"))
    #expect(Date(timeIntervalSince1970: 0) < Date())
    #expect(UserDefaults.standard.object(forKey: "stepwise.no-such-key") == nil)
  }

  @Test func itemAndRowAreTheSameIndex() {
    var indexPath = IndexPath(item: 2, section: 1)
    #expect(indexPath == IndexPath(row: 2, section: 1))
    #expect(indexPath.item == 2)
    #expect(indexPath.row == 2)
    #expect(indexPath.section == 1)
    indexPath.item = 5
    #expect(indexPath.row == 5)
    indexPath.row = 7
    #expect(indexPath.item == 7)
  }
}
