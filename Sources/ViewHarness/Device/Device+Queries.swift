// What the user can see: the screen's title, bar buttons, rows, fields and alert.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

extension Device {
  /// The reader of what the app's window shows, while the app runs.
  var reader: ScreenReader? {
    guard isRunning, let window = application?.window else { return nil }
    return ScreenReader(
      window: window, revealedActions: revealedActions, systemAlert: application?.systemAlert)
  }

  /// What the screen shows now, as values: what ``screen`` and the phone picture draw.
  public var snapshot: ScreenSnapshot {
    guard let reader else { return .stopped(stoppedReason) }
    return reader.snapshot
  }

  /// The screen as the user sees it, drawn in text (see ``TextScreen``).
  public var screen: String {
    TextScreen(snapshot).text
  }

  /// Why nothing is on screen: the app crashed, is not running, or runs with no window.
  var stoppedReason: String {
    if let lastException { return localized("crashed: \(lastException.reason)") }
    guard isRunning else { return localized("\(app.id) is not running") }
    if app.makeSceneDelegate != nil {
      return localized(
        """
        \(app.id) is running but shows nothing: its scene has no window (the scene \
        delegate keeps the storyboard's window in its `var window: UIWindow?`, or makes one \
        in scene(_:willConnectTo:options:))
        """)
    }
    return localized(
      """
      \(app.id) is running but shows nothing: it has no window. With no scene manifest \
      the app delegate keeps the main storyboard's window in a `var window: UIWindow?` \
      property (iOS logs "The app delegate must implement the window property if it wants \
      to use a main storyboard file.")
      """)
  }

  /// Whether a string on screen is the one the user named: the same text, or the string the
  /// English word stands for in the app's glossary (`"Save"` for "保存する").
  public func shows(_ shown: String?, as name: String) -> Bool {
    guard let shown else { return false }
    return ScriptQuoting.sameTitle(shown, name) || app.shownString(forEnglish: name) == shown
  }

  /// The controller the user sees (under any alert), or nil when no app is running.
  public var visibleController: UIViewController? { reader?.visibleController }

  /// The alert on screen, if any.
  public var presentedAlert: UIAlertController? { reader?.presentedAlert }

  /// The navigation controller of the screen the user sees.
  public var visibleNavigationController: UINavigationController? {
    reader?.visibleNavigationController
  }

  /// The navigation bar's title.
  public var title: String? { reader?.title }

  /// The titles of the screens on the navigation stack, root first.
  public var navigationStack: [String] {
    visibleNavigationController?.viewControllers.map {
      $0.navigationItem.title ?? $0.title ?? String(describing: Swift.type(of: $0))
    } ?? []
  }

  /// The back button's title, when there is one.
  public var backButtonTitle: String? { reader?.backButtonTitle }

  /// The bar buttons on screen, left then right.
  public var barButtons: [ScreenSnapshot.BarButton] {
    barButtonItems.map(ScreenReader.barButton)
  }

  var barButtonItems: [UIBarButtonItem] { reader?.barButtonItems ?? [] }

  /// The table on screen, if the screen has one.
  public var visibleTable: UITableView? { reader?.visibleTable }

  /// The rows on screen, top to bottom.
  public var rows: [Row] { reader?.rows ?? [] }

  /// The texts of the rows on screen.
  public var rowTexts: [String] { rows.map(\.text) }

  /// The alert on screen, if any.
  public var alert: ScreenSnapshot.Alert? { reader?.alert }

  /// Whether the alert action, bar button or button with this title is enabled, or nil when
  /// the screen shows none (the alert's actions when an alert is up, as
  /// ``tap(_:file:line:column:)`` finds them).
  public func isEnabled(_ title: String) -> Bool? {
    if let alert = presentedAlert {
      return alert.actions.first { shows($0.title, as: title) }?.isEnabled
    }
    if let item = barButtonItems.first(where: { shows($0.shownTitle, as: title) }) {
      return item.showsEnabled
    }
    return visibleButtons.first { shows($0.currentTitle, as: title) }?.isEnabled
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
    return inconsistency(in: window.tables)
  }

  /// A row's image as a message names it: `the image "Folder"`, or `no image`.
  private static func imageDescription(_ name: String?) -> String {
    name.map { "the image \(ScriptQuoting.quote($0))" } ?? "no image"
  }

  /// What is wrong between these tables and their data sources, or nil when they agree.
  func inconsistency(in tables: [UITableView]) -> String? {
    countMismatch(in: tables) ?? cellDisagreements(in: tables).first?.message
  }

  /// A table whose row counts differ from its data source's, said as a message.
  func countMismatch(in tables: [UITableView]) -> String? {
    for table in tables where table.window != nil {
      let believed = table.believedRowCounts
      let actual = table.probeDataSourceCounts()
      if believed != actual {
        func count(_ counts: [Int], _ section: Int) -> Int {
          counts.indices.contains(section) ? counts[section] : -1
        }
        let sections = 0..<max(believed.count, actual.count)
        let section = sections.first { count(believed, $0) != count(actual, $0) } ?? 0
        let shown = believed.indices.contains(section) ? believed[section] : 0
        let reported = actual.indices.contains(section) ? actual[section] : 0
        return localized(
          """
          the table shows \(shown) rows in section \(section) but its data source \
          reports \(reported): the model changed and the table was not told \
          (insertRows, deleteRows or reloadData)
          """)
      }
    }
    return nil
  }

  /// The visible rows whose cells show other content than their data source gives for them
  /// now (the cell changed and the model did not), each with what the row shows and the
  /// message that says it.
  func cellDisagreements(in tables: [UITableView]) -> [CellDisagreement] {
    var found: [CellDisagreement] = []
    for table in tables where table.window != nil {
      for indexPath in table.indexPathsForVisibleRows {
        // A static cell is its own answer: the data source hands back the very cell shown.
        guard let cell = table.cellForRow(at: indexPath),
          let expected = table.probeCell(at: indexPath), expected !== cell,
          !ScreenReader.certainlyShowSameContent(cell, expected)
        else { continue }
        let shown = ScreenReader.row(for: cell, at: indexPath)
        let wanted = ScreenReader.row(for: expected, at: indexPath, isEditing: cell.isEditing)
        if !shown.showsSameContent(as: wanted) {
          let (seen, said) =
            shown.description == wanted.description
            ? (Self.imageDescription(shown.image), Self.imageDescription(wanted.image))
            : ("\"\(shown)\"", "\"\(wanted)\"")
          let name =
            indexPath.section == 0
            ? localized("row \(indexPath.row)")
            : localized("row \(indexPath.row) in section \(indexPath.section)")
          found.append(
            CellDisagreement(
              table: ObjectIdentifier(table), indexPath: indexPath, shown: shown,
              message: localized(
                "\(name) shows \(seen) but its data source says \(said): the cell and the model disagree"
              )))
        }
      }
    }
    return found
  }
}

/// A visible row whose cell shows other content than its data source gives for it now.
struct CellDisagreement {
  /// The table the row is in.
  var table: ObjectIdentifier
  /// The row.
  var indexPath: IndexPath
  /// What the row shows.
  var shown: Row
  /// The check's message.
  var message: String
}
