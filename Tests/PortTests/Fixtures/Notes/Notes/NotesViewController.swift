//
//  NotesViewController.swift
//  Notes
//

import UIKit

class NotesViewController: UITableViewController {

  let store = NoteStore()

  @IBAction func addNote(_ sender: UIBarButtonItem) {
    store.add(Note(title: "Note \(store.notes.count + 1)"))
    let indexPath = IndexPath(row: store.notes.count - 1, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
    let note = store.notes[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = note.isPinned ? "📌 \(note.title)" : note.title
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      store.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
}
