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

/// An app whose first screen is the spy, able to open both Add Item screens.
enum SpyHostApp {
  static let app = AppDescriptor(
    id: "checklists-02-spy-host",
    title: "Spy host",
    summary: "Opens either Add Item screen from a screen that is not the checklist.",
    chapter: "checklists-02.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "SpyHost", initialScene: "NavigationController",
        scenes: [
          .navigationController("NavigationController", root: "Host"),
          .viewController(
            "Host", SpyHostViewController.self, title: "Host",
            leftBarButton: .title("Direct", segue: "DirectCall"),
            rightBarButton: .system(.add, segue: "AddItem"),
            segues: [
              .presentModally("AddItem", to: "AddItemNavigation"),
              .presentModally("DirectCall", to: "DirectCallNavigation"),
            ]),
          .navigationController("AddItemNavigation", root: "AddItem"),
          .tableViewController(
            "AddItem", AddItemViewController.self, title: "Add Item",
            leftBarButton: .system(.cancel, action: { $0.cancel() }),
            rightBarButton: .system(
              .done, isEnabled: false, outlet: \.doneBarButton, action: { $0.done() }),
            staticCells: [[.textField(outlet: \.textField)]]),
          .navigationController("DirectCallNavigation", root: "DirectCall"),
          .tableViewController(
            "DirectCall", DirectCallAddItemViewController.self, title: "Add Item",
            leftBarButton: .system(.cancel, action: { $0.cancel() }),
            rightBarButton: .system(
              .done, isEnabled: false, outlet: \.doneBarButton, action: { $0.done() }),
            staticCells: [[.textField(outlet: \.textField)]]),
        ])
    })
}
