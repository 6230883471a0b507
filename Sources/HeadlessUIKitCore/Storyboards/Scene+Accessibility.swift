// The accessibility settings Interface Builder's Identity inspector gives a view or a bar
// button item, declared around the element they belong to, as `.cell(…)` declares a static
// cell's own settings around its content.

import Foundation

extension Element {
  /// An element with the identifier UI tests find it by and the label VoiceOver reads, as
  /// the Identity inspector's Accessibility section sets them:
  ///
  /// ```swift
  /// .accessibility(.button("Add", action: { $0.add() }), identifier: "addButton")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The view's `accessibilityIdentifier`; a titled switch's goes to the
  ///     switch, a static cell's (`.cell(…)`) to the cell.
  ///   - label: The view's `accessibilityLabel`, in place of the one UIKit derives (a
  ///     button's title, a label's text).
  public static func accessibility(
    _ element: Element, identifier: String? = nil, label: String? = nil
  ) -> Element {
    func apply(_ view: UIView) {
      if let identifier { view.accessibilityIdentifier = identifier }
      if let label { view.accessibilityLabel = label }
    }
    var accessible = element
    accessible.make = { owner in
      let view = element.make(owner)
      apply(element.accessibleView(view))
      return view
    }
    if let makeBuiltInCell = element.makeBuiltInCell {
      accessible.makeBuiltInCell = { owner in
        let cell = makeBuiltInCell(owner)
        apply(cell)
        return cell
      }
    }
    return accessible
  }
}

extension BarButton {
  /// An item with the identifier UI tests find it by and the label VoiceOver reads in place
  /// of its title ("Add" for the add item), as the Identity inspector sets them:
  ///
  /// ```swift
  /// rightBarButton: .accessibility(.system(.add, segue: "AddItem"), identifier: "addItem")
  /// ```
  public static func accessibility(
    _ button: BarButton, identifier: String? = nil, label: String? = nil
  ) -> BarButton {
    var accessible = button
    accessible.identifier = identifier ?? button.identifier
    accessible.label = label ?? button.label
    return accessible
  }
}
