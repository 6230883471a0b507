// An element of the app's screen, found by a query, and what a user does to it.

import Foundation
import ViewHarness
import XCTest

/// An element of the app's screen: a button, a cell, a text field, the app itself.
///
/// An element is found anew by its query each time it is read or worked, on the screen as
/// it is then; reading one that is not there fails the test (with XCUIAutomation's "No
/// matches found for …"), except ``exists`` and ``waitForExistence(timeout:)``, which say
/// so. Each gesture goes to the app's process as the user's gesture on the simulated device,
/// and is reported at the test's line when it cannot be made ("Failed to tap …").
///
/// Unlike XCUIAutomation's, the gestures take the caller's file and line as defaulted
/// arguments (Linux has no way to find them otherwise): a test calls them as in Xcode.
public class XCUIElement: CustomDebugStringConvertible {
  /// Which of a query's matches an element is.
  enum Pick {
    /// The only match (several fail).
    case only
    /// The match at this place.
    case index(Int)
    /// The first match.
    case first
  }

  /// How the element is found.
  enum Locator {
    /// The application itself.
    case application
    /// A match of a query.
    case query(XCUIElementQuery, Pick)
  }

  let locator: Locator

  init(locator: Locator) {
    self.locator = locator
  }

  convenience init(query: XCUIElementQuery, pick: Pick) {
    self.init(locator: .query(query, pick))
  }

  /// The application the element is in.
  var application: XCUIApplication {
    switch locator {
    case .application: self as! XCUIApplication
    case .query(let query, _): query.base.application
    }
  }

  // MARK: Finding

  /// The element's matches on this tree: one when it is found, none when it is not, several
  /// when its query matches several and the element is their only one.
  func resolve(in tree: AccessibilityElement) -> [TreeMatch] {
    switch locator {
    case .application:
      return [TreeMatch(path: [], element: tree)]
    case .query(let query, let pick):
      let matches = query.matches(in: tree)
      switch pick {
      case .only: return matches
      case .first: return matches.first.map { [$0] } ?? []
      case .index(let index): return matches.indices.contains(index) ? [matches[index]] : []
      }
    }
  }

  /// What the element is on the screen now: the match, or why there is none.
  func snapshot() -> Result<TreeMatch, Failure> {
    guard let tree = application.currentTree() else {
      return .failure(Failure("\(application.name) is not running"))
    }
    let matches = resolve(in: tree)
    switch matches.count {
    case 1: return .success(matches[0])
    case 0: return .failure(Failure("No matches found for \(locatorDescription)"))
    default:
      return .failure(Failure("Multiple matching elements found for \(locatorDescription)"))
    }
  }

  /// Why an element could not be read or worked.
  struct Failure: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// The element's query as the failures name it.
  var locatorDescription: String {
    switch locator {
    case .application: return "Target Application '\(application.name)'"
    case .query(let query, let pick):
      let chain = query.chain
      switch pick {
      case .only: return chain
      case .first: return chain + " → first match"
      case .index(let index): return chain + " → element at index \(index)"
      }
    }
  }

  /// The match, or nil after failing the test with why (at the caller's line).
  func found(_ action: String, file: StaticString, line: UInt) -> TreeMatch? {
    switch snapshot() {
    case .success(let match): return match
    case .failure(let failure):
      let message = action.isEmpty ? failure.message : "\(action): \(failure.message)"
      XCTFail(message, file: file, line: line)
      return nil
    }
  }

  /// The attributes, or nil after failing the test as XCUIAutomation does.
  private var attributes: AccessibilityElement? {
    found("Failed to get matching snapshot", file: #filePath, line: #line)?.element
  }

  // MARK: Existence

  /// Whether the element is on screen now.
  public var exists: Bool {
    guard let tree = application.currentTree() else { return false }
    return !resolve(in: tree).isEmpty
  }

  /// Waits at most `timeout` seconds for the element to exist; whether it does.
  public func waitForExistence(timeout: TimeInterval) -> Bool {
    wait(timeout: timeout) { $0.exists }
  }

  /// Waits at most `timeout` seconds for the element to be gone (Xcode 16.3); whether it is.
  public func waitForNonExistence(timeout: TimeInterval) -> Bool {
    wait(timeout: timeout) { !$0.exists }
  }

  /// Looks at the screen every tenth of a second until `holds` or `timeout` seconds pass;
  /// whether it held.
  private func wait(timeout: TimeInterval, until holds: (XCUIElement) -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      if holds(self) { return true }
      if Date() >= deadline { return false }
      Thread.sleep(forTimeInterval: min(0.1, max(0, deadline.timeIntervalSinceNow)))
    }
  }

  /// Whether a tap could reach the element: it exists, once, and is on the screen.
  public var isHittable: Bool {
    guard case .success(let match) = snapshot() else { return false }
    let frame = match.element.frame
    return frame.width > 0 && frame.height > 0 && frame.y < 844
  }

  // MARK: Attributes

  /// The element's type.
  public var elementType: ElementType {
    attributes.map { ElementType($0.kind) } ?? .any
  }

  /// The accessibility identifier ("" when none).
  public var identifier: String { attributes?.identifier ?? "" }

  /// The accessibility label: a button's title, a label's text, a cell's text.
  public var label: String { attributes?.label ?? "" }

  /// The value: a text field's text (its placeholder while empty), a switch's "1" or "0",
  /// a date picker's minute; nil for elements with no value.
  public var value: Any? {
    guard let element = attributes else { return nil }
    if element.kind == .textField || element.kind == .secureTextField {
      return element.value ?? element.placeholder ?? ""
    }
    return element.value
  }

  /// A text field's placeholder, if any.
  public var placeholderValue: String? { attributes?.placeholder }

  /// Whether the element is enabled.
  public var isEnabled: Bool { attributes?.isEnabled ?? false }

  /// Whether the element is selected (a row with a checkmark reads as selected, as
  /// VoiceOver reads it).
  public var isSelected: Bool { attributes?.isSelected ?? false }

  /// Whether the keyboard types into the element.
  public var hasFocus: Bool { attributes?.hasFocus ?? false }

  /// The element's frame on the screen.
  public var frame: CGRect {
    guard let frame = attributes?.frame else { return .zero }
    return CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
  }

  // MARK: Queries under the element

  /// The element's descendants of this type.
  public func descendants(matching type: ElementType) -> XCUIElementQuery {
    XCUIElementQuery(base: self, steps: [.descendants(type)])
  }

  /// The element's children of this type.
  public func children(matching type: ElementType) -> XCUIElementQuery {
    XCUIElementQuery(base: self, steps: [.children(type)])
  }

  // MARK: Gestures

  /// Taps the element. A disabled element takes the tap and does nothing, as on iOS.
  public func tap(file: StaticString = #filePath, line: UInt = #line) {
    guard let found = found("Failed to tap", file: file, line: line) else { return }
    guard let match = handlingInterruption(of: found) else {
      _ = self.found("Failed to tap", file: file, line: line)
      return
    }
    guard match.element.isEnabled else { return }
    guard let gesture = match.element.gesture else {
      XCTFail(
        "Failed to tap \(match.printedLine): the simulated device cannot tap it", file: file,
        line: line)
      return
    }
    if gesture.hasPrefix(SoftwareKeyboard.gesturePrefix) {
      application.pressKey(gesture, failing: "Failed to tap \(match.printedLine)", file, line)
      return
    }
    application.perform(gesture, failing: "Failed to tap \(match.printedLine)", file, line)
  }

  /// Taps the element twice.
  public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
    tap(file: file, line: line)
    tap(file: file, line: line)
  }

  /// Presses the element for `duration` seconds: on the simulated device, a tap (it has no
  /// long-press menus).
  public func press(
    forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line
  ) {
    tap(file: file, line: line)
  }

  /// Types `text` into the element, which must have the keyboard (a field being edited, or
  /// the app: whatever has it).
  public func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let match = found("Failed to type text", file: file, line: line) else { return }
    let focused = match.descendantsAndSelf.contains { $0.element.hasFocus }
    guard focused else {
      XCTFail(
        "Failed to synthesize event: Neither element nor any descendant has keyboard focus.",
        file: file, line: line)
      return
    }
    application.perform(
      "type " + ScriptQuoting.quote(text), failing: "Failed to type text", file, line)
  }

  /// Swipes left: on a cell, reveals its buttons (Delete); elsewhere, nothing moves.
  public func swipeLeft(file: StaticString = #filePath, line: UInt = #line) {
    swipe("left", file: file, line: line)
  }

  /// Swipes right: on a cell, reveals its leading buttons; elsewhere, nothing moves.
  public func swipeRight(file: StaticString = #filePath, line: UInt = #line) {
    swipe("right", file: file, line: line)
  }

  private func swipe(_ direction: String, file: StaticString, line: UInt) {
    guard let match = found("Failed to swipe \(direction)", file: file, line: line) else {
      return
    }
    let cell = match.element.row != nil ? match : match.ancestorCell(in: application)
    guard let row = cell?.element.row else { return }
    application.perform(
      "swipe \(direction) on row \(row)", failing: "Failed to swipe \(direction)", file, line)
  }

  // MARK: Description

  /// The element's attributes and its subtree, as Xcode prints them.
  public var debugDescription: String {
    switch snapshot() {
    case .success(let match):
      return (["Attributes: " + match.printedLine, "Element subtree:"] + match.printedSubtree)
        .joined(separator: "\n")
    case .failure(let failure):
      return failure.message
    }
  }
}

extension TreeMatch {
  /// The match and every element under it.
  var descendantsAndSelf: [TreeMatch] { [self] + descendants }

  /// The cell this element is in, if any, on the app's screen now.
  func ancestorCell(in application: XCUIApplication) -> TreeMatch? {
    guard let tree = application.currentTree() else { return nil }
    var node = TreeMatch(path: [], element: tree)
    var cell: TreeMatch?
    for index in path where node.element.children.indices.contains(index) {
      node = node.children[index]
      if node.element.kind == .cell { cell = node }
    }
    return cell
  }
}
