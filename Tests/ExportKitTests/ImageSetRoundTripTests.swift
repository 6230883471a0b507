// A ported app's asset catalog sets (image sets with their pictures, the app icon, colours),
// kept in its package and taken back to Xcode.

import AppTestSupport
import Foundation
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

@Suite struct ImageSetRoundTripTests {
  /// A picture's bytes: a PNG's signature, which is not UTF-8 text, and then some.
  static let picture = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0x00, 0x7F])

  /// The Memos fixture, copied, with a picture in its Pin image set.
  static func memosWithAPicture(in work: TemporaryFolder) throws -> URL {
    let project = work.url.appendingPathComponent("Memos")
    try FileManager.default.copyItem(
      at: PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/Memos"), to: project)
    try picture.write(
      to: project.appendingPathComponent("Memos/Assets.xcassets/Pin.imageset/Pin@2x.png"))
    return project
  }

  /// The Memos fixture with a picture, ported into a package.
  static func portedMemosWithAPicture(in work: TemporaryFolder) throws -> URL {
    let package = work.url.appendingPathComponent("Memos-headless")
    try PortedPackage(XcodeProject.read(memosWithAPicture(in: work)), kit: PackageRoot.url)
      .write(to: package)
    return package
  }

  /// Ported, the picture is kept beside the app's code, out of its target; exported, it is in
  /// the Xcode project's image set, and EXPORT.md asks for no picture; ported again, it is
  /// read back, byte for byte.
  @Test func aPortedAppsPictureComesBackToXcode() throws {
    let work = try TemporaryFolder()
    let original = try XcodeProject.read(Self.memosWithAPicture(in: work))
    #expect(
      original.assetSetFiles.map(\.path).sorted() == [
        "Pin.imageset/Contents.json", "Pin.imageset/Pin@2x.png",
      ])
    let port = PortedPackage(original, kit: PackageRoot.url)
    let package = work.url.appendingPathComponent("Memos-headless")
    try port.write(to: package)
    let kept = package.appendingPathComponent("Sources/Memos/Assets.xcassets/Pin.imageset")
    #expect(try Data(contentsOf: kept.appendingPathComponent("Pin@2x.png")) == Self.picture)
    let manifest = try String(
      contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#"exclude: ["Assets.xcassets"],"#))

    let export = try ExportedProject.package(at: package)
    #expect(!export.notes.contains { $0.hasPrefix("Assets.xcassets:") }, "\(export.notes)")
    let set = "Memos/Assets.xcassets/Pin.imageset/"
    #expect(export.assetFiles.first { $0.path == set + "Pin@2x.png" }?.data == Self.picture)
    // The set's own Contents.json, as the project had it, not an empty set's.
    #expect(
      export.assetFiles.first { $0.path == set + "Contents.json" }?.data
        == original.assetSetFiles.first { $0.path == "Pin.imageset/Contents.json" }?.data)
    #expect(!export.files.contains { $0.path == set + "Contents.json" })
    let xcode = work.url.appendingPathComponent("Memos-xcode")
    try export.write(to: xcode)
    let again = try XcodeProject.read(xcode)
    #expect(
      again.assetSetFiles.first { $0.path == "Pin.imageset/Pin@2x.png" }?.data == Self.picture)
  }

  /// The app icon and the colours cross too: ported, the Checklists fixture keeps its app icon
  /// (with a picture here), its accent colour and a named colour beside its code; exported,
  /// they are in the project's catalog as they were, the catalog is a resource of the app
  /// (which has no image names), and the build settings name the icon and the accent colour,
  /// as a new Xcode project does; ported again, they are read back byte for byte.
  @Test func theAppIconAndTheColoursComeBackToXcode() throws {
    let work = try TemporaryFolder()
    let project = work.url.appendingPathComponent("Checklists")
    try FileManager.default.copyItem(
      at: PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/Checklists"),
      to: project)
    let catalog = project.appendingPathComponent("Checklists/Assets.xcassets")
    try Self.picture.write(to: catalog.appendingPathComponent("AppIcon.appiconset/Icon.png"))
    let brand = catalog.appendingPathComponent("Brand.colorset")
    try FileManager.default.createDirectory(at: brand, withIntermediateDirectories: true)
    let colour = Data(#"{"colors":[{"idiom":"universal"}],"info":{"version":1}}"#.utf8)
    try colour.write(to: brand.appendingPathComponent("Contents.json"))
    // An alternate icon beside the app's (the build settings name AppIcon), and an image set
    // with no picture yet.
    for set in ["AlternateIcon.appiconset", "Pin.imageset"] {
      let folder = catalog.appendingPathComponent(set)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
    let original = try XcodeProject.read(project)
    let sets = [
      "AccentColor.colorset/Contents.json", "AlternateIcon.appiconset/Contents.json",
      "AppIcon.appiconset/Contents.json", "AppIcon.appiconset/Icon.png",
      "Brand.colorset/Contents.json",
    ]
    #expect(original.assetSetFiles.map(\.path) == (sets + ["Pin.imageset/Contents.json"]).sorted())
    #expect(original.imageNames == ["Pin"])
    let port = PortedPackage(original, kit: PackageRoot.url)
    #expect(
      port.report.mechanical.contains {
        $0.text.hasPrefix(
          "its 1 image sets, AccentColor.colorset, AlternateIcon.appiconset, AppIcon.appiconset "
            + "and Brand.colorset kept as the project has")
      }, "\(port.report.mechanical)")
    let package = work.url.appendingPathComponent("Checklists-headless")
    try port.write(to: package)

    let export = try ExportedProject.package(at: package)
    #expect(export.assetFiles.map(\.path) == sets.map { "Checklists/Assets.xcassets/\($0)" })
    #expect(
      export.assetFiles.first { $0.path.hasSuffix("Icon.png") }?.data == Self.picture)
    #expect(export.files.contains { $0.path == "Checklists/Assets.xcassets/Contents.json" })
    // The image set with no picture is written empty, and its picture asked for.
    #expect(
      export.files.contains { $0.path == "Checklists/Assets.xcassets/Pin.imageset/Contents.json" })
    #expect(
      export.notes.filter { $0.hasPrefix("Assets.xcassets:") }.map { $0.prefix(40) } == [
        "Assets.xcassets: 1 image sets, empty: th"
      ], "\(export.notes)")
    let projectFile = try #require(
      export.files.first { $0.path.hasSuffix("project.pbxproj") }?.text)
    #expect(projectFile.contains("/* Assets.xcassets in Resources */,"))
    #expect(projectFile.contains("ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;"))
    #expect(projectFile.contains("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;"))
    let xcode = work.url.appendingPathComponent("Checklists-xcode")
    try export.write(to: xcode)
    let again = try XcodeProject.read(xcode)
    let carried = again.assetSetFiles.filter { !$0.path.hasPrefix("Pin.imageset/") }
    #expect(carried.map(\.path) == sets)
    #expect(
      carried.map(\.data)
        == original.assetSetFiles.filter { !$0.path.hasPrefix("Pin.imageset/") }.map(\.data))
  }

  /// A stage's catalog, with no app icon or colour, names neither in the build settings.
  @Test func aCatalogWithoutAnIconOrAnAccentColourNamesNeither() throws {
    let work = try TemporaryFolder()
    let (_, export, _) = try DataModelExportTests().roundTrip("Memos", in: work)
    let projectFile = try #require(
      export.files.first { $0.path.hasSuffix("project.pbxproj") }?.text)
    #expect(projectFile.contains("/* Assets.xcassets in Resources */,"))
    #expect(!projectFile.contains("ASSETCATALOG_COMPILER"))
  }

  /// An image set with no picture (the fixture's own) is written empty, and its picture asked
  /// for, as a stage's are.
  @Test func anImageSetWithoutAPictureIsAskedFor() throws {
    let work = try TemporaryFolder()
    let (_, export, _) = try DataModelExportTests().roundTrip("Memos", in: work)
    #expect(export.assetFiles.isEmpty)
    #expect(export.notes.contains { $0.hasPrefix("Assets.xcassets: 1 image sets, empty") })
    #expect(export.files.contains { $0.path == "Memos/Assets.xcassets/Pin.imageset/Contents.json" })
  }

  /// The package's catalog is read by the export's rules for a package's files: a link that
  /// leads out of the package is refused, and named, before anything is written; a picture
  /// larger than any an app has is refused with its size.
  @Test func aLinkOutOfThePackageOrAnOversizedPictureIsRefused() throws {
    let work = try TemporaryFolder()
    let package = try Self.portedMemosWithAPicture(in: work)
    let set = package.appendingPathComponent("Sources/Memos/Assets.xcassets/Pin.imageset")
    let outside = work.url.appendingPathComponent("secret.png")
    try Data("not the app's".utf8).write(to: outside)
    let link = set.appendingPathComponent("Leak.png")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
    #expect {
      try ExportedProject.package(at: package)
    } throws: { error in
      guard case .links(_, let links) = error as? ExportedProject.ExportError else { return false }
      return links.map(\.path) == ["Sources/Memos/Assets.xcassets/Pin.imageset/Leak.png"]
        && links.first?.reason == .outsideThePackage
    }
    try FileManager.default.removeItem(at: link)
    // A sparse file: its size is read before its bytes.
    let huge = set.appendingPathComponent("Huge.png")
    #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: UInt64(SourceReader.largestPicture + 1))
    try handle.close()
    #expect(
      throws: ExportedProject.ExportError.pictureTooLarge(
        "Sources/Memos/Assets.xcassets/Pin.imageset/Huge.png", SourceReader.largestPicture + 1)
    ) {
      try ExportedProject.package(at: package)
    }
  }

  /// Two catalogs with an image set of one name: the port keeps the first in path order and
  /// says the other is not carried, and still writes the package.
  @Test func twoImageSetsOfOneNameKeepTheFirst() throws {
    let work = try TemporaryFolder()
    let project = try Self.memosWithAPicture(in: work)
    let other = project.appendingPathComponent("Memos/More.xcassets/Pin.imageset")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: other.appendingPathComponent("Contents.json"))
    try Data("other".utf8).write(to: other.appendingPathComponent("Pin@2x.png"))
    try Data("other".utf8).write(to: other.appendingPathComponent("Pin@3x.png"))
    let port = PortedPackage(try XcodeProject.read(project), kit: PackageRoot.url)
    #expect(
      port.assetSetFiles.filter { $0.path.hasSuffix("Pin@2x.png") }.map(\.data) == [
        Self.picture
      ])
    // None of the other set's files is kept, not even one the first set lacks.
    #expect(!port.assetSetFiles.contains { $0.path.hasSuffix("Pin@3x.png") })
    #expect(
      port.report.untranslated.contains {
        $0.path == "Pin.imageset" && $0.text.contains("another asset catalog")
      })
    try port.write(to: work.url.appendingPathComponent("Memos-headless"))
  }

  /// A package whose catalog has two sets of one name, in two of its folders (made by hand:
  /// the port keeps one), is exported with the first in path order, whole, and the other
  /// said, not refused as a whole for writing two files to one path.
  @Test func twoSetsOfOneNameInAPackageKeepTheFirstAndSayTheOther() throws {
    let work = try TemporaryFolder()
    let package = try Self.portedMemosWithAPicture(in: work)
    let other = package.appendingPathComponent("Sources/Memos/Assets.xcassets/Zed/Pin.imageset")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: other.appendingPathComponent("Contents.json"))
    try Data("other".utf8).write(to: other.appendingPathComponent("Other.png"))
    let export = try ExportedProject.package(at: package)
    #expect(
      export.assetFiles.map(\.path) == [
        "Memos/Assets.xcassets/Pin.imageset/Contents.json",
        "Memos/Assets.xcassets/Pin.imageset/Pin@2x.png",
      ])
    #expect(
      export.notes.contains(
        "Assets.xcassets: Pin.imageset: not carried: another folder of the catalog has a set of "
          + "this name; rename one"), "\(export.notes)")
    try export.write(to: work.url.appendingPathComponent("Memos-xcode"))
  }

  /// A project file inside an image set, in a catalog in a group folder or not, is named from
  /// its set; any other file is none of a set's.
  @Test(arguments: [
    ("Assets.xcassets/Pin.imageset/Pin.png", "Pin.imageset/Pin.png"),
    ("App/Art/Assets.xcassets/Icons/Pin.imageset/Contents.json", "Pin.imageset/Contents.json"),
    ("App/Assets.xcassets/AppIcon.appiconset/Icon-60@3x.png", "AppIcon.appiconset/Icon-60@3x.png"),
    (
      "App/Assets.xcassets/AccentColor.colorset/Contents.json", "AccentColor.colorset/Contents.json"
    ),
  ])
  func aFileOfAnImageSetIsNamedFromItsSet(path: String, inside: String) {
    #expect(AssetCatalogFolder.setFile(path) == inside)
  }

  @Test(arguments: [
    "Assets.xcassets/Contents.json", "Assets.xcassets/Pin.imageset",
    "Art/Pin.imageset/Pin.png", "Pin.png",
  ])
  func aFileOutsideAnImageSetIsNone(path: String) {
    #expect(AssetCatalogFolder.setFile(path) == nil)
  }
}
