import HeadlessUIKit

/// The Add Item screen, where the user will type a new item: still empty.
class AddItemViewController: UITableViewController {
}
