//
//  TasksViewController.swift
//  Planner
//

import UIKit

class TasksViewController: UITableViewController, TaskDetailViewControllerDelegate {

  var items = [TaskItem]()

  override func viewDidLoad() {
    super.viewDidLoad()
    loadTasks()
  }

  // MARK: - Table View Data Source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "TaskItem", for: indexPath)
    let item = items[indexPath.row]
    configureText(for: cell, with: item)
    configureCheckmark(for: cell, with: item)
    return cell
  }

  // MARK: - Table View Delegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) {
      let item = items[indexPath.row]
      item.toggleChecked()
      configureCheckmark(for: cell, with: item)
    }
    tableView.deselectRow(at: indexPath, animated: true)
    saveTasks()
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items[indexPath.row].removeNotification()
    items.remove(at: indexPath.row)
    let indexPaths = [indexPath]
    tableView.deleteRows(at: indexPaths, with: .automatic)
    saveTasks()
  }

  func configureCheckmark(for cell: UITableViewCell, with item: TaskItem) {
    let label = cell.viewWithTag(1001) as! UILabel
    if item.checked {
      label.text = "√"
    } else {
      label.text = ""
    }
  }

  func configureText(for cell: UITableViewCell, with item: TaskItem) {
    let label = cell.viewWithTag(1000) as! UILabel
    label.text = item.text
  }

  // MARK: - Navigation

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "AddTask" {
      let controller = segue.destination as! TaskDetailViewController
      controller.delegate = self
    } else if segue.identifier == "EditTask" {
      let controller = segue.destination as! TaskDetailViewController
      controller.delegate = self
      if let indexPath = tableView.indexPath(for: sender as! UITableViewCell) {
        controller.itemToEdit = items[indexPath.row]
      }
    }
  }

  // MARK: - Task Detail View Controller Delegates

  func taskDetailViewControllerDidCancel(_ controller: TaskDetailViewController) {
    navigationController?.popViewController(animated: true)
  }

  func taskDetailViewController(
    _ controller: TaskDetailViewController, didFinishAdding item: TaskItem
  ) {
    let newRowIndex = items.count
    items.append(item)
    let indexPath = IndexPath(row: newRowIndex, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
    navigationController?.popViewController(animated: true)
    saveTasks()
  }

  func taskDetailViewController(
    _ controller: TaskDetailViewController, didFinishEditing item: TaskItem
  ) {
    if let index = items.firstIndex(of: item) {
      let indexPath = IndexPath(row: index, section: 0)
      if let cell = tableView.cellForRow(at: indexPath) {
        configureText(for: cell, with: item)
      }
    }
    navigationController?.popViewController(animated: true)
    saveTasks()
  }

  // MARK: - Data Saving

  func documentsDirectory() -> URL {
    let paths = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
    return paths[0]
  }

  func dataFilePath() -> URL {
    return documentsDirectory().appendingPathComponent("Tasks.plist")
  }

  func saveTasks() {
    let encoder = PropertyListEncoder()
    do {
      let data = try encoder.encode(items)
      try data.write(to: dataFilePath(), options: Data.WritingOptions.atomic)
    } catch {
      print("Error encoding item array: \(error.localizedDescription)")
    }
  }

  func loadTasks() {
    let path = dataFilePath()
    if let data = try? Data(contentsOf: path) {
      let decoder = PropertyListDecoder()
      do {
        items = try decoder.decode([TaskItem].self, from: data)
      } catch {
        print("Error decoding item array: \(error.localizedDescription)")
      }
    }
  }
}
