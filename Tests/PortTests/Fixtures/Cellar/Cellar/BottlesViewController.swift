//
//  BottlesViewController.swift
//  Cellar
//

import UIKit

class BottlesViewController: UITableViewController {
  var bottles = [
    Bottle(name: "Rioja", year: 2015),
    Bottle(name: "Chianti", year: 2018),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    let nib = UINib(nibName: "BottleCell", bundle: nil)
    tableView.register(nib, forCellReuseIdentifier: "BottleCell")
  }

  @IBAction func addBottle(_ sender: Any) {
    bottles.append(Bottle(name: "Bottle \(bottles.count + 1)", year: 2020))
    let indexPath = IndexPath(row: bottles.count - 1, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
    tableView.reloadSections(IndexSet(integer: 1), with: .none)
  }

  // MARK: - Table view data source

  override func numberOfSections(in tableView: UITableView) -> Int {
    return 2
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return section == 0 ? bottles.count : 1
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    if indexPath.section == 1 {
      let cell =
        Bundle.main.loadNibNamed("TotalCell", owner: self, options: nil)?.first as! TotalCell
      let opened = bottles.filter { $0.isOpened }.count
      cell.totalLabel.text = "\(bottles.count) bottles, \(opened) opened"
      return cell
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "BottleCell", for: indexPath) as! BottleCell
    let bottle = bottles[indexPath.row]
    cell.nameLabel.text = bottle.name
    cell.yearLabel.text = String(bottle.year)
    cell.openedSwitch.isOn = bottle.isOpened
    cell.openedChanged = { [weak self, weak cell] isOpened in
      guard let self = self, let cell = cell,
        let row = self.tableView.indexPath(for: cell)?.row
      else { return }
      self.bottles[row].isOpened = isOpened
      self.tableView.reloadSections(IndexSet(integer: 1), with: .none)
    }
    return cell
  }
}
