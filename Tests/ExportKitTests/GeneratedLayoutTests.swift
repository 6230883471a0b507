// Storyboards and xibs of generated declarations, laid out as Auto Layout would: whatever mix
// of views a screen, a cell or a nib holds, each is placed by its constraints where its frame
// says, inside its container and over no other view.

import Foundation
import InterfaceBuilderDocuments
import Testing
import XcodeFormats

@testable import ExportKit

@MainActor
@Suite struct GeneratedLayoutTests {
  /// A view of any kind, with or without the settings that change how it is drawn: a
  /// label's text (a label without text before another is the narrow checkmark), a switch's
  /// title (a label beside it), an image.
  static func element(_ random: inout SeededRandom) -> ElementModel {
    let kinds: [ElementModel.Kind] = [
      .label, .imageView, .textField, .textView, .button, .datePicker, .switch, .slider,
      .searchBar,
    ]
    var element = ElementModel(kind: random.pick(kinds))
    switch element.kind {
    case .label, .switch:
      element.text = random.below(2) == 0 ? nil : random.pick(SeededRandom.words)
    case .imageView: element.text = "Picture"
    case .button: element.text = random.pick(SeededRandom.words)
    default: break
    }
    return element
  }

  /// A storyboard of a navigation controller over a table (prototypes of tagged labels and
  /// views, or static cells, and maybe a search bar above), and screens of 0 to 8 views.
  static func storyboard(_ random: inout SeededRandom) -> StoryboardModel {
    var table = SceneModel(kind: .tableViewController, identifier: "List", className: "List")
    if random.below(2) == 0 {
      table.prototypes = (0..<(1 + random.below(3))).map { index in
        // A row of up to four views, as a cell of 44 points holds them.
        let labels = random.below(3)
        return PrototypeModel(
          identifier: "Cell\(index)", labels: (0..<labels).map { 1000 + $0 },
          content: (0..<random.below(5 - labels)).map { _ in element(&random) })
      }
    } else {
      table.staticSections = (0..<(1 + random.below(3))).map { _ in
        (0..<(1 + random.below(4))).map { _ in StaticCellModel(element(&random)) }
      }
    }
    if random.below(3) == 0 { table.tableHeader = ElementModel(kind: .searchBar) }
    var scenes = [
      SceneModel(
        kind: .navigationController, identifier: "Navigation", root: "List",
        prefersLargeTitles: random.below(2) == 0),
      table,
    ]
    for index in 0..<random.below(4) {
      var screen = SceneModel(
        kind: .viewController, identifier: "Screen\(index)", className: "Screen\(index)")
      screen.content = (0..<random.below(9)).map { _ in element(&random) }
      scenes.append(screen)
      // Shown from the list (under the navigation bar), or presented on its own.
      let segue = SegueModel(
        identifier: "Show\(index)", destination: screen.identifier,
        isModal: random.below(2) == 0)
      scenes[1].segues.append(segue)
    }
    return StoryboardModel(name: "Main", initialScene: "Navigation", scenes: scenes)
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func aGeneratedStoryboardIsPlacedByItsConstraints(seed: UInt64) {
    var random = SeededRandom(seed: 7 &+ seed)
    let model = Self.storyboard(&random)
    var writer = StoryboardWriter(
      model, module: "App", textFieldDelegates: [])
    let text = writer.write()
    #expect(LayoutCheck.problems(inDocument: text) == [], "seed \(seed)")
    #expect(writer.notes.isEmpty, "seed \(seed): \(writer.notes)")
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func aGeneratedNibIsPlacedByItsConstraints(seed: UInt64) {
    var random = SeededRandom(seed: 101 &+ seed)
    let objects: [NibObjectModel] = (0..<(1 + random.below(3))).map { index in
      random.below(2) == 0
        ? .cell(
          PrototypeModel(
            identifier: "Cell\(index)",
            content: (0..<(1 + random.below(4))).map { _ in Self.element(&random) }))
        : .view(
          className: "Panel\(index)",
          content: (0..<random.below(6)).map { _ in Self.element(&random) })
    }
    var writer = StoryboardWriter(
      StoryboardModel(name: "Parts", initialScene: nil, scenes: []), module: "App",
      textFieldDelegates: [])
    let text = writer.writeNib(NibModel(name: "Parts", objects: objects))
    #expect(LayoutCheck.problems(inDocument: text) == [], "seed \(seed)")
  }
}
