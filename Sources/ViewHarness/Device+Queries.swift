// What the user can see: the screen's title, bar buttons, rows, fields and alert.

import Foundation
import HeadlessUIKit

/// A row as the user sees it.
public struct Row: Equatable, Sendable, CustomStringConvertible {
  /// The row's position.
  public var indexPath: IndexPath
  /// The row's main text (without a checkmark label).
  public var text: String
  /// The detail (subtitle) text, if any.
  public var detail: String?
  /// Whether a checkmark shows: the checkmark accessory or a label showing "√".
  public var isChecked: Bool
  /// The accessory at the right edge.
  public var accessory: UITableViewCell.AccessoryType

  /// A readable description.
  public var description: String {
    var result = text
    if let detail { result += " — \(detail)" }
    if isChecked { result += " ✓" }
    return result
  }
}

/// A bar button as the user sees it.
public struct BarButtonState: Equatable, Sendable {
  /// The title ("+" for the add button).
  public var title: String
  /// Whether it can be tapped.
  public var isEnabled: Bool
}

/// A text field as the user sees it.
public struct FieldState: Equatable, Sendable {
  /// The text typed so far.
  public var text: String
  /// The grey hint shown while empty.
  public var placeholder: String?
  /// Whether the keyboard types into it.
  public var isEditing: Bool
}

/// An alert as the user sees it.
public struct AlertState: Equatable, Sendable {
  /// The title.
  public var title: String?
  /// The message.
  public var message: String?
  /// The buttons' titles, in order.
  public var actions: [String]
  /// The text fields.
  public var fields: [FieldState]
}

/// The characters that show a checkmark in a label.
let checkmarkGlyphs: Set<String> = ["√", "✓", "✔"]

extension Device {
  /// The controller the user sees (under any alert), or nil when no app is running.
  public var visibleController: UIViewController? {
    guard let root = topPresentedController else { return nil }
    if let navigationController = root as? UINavigationController {
      return navigationController.topViewController
    }
    return root
  }

  /// The root controller or the topmost one presented over it, ignoring alerts.
  var topPresentedController: UIViewController? {
    guard isRunning, var current = application?.window?.rootViewController else { return nil }
    while let presented = current.presentedViewController, !(presented is UIAlertController) {
      current = presented
    }
    return current
  }

  /// The alert on screen, if any.
  public var presentedAlert: UIAlertController? {
    topPresentedController?.presentedViewController as? UIAlertController
  }

  /// The navigation controller of the screen the user sees.
  public var visibleNavigationController: UINavigationController? {
    topPresentedController as? UINavigationController
  }

  /// The navigation bar's title.
  public var title: String? {
    guard let controller = visibleController else { return nil }
    return controller.navigationItem.title ?? controller.title
  }

  /// The titles of the screens on the navigation stack, root first.
  public var navigationStack: [String] {
    visibleNavigationController?.viewControllers.map {
      $0.navigationItem.title ?? $0.title ?? String(describing: Swift.type(of: $0))
    } ?? []
  }

  /// The back button's title, when there is one.
  public var backButtonTitle: String? {
    guard let navigationController = visibleNavigationController,
      let top = navigationController.topViewController,
      !top.navigationItem.hidesBackButton, top.navigationItem.leftBarButtonItem == nil
    else { return nil }
    return navigationController.backButtonTitle
  }

  /// The bar buttons on screen, left then right.
  public var barButtons: [BarButtonState] {
    barButtonItems.map { BarButtonState(title: $0.title ?? "", isEnabled: $0.isEnabled) }
  }

  var barButtonItems: [UIBarButtonItem] {
    guard let item = visibleController?.navigationItem else { return [] }
    return [item.leftBarButtonItem, item.rightBarButtonItem].compactMap { $0 }
      .filter { !$0.isHidden }
  }

  /// The table on screen, if the screen has one.
  public var visibleTable: UITableView? {
    guard let view = visibleController?.viewIfLoaded else { return nil }
    return view.allViews.lazy.compactMap { $0 as? UITableView }.first
  }

  /// The rows on screen, top to bottom.
  public var rows: [Row] {
    guard let table = visibleTable else { return [] }
    return table.indexPathsForVisibleRows.compactMap { indexPath in
      table.cellForRow(at: indexPath).map { Self.row(for: $0, at: indexPath) }
    }
  }

  /// The texts of the rows on screen.
  public var rowTexts: [String] { rows.map(\.text) }

  /// How the user sees a cell.
  static func row(for cell: UITableViewCell, at indexPath: IndexPath) -> Row {
    let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
      .filter { $0 !== cell.detailTextLabelIfCreated && !$0.isHidden }
    let texts = labels.compactMap(\.text).filter { !$0.isEmpty }
    let checkLabel = texts.contains { checkmarkGlyphs.contains($0) }
    let main = texts.filter { !checkmarkGlyphs.contains($0) }
    return Row(
      indexPath: indexPath,
      text: main.joined(separator: " "),
      detail: cell.detailTextLabelIfCreated?.text,
      isChecked: cell.accessoryType == .checkmark || checkLabel,
      accessory: cell.accessoryType)
  }

  /// The text field the keyboard types into, if any.
  public var focusedField: UITextField? {
    application?.window?.firstResponder as? UITextField
  }

  /// The text fields on the screen the user sees, top to bottom (not those of an alert).
  public var fields: [FieldState] {
    guard let view = visibleController?.viewIfLoaded else { return [] }
    return view.allViews.compactMap { $0 as? UITextField }.filter(\.isVisibleInHierarchy)
      .map(Self.state)
  }

  static func state(of field: UITextField) -> FieldState {
    FieldState(
      text: field.text ?? "", placeholder: field.placeholder, isEditing: field.isEditing)
  }

  /// The alert on screen, if any.
  public var alert: AlertState? {
    guard let alert = presentedAlert else { return nil }
    return AlertState(
      title: alert.title, message: alert.message,
      actions: alert.actions.map { $0.title ?? "" },
      fields: (alert.textFields ?? []).map(Self.state))
  }

  /// The controller presented over the root, if any (ignoring alerts).
  public var presentedController: UIViewController? {
    guard let root = application?.window?.rootViewController,
      let presented = root.presentedViewController, !(presented is UIAlertController)
    else { return nil }
    return presented
  }

  // MARK: - The consistency check

  /// What is wrong between the table on screen and its data source, or nil when they agree.
  ///
  /// Catches "the model changed but the table was not told" (different row counts) and
  /// "the cell changed but the model did not" (a row that differs from what the data source
  /// would show for it now).
  public func inconsistency() -> String? {
    guard let window = application?.window else { return nil }
    for case let table as UITableView in window.allViews where table.window != nil {
      let believed = table.believedRowCounts
      let actual = table.probeDataSourceCounts()
      if believed != actual {
        let section =
          (0..<max(believed.count, actual.count)).first {
            (believed.indices.contains($0) ? believed[$0] : -1)
              != (actual.indices.contains($0) ? actual[$0] : -1)
          } ?? 0
        let shown = believed.indices.contains(section) ? believed[section] : 0
        let reported = actual.indices.contains(section) ? actual[section] : 0
        return "the table shows \(shown) rows in section \(section) but its data source "
          + "reports \(reported): the model changed and the table was not told "
          + "(insertRows, deleteRows or reloadData)"
      }
      for indexPath in table.indexPathsForVisibleRows {
        guard let cell = table.cellForRow(at: indexPath),
          let expected = table.probeCell(at: indexPath)
        else { continue }
        let shown = Self.row(for: cell, at: indexPath)
        let wanted = Self.row(for: expected, at: indexPath)
        if shown != wanted {
          return "row \(indexPath.row) shows \"\(shown)\" but its data source says "
            + "\"\(wanted)\": the cell and the model disagree"
        }
      }
    }
    return nil
  }
}
