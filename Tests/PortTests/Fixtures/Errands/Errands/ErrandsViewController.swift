//
//  ErrandsViewController.swift
//  Errands
//

import UIKit

class ErrandsViewController: UITableViewController {
  var errands = Errand.loadAll()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(addErrand))
  }

  @objc func addErrand() {
    errands.append(Errand(title: "Errand \(errands.count + 1)"))
    Errand.saveAll(errands)
    let indexPath = IndexPath(row: errands.count - 1, section: 0)
    tableView.insertRows(at: [indexPath], with: UITableViewRowAnimation.automatic)
  }

  func accessory(for errand: Errand) -> UITableViewCellAccessoryType {
    return errand.done ? .checkmark : .none
  }

  // MARK: - Table view

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return errands.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ErrandCell", for: indexPath)
    let errand = errands[indexPath.row]
    if errand.done {
      let struckThrough = NSUnderlineStyle.styleSingle.rawValue
      cell.textLabel?.attributedText = NSAttributedString(
        string: errand.title, attributes: [NSAttributedStringKey.strikethroughStyle: struckThrough])
    } else {
      cell.textLabel?.text = errand.title
    }
    cell.detailTextLabel?.text = nil
    cell.accessoryType = accessory(for: errand)
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let errand = errands[indexPath.row]
    errand.done = !errand.done
    Errand.saveAll(errands)
    tableView.reloadRows(at: [indexPath], with: UITableViewRowAnimation.none)
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      errands.remove(at: indexPath.row)
      Errand.saveAll(errands)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
}
