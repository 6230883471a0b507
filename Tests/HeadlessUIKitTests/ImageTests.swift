// UIImage is a name: named images come from the running app's asset catalog (unknown names
// are nil), symbols from their names; image views and a cell's lazy image view show them.

import HeadlessUIKit
import Testing

@MainActor
@Suite struct ImageTests {
  static let icons = AssetCatalog(images: ["No Icon", "Folder", "Inbox"])

  @Test func namedImagesComeFromTheAppsCatalogAndUnknownNamesAreNil() throws {
    let bare = try RunningApp(RunningApp.descriptor(assets: AssetCatalog()))
    #expect(UIImage(named: "Folder") == nil, "the running app's catalog has no Folder")
    bare.stop()
    let app = try RunningApp(RunningApp.descriptor(assets: Self.icons))
    defer { app.stop() }
    let folder = try #require(UIImage(named: "Folder"))
    #expect(folder.name == "Folder")
    #expect(!folder.isSymbolImage)
    #expect(UIImage(named: "Folder") == folder, "two loads of one asset are equal")
    #expect(UIImage(named: "Trips") == nil)
    #expect(UIImage(named: "star") == nil, "named: does not load symbols")
  }

  @Test func anImageLiteralIsTheCatalogsImageEvenWithNoTypeAroundIt() throws {
    let app = try RunningApp(RunningApp.descriptor(assets: Self.icons))
    defer { app.stop() }
    // Nothing around either literal says UIImage: UIKit's _ImageLiteralType does.
    let folder = #imageLiteral(resourceName: "Folder")
    let icons: [String: Any] = ["inbox": #imageLiteral(resourceName: "Inbox")]
    #expect(folder == UIImage(named: "Folder"))
    #expect(icons["inbox"] as? UIImage == UIImage(named: "Inbox"))
  }

  @Test func anImageLiteralOfAnImageTheCatalogLacksStopsTheApp() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let app = try? RunningApp(RunningApp.descriptor(assets: ImageTests.icons))
        let missing = #imageLiteral(resourceName: "Trips")
        withExtendedLifetime((app, missing)) {}
      }
    }
  }

  @Test func symbolNamesMustLookLikeSymbolNames() throws {
    let symbol = try #require(UIImage(systemName: "checkmark.circle.fill"))
    #expect(symbol.isSymbolImage)
    #expect(symbol.description == "symbol \"checkmark.circle.fill\"")
    #expect(UIImage(systemName: "Checkmark") == nil)
    #expect(UIImage(systemName: "check mark") == nil)
    #expect(UIImage(systemName: "") == nil)
    #expect(UIImage(systemName: "star.") == nil)
    #expect(UIImage(systemName: "star") != UIImage(systemName: "star.fill"))
  }

  @Test func anImageViewShowsItsHighlightedImageWhileHighlighted() throws {
    let star = try #require(UIImage(systemName: "star"))
    let filled = try #require(UIImage(systemName: "star.fill"))
    let plain = UIImageView(image: star)
    #expect(plain.highlightedImage == nil)
    plain.isHighlighted = true
    #expect(plain.displayedImage == star, "no highlighted image: the image")
    let view = UIImageView(image: star, highlightedImage: filled)
    #expect(view.displayedImage == star)
    view.isHighlighted = true
    #expect(view.displayedImage == filled)
  }

  @Test func aCellsImageViewIsMadeOnFirstUseInItsContentView() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.imageViewIfCreated == nil)
    let imageView = try #require(cell.imageView)
    #expect(cell.imageView === imageView)
    #expect(imageView.superview === cell.contentView)
    imageView.image = UIImage(systemName: "folder")
    cell.setHighlighted(true, animated: false)
    #expect(imageView.isHighlighted, "the image view follows the cell's highlight")
  }
}
