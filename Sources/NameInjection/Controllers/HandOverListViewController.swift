// The first screen: the three ways to hand the name over, one per row.

import HeadlessUIKit

/// Lists the three ways to hand the name over; tapping one opens the name input screen
/// that uses it.
final class HandOverListViewController: UITableViewController {
  private let handOvers = HandOver.allCases

  // MARK: - Navigation

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "ShowNameInput",
      let controller = segue.destination as? NameInputViewController,
      let cell = sender as? UITableViewCell,
      let indexPath = tableView.indexPath(for: cell)
    else { return }
    controller.handOver = handOvers[indexPath.row]
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    handOvers.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "HandOverCell", for: indexPath)
    let handOver = handOvers[indexPath.row]
    cell.textLabel?.text = "\(indexPath.row + 1). \(handOver.title)"
    cell.detailTextLabel?.text = handOver.outcome
    return cell
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
