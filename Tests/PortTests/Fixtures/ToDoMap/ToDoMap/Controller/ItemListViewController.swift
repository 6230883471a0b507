//
//  ItemListViewController.swift
//  ToDoMap
//

import UIKit

class ItemListViewController: UIViewController {

  @IBOutlet var tableView: UITableView!
  @IBOutlet var dataProvider: (UITableViewDataSource & UITableViewDelegate & ItemManagerSettable)!

  let itemManager = ItemManager()

  override func viewDidLoad() {
    super.viewDidLoad()
    dataProvider.itemManager = itemManager
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()
  }

  @IBAction func addItem(_ sender: UIBarButtonItem) {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    if let nextViewController = storyboard.instantiateViewController(
      withIdentifier: "InputViewController") as? InputViewController
    {
      nextViewController.itemManager = itemManager
      nextViewController.onSave = { [weak self] in self?.tableView.reloadData() }
      present(nextViewController, animated: true, completion: nil)
    }
  }
}
