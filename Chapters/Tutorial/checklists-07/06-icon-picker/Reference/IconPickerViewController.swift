import HeadlessUIKit

/// The Choose Icon screen: every icon a list can have, one row each, the chosen one checked;
/// tells its delegate which one the user tapped.
class IconPickerViewController: UITableViewController {
  /// Every icon, in order; the names are also the images' names.
  let icons = [
    "No Icon", "Appointments", "Birthdays", "Chores", "Drinks", "Folder", "Groceries", "Inbox",
    "Photos", "Trips",
  ]

  /// The screen to tell about the user's pick; weak, like every delegate.
  weak var delegate: IconPickerViewControllerDelegate?

  /// The icon the list has now, set before the screen appears; its row shows a checkmark.
  var selectedIconName: String?

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    icons.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "IconCell", for: indexPath)
    let iconName = icons[indexPath.row]
    cell.textLabel?.text = iconName
    cell.imageView?.image = UIImage(named: iconName)
    cell.accessoryType = iconName == selectedIconName ? .checkmark : .none
    return cell
  }

  // MARK: - UITableViewDelegate

  /// Hands the tapped icon's name to the delegate, which closes this screen.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    delegate?.iconPicker(self, didPick: icons[indexPath.row])
  }
}
