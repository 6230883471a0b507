// The connections of a storyboard's owners read back: outlets, and the segues their views and
// controllers trigger.

import XcodeFormats

extension StoryboardReader {
  /// The connections an owner gathers while its views are read.
  struct Wiring {
    /// Each outlet's property, by the id of the object it points to.
    var outlets: [String: String]
    /// The id of the object whose views these are, the target of their actions: a scene's
    /// controller (for a static or dock cell's views too), a prototype or nib cell, a nib's
    /// top-level view.
    var owner: String?
    /// The owner's name in a ``StoryboardSite``.
    var site: String
    /// The scene's identifier (a nib's name).
    var scene: String
    /// The segues found so far, one for each identifier (``StoryboardReader/segue(_:_:)``).
    var segues: [SegueModel] = []
    /// The ids of the objects whose outlets the model holds.
    var used: Set<String> = []

    init(
      outlets: [String: String], owner: String?, site: String, scene: String? = nil,
      segues: [SegueModel] = []
    ) {
      self.outlets = outlets
      self.owner = owner
      self.site = site
      self.scene = scene ?? site
      self.segues = segues
    }

    /// The outlet pointing at an object, which the model then holds.
    mutating func use(_ id: String) -> String? {
      guard let outlet = outlets[id] else { return nil }
      used.insert(id)
      return outlet
    }
  }

  /// Keeps the lines of an object's outlets, under its name in a site (`site`).
  mutating func markOutlets(of object: XMLElementNode, as site: String) {
    for outlet in object.connections where outlet.name == "outlet" {
      if let property = outlet["property"] {
        mark(.connection(owner: site, name: "outlet \(property)"), outlet)
      }
    }
  }

  /// Notes the outlets of a controller or a view that point at nothing the model holds (a
  /// table view apart, which a table view controller's own outlet may point at, and the
  /// owner itself).
  mutating func noteUnusedOutlets(_ wiring: Wiring) {
    var unused: [(line: Int, text: String)] = []
    for (id, property) in wiring.outlets where !wiring.used.contains(id) {
      let target = nodes[id]
      if target?.name == "tableView" || id == wiring.owner { continue }
      let line = lines[.connection(owner: wiring.site, name: "outlet \(property)")] ?? 0
      unused.append(
        (
          line,
          "outlet \(property) points at \(target.map { "a \($0.name)" } ?? "nothing"), which "
            + "the declaration does not make: not connected"
        ))
    }
    for (line, text) in unused.sorted(by: { $0.line < $1.line }) { note(line, text) }
  }

  /// Reads a segue a control, a cell or a controller triggers into `wiring`, and returns its
  /// identifier (its id when it has none); nil, with a note, for a kind the model does not
  /// hold (an embed, a custom segue), one leading to no scene, or an unwind segue that names
  /// no action. A popover is presented modally, as on an iPhone.
  mutating func segue(_ element: XMLElementNode, _ wiring: inout Wiring) throws(ReadError)
    -> String?
  {
    let kind = InterfaceBuilderXML.kind(of: element)
    let id = try Self.id(of: element)
    let identifier = element["identifier"] ?? id
    if let declared = wiring.segues.first(where: { $0.identifier == identifier }) {
      return declared.identifier
    }
    if kind == .relationship { return nil }
    if kind == .unwind {
      guard let action = element["unwindAction"] else {
        note(element.line, "unwind segue \(identifier) names no unwind action: left out")
        return nil
      }
      noteIdentifier(of: element, "an unwind segue", identifier)
      mark(.segue(scene: wiring.scene, identifier: identifier), element)
      wiring.segues.append(.unwind(identifier, action: action))
      return identifier
    }
    guard let kind else {
      let name = element["kind"] ?? "unknown"
      note(
        element.line,
        "a segue of kind \(name) (\(identifier)): HeadlessUIKit declares show and "
          + "present-modally segues only; it is left out")
      return nil
    }
    guard let destination = element["destination"].flatMap({ scenes[$0] }) else {
      note(
        element.line, "segue \(identifier) leads to no scene of this storyboard: left out")
      return nil
    }
    noteIdentifier(of: element, "a segue", identifier)
    if kind == .popover {
      note(element.line, "popover segue \(identifier): presented as a sheet, as on an iPhone")
    }
    mark(.segue(scene: wiring.scene, identifier: identifier), element)
    wiring.segues.append(
      SegueModel(
        identifier: identifier, destination: destination, isModal: kind != .show,
        presentationStyle: element["modalPresentationStyle"]))
    return identifier
  }

  /// Notes a segue with no identifier, which the model names by its id.
  private mutating func noteIdentifier(
    of segue: XMLElementNode, _ what: String, _ identifier: String
  ) {
    guard segue["identifier"] == nil else { return }
    note(
      segue.line,
      "\(what) with no identifier: declared as \"\(identifier)\", which "
        + "prepare(for:sender:) sees where UIKit gives nil")
  }

  /// The outlets an object's connections hold, by the id of the object each points to.
  static func outlets(of object: XMLElementNode) throws(ReadError) -> [String: String] {
    var result: [String: String] = [:]
    for outlet in object.connections where outlet.name == "outlet" {
      let (property, destination) = try ends(of: outlet)
      result[destination] = property
    }
    return result
  }

  /// An outlet's property and the id of the object it points to.
  static func ends(of outlet: XMLElementNode) throws(ReadError) -> (
    property: String, destination: String
  ) {
    guard let property = outlet["property"], let destination = outlet["destination"] else {
      throw ReadError(line: outlet.line, reason: "an <outlet> without a property or destination")
    }
    return (property, destination)
  }

  static func id(of element: XMLElementNode) throws(ReadError) -> String {
    guard let id = element["id"] else {
      throw ReadError(line: element.line, reason: "a <\(element.name)> without an id")
    }
    return id
  }
}
