// The names an app gives its views for accessibility, put on the tree read from the screen.

import Foundation
import HeadlessUIKitCore

extension ScreenReader {
  /// The tree read from the screen's snapshot, each element given the identifier (and the
  /// label) the app set on the view or bar button item that shows it: a bar button by its
  /// title, a button, label or field by its kind and what it shows, a cell by its row.
  func accessibilityTree(appTitle: String) -> AccessibilityElement {
    var tree = snapshot.accessibilityTree(appTitle: appTitle)
    var names: [(kind: AccessibilityElement.Kind, gesture: String?, shown: String, view: Named)] =
      []
    for item in barButtonItems {
      let title = item.shownTitle ?? ""
      names.append((.button, "tap " + ScriptQuoting.quote(title), "", .item(item)))
    }
    for view in visibleViews where !view.isInTable {
      switch view {
      case let button as UIButton:
        names.append((.button, nil, button.currentTitle ?? "", .view(view)))
      case let field as UITextField:
        let shown = field.placeholder ?? Self.field(field).text
        names.append(
          (field.isSecureTextEntry ? .secureTextField : .textField, nil, shown, .view(view)))
      case let label as UILabel:
        names.append((.staticText, nil, label.text ?? "", .view(view)))
      case let control as UISwitch:
        names.append((.switch, nil, Self.switchState(control).title, .view(view)))
      default:
        break
      }
    }
    if let table = visibleTable {
      for indexPath in table.indexPathsForVisibleRows {
        guard let cell = table.cellForRow(at: indexPath) else { continue }
        let row = RowReference.indexPath(row: indexPath.row, section: indexPath.section)
        names.append((.cell, "tap row \(row)", "", .view(cell)))
      }
    }
    var named = Set<[Int]>()
    for name in names {
      let identifier = name.view.identifier
      let label = name.view.ownLabel
      guard identifier != nil || label != nil else { continue }
      tree.rename(at: [], skipping: &named) { element in
        guard element.kind == name.kind else { return false }
        if let gesture = name.gesture { return element.gesture == gesture }
        return element.label == name.shown || element.placeholder == name.shown
      } to: { element in
        if let identifier { element.identifier = identifier }
        if let label { element.label = label }
      }
    }
    return tree
  }

  /// A view or a bar button item that names its element.
  @MainActor
  enum Named {
    case view(UIView)
    case item(UIBarButtonItem)

    /// The identifier the app set, if any.
    var identifier: String? {
      switch self {
      case .view(let view): view.accessibilityIdentifier
      case .item(let item): item.accessibilityIdentifier
      }
    }

    /// The label the app set, if it differs from what the element shows.
    var ownLabel: String? {
      switch self {
      case .view(let view): view.hasOwnAccessibilityLabel ? view.accessibilityLabel : nil
      case .item(let item): item.hasOwnAccessibilityLabel ? item.accessibilityLabel : nil
      }
    }
  }
}

extension AccessibilityElement {
  /// Changes the first element, depth first, that `matches` and was not changed yet (its
  /// path not in `named`); says whether it found one.
  @discardableResult
  mutating func rename(
    at path: [Int], skipping named: inout Set<[Int]>,
    where matches: (AccessibilityElement) -> Bool, to change: (inout AccessibilityElement) -> Void
  ) -> Bool {
    if !named.contains(path), matches(self) {
      change(&self)
      named.insert(path)
      return true
    }
    for index in children.indices
    where children[index].rename(at: path + [index], skipping: &named, where: matches, to: change) {
      return true
    }
    return false
  }
}
