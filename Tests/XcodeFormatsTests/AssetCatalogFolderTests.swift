// Asset catalogs: the image sets' names read from a project's paths, and written as Xcode
// writes a new catalog.

import Foundation
import StepwiseBasics
import Testing
import XcodeFormats

@Suite("Asset catalogs")
struct AssetCatalogFolderTests {
  @Test func theImageSetsOfACatalogAreReadFromTheirPathsInGroupsOrNot() {
    let catalog = AssetCatalogFolder(paths: [
      "App/Assets.xcassets/Contents.json",
      "App/Assets.xcassets/Folder.imageset/Contents.json",
      "App/Assets.xcassets/Folder.imageset/folder@2x.png",
      "App/Assets.xcassets/Icons/Contents.json",
      "App/Assets.xcassets/Icons/Inbox.imageset/Contents.json",
      "App/Assets.xcassets/AccentColor.colorset/Contents.json",
      "App/Assets.xcassets/AppIcon.appiconset/Contents.json",
      "App/Loose.imageset/Contents.json",
      "Other/Media.xcassets/Folder.imageset/Contents.json",
    ])
    #expect(catalog.imageNames == ["Folder", "Inbox"])
  }

  @Test func eachImageSetIsWrittenEmptyWithTheThreeScales() throws {
    let files = AssetCatalogFolder(imageNames: ["Trips", "Chores"]).files
    #expect(
      files.map(\.path) == [
        "Assets.xcassets/Contents.json", "Assets.xcassets/Chores.imageset/Contents.json",
        "Assets.xcassets/Trips.imageset/Contents.json",
      ])
    for file in files {
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(file.text.utf8)) as? [String: Any])
      let info = try #require(json["info"] as? [String: Any])
      #expect(info["author"] as? String == "xcode" && info["version"] as? Int == 1)
      guard file.path.contains(".imageset") else { continue }
      let images = try #require(json["images"] as? [[String: String]])
      #expect(images.map { $0["scale"] } == ["1x", "2x", "3x"])
      #expect(images.allSatisfy { $0["idiom"] == "universal" && $0["filename"] == nil })
    }
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func aGeneratedCatalogReadsBackFromTheFilesItWrites(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let names = ["Folder", "チェック", "Trip 2", "a.b", "Ünïcode", "🎒", "No Icon"]
    let catalog = AssetCatalogFolder(
      imageNames: (0..<random.next(below: 6)).map { _ in random.pick(names) })
    #expect(AssetCatalogFolder(paths: catalog.files.map { "App/" + $0.path }) == catalog)
  }
}
