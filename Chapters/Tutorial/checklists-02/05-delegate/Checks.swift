// The shape checklists-02/05-delegate asks for: a delegate protocol the Add Item screen
// reports to, held weakly, and adopted by the list screen.

import Testing

@testable import Checklists

@Suite struct Checklists02DelegateChecks {
  /// A delegate that only writes down what it hears: any object can be the Add Item
  /// screen's delegate, not only the list screen.
  final class Listener: AddItemViewControllerDelegate {
    var cancelled = 0
    var added: [String] = []

    func addItemViewControllerDidCancel(_ controller: AddItemViewController) {
      cancelled += 1
    }

    func addItemViewController(
      _ controller: AddItemViewController, didFinishAdding item: ChecklistItem
    ) {
      added.append(item.text)
    }
  }

  @Test func theListScreenAdoptsTheProtocol() {
    let adopter: any AddItemViewControllerDelegate.Type = ChecklistViewController.self
    #expect(adopter is ChecklistViewController.Type)
  }

  @Test func theAddItemScreenHoldsItsDelegateWeakly() {
    let controller = AddItemViewController()
    var listener: Listener? = Listener()
    controller.delegate = listener
    #expect(
      controller.delegate === listener,
      "the Add Item screen to keep the delegate it is given: its `delegate` gives back another object"
    )
    // Nothing else keeps the listener: a weak delegate lets it go.
    listener = nil
    #expect(
      controller.delegate == nil,
      "the Add Item screen's `delegate` to be weak: it still holds its delegate after nothing else did, as it would hold the list screen after that screen closed"
    )
  }
}
