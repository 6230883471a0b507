// The article's "+" action, kept to show how an empty to-do gets in.

import HeadlessUIKit

/// The to-do list with the article's "+" action: OK is always enabled and adds whatever the
/// field holds, even nothing. Everything else is the main list's.
final class AsWrittenTodoListViewController: TodoListViewController {
  // excerpt: as-written-add
  override func addButton() {
    let alertController = UIAlertController(
      title: "todoを追加", message: "todoを入力してください", preferredStyle: .alert)
    alertController.addTextField()
    let okAction = UIAlertAction(title: "OK", style: .default) {
      [weak self, weak alertController] _ in
      if let textField = alertController?.textFields?.first {
        self?.insertTodo(titled: textField.text ?? "")
      }
    }
    alertController.addAction(okAction)
    alertController.addAction(UIAlertAction(title: "cancel", style: .cancel))
    present(alertController, animated: true)
  }
  // end excerpt
}
