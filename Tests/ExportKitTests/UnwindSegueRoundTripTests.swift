// An app with unwind segues ported from Xcode and exported back: its segues still go back.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing

@testable import ExportKit
@testable import PortKit

@MainActor
@Suite struct UnwindSegueRoundTripTests {
  /// Each scene's unwind segues in a storyboard, by the scene's class: `identifier action`.
  func unwindSegues(in storyboard: Data) throws -> [String: Set<String>] {
    var reader = StoryboardReader()
    let model = try reader.storyboard(named: "Main", from: storyboard)
    var result: [String: Set<String>] = [:]
    for scene in model.scenes {
      for segue in scene.segues {
        guard let action = segue.unwindAction else { continue }
        result[scene.className ?? scene.identifier, default: []].insert(
          "\(segue.identifier) \(action)")
      }
    }
    return result
  }

  /// The fixtures' unwind segues (Save and Cancel, from a control or a bar button, back to the
  /// list) come back from the port and the export the same, each leaving through its scene's
  /// Exit, and the list's method they call is an `@IBAction` again, by which Interface
  /// Builder finds it; the export has nothing to say of them.
  @Test(arguments: [
    ("Packing", "PackingListViewController", "unwindToPackingList"),
    ("Wishlist", "ItemsViewController", "unwindToWishlist"),
  ])
  func anAppsUnwindSeguesComeBackFromThePortAndTheExport(
    fixture: String, list: String, method: String
  ) throws {
    let work = try TemporaryFolder()
    let (_, export, _) = try DataModelExportTests().roundTrip(fixture, in: work)
    let storyboard = "Tests/PortTests/Fixtures/\(fixture)/\(fixture)/Base.lproj/Main.storyboard"
    let before = try unwindSegues(
      in: Data(contentsOf: PackageRoot.url.appendingPathComponent(storyboard)))
    #expect(before.values.map(\.count).reduce(0, +) == 2, "\(before)")
    let written = try #require(export.files.first { $0.path.hasSuffix("/Main.storyboard") }).text
    #expect(try unwindSegues(in: Data(written.utf8)) == before, "\(written)")
    #expect(written.contains(#"userLabel="Exit" sceneMemberID="exit""#))
    let code = try #require(export.files.first { $0.path.hasSuffix("/\(list).swift") }).text
    #expect(code.contains("@IBAction func \(method)("), "\(code)")
    #expect(
      !export.notes.contains { $0.localizedCaseInsensitiveContains("unwind") }, "\(export.notes)")
  }
}
