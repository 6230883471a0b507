//
//  PhrasesViewController.swift
//  Phrasebook
//

import UIKit

class PhrasesViewController: UITableViewController {
  var phrases: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = NSLocalizedString("Phrases", comment: "The title of the list of phrases")
    phrases = [
      NSLocalizedString("Good morning", comment: "A greeting before noon"),
      NSLocalizedString("Thank you", comment: "Thanks"),
      NSLocalizedString("hello", tableName: "Greetings", comment: "A greeting at any time"),
    ]
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(addPhrase))
  }

  // MARK: - Actions

  @objc func addPhrase() {
    let format = NSLocalizedString("Phrase %d", comment: "The name of a new phrase")
    phrases.append(String(format: format, phrases.count + 1))
    let indexPath = IndexPath(row: phrases.count - 1, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return phrases.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PhraseCell", for: indexPath)
    cell.textLabel?.text = phrases[indexPath.row]
    return cell
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let alert = UIAlertController(
      title: phrases[indexPath.row],
      message: NSLocalizedString(
        "phrase.hint", value: "Say it aloud", comment: "Not in any table yet"),
      preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(
        title: NSLocalizedString("Close", comment: "Closes the phrase"), style: .cancel))
    present(alert, animated: true)
  }
}
