//
//  MemosViewController.swift
//  Memos
//

import UIKit

class MemosViewController: UITableViewController {

  // colors and pictures for the list
  let theme: [String: Any] = [
    "tint": #colorLiteral(red: 0.9254902005, green: 0.2352941185, blue: 0.1019607857, alpha: 1),
    "pin": #imageLiteral(resourceName: "Pin"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.tintColor = theme["tint"] as? UIColor
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()
  }

  // this was the first version of the + button, before the memo screen
  @IBAction func addMemo(_ sender: Any) {
    MemoStore.shared.add(Memo(text: "New memo"))
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return MemoStore.shared.memos.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "MemoCell", for: indexPath)
    cell.textLabel?.text = MemoStore.shared.memos[indexPath.row].title
    cell.imageView?.image = theme["pin"] as? UIImage
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      MemoStore.shared.memos.remove(at: indexPath.row)
      MemoStore.shared.save()
      tableView.deleteRows(at: [indexPath], with: .automatic)
      if MemoStore.shared.memos.isEmpty {
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
      }
    }
  }
}
