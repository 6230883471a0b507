//
//  CountersViewController.swift
//  Tally
//

import UIKit

class CountersViewController: UITableViewController {
  var store: CounterStore!

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(addCounter))
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Reset", style: .plain, target: self, action: #selector(resetCounters(_:)))
  }

  // MARK: - Actions

  @objc func addCounter() {
    let name = "\(store.counterName) \(store.counters.count + 1)"
    store.counters.append(Counter(name: name, count: 0))
    let indexPath = IndexPath(row: store.counters.count - 1, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }

  @objc func resetCounters(_ sender: UIBarButtonItem) {
    for index in store.counters.indices {
      store.counters[index].count = 0
    }
    tableView.reloadData()
  }
}
