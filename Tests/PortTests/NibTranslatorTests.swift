// .xib files translated into the kit's nib declarations, and what they hold that is reported.

import AppTestSupport
import Foundation
import Testing
import XcodeFormats

@testable import PortKit

@Suite struct NibTranslatorTests {
  /// The Swift side of the nibs below.
  static let swift = """
    import UIKit

    class TaskCell: UITableViewCell {
      @IBOutlet weak var titleLabel: UILabel!
      @IBOutlet weak var doneSwitch: UISwitch!
      @IBAction func doneChanged(_ sender: UISwitch) {}
    }

    class BannerView: UIView {
      @IBOutlet weak var messageLabel: UILabel!
    }

    class TasksViewController: UIViewController {}

    """

  /// Translates a nib's top-level objects; returns the Swift text and the report's lines.
  func translate(_ objects: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
    -> (text: String?, notes: [String])
  {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
      <objects>
      <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
      \(objects)
      </objects>
      </document>
      """
    var translator = StoryboardTranslator(
      path: "TaskCell.xib", name: "TaskCell", data: Data(xml.utf8),
      project: SwiftProject(files: [("Task.swift", Self.swift)]))
    let text = translator.translateNib()
    return (text, translator.report.untranslated.map(\.description))
  }

  @Test func aCellOfItsOwnClassBecomesANibWithItsOutletsAndAction() throws {
    let (text, notes) = translate(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
      <tableViewCell reuseIdentifier="TaskCell" accessoryType="disclosureIndicator" id="c1" \
      customClass="TaskCell" customModule="Tasks" customModuleProvider="target">
      <tableViewCellContentView key="contentView" id="v1">
      <subviews>
      <label text="Title" id="l1"/>
      <switch id="s1"><connections>
      <action selector="doneChanged:" destination="c1" eventType="valueChanged" id="a1"/>
      </connections></switch>
      </subviews>
      </tableViewCellContentView>
      <connections>
      <outlet property="titleLabel" destination="l1" id="o1"/>
      <outlet property="doneSwitch" destination="s1" id="o2"/>
      </connections>
      </tableViewCell>
      """)
    #expect(notes == [])
    #expect(
      text == """
        // TaskCell.xib, declared in Swift.

        import HeadlessUIKit

        extension UINib {
          static func makeTaskCell() -> UINib {
            UINib(
              name: "TaskCell",
              objects: [
                .tableViewCell(
                  TaskCell.self, reuseIdentifier: "TaskCell", accessory: .disclosureIndicator,
                  content: [
                    .label("Title", outlet: \\.titleLabel),
                    .switch(outlet: \\.doneSwitch, onChange: { $0.doneChanged($1) }),
                  ])
              ])
          }
        }

        """)
  }

  @Test func aViewOfItsOwnClassConnectsItsOwnOutlets() throws {
    let (text, notes) = translate(
      """
      <view contentMode="scaleToFill" id="b1" customClass="BannerView">
      <subviews><label text="Hello" id="l1"/></subviews>
      <connections><outlet property="messageLabel" destination="l1" id="o1"/></connections>
      </view>
      """)
    #expect(notes == [])
    #expect(
      text?.contains(#".view(BannerView.self, content: [.label("Hello", outlet: \.messageLabel)])"#)
        == true, "\(text ?? "")")
  }

  @Test func whatTheDeclarationCannotConnectIsReportedWithItsLine() throws {
    let (text, notes) = translate(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TasksViewController">
      <connections><outlet property="taskCell" destination="c1" id="o9"/></connections>
      </placeholder>
      <tableViewCell id="c1" customClass="MissingCell">
      <tableViewCellContentView key="contentView" id="v1"/>
      </tableViewCell>
      <tableViewCell id="c2" customClass="BannerView"/>
      <navigationItem title="Tasks" id="n1"/>
      """)
    #expect(
      notes == [
        "TaskCell.xib:6: File's Owner's outlet taskCell: not connected; the kit's nibs connect "
          + "their own objects only, so set it in code after loading the nib",
        "TaskCell.xib:8: class MissingCell is not in the project's Swift files: the nib makes a "
          + "UITableViewCell",
        "TaskCell.xib:11: class BannerView does not descend from UITableViewCell: the nib makes "
          + "a UITableViewCell",
        "TaskCell.xib:12: a navigationItem at the top of the nib: not declared; HeadlessUIKit's "
          + "nibs hold table view cells and views",
      ])
    // Both cells are UIKit's: one of a class the code lacks, one of a class that is no cell.
    #expect(
      text?.contains(
        "objects: [.tableViewCell(UITableViewCell.self), .tableViewCell(UITableViewCell.self)]")
        == true, "\(text ?? "")")
  }

  @Test func aSubtitleCellKeepsItsBuiltInLabelsOutOfItsContent() throws {
    let (text, notes) = translate(
      """
      <tableViewCell style="IBUITableViewCellStyleSubtitle" textLabel="t1" \
      detailTextLabel="d1" id="c1" customClass="TaskCell">
      <tableViewCellContentView key="contentView" id="v1">
      <subviews>
      <label text="Title" id="t1"/>
      <label text="Subtitle" id="d1"/>
      </subviews>
      </tableViewCellContentView>
      <connections><outlet property="titleLabel" destination="t1" id="o1"/></connections>
      </tableViewCell>
      """)
    #expect(
      text?.contains(".tableViewCell(TaskCell.self, style: .subtitle)") == true, "\(text ?? "")")
    #expect(
      notes == [
        "TaskCell.xib:12: outlet titleLabel points at the cell's built-in label, which the "
          + "declaration does not make: not connected"
      ])
  }

  @Test func aStoryboardIsNotANib() {
    let (text, notes) = translate(
      "", type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    #expect(text == nil)
    #expect(notes == ["TaskCell.xib:2: not an iOS .xib file: it is left out"])
  }

  @Test func cellarsCellsDrawnInXibFilesAreDeclaredAndListedInItsInfoPlist() throws {
    let folder = try TemporaryFolder()
    let project = try XcodeProject.read(Fixtures.url("Cellar"))
    let port = PortedPackage(project, kit: PackageRoot.url)
    try port.write(to: folder.url.appendingPathComponent("Cellar-headless"))
    let sources = "Cellar-headless/Sources/Cellar"
    let bottleCell = folder.read("\(sources)/BottleCell.xib.swift") ?? ""
    let info = folder.read("\(sources)/Info.swift") ?? ""

    #expect(project.xibs.map(\.path) == ["Cellar/BottleCell.xib", "Cellar/TotalCell.xib"])
    #expect(
      bottleCell.contains(
        """
                .tableViewCell(
                  BottleCell.self, reuseIdentifier: "BottleCell",
                  content: [
                    .label("Name", outlet: \\.nameLabel),
                    .label("Year", outlet: \\.yearLabel),
                    .switch(outlet: \\.openedSwitch, onChange: { $0.openedSwitchChanged($1) }),
                  ])
        """), "\(bottleCell)")
    #expect(folder.read("\(sources)/TotalCell.xib.swift")?.contains("TotalCell.self,") == true)
    #expect(info.contains("nibs: { [.makeBottleCell(), .makeTotalCell()] }"), "\(info)")
    let constraints =
      "Auto Layout constraints and frames are ignored: the simulator lays out each view top "
      + "to bottom"
    #expect(
      lines(port.report.untranslated) == [
        "Cellar/BottleCell.xib: \(constraints)", "Cellar/TotalCell.xib: \(constraints)",
      ])
    #expect(
      lines(port.report.mechanical).contains(
        "Cellar/BottleCell.xib: declared in Swift in BottleCell.xib.swift: the nib "
          + "UINib(nibName: \"BottleCell\", bundle: nil) finds"))
  }

  @Test func aXibTheAppTargetDoesNotCopyIsLeftOutAsXcodeLeavesItOutOfTheBundle() throws {
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent("Cellar")
    try FileManager.default.copyItem(at: Fixtures.url("Cellar"), to: project)
    let stray = project.appendingPathComponent("Cellar/StrayCell.xib")
    try FileManager.default.copyItem(
      at: project.appendingPathComponent("Cellar/TotalCell.xib"), to: stray)
    let read = try XcodeProject.read(project)
    #expect(read.xibs.map(\.path) == ["Cellar/BottleCell.xib", "Cellar/TotalCell.xib"])
    #expect(
      read.leftOut.map(\.path) == ["Cellar/StrayCell.xib"],
      "the Resources phase lists BottleCell.xib and TotalCell.xib only")
    #expect(read.leftOut.first?.note.hasPrefix("left out: the app target's Resources") == true)
    let file = try XcodeProjectFile(
      Data(contentsOf: project.appendingPathComponent("Cellar.xcodeproj/project.pbxproj")))
    #expect(
      file.targets.first?.resources == [
        "Cellar/Base.lproj/Main.storyboard", "Cellar/BottleCell.xib", "Cellar/TotalCell.xib",
      ])
  }

  @Test func aSecondXibOfTheSameNameIsReportedNotDeclaredTwice() throws {
    let (folder, project) = try cellarWithoutItsProjectFile()
    defer { withExtendedLifetime(folder) {} }
    let localized = project.appendingPathComponent("Cellar/ja.lproj")
    try FileManager.default.createDirectory(at: localized, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: project.appendingPathComponent("Cellar/TotalCell.xib"),
      to: localized.appendingPathComponent("TotalCell.xib"))
    let port = PortedPackage(try XcodeProject.read(project), kit: PackageRoot.url)
    #expect(port.files.filter { $0.path.hasSuffix("TotalCell.xib.swift") }.count == 1)
    #expect(
      lines(port.report.untranslated).contains(
        "Cellar/ja.lproj/TotalCell.xib: another TotalCell.xib (a localization of it?): only "
          + "Cellar/TotalCell.xib is translated"), "\(lines(port.report.untranslated))")
  }

  /// `Total-Cell.xib` beside `TotalCell.xib`: two nibs, whose names read the same as a
  /// method's, are declared by two methods (one numbered), each listed once.
  @Test func twoXibsWhoseNamesReadAsOneMethodAreDeclaredByTwo() throws {
    let (folder, project) = try cellarWithoutItsProjectFile()
    defer { withExtendedLifetime(folder) {} }
    for name in ["Total-Cell", "total cell"] {
      try FileManager.default.copyItem(
        at: project.appendingPathComponent("Cellar/TotalCell.xib"),
        to: project.appendingPathComponent("Cellar/\(name).xib"))
    }
    let port = PortedPackage(try XcodeProject.read(project), kit: PackageRoot.url)
    let declarations = port.files.filter { $0.path.hasSuffix(".xib.swift") }.map(\.contents)
    let makers = declarations.compactMap { text in
      text.split(separator: "\n").first { $0.contains("static func make") }
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(
      makers.sorted() == [
        "static func makeBottleCell() -> UINib {", "static func makeTotalCell() -> UINib {",
        "static func makeTotalCell2() -> UINib {", "static func makeTotalCell3() -> UINib {",
      ])
    let info = try #require(port.files.first { $0.path.hasSuffix("/Info.swift") }).contents
    for maker in ["makeBottleCell", "makeTotalCell", "makeTotalCell2", "makeTotalCell3"] {
      #expect(info.contains(".\(maker)()"), "\(info)")
    }
    #expect(
      lines(port.report.rewritten).contains {
        $0.hasSuffix(
          ".xib: declared as UINib.makeTotalCell2(): Total-Cell.xib is UINib.makeTotalCell(), "
            + "and Swift takes no two methods of one name")
      }, "\(lines(port.report.rewritten))")
  }

  /// A copy of Cellar without its project file, so that every .xib in its folder is the
  /// app's: the folder that holds the copy (alive as long as it is kept) and the project.
  func cellarWithoutItsProjectFile() throws -> (TemporaryFolder, URL) {
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent("Cellar")
    try FileManager.default.copyItem(at: Fixtures.url("Cellar"), to: project)
    try FileManager.default.removeItem(
      at: project.appendingPathComponent("Cellar.xcodeproj/project.pbxproj"))
    return (folder, project)
  }

  func lines(_ notes: [PortReport.Note]) -> [String] {
    notes.map(\.description)
  }
}
