// An action sheet's popover, kept for iPad code, and a view's bounds and center from its frame.

import HeadlessUIKit
import Testing

@MainActor
@Suite struct PopoverAndGeometryTests {
  @Test func anActionSheetHasAPopoverThatKeepsItsSourceAndAnAlertHasNone() {
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    let button = UIBarButtonItem(title: "Share", style: .plain)
    sheet.popoverPresentationController?.barButtonItem = button
    sheet.popoverPresentationController?.permittedArrowDirections = .up
    #expect(sheet.popoverPresentationController?.barButtonItem === button)
    #expect(sheet.popoverPresentationController?.permittedArrowDirections == .up)

    let alert = UIAlertController(title: "Add", message: nil, preferredStyle: .alert)
    #expect(alert.popoverPresentationController == nil)
    #expect(UIViewController().popoverPresentationController == nil)
  }

  @Test func boundsAndCenterFollowTheFrameAndMoveIt() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))

    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 50, y: 80, width: 100, height: 40))

    // A new size keeps the center where it was.
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
  }
}
