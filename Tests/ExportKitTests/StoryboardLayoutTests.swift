// The exported storyboards and xibs lay their views out with constraints, as Interface
// Builder's user pins them, and each frame is where those constraints put the view.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing
import XcodeFormats

@testable import ExportKit

/// Every view an export writes into a cell, a screen or a nib is placed by its constraints
/// alone (with the sizes its content gives, as Auto Layout measures a label or a switch):
/// nothing left open, nothing contradictory, each frame where the constraints put it, inside
/// its container and over no other view (`LayoutCheck`, which reads only the XML).
@MainActor
@Suite struct StoryboardLayoutTests {
  func problems(_ text: String) -> [String] { LayoutCheck.problems(inDocument: text) }

  @Test(arguments: Stages.targets)
  func eachStagesViewsArePlacedByTheirConstraints(_ target: String) throws {
    let export = try Stages.export(target)
    let storyboard = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") })
    #expect(storyboard.text.contains("<constraints>"))
    #expect(problems(storyboard.text) == [])
  }

  /// Every kind of view a declaration has, on a screen and in a cell.
  @Test func everyKindOfViewIsPlacedByItsConstraints() throws {
    let export = try ExportedProject(
      name: "Shelf",
      sources: [
        ("Storyboard.swift", EveryPartRoundTripTests.storyboard),
        ("App.swift", EveryPartRoundTripTests.code),
      ], info: nil)
    let storyboard = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") })
    #expect(problems(storyboard.text) == [])
  }

  /// The port's fixtures (cells drawn in xibs, static cells with fields, screens of
  /// several rows), ported and exported again.
  @Test(arguments: ["Cellar", "Checklists", "Memos", "Pantry", "Planner", "Bookshelf"])
  func eachFixtureExportedAgainIsPlacedByItsConstraints(_ fixture: String) throws {
    let work = try TemporaryFolder()
    let (_, export, _) = try DataModelExportTests().roundTrip(fixture, in: work)
    let documents = export.files.filter {
      $0.path.hasSuffix(".storyboard") || $0.path.hasSuffix(".xib")
    }
    #expect(!documents.isEmpty)
    for document in documents {
      #expect(problems(document.text) == [], "\(document.path)")
    }
  }

  /// The book's item cell: the checkmark a character wide at the leading margin, the item's
  /// text right after it to the trailing margin, both centred in a 44-point row, so that in
  /// Xcode the text starts near the cell's leading side, not mid-cell.
  @Test func aChecklistItemsTextStartsAfterItsCheckmarkAndBothAreCentredInTheRow() throws {
    let export = try Stages.export("Checklists04")
    let text = try #require(export.files.first { $0.path.hasSuffix("Main.storyboard") }?.text)
    guard case .success(let root) = XMLElementNode.parse(Data(text.utf8)) else {
      Issue.record("not XML")
      return
    }
    let cell = try #require(
      root.descendants.first {
        $0.name == "tableViewCell" && $0["reuseIdentifier"] == "ChecklistItem"
      })
    let content = try #require(cell.child("tableViewCellContentView", key: "contentView"))
    func label(_ tag: String) -> XMLElementNode? {
      content.child("subviews")?.children.first { $0.name == "label" && $0["tag"] == tag }
    }
    let checkmark = try #require(label("1001").flatMap(LayoutCheck.frame(of:)))
    let item = try #require(label("1000").flatMap(LayoutCheck.frame(of:)))
    let row = try #require(LayoutCheck.frame(of: content))
    #expect(row.height == 44)
    #expect(checkmark.x == 20 && checkmark.width == 22)
    #expect(item.x == 50 && item.x + item.width == 373)
    for frame in [checkmark, item] {
      #expect(frame.y + frame.height / 2 == row.height / 2)
    }
    var check = LayoutCheck(content, safeAreaTop: 0)
    #expect(check.run() == [])
  }

  /// Only a label without text before the row's last flexible view is one character wide (a
  /// checkmark): a field beside a button shares the row with it. And a table view below a
  /// screen's field spans the screen and reaches the safe area's bottom.
  @Test func aFieldBesideAButtonSharesTheRowAndATableBelowFillsTheScreen() throws {
    var list = SceneModel(kind: .tableViewController, identifier: "List", className: "List")
    list.prototypes = [
      PrototypeModel(
        identifier: "Entry",
        content: [ElementModel(kind: .textField), ElementModel(kind: .button, text: "Add")])
    ]
    var search = SceneModel(kind: .viewController, identifier: "Search", className: "Search")
    search.content = [
      ElementModel(kind: .textField), ElementModel(kind: .tableView, table: TableModel()),
    ]
    var writer = StoryboardWriter(
      StoryboardModel(name: "Main", initialScene: "List", scenes: [list, search]),
      module: "App", textFieldDelegates: [])
    let text = writer.write()
    #expect(problems(text) == [])
    guard case .success(let root) = XMLElementNode.parse(Data(text.utf8)) else {
      Issue.record("not XML")
      return
    }
    let cell = try #require(root.descendants.first { $0["reuseIdentifier"] == "Entry" })
    let views = cell.descendants.filter { ["textField", "button"].contains($0.name) }
    let widths = views.compactMap(LayoutCheck.frame(of:)).map(\.width)
    #expect(widths.count == 2 && widths.allSatisfy { $0 > 100 }, "\(widths)")
    let table = try #require(
      root.descendants.first { $0.name == "tableView" && $0.ancestors.first?.name == "subviews" })
    let frame = try #require(LayoutCheck.frame(of: table))
    #expect(frame.x == 0 && frame.width == 393, "\(frame)")
    #expect(frame.y + frame.height == 852 - 34, "\(frame)")
  }

  /// A map view spans the screen: above a label it is 200 points tall, and last it reaches
  /// the safe area's bottom, as a table view does.
  @Test(arguments: [false, true])
  func aMapViewSpansTheScreen(isLast: Bool) throws {
    var place = SceneModel(kind: .viewController, identifier: "Place", className: "Place")
    place.content = [
      ElementModel(kind: .mapView, outlet: "mapView", connectsDelegate: true),
      ElementModel(kind: .label, text: "Title"),
    ]
    if isLast { place.content.reverse() }
    var writer = StoryboardWriter(
      StoryboardModel(name: "Main", initialScene: "Place", scenes: [place]), module: "App",
      textFieldDelegates: [])
    let text = writer.write()
    #expect(problems(text) == [])
    guard case .success(let root) = XMLElementNode.parse(Data(text.utf8)) else {
      Issue.record("not XML")
      return
    }
    let map = try #require(root.descendants.first { $0.name == "mapView" })
    let frame = try #require(LayoutCheck.frame(of: map))
    #expect(frame.x == 0 && frame.width == 393, "\(frame)")
    if isLast {
      #expect(frame.y + frame.height == 852 - 34, "\(frame)")
    } else {
      #expect(frame.height == 200, "\(frame)")
    }
  }

  /// Views that cannot fit are said: a cell of seven switches is wider than its row, a
  /// screen of eight text views taller than the phone's safe area.
  @Test func aRowOrAScreenTheirViewsDoNotFitIsNoted() {
    var list = SceneModel(kind: .tableViewController, identifier: "List", className: "List")
    list.prototypes = [
      PrototypeModel(
        identifier: "Toggles", content: Array(repeating: ElementModel(kind: .switch), count: 7))
    ]
    var crowded = SceneModel(kind: .viewController, identifier: "Crowded", className: "Crowded")
    crowded.content = Array(repeating: ElementModel(kind: .textView), count: 8)
    var fitting = SceneModel(kind: .viewController, identifier: "Fitting", className: "Fitting")
    fitting.content = Array(repeating: ElementModel(kind: .textView), count: 5)
    var writer = StoryboardWriter(
      StoryboardModel(name: "Main", initialScene: "List", scenes: [list, crowded, fitting]),
      module: "App", textFieldDelegates: [])
    _ = writer.write()

    #expect(
      writer.notes == [
        "scene List, cell Toggles: its 7 views side by side need 405 points and the row has "
          + "353: in Xcode they overlap or go past the edge; give it fewer views",
        "scene Crowded: its views reach 1159 points down, past the safe area's bottom at 818: "
          + "in Xcode the last ones are off the screen; put them in a table or a scroll view",
      ])
  }

  /// The check finds what Xcode would warn about: a label pinned only at its leading side
  /// and its centre has no width, and a frame the constraints do not give is misplaced.
  @Test func theCheckFindsAViewLeftOpenAndAFrameOutOfPlace() throws {
    let document = """
      <tableViewCellContentView key="contentView" id="cv">
      <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
      <subviews>
      <label translatesAutoresizingMaskIntoConstraints="NO" id="open">
      <rect key="frame" x="20" y="11.5" width="100" height="21"/>
      </label>
      <label translatesAutoresizingMaskIntoConstraints="NO" id="moved">
      <rect key="frame" x="20" y="0" width="353" height="21"/>
      </label>
      <label id="framed">
      <rect key="frame" x="20" y="0" width="353" height="21"/>
      </label>
      </subviews>
      <constraints>
      <constraint firstItem="open" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a"/>
      <constraint firstItem="open" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="b"/>
      <constraint firstItem="moved" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c"/>
      <constraint firstAttribute="trailingMargin" secondItem="moved" secondAttribute="trailing" id="d"/>
      <constraint firstItem="moved" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="e"/>
      <constraint firstItem="moved" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11.5" id="f"/>
      <constraint firstItem="cv" firstAttribute="bottom" secondItem="moved" secondAttribute="bottom" constant="11.5" id="g"/>
      </constraints>
      </tableViewCellContentView>
      """
    let found = problems(document)
    #expect(found.contains("label open: no constraint fixes its trailing"), "\(found)")
    #expect(
      found.contains(
        "label moved: the constraints put it at [20.0, 373.0, 11.5, 32.5], its frame at [20.0, 373.0, 0.0, 21.0]"
      ), "\(found)")
    #expect(found.contains("label framed is laid out by its frame, not by constraints"))
  }

  /// The exported tables' rows are of automatic height, so a cell's content view must get
  /// its height from its constraints: views centred in it, with nothing from its top to its
  /// bottom, leave the row's height open (UIKit then warns of an ambiguous height).
  @Test func aCellWhoseConstraintsLeaveItsHeightOpenCannotSizeItself() {
    let document = """
      <tableViewCellContentView key="contentView" id="cv">
      <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
      <subviews>
      <label translatesAutoresizingMaskIntoConstraints="NO" id="text">
      <rect key="frame" x="20" y="11.5" width="353" height="21"/>
      </label>
      </subviews>
      <constraints>
      <constraint firstItem="text" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a"/>
      <constraint firstAttribute="trailingMargin" secondItem="text" secondAttribute="trailing" id="b"/>
      <constraint firstItem="text" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c"/>
      </constraints>
      </tableViewCellContentView>
      """
    let open = problems(document)
    #expect(
      open.contains(
        "tableViewCellContentView: no constraint fixes its height, so a row of automatic "
          + "height cannot size itself"), "\(open)")
    // Pinned from the top to the bottom, the row is as tall as the label and its margins.
    let pinned = document.replacingOccurrences(
      of: "</constraints>",
      with: """
        <constraint firstItem="text" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11.5" id="d"/>
        <constraint firstItem="cv" firstAttribute="bottom" secondItem="text" secondAttribute="bottom" constant="11.5" id="e"/>
        </constraints>
        """)
    #expect(problems(pinned).isEmpty, "\(problems(pinned))")
  }
}
