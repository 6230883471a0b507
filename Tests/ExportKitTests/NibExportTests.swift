// Cells drawn in .xib files cross back: a ported app's nib declarations are the exported
// project's .xib files again, in its resources phase, and port the same a second time.

import AppTestSupport
import Foundation
import InterfaceBuilderDocuments
import Testing
import XcodeFormats

@testable import ExportKit
@testable import PortKit

@Suite struct NibExportTests {
  @Test func cellarsNibsGoBackAsXibFilesInTheResourcesPhaseAndComeBackTheSame() throws {
    let work = try TemporaryFolder()
    let (original, export, again) = try DataModelExportTests().roundTrip("Cellar", in: work)
    #expect(again.xibs.map(\.path) == ["Cellar/BottleCell.xib", "Cellar/TotalCell.xib"])
    #expect(!export.files.contains { $0.path.hasSuffix(".xib.swift") }, "the .xib says it")
    let projectFile = try #require(
      export.files.first { $0.path.hasSuffix("project.pbxproj") }?.text)
    for name in ["BottleCell.xib", "TotalCell.xib"] {
      #expect(projectFile.contains("/* \(name) in Resources */,"), "\(projectFile)")
      #expect(projectFile.contains("lastKnownFileType = file.xib; path = \(name);"))
    }
    let first = PortedPackage(original, kit: PackageRoot.url)
    let second = PortedPackage(again, kit: PackageRoot.url)
    for name in ["BottleCell", "TotalCell"] {
      let path = "Sources/Cellar/\(name).xib.swift"
      let before = first.files.first { $0.path == path }?.contents
      #expect(before != nil)
      #expect(second.files.first { $0.path == path }?.contents == before)
      // The written .xib, read on its own, is the declaration's nib.
      var declaration = StoryboardDeclaration(path: path)
      let declared = try declaration.readNib(try #require(before))
      let xib = try #require(export.files.first { $0.path == "Cellar/\(name).xib" })
      var reader = StoryboardReader()
      #expect(try reader.nib(named: declared.name, from: Data(xib.text.utf8)) == declared)
      #expect(reader.notes.isEmpty)
      // The fixture's own .xib, as Xcode saved it, is read as the port declares it.
      let saved = try Data(
        contentsOf: PackageRoot.url.appendingPathComponent(
          "Tests/PortTests/Fixtures/Cellar/Cellar/\(name).xib"))
      var original = StoryboardReader()
      #expect(try original.nib(named: declared.name, from: saved) == declared)
      #expect(original.notes.isEmpty)
    }
    let cell = try #require(export.files.first { $0.path == "Cellar/BottleCell.swift" }?.text)
    #expect(cell.contains("@IBOutlet weak var nameLabel: UILabel!"), "\(cell)")
    #expect(cell.contains("@IBAction func openedSwitchChanged(_ sender: UISwitch)"), "\(cell)")
  }

  /// A text field, text view or search bar in a nib has the nib's cell or view as its
  /// delegate when that class adopts the protocol, as the kit's nibs connect it: the .xib
  /// connects it too, or in Xcode the app's delegate methods would never be called.
  @Test func aFieldInANibHasItsOwnerAsDelegateWhenTheOwnerAdoptsTheProtocol() throws {
    let nib = """
      import HeadlessUIKit

      extension UINib {
        static func makeSearchPanel() -> UINib {
          UINib(
            name: "SearchPanel",
            objects: [
              .view(
                SearchPanel.self,
                content: [.textField(placeholder: "Find"), .searchBar(placeholder: "Filter")])
            ])
        }
      }
      """
    let panel = """
      import HeadlessUIKit

      final class SearchPanel: UIView, UITextFieldDelegate {}
      """
    let export = try ExportedProject(
      name: "Finder",
      sources: [
        ("SearchPanel.xib.swift", nib), ("SearchPanel.swift", panel),
        (
          "Storyboard.swift",
          """
          import HeadlessUIKit

          extension UIStoryboard {
            static func makeMain() -> UIStoryboard {
              UIStoryboard(
                name: "Main", initialScene: "Home",
                scenes: [.viewController("Home", UIViewController.self, title: "Home")])
            }
          }
          """
        ),
        (
          "AppDelegate.swift",
          "import HeadlessUIKit\n\nclass AppDelegate: UIApplicationDelegate {\n  var window: UIWindow?\n}\n"
        ),
      ],
      info: nil)
    let xib = try #require(export.files.first { $0.path == "Finder/SearchPanel.xib" }?.text)
    let root = try XMLElementNode.parse(Data(xib.utf8)).get()
    let view = try #require(root.child("objects")?.children("view").first)
    let field = try #require(view.child("subviews")?.child("textField"))
    let delegate = field.connections.first { $0["property"] == "delegate" }
    #expect(delegate?["destination"] == view["id"], "\(xib)")
    // The search bar's class adopts no UISearchBarDelegate: no delegate, as in the kit.
    let bar = try #require(view.child("subviews")?.child("searchBar"))
    #expect(bar.connections.isEmpty, "\(xib)")
  }

  @Test func aViewDrawnInAXibCrossesBothWaysWithItsOutletsAndAction() throws {
    let swift = SwiftProject(files: [
      (
        "BannerView.swift",
        """
        import UIKit
        class BannerView: UIView {
          @IBOutlet weak var messageLabel: UILabel!
          @IBAction func dismissTapped(_ sender: UIButton) {}
        }
        """
      )
    ])
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
      <objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
      <view contentMode="scaleToFill" id="b1" customClass="BannerView">
      <subviews>
      <label text="Hello" id="l1"/>
      <button id="x1"><state key="normal" title="Dismiss"/><connections>
      <action selector="dismissTapped:" destination="b1" eventType="touchUpInside" id="a1"/>
      </connections></button>
      </subviews>
      <connections><outlet property="messageLabel" destination="l1" id="o1"/></connections>
      </view>
      </objects>
      </document>
      """
    func port(_ data: Data) -> (text: String?, notes: [String]) {
      var translator = StoryboardTranslator(
        path: "BannerView.xib", name: "BannerView", data: data, project: swift)
      let text = translator.translateNib()
      return (text, translator.report.untranslated.map(\.description))
    }
    let first = port(Data(xib.utf8))
    let declaration = try #require(first.text)
    #expect(first.notes.isEmpty, "\(first.notes)")
    var reader = StoryboardDeclaration(path: "BannerView.xib.swift")
    let nib = try reader.readNib(declaration)
    var writer = StoryboardWriter(
      StoryboardModel(name: nib.name, initialScene: nil, scenes: []), module: "Banners",
      textFieldDelegates: [])
    let written = writer.writeNib(nib)
    #expect(written.contains(#"<view contentMode="scaleToFill" id=""#))
    #expect(written.contains(#"customClass="BannerView" customModule="Banners""#))
    #expect(LayoutCheck.problems(inDocument: written) == [])
    let second = port(Data(written.utf8))
    #expect(
      second.notes == ["BannerView.xib: \(LayoutCheck.portsNibLayoutNote)"], "\(second.notes)")
    #expect(second.text == declaration)
    #expect(
      declaration.contains(
        #".button("Dismiss", selector: "dismissTapped:", action: { $0.dismissTapped($1) }),"#),
      "\(declaration)")
    #expect(declaration.contains(#".label("Hello", outlet: \.messageLabel),"#))
  }

  @Test func aNibCellIsWrittenAsInterfaceBuilderWritesATableViewCellXib() throws {
    let nib = NibModel(
      name: "TaskCell",
      objects: [
        .cell(
          PrototypeModel(
            identifier: "TaskCell", className: "TaskCell",
            content: [ElementModel(kind: .label, text: "Title", outlet: "titleLabel")]))
      ])
    var writer = StoryboardWriter(
      StoryboardModel(name: "TaskCell", initialScene: nil, scenes: []), module: "Tasks",
      textFieldDelegates: [])
    let xml = writer.writeNib(nib)
    let root = try #require(try? XMLElementNode.parse(Data(xml.utf8)).get())
    #expect(root["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
    let objects = root.child("objects")?.children ?? []
    #expect(objects.map(\.name) == ["placeholder", "placeholder", "tableViewCell"])
    #expect(objects.first?["placeholderIdentifier"] == "IBFilesOwner")
    let cell = try #require(objects.last)
    #expect(cell["reuseIdentifier"] == "TaskCell")
    #expect(cell["customClass"] == "TaskCell" && cell["customModule"] == "Tasks")
    #expect(cell["customModuleProvider"] == "target")
    let content = try #require(cell.child("tableViewCellContentView"))
    #expect(content["key"] == "contentView" && content["tableViewCell"] == cell["id"])
    let label = try #require(content.child("subviews")?.children.first)
    let outlet = try #require(cell.connections.first)
    #expect(outlet["property"] == "titleLabel" && outlet["destination"] == label["id"])
    #expect(cell.children.last?.name == "point", "its place on the canvas, last")
    #expect(writer.notes.isEmpty)
  }
}
