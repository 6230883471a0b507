//
//  CountersViewController+DataSource.swift
//  Tally
//

import UIKit

// MARK: - Table view data source

extension CountersViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return store.counters.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "CounterCell", for: indexPath)
    let counter = store.counters[indexPath.row]
    cell.textLabel!.text = counter.name
    cell.detailTextLabel!.text = "\(counter.count)"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    store.counters[indexPath.row].count += 1
    tableView.reloadRows(at: [indexPath], with: .none)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
