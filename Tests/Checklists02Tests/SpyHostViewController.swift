// A screen that is not the checklist, to show each Add Item screen on its own.

import Foundation
import HeadlessUIKit

@testable import Checklists02

/// A test double: any screen at all that opens an Add Item screen and records what it hears.
///
/// "+" presents the delegate version; "Direct" presents the direct-call version.
final class SpyHostViewController: UIViewController {
  /// The texts of the items the Add Item screen reported.
  var addedTexts: [String] = []

  /// How many times the Add Item screen reported Cancel.
  var cancelCount = 0

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let navigationController = segue.destination as? UINavigationController
    if let addItem = navigationController?.topViewController as? AddItemViewController {
      addItem.delegate = self
    }
  }
}

extension SpyHostViewController: AddItemViewControllerDelegate {
  func addItemViewControllerDidCancel(_ controller: AddItemViewController) {
    cancelCount += 1
    dismiss(animated: true)
  }

  func addItemViewController(
    _ controller: AddItemViewController, didFinishAdding item: ChecklistItem
  ) {
    addedTexts.append(item.text)
    dismiss(animated: true)
  }
}
