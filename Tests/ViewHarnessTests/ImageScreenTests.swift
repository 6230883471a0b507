// Images and colours end to end: read into the snapshot, drawn as glyphs in text and as
// pictograms in the picture, and colours drawn only in the picture.

import Foundation
import HeadlessUIKit
import StepwiseBasics
import Testing

@testable import ViewHarness

/// A plain screen with an image view and a label whose colour the screen sets.
enum NoticeApp {
  static let descriptor = AppDescriptor(
    id: "notice", title: "Notice", summary: "An image view and a red label.", chapter: "none",
    makeDelegate: { ShelfAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Notice", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Notice"),
          .viewController(
            "Notice", NoticeViewController.self, title: "Notice",
            content: [
              .view { _ in UIImageView(image: UIImage(named: "Folder")) },
              .label("Overdue", outlet: \.warningLabel),
              .label("Filed last week"),
            ]),
        ])
    },
    assets: AssetCatalog(images: ["Folder"]))
}

@MainActor
final class NoticeViewController: UIViewController {
  var warningLabel: UILabel?

  override func viewDidLoad() {
    super.viewDidLoad()
    warningLabel?.textColor = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
  }
}

@MainActor
@Suite struct ImageScreenTests {
  @Test func aRowStartsWithItsImagesGlyph() throws {
    let device = try Device(app: ShelfApp.descriptor)

    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Edit             Shelf                   │
        ├──────────────────────────────────────────┤
        │ ➚ Passport                               │
        │ ▭ Receipts                               │
        │ ⊎ Shopping list                          │
        │ ▣ Stripes                                │
        │ ★ Favourites                             │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func theSnapshotCarriesEachRowsImageAndItsLabelsOwnColours() throws {
    let device = try Device(app: ShelfApp.descriptor)

    #expect(
      device.rows.map(\.image) == ["Trips", "Folder", "Groceries", "Zebra", "star.fill"])
    #expect(device.rows.map(\.labelColors) == [[], [], ["#ff3b30"], [], []])
  }

  @Test func aReusedCellShowingAnotherRowsImageIsCaught() throws {
    let device = try Device(app: ShelfApp.descriptor)
    let table = try #require(device.visibleTable)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))

    cell.imageView?.image = UIImage(named: "Trips")

    #expect(
      device.inconsistency()
        == "row 1 shows the image \"Trips\" but its data source says the image \"Folder\": "
        + "the cell and the model disagree")
  }

  @Test func anImageViewAndALabelOutsideATableAreReadWithTheLabelsColour() throws {
    let device = try Device(app: NoticeApp.descriptor)

    #expect(
      device.snapshot.elements == [
        .image("Folder"), .label("Overdue", color: "#cc1a1a"), .label("Filed last week"),
      ])
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                  Notice                  │
        ├──────────────────────────────────────────┤
        │ ▭ Folder                                 │
        │ Overdue                                  │
        │ Filed last week                          │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func thePictureDrawsAPictogramPerImageAndColoursOnlyWhatTheAppColoured() throws {
    let device = try Device(app: ShelfApp.descriptor)
    let picture = PhonePicture(snapshot: device.snapshot, caption: "shelf").svg()

    // Passport's airplane is a filled shape; Stripes has no pictogram of its own, so it is a
    // grey square with its first letter; the overdue row's text is red, the others black.
    #expect(picture.contains("<polygon points=\"41,110.6 42.8,118.4 51.9,123.6"))
    #expect(picture.contains(">Z</text>"))
    #expect(picture.contains("fill=\"#ff3b30\">Shopping list</text>"))
    #expect(picture.contains("fill=\"#000000\">Receipts</text>"))

    let notice = try Device(app: NoticeApp.descriptor)
    let noticePicture = PhonePicture(snapshot: notice.snapshot, caption: "notice").svg()
    #expect(noticePicture.contains("fill=\"#cc1a1a\">Overdue</text>"))
    #expect(noticePicture.contains("fill=\"#000000\">Filed last week</text>"))
  }

  @Test func everyGlyphTakesOneColumnAndIsNoEmoji() {
    for pictogram in Pictogram.all {
      let glyph = pictogram.glyph
      #expect(glyph.displayWidth == 1, "\(pictogram)")
      #expect(glyph.unicodeScalars.allSatisfy { !$0.properties.isEmoji }, "\(pictogram)")
    }
  }

  @Test func anImagesNameChoosesItsPictogram() {
    let expected: [(String, Pictogram)] = [
      ("Folder", .folder), ("Groceries", .cart), ("Trips", .airplane), ("trips", .airplane),
      ("Appointments", .clock), ("Birthdays", .gift), ("Chores", .house), ("Drinks", .glass),
      ("Inbox", .inbox), ("Photos", .photo), ("No Icon", .blank),
      ("star.fill", .star(filled: true)), ("star", .star(filled: false)),
      ("checkmark.circle.fill", .checkmark), ("folder.badge.plus", .folder),
      ("Zebra", .letter("Z")), ("  quiet", .letter("q")),
    ]
    for (name, pictogram) in expected {
      #expect(Pictogram(imageName: name) == pictogram, "\(name)")
    }
  }
}
