//
//  ViewController.swift
//  Chores
//

import UIKit

class ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

  @IBOutlet weak var todoTextField: UITextField!
  @IBOutlet weak var addButton: UIButton!
  @IBOutlet weak var tableView: UITableView!

  var todos: [String] = []
  var finished: [Bool] = []
  var editingIndex: Int? = nil

  let defaults = UserDefaults.standard

  override func viewDidLoad() {
    super.viewDidLoad()
    todos = defaults.stringArray(forKey: "todos") ?? []
    finished = defaults.array(forKey: "finished") as? [Bool] ?? []
    while finished.count < todos.count {
      finished.append(false)
    }
  }

  func save() {
    defaults.set(todos, forKey: "todos")
    defaults.set(finished, forKey: "finished")
  }

  @IBAction func addTapped(_ sender: UIButton) {
    guard let text = todoTextField.text, !text.isEmpty else { return }
    if let index = editingIndex {
      todos[index] = text
      editingIndex = nil
      addButton.setTitle("Add", for: .normal)
    } else {
      todos.append(text)
      finished.append(false)
    }
    todoTextField.text = ""
    save()
    tableView.reloadData()
  }

  // MARK: - table view

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return todos.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todoCell", for: indexPath)
    cell.textLabel?.text = todos[indexPath.row]
    if finished[indexPath.row] {
      cell.accessoryType = .checkmark
    } else {
      cell.accessoryType = .none
    }
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    finished[indexPath.row] = !finished[indexPath.row]
    save()
    tableView.reloadRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      todos.remove(at: indexPath.row)
      finished.remove(at: indexPath.row)
      save()
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let edit = UIContextualAction(style: .normal, title: "Edit") { _, _, completion in
      self.editingIndex = indexPath.row
      self.todoTextField.text = self.todos[indexPath.row]
      self.addButton.setTitle("Save", for: .normal)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [edit])
  }
}
