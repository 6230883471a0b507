//
//  PackingListViewController.swift
//  Packing
//

import UIKit

class PackingListViewController: UITableViewController {

  var items: [PackingItem] = []
  var editingItemIndex: Int?

  var toPack: [Int] { items.indices.filter { !items[$0].isPacked } }
  var packed: [Int] { items.indices.filter { items[$0].isPacked } }

  override func viewDidLoad() {
    super.viewDidLoad()
    load()
  }

  func itemIndex(for indexPath: IndexPath) -> Int {
    return indexPath.section == 0 ? toPack[indexPath.row] : packed[indexPath.row]
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return 2
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    return section == 0 ? "To Pack" : "Packed"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return section == 0 ? toPack.count : packed.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "PackingItemCell", for: indexPath)
      as! PackingItemCell
    let index = itemIndex(for: indexPath)
    cell.nameLabel.text = items[index].name
    cell.packedSwitch.isOn = items[index].isPacked
    cell.onToggle = { [weak self] isOn in
      guard let self = self else { return }
      self.items[index].isPacked = isOn
      self.save()
      self.tableView.reloadData()
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    performSegue(withIdentifier: "EditItem", sender: indexPath)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      items.remove(at: itemIndex(for: indexPath))
      save()
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let navigation = segue.destination as? UINavigationController,
      let addController = navigation.topViewController as? AddItemViewController
    else { return }
    if segue.identifier == "EditItem", let indexPath = sender as? IndexPath {
      editingItemIndex = itemIndex(for: indexPath)
      addController.itemName = items[editingItemIndex!].name
    } else {
      editingItemIndex = nil
    }
  }

  @IBAction func unwindToPackingList(_ unwindSegue: UIStoryboardSegue) {
    guard unwindSegue.identifier == "SaveItem",
      let source = unwindSegue.source as? AddItemViewController,
      let name = source.itemName, !name.isEmpty
    else { return }
    if let index = editingItemIndex {
      items[index].name = name
    } else {
      items.append(PackingItem(name: name))
    }
    save()
    tableView.reloadData()
  }

  // MARK: - Saving

  var fileURL: URL {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first!
    return documents.appendingPathComponent("packing.json")
  }

  func save() {
    if let data = try? JSONEncoder().encode(items) {
      try? data.write(to: fileURL)
    }
  }

  func load() {
    guard let data = try? Data(contentsOf: fileURL) else { return }
    items = (try? JSONDecoder().decode([PackingItem].self, from: data)) ?? []
  }
}
