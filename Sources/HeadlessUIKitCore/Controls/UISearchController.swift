// A search controller: a search bar in the navigation bar, and the object told to update the
// results as the user types.

import Foundation

/// The object that shows results for what the search bar holds.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// Told when the search becomes active or inactive and after each change the user makes.
  func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it becomes active and inactive; every
/// method has a default.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// Told before the search becomes active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Told after the search became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Told before the search becomes inactive.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Told after the search became inactive.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// By default nothing happens.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// By default nothing happens.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// By default nothing happens.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// By default nothing happens.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar the navigation bar shows (`navigationItem.searchController`), and the
/// search's state: tapping its field makes the search active, each change the user makes is
/// passed to ``searchResultsUpdater``, and Cancel clears the field and ends the search.
///
/// HeadlessUIKit shows the results in the screen's own view (as with a nil
/// `searchResultsController`); a results controller is kept, not shown.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller meant to show the results; nil shows them in the searched screen.
  public private(set) var searchResultsController: UIViewController?
  /// The object told to update the results.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The object told as the search becomes active and inactive.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// The search bar, shown under the navigation bar's title.
  public let searchBar = UISearchBar()
  /// Whether the screen under the search is dimmed while it is active (nothing is drawn
  /// dimmed here).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while the search is active.
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the search bar shows Cancel while the search is active.
  open var automaticallyShowsCancelButton = true

  /// Whether the search is active: it becomes so when the user taps the bar's field, and
  /// stops when the user taps Cancel or the app sets it false.
  open var isActive: Bool {
    get { active }
    set { setActive(newValue) }
  }

  private var active = false

  /// A search controller showing its results in `searchResultsController`, or in the
  /// searched screen for nil.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    followSearchBar()
  }

  /// A search controller from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    followSearchBar()
  }

  private func followSearchBar() {
    searchBar.onBeginEditing = { [weak self] in self?.setActive(true) }
    searchBar.onTextChange = { [weak self] in
      guard let self, self.active else { return }
      self.searchResultsUpdater?.updateSearchResults(for: self)
    }
    searchBar.onCancel = { [weak self] in
      guard let self else { return }
      self.searchBar.text = ""
      _ = self.searchBar.resignFirstResponder()
      self.setActive(false)
    }
  }

  private func setActive(_ isActive: Bool) {
    guard isActive != active else { return }
    if isActive {
      delegate?.willPresentSearchController(self)
      active = true
      if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
      delegate?.didPresentSearchController(self)
    } else {
      delegate?.willDismissSearchController(self)
      active = false
      if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
      if searchBar.isFirstResponder { _ = searchBar.resignFirstResponder() }
      delegate?.didDismissSearchController(self)
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}
