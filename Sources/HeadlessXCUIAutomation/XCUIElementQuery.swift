// A query for elements, resolved anew on the app's accessibility tree each time it is read.

import Foundation
import ViewHarness

/// A query that finds elements under an element by their type, identifier or label, and
/// what they contain: `app.tables.cells`, `app.buttons["Add"]`,
/// `app.cells.containing(.staticText, identifier: "Milk")`.
///
/// A query is a description, not a result: it is resolved on the screen as it is whenever
/// something reads it (``count``, an element's ``XCUIElement/exists``, a tap), as
/// XCUIAutomation does, so one query serves before and after a gesture.
public final class XCUIElementQuery: CustomDebugStringConvertible {
  /// One step of the query: the elements it keeps from the ones before it.
  enum Step {
    /// The descendants of this type.
    case descendants(XCUIElement.ElementType)
    /// The children of this type.
    case children(XCUIElement.ElementType)
    /// Those of this type whose identifier (or label) is this (nil: any).
    case identifier(XCUIElement.ElementType, String?)
    /// Those of any type with a descendant of this type (and identifier or label).
    case containing(XCUIElement.ElementType, String?)

    var description: String {
      switch self {
      case .descendants(let type): "Descendants matching type \(type.printedName)"
      case .children(let type): "Children matching type \(type.printedName)"
      case .identifier(let type, let identifier):
        "Elements matching type \(type.printedName)"
          + (identifier.map { " and identifier '\($0)'" } ?? "")
      case .containing(let type, let identifier):
        "Elements containing elements of type \(type.printedName)"
          + (identifier.map { " matching identifier '\($0)'" } ?? "")
      }
    }
  }

  /// The element the query starts from.
  let base: XCUIElement
  /// Its steps, in order.
  let steps: [Step]

  init(base: XCUIElement, steps: [Step]) {
    self.base = base
    self.steps = steps
  }

  private func adding(_ step: Step) -> XCUIElementQuery {
    XCUIElementQuery(base: base, steps: steps + [step])
  }

  // MARK: Results

  /// How many elements match, now.
  public var count: Int { matches().count }

  /// The one element that matches; reading it fails when none or several do.
  public var element: XCUIElement { XCUIElement(query: self, pick: .only) }

  /// The element at this place among the matches, in the order the screen reads them.
  public func element(boundBy index: Int) -> XCUIElement {
    XCUIElement(query: self, pick: .index(index))
  }

  /// The first element that matches.
  public var firstMatch: XCUIElement { XCUIElement(query: self, pick: .first) }

  /// The element whose identifier (or label) is `key`.
  public subscript(key: String) -> XCUIElement { matching(identifier: key).element }

  /// Every match, each bound to its place.
  public var allElementsBoundByIndex: [XCUIElement] {
    (0..<count).map { element(boundBy: $0) }
  }

  // MARK: Narrowing

  /// The matches whose identifier is `identifier`; as in XCUIAutomation, an element's label
  /// (a button's title, a label's text) and a field's placeholder answer for it too.
  public func matching(identifier: String) -> XCUIElementQuery {
    adding(.identifier(.any, identifier))
  }

  /// The matches of this type whose identifier (or label) is `identifier`; nil keeps every
  /// match of the type.
  public func matching(_ elementType: XCUIElement.ElementType, identifier: String?)
    -> XCUIElementQuery
  {
    adding(.identifier(elementType, identifier))
  }

  /// The matches that contain an element of this type (with this identifier or label).
  public func containing(_ elementType: XCUIElement.ElementType, identifier: String?)
    -> XCUIElementQuery
  {
    adding(.containing(elementType, identifier))
  }

  /// The children of the matches that are of this type.
  public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    adding(.children(type))
  }

  /// The descendants of the matches that are of this type.
  public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    adding(.descendants(type))
  }

  // MARK: Resolving

  /// The matches on the screen as it is now.
  func matches() -> [TreeMatch] {
    guard let tree = base.application.currentTree() else { return [] }
    return matches(in: tree)
  }

  /// The matches on this tree.
  func matches(in tree: AccessibilityElement) -> [TreeMatch] {
    guard let start = base.resolve(in: tree).only else { return [] }
    var current = [start]
    for step in steps {
      current = Self.apply(step, to: current)
    }
    return current
  }

  private static func apply(_ step: Step, to matches: [TreeMatch]) -> [TreeMatch] {
    var seen = Set<[Int]>()
    var result: [TreeMatch] = []
    func keep(_ match: TreeMatch) {
      if seen.insert(match.path).inserted { result.append(match) }
    }
    for match in matches {
      switch step {
      case .descendants(let type):
        match.descendants.filter { $0.type.answers(type) }.forEach(keep)
      case .children(let type):
        match.children.filter { $0.type.answers(type) }.forEach(keep)
      case .identifier(let type, let identifier):
        if match.type.answers(type), identifier.map(match.answers(identifier:)) ?? true {
          keep(match)
        }
      case .containing(let type, let identifier):
        let inside = match.descendants.contains {
          $0.type.answers(type) && (identifier.map($0.answers(identifier:)) ?? true)
        }
        if inside { keep(match) }
      }
    }
    return result
  }

  /// The query as Xcode prints its chain.
  var chain: String {
    ([base.locatorDescription] + steps.map(\.description)).joined(separator: " → ")
  }

  /// The query's chain, and what it matches now.
  public var debugDescription: String {
    let found = matches()
    var lines = ["Query chain:", " →" + base.locatorDescription]
    lines += steps.map { "  ↪︎Find: " + $0.description }
    lines.append("Output: {")
    lines += found.map { "    " + $0.printedLine }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}

/// An element of the tree a query found, with its place (the child indices from the root).
struct TreeMatch {
  var path: [Int]
  var element: AccessibilityElement

  var type: XCUIElement.ElementType { XCUIElement.ElementType(element.kind) }

  var children: [TreeMatch] {
    element.children.enumerated().map { TreeMatch(path: path + [$0.offset], element: $0.element) }
  }

  /// Every element under this one, depth first, in reading order.
  var descendants: [TreeMatch] { children.flatMap { [$0] + $0.descendants } }

  /// Whether the identifier, the label or a field's placeholder is `key`, as
  /// XCUIAutomation matches an identifier (`app.textFields["Name of the Item"]`).
  func answers(identifier key: String) -> Bool {
    element.identifier == key || element.label == key || element.placeholder == key
  }

  /// The element as one line of Xcode's element tree: `Button, {{16.0, 47.0}, {44.0,
  /// 44.0}}, identifier: 'add', label: 'Add', Disabled`.
  var printedLine: String {
    let element = element
    var name = type.printedName
    if element.kind == .window && path == [0] { name += " (Main)" }
    var parts = [name]
    let frame = element.frame
    if element.kind != .application {
      parts.append("{{\(frame.x), \(frame.y)}, {\(frame.width), \(frame.height)}}")
    }
    if !element.identifier.isEmpty { parts.append("identifier: '\(element.identifier)'") }
    if !element.label.isEmpty { parts.append("label: '\(element.label)'") }
    if let placeholder = element.placeholder, !placeholder.isEmpty {
      parts.append("placeholderValue: '\(placeholder)'")
    }
    if let value = element.value { parts.append("value: \(value)") }
    if element.isSelected { parts.append("Selected") }
    if !element.isEnabled { parts.append("Disabled") }
    return parts.joined(separator: ", ")
  }

  /// The element and its subtree as Xcode prints it, the element marked with an arrow.
  var printedSubtree: [String] {
    var lines = [" →" + printedLine]
    func add(_ match: TreeMatch, depth: Int) {
      lines.append(String(repeating: " ", count: 2 + 2 * depth) + match.printedLine)
      for child in match.children { add(child, depth: depth + 1) }
    }
    for child in children { add(child, depth: 1) }
    return lines
  }
}

extension Array {
  /// The element when there is exactly one.
  var only: Element? { count == 1 ? first : nil }
}
