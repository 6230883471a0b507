//
//  EntriesViewController.swift
//  Journal
//

import UIKit

class EntriesViewController: UITableViewController {

  var entries = [Entry]()
  let defaults = UserDefaults.standard

  override func viewDidLoad() {
    super.viewDidLoad()
    if let data = defaults.data(forKey: "entries"),
      let saved = try? JSONDecoder().decode([Entry].self, from: data)
    {
      entries = saved
    }
  }

  func saveEntries() {
    if let data = try? JSONEncoder().encode(entries) {
      defaults.set(data, forKey: "entries")
    }
  }

  @IBAction func addEntry(_ sender: Any) {
    let alert = UIAlertController(title: "New Entry", message: nil, preferredStyle: .alert)
    alert.addTextField { textField in
      textField.placeholder = "What happened today?"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { _ in
        let text = alert.textFields?.first?.text ?? ""
        if text.isEmpty { return }
        self.entries.insert(Entry(text: text, date: Date(), starred: false), at: 0)
        self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        self.saveEntries()
      })
    present(alert, animated: true)
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return entries.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "EntryCell", for: indexPath)
    let entry = entries[indexPath.row]
    cell.textLabel?.text = entry.text
    cell.accessoryType = entry.starred ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let alert = UIAlertController(title: "Edit Entry", message: nil, preferredStyle: .alert)
    alert.addTextField { textField in
      textField.text = self.entries[indexPath.row].text
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Save", style: .default) { _ in
        self.entries[indexPath.row].text = alert.textFields?.first?.text ?? ""
        self.tableView.reloadRows(at: [indexPath], with: .automatic)
        self.saveEntries()
      })
    present(alert, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let star = UIContextualAction(style: .normal, title: "Star") { _, _, done in
      self.entries[indexPath.row].starred.toggle()
      self.tableView.reloadRows(at: [indexPath], with: .automatic)
      self.saveEntries()
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [star])
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      entries.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      saveEntries()
    }
  }
}
