// Interface Builder's storyboards and nibs translated into HeadlessUIKit's declarations: read
// into the model, then written for the app's code.

import Foundation
import InterfaceBuilderDocuments
import XcodeFormats

/// Translates a storyboard or a `.xib` file into a Swift file declaring it for HeadlessUIKit:
/// ``StoryboardReader`` reads the document into the model (its scenes, identifiers and initial
/// scene, navigation controllers, segues, cells, outlets and actions), then
/// ``StoryboardDeclarationWriter`` writes the model for the app's code.
///
/// Everything it cannot translate goes in the report with the line of the XML it is on: what
/// the reader notes of the document, then what the writer remarks of the app's code, in the
/// order of their lines.
struct StoryboardTranslator {
  /// The storyboard's path, relative to the project folder, for the report.
  let path: String
  /// The storyboard's name, such as `Main`.
  let name: String
  /// The document.
  let data: Data
  /// The app's Swift code, to find classes, outlets and action methods.
  let project: SwiftProject
  /// The name of the static method the declaration is made by (`make` and this):
  /// ``typeName(_:)`` of the name, unless the port gives another (two nibs whose names read
  /// the same as a method's).
  var makerSuffix: String
  /// What could not be translated.
  var report = PortReport()
  /// Whether a scene holds a map view, so the declaration imports HeadlessMapKit.
  private(set) var usesMapKit = false

  init(path: String, name: String, data: Data, project: SwiftProject) {
    self.path = path
    self.name = name
    self.data = data
    self.project = project
    self.makerSuffix = Self.typeName(name)
  }

  /// The Swift file declaring the storyboard, or nil when it cannot be read.
  mutating func translate() -> String? {
    var reader = StoryboardReader()
    do throws(StoryboardReader.ReadError) {
      let storyboard = try reader.storyboard(named: name, from: data)
      var writer = StoryboardDeclarationWriter(project: project, lines: reader.lines)
      let text = writer.declaration(of: storyboard, makerSuffix: makerSuffix)
      finish(reader, writer, layout: "each screen")
      return text
    } catch {
      refuse(error, as: "an iOS storyboard")
      return nil
    }
  }

  /// The Swift file declaring the `.xib` file as a nib of the app's bundle, which
  /// `UINib(nibName:bundle:)` and `Bundle.loadNibNamed(_:owner:options:)` find by name: its
  /// top-level table view cells and views, with their subviews, outlets and actions. Nil when
  /// the file cannot be read.
  mutating func translateNib() -> String? {
    var reader = StoryboardReader()
    do throws(StoryboardReader.ReadError) {
      let nib = try reader.nib(named: name, from: data)
      var writer = StoryboardDeclarationWriter(project: project, lines: reader.lines)
      let text = writer.declaration(of: nib, makerSuffix: makerSuffix)
      finish(reader, writer, layout: "each view")
      return text
    } catch {
      refuse(error, as: "an iOS .xib file")
      return nil
    }
  }

  /// Reports what the reader noted and the writer remarked, in the order of their lines.
  private mutating func finish(
    _ reader: StoryboardReader, _ writer: StoryboardDeclarationWriter, layout: String
  ) {
    usesMapKit = writer.usesMapKit
    if reader.holdsConstraints {
      report.untranslated(
        path, nil,
        "Auto Layout constraints and frames are ignored: the simulator lays out \(layout) top "
          + "to bottom")
    }
    var remarks = reader.notes.map {
      StoryboardDeclarationWriter.Remark(
        line: $0.line, text: $0.text, effect: $0.changesBehaviour ? .doesNotRun : .note)
    }
    remarks += writer.remarks
    for remark in remarks.enumerated().sorted(by: Self.inLineOrder).map(\.element) {
      if remark.isRewrite {
        report.rewritten(path, remark.line, remark.text)
      } else {
        report.untranslated(path, remark.line, remark.text, effect: remark.effect)
      }
    }
  }

  /// Remarks by their lines (none first), then in the order made.
  private static func inLineOrder(
    _ first: (offset: Int, element: StoryboardDeclarationWriter.Remark),
    _ second: (offset: Int, element: StoryboardDeclarationWriter.Remark)
  ) -> Bool {
    let (a, b) = (first.element.line ?? 0, second.element.line ?? 0)
    return a != b ? a < b : first.offset < second.offset
  }

  /// Reports a document that cannot be read at all, which is left out.
  private mutating func refuse(_ error: StoryboardReader.ReadError, as kind: String) {
    let notXML = "not Interface Builder's XML: "
    if error.reason.hasPrefix(notXML) {
      report.untranslated(
        path, error.line, "not readable as XML: \(error.reason.dropFirst(notXML.count))")
    } else if error.reason.hasPrefix("the document") {
      report.untranslated(path, error.line, "not \(kind): it is left out")
    } else {
      report.untranslated(path, error.line, "not readable: \(error.reason); it is left out")
    }
  }

  /// A storyboard name as it reads in a method name: `Main` → `Main`, `my-board` → `MyBoard`.
  static func typeName(_ name: String) -> String {
    name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The sender types a stand-in can be made for, with no arguments.
  static let standInSenders: Set<String> = [
    "UIButton", "UISwitch", "UIDatePicker", "UITextField", "UIBarButtonItem", "UISlider",
  ]

  /// Whether an action method's parameter type takes a sender of a class.
  static func accepts(_ type: String, sender: String) -> Bool {
    let plain = type.trimmingCharacters(in: ["!", "?", " "])
    let controls: Set<String> = [
      "UIButton", "UISwitch", "UIDatePicker", "UITextField", "UISlider",
    ]
    return ["Any", "AnyObject", "NSObject", sender].contains(plain)
      || (plain == "UIControl" && controls.contains(sender))
      || (["UIView", "UIResponder"].contains(plain) && sender != "UIBarButtonItem")
      || (plain == "UIBarItem" && sender == "UIBarButtonItem")
  }
}
