// A search bar: a field for what to look for, telling its delegate as the user types.

import Foundation

/// The questions and news a search bar gives its delegate; every method has a default.
///
/// As with a text field (FIDELITY 18), they come from the user's own edits only: setting
/// `text` in code calls none of them.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Asked before the bar's field takes focus; false keeps it from editing.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Told after the field took focus.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Asked before the field loses focus; false keeps it editing.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Told after the field lost focus.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// Told after each change the user makes, the clear button's included.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Asked for every keystroke, backspace and paste, with the range in UTF-16 units.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Told when the user presses the keyboard's Search key.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// Told when the user taps the bar's Cancel button.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// By default the bar may begin editing.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// By default nothing happens.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// By default the bar may end editing.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// By default nothing happens.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// By default nothing happens.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// By default every edit is accepted.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// By default nothing happens.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// By default nothing happens.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// The field inside a search bar, where the user types.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// A bar with a field for what to look for: the user types into its `searchTextField`, and
/// the bar tells its delegate of each change and of the keyboard's Search key.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The field the user types into.
  public let searchTextField = UISearchTextField()

  /// The object told of the user's searching.
  open weak var delegate: (any UISearchBarDelegate)?

  /// What the field holds: "" when empty. Setting it tells the delegate nothing.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The grey text the empty field shows ("Search" when nil, as UIKit draws it).
  open var placeholder: String? {
    didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder }
  }

  /// Whether the bar shows a Cancel button beside its field.
  open var showsCancelButton = false {
    didSet { cancelButton.isHidden = !showsCancelButton }
  }

  /// Shows or hides the Cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// The title of the keyboard's return key, which is "Search" in a search bar.
  open var returnKeyType: UITextField.ReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// What the field shows while empty, when no placeholder is set.
  static let defaultPlaceholder = "Search"

  /// What a search controller follows of the bar, beside the delegate: the field taking
  /// focus, each change the user makes, Cancel.
  var onBeginEditing: (() -> Void)?
  var onTextChange: (() -> Void)?
  var onCancel: (() -> Void)?

  private let cancelButton = UIButton(type: .system)
  private let relay = SearchFieldRelay()

  /// An empty search bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    assemble()
  }

  /// An empty search bar.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A search bar from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    assemble()
  }

  private func assemble() {
    searchTextField.placeholder = Self.defaultPlaceholder
    searchTextField.returnKeyType = .search
    searchTextField.clearButtonMode = .whileEditing
    relay.searchBar = self
    searchTextField.delegate = relay
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBar(self, textDidChange: self.text ?? "")
        self.onTextChange?()
      }, for: .editingChanged)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.isHidden = true
    cancelButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarCancelButtonClicked(self)
        self.onCancel?()
      }, for: .touchUpInside)
    addSubview(searchTextField)
    addSubview(cancelButton)
  }

  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  /// Gives the field focus, as tapping it does.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    searchTextField.becomeFirstResponder()
  }

  /// Takes focus from the field and puts the keyboard away.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    searchTextField.resignFirstResponder()
  }
}

/// Passes the field's questions to the search bar's delegate, in the bar's words.
@MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
  weak var searchBar: UISearchBar?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
    searchBar.onBeginEditing?()
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBar(
      searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  /// The Search key tells the delegate; the field keeps its focus, as in UIKit.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    return false
  }
}
