// How Interface Builder's XML writes a view's text, a button's title, the Identity inspector's
// accessibility settings and a segue's kind, and how a scene is named: read one way, by the
// port and by the reader.

import XcodeFormats

/// The readings of Interface Builder's XML that the port's translator and
/// ``StoryboardReader`` share, so that both take a document to say the same thing.
package enum InterfaceBuilderXML {
  /// A label's or a text view's text: its `text` attribute, or the `<string key="text">`
  /// Interface Builder writes in its place for a long text or one with a line break.
  package static func text(of view: XMLElementNode) -> String? {
    view["text"] ?? view.child("string", key: "text")?.content
  }

  /// A button's title: its configuration's (a button of iOS 15's styles, which Interface
  /// Builder writes in a `<buttonConfiguration>`), else its Normal state's.
  package static func title(ofButton button: XMLElementNode) -> String? {
    button.child("buttonConfiguration")?["title"]
      ?? button.child("state", key: "normal")?["title"]
  }

  /// The element holding a view's, a cell's or a bar button's Identity inspector
  /// accessibility settings, if it has any.
  package static func accessibilitySettings(of element: XMLElementNode) -> XMLElementNode? {
    element.child("accessibility", key: "accessibilityConfiguration")
  }

  /// The accessibility identifier and label the Identity inspector gives an element.
  package static func accessibility(of element: XMLElementNode) -> AccessibilityModel {
    let settings = accessibilitySettings(of: element)
    return AccessibilityModel(identifier: settings?["identifier"], label: settings?["label"])
  }

  /// What a segue does, by its `kind`.
  package enum SegueKind: Equatable {
    /// Show (and the older Push; Show Detail, which shows as Show does on an iPhone).
    case show
    /// Present Modally (and the older Modal).
    case modal
    /// Present As Popover, which an iPhone presents as a sheet.
    case popover
    /// Back to a scene it came through (an exit connection).
    case unwind
    /// A container's relationship to its scenes (a navigation controller's root).
    case relationship
  }

  /// A segue's kind; nil for one neither tool declares (an embed, a custom segue).
  package static func kind(of segue: XMLElementNode) -> SegueKind? {
    switch segue["kind"] {
    case "show", "push", "showDetail": .show
    case "presentation", "modal": .modal
    case "popoverPresentation": .popover
    case "unwind": .unwind
    case "relationship": .relationship
    default: nil
    }
  }

  /// Each scene's name, by its controller's id: its storyboard identifier, else its class's
  /// name, else its kind (`NavigationController`), numbered from 2 where one is taken
  /// (`NavigationController2`). A controller with no id has none.
  package static func sceneNames(of controllers: [XMLElementNode]) -> [String: String] {
    var names: [String: String] = [:]
    var taken: Set<String> = []
    for controller in controllers {
      if let identifier = controller["storyboardIdentifier"], let id = controller["id"] {
        names[id] = identifier
        taken.insert(identifier)
      }
    }
    for controller in controllers where controller["storyboardIdentifier"] == nil {
      guard let id = controller["id"] else { continue }
      let base =
        controller["customClass"] ?? controller.name.prefix(1).uppercased()
        + controller.name.dropFirst()
      var name = base
      var number = 2
      while taken.contains(name) {
        name = "\(base)\(number)"
        number += 1
      }
      taken.insert(name)
      names[id] = name
    }
    return names
  }
}
