// Vertical swipes: scrolling the table on screen.

import Foundation
import ViewHarness

extension XCUIElement {
  /// Swipes up on the element: the table on screen scrolls on, by its visible rows but one
  /// (as far as its last row), so that the rows below come into view. The simulated device
  /// scrolls a table of one section; elsewhere, nothing moves.
  public func swipeUp(file: StaticString = #filePath, line: UInt = #line) {
    scroll(down: true, failing: "Failed to swipe up", file: file, line: line)
  }

  /// Swipes down on the element: the table on screen scrolls back, by its visible rows but
  /// one (as far as its first row), so that the rows above come into view. The simulated
  /// device scrolls a table of one section; elsewhere, nothing moves.
  public func swipeDown(file: StaticString = #filePath, line: UInt = #line) {
    scroll(down: false, failing: "Failed to swipe down", file: file, line: line)
  }

  /// Scrolls the table on screen by a page but one row, towards its end (`down`) or its
  /// start, when the element is there.
  private func scroll(down: Bool, failing failure: String, file: StaticString, line: UInt) {
    guard found(failure, file: file, line: line) != nil,
      let tree = application.currentTree(),
      let total = XCUIApplication.running?.lastReply.observation?.rowTotal
    else { return }
    let rows = tree.descendantsAndSelf.compactMap { element -> Int? in
      guard element.kind == .cell, let reference = element.row else { return nil }
      let parts = reference.split(separator: " ")
      guard parts.count == 4, parts[3] == "0", let row = Int(parts[0]) else { return nil }
      return row
    }
    guard let first = rows.min(), let last = rows.max(), rows.count > 1 else { return }
    let page = rows.count - 1
    let target = down ? min(last + page, total - 1) : max(first - page, 0)
    guard down ? target > last : target < first else { return }
    application.perform("scroll to row \(target)", failing: failure, file, line)
  }
}
