// The one reader of the view tree: what the user can see in a window, and where it is.

import Foundation
import HeadlessUIKitCore

/// Reads what a window shows the user: the screen on top, its navigation bar, its content
/// and any alert.
///
/// Everything that asks "what is on screen?" asks it here: the snapshot that the text
/// screen and the phone picture draw, the device's queries, and the gestures that look for
/// the button or row the user named. So the user can tap exactly what is drawn.
@MainActor
struct ScreenReader {
  /// The app's window.
  let window: UIWindow

  /// The buttons a swipe revealed on a row, which the device remembers between gestures.
  var revealedActions: RevealedRowActions? = nil

  /// The system's alert over the app (a permission question), which no controller of the
  /// app presents.
  var systemAlert: UIAlertController? = nil

  // MARK: - The screen on top

  /// The root controller or the topmost one presented over it, ignoring alerts.
  var topPresentedController: UIViewController? {
    guard var current = window.rootViewController else { return nil }
    while let presented = current.presentedViewController, !(presented is UIAlertController) {
      current = presented
    }
    return current
  }

  /// The controller the user sees, under any alert.
  var visibleController: UIViewController? {
    guard let root = topPresentedController else { return nil }
    if let navigationController = root as? UINavigationController {
      return navigationController.topViewController
    }
    return root
  }

  /// The navigation controller of the screen the user sees.
  var visibleNavigationController: UINavigationController? {
    topPresentedController as? UINavigationController
  }

  /// The alert on screen, if any: the system's over everything, else the app's own.
  var presentedAlert: UIAlertController? {
    systemAlert ?? topPresentedController?.presentedViewController as? UIAlertController
  }

  /// The visible views of the screen the user sees, depth first (not those of an alert).
  var visibleViews: [UIView] {
    guard let controller = visibleController, let view = controller.viewIfLoaded else {
      return []
    }
    // The search bar the navigation bar shows under the title comes first, at the top.
    let searchBar = controller.navigationItem.searchController?.searchBar
    return ((searchBar?.allViews ?? []) + view.allViews).filter(\.isVisibleInHierarchy)
  }

  // MARK: - The navigation bar

  /// The navigation bar's title.
  var title: String? {
    guard let controller = visibleController else { return nil }
    return controller.navigationItem.title ?? controller.title
  }

  /// The back button's title, when there is one.
  var backButtonTitle: String? {
    guard let navigationController = visibleNavigationController,
      let top = navigationController.topViewController,
      top.navigationItem.showsBackButton
    else { return nil }
    return navigationController.backButtonTitle
  }

  /// The bar buttons on screen: the navigation bar's, left to right as the user sees them,
  /// then the toolbar's.
  ///
  /// Every tap looks for its button here, so the list is built in one array with plain
  /// loops (each call of a closure made on the main actor checks that it runs there).
  var barButtonItems: [UIBarButtonItem] {
    guard let item = visibleController?.navigationItem else { return [] }
    let toolbar = toolbarItems ?? []
    let left = Self.shownLeftItems(of: item)
    let right = Self.shownRightItems(of: item)
    var items: [UIBarButtonItem] = []
    items.reserveCapacity(left.count + right.count + toolbar.count)
    items.append(contentsOf: left)
    items.append(contentsOf: right)
    items.append(contentsOf: toolbar)
    return items
  }

  /// The left buttons that show, left to right (the first of `leftBarButtonItems` at the
  /// left edge).
  static func shownLeftItems(of item: UINavigationItem) -> [UIBarButtonItem] {
    shown(item.leftBarButtonItems ?? [])
  }

  /// The right buttons that show, left to right (the first of `rightBarButtonItems` sits at
  /// the right edge, so it comes last).
  static func shownRightItems(of item: UINavigationItem) -> [UIBarButtonItem] {
    shown((item.rightBarButtonItems ?? []).reversed())
  }

  /// The toolbar's buttons, left to right, without its spaces; nil when no toolbar shows.
  var toolbarItems: [UIBarButtonItem]? {
    guard let navigationController = visibleNavigationController,
      !navigationController.isToolbarHidden
    else { return nil }
    return Self.shown(navigationController.topViewController?.toolbarItems ?? [])
  }

  /// The bar buttons of a bar that show, in order: neither hidden nor a space.
  static func shown(_ items: [UIBarButtonItem]) -> [UIBarButtonItem] {
    var shown: [UIBarButtonItem] = []
    for button in items where !button.isHidden && button.systemItem?.isSpace != true {
      shown.append(button)
    }
    return shown
  }

  var navigationBar: ScreenSnapshot.NavigationBar {
    let item = visibleController?.navigationItem
    let left = item.map(Self.shownLeftItems(of:)) ?? []
    let right = item.map(Self.shownRightItems(of:)) ?? []
    var bar = ScreenSnapshot.NavigationBar(
      backTitle: backButtonTitle, leftButtons: left.map(Self.barButton), title: title ?? "",
      rightButtons: right.map(Self.barButton),
      showsLargeTitle: visibleNavigationController?.showsLargeTitle ?? false)
    bar.className = visibleController.map { String(reflecting: type(of: $0)) }
    return bar
  }

  static func barButton(_ item: UIBarButtonItem) -> ScreenSnapshot.BarButton {
    ScreenSnapshot.BarButton(
      title: item.shownTitle ?? "",
      isEnabled: item.showsEnabled, isProminent: item.style == .done,
      isAddButton: item.systemItem == .add)
  }

  // MARK: - The alert

  var alert: ScreenSnapshot.Alert? {
    presentedAlert.map { alert in
      ScreenSnapshot.Alert(
        title: alert.title, message: alert.message,
        fields: (alert.textFields ?? []).map(Self.field),
        actions: alert.actions.map {
          ScreenSnapshot.AlertAction(
            title: $0.title ?? "", isEnabled: $0.isEnabled, isCancel: $0.style == .cancel,
            isDestructive: $0.style == .destructive)
        }, isActionSheet: alert.preferredStyle == .actionSheet)
    }
  }

  // MARK: - The whole screen

  /// Everything the window shows.
  var snapshot: ScreenSnapshot {
    ScreenSnapshot(
      stoppedReason: nil, navigationBar: navigationBar, elements: elements, alert: alert,
      toolbar: toolbarItems?.map(Self.barButton))
  }

}

extension UIView {
  /// The label just before this view among its siblings, beside it, which names it (a
  /// switch's or a text field's).
  var labelBeside: UILabel? {
    guard let siblings = superview?.subviews,
      let index = siblings.firstIndex(where: { $0 === self }), index > 0,
      let label = siblings[index - 1] as? UILabel, !label.isHidden
    else { return nil }
    return label
  }
}

extension UIView {

  /// Whether neither this view nor any of its ancestors up to `container` is hidden.
  func isShown(within container: UIView) -> Bool {
    var current: UIView? = self
    while let view = current, view !== container {
      if view.isHidden { return false }
      current = view.superview
    }
    return true
  }

  /// Whether this view sits inside a table (its cells draw it as part of a row).
  var isInTable: Bool {
    var current = superview
    while let view = current {
      if view is UITableView { return true }
      current = view.superview
    }
    return false
  }
}
