// The demo app the kit's, the harness's and the tool's own tests drive: a list of fruit.

import Foundation
import HeadlessUIKitCore

/// A list of fruit kept in `Documents/Fruit.txt`, small enough to read in a minute and using
/// every part of HeadlessUIKit the tests need.
///
/// Tap toggles a checkmark; swipe deletes; "+" presents an add screen in its own navigation
/// controller (a text field, a date picker, Done enabled only with text); an unchecked row's
/// detail button pushes the same screen to edit the name; "Clear" asks in an alert. The list
/// is saved only in `applicationDidEnterBackground` and `applicationWillTerminate`, so a test
/// that finds it again after a relaunch proves the delegate was told.
public enum FruitApp {
  /// The app.
  public static let descriptor = AppDescriptor(
    id: "fruit",
    title: "Fruit",
    summary: "A list of fruit that the tests drive.",
    chapter: "fruit.md",
    makeDelegate: { FruitAppDelegate() },
    makeStoryboard: { storyboard })

  /// The same app under a second id, so that tests can switch apps.
  public static let checklistsDescriptor = AppDescriptor(
    id: "checklists-fruit",
    title: "Fruit Checklists",
    summary: "The fruit list again, standing in for a Checklists stage.",
    chapter: "checklists-fruit.md",
    makeDelegate: { FruitAppDelegate() },
    makeStoryboard: { storyboard })

  /// The fruit a first launch shows.
  public static let samples = ["Apple", "Banana", "Cherry"]

  @MainActor static var storyboard: UIStoryboard {
    UIStoryboard(
      name: "Fruit", initialScene: "Navigation",
      scenes: [
        .navigationController("Navigation", root: "Fruit"),
        .tableViewController(
          "Fruit", FruitListViewController.self, title: "Fruit",
          leftBarButton: .title("Clear", action: { $0.confirmClear() }),
          rightBarButton: .system(.add, segue: "Add"),
          prototypes: [
            PrototypeCell(
              "Fruit", accessory: .detailButton, labels: [1000], accessorySegue: "Edit")
          ],
          segues: [
            .presentModally("Add", to: "AddNavigation"),
            .show("Edit", to: "Editor"),
          ]),
        .navigationController("AddNavigation", root: "Editor"),
        .tableViewController(
          "Editor", FruitEditorViewController.self, title: "Add Fruit",
          leftBarButton: .system(.cancel, action: { $0.cancel() }),
          rightBarButton: .system(
            .done, isEnabled: false, outlet: \.doneButton, action: { $0.done() }),
          staticCells: [
            [.textField(placeholder: "Name", outlet: \.textField, onReturn: { $0.done() })],
            [.datePicker(mode: .dateAndTime, outlet: \.datePicker)],
          ]),
      ])
  }

  /// The file the list is saved in.
  @MainActor static var fileURL: URL {
    UIApplication.shared.sandbox.documentsDirectory.appendingPathComponent("Fruit.txt")
  }
}

/// Saves the list when told the app leaves the screen, and notes what it was told.
@MainActor
public final class FruitAppDelegate: UIApplicationDelegate {
  /// The window the storyboard's first screen is shown in.
  public var window: UIWindow?
  /// What the delegate was told, in order.
  private(set) var events: [String] = []

  /// A delegate that has been told nothing yet.
  public init() {}

  /// Notes the launch.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    events.append("launched")
    return true
  }

  /// Notes the event in the preferences and saves the list.
  public func applicationDidEnterBackground(_ application: UIApplication) {
    events.append("background")
    application.defaults.set(events.count, forKey: "BackgroundEvents")
    save()
  }

  /// Notes the termination in the preferences and saves the list.
  public func applicationWillTerminate(_ application: UIApplication) {
    application.defaults.set(true, forKey: "Terminated")
    save()
  }

  private func save() {
    let navigation = window?.rootViewController as? UINavigationController
    guard let list = navigation?.viewControllers.first as? FruitListViewController else { return }
    let text = list.fruit.map { ($0.isChecked ? "+" : "-") + $0.name + "\n" }.joined()
    try? Data(text.utf8).write(to: FruitApp.fileURL)
  }
}

/// One fruit and whether it is checked.
struct Fruit: Equatable, Sendable {
  var name: String
  var isChecked = false

  init(name: String, isChecked: Bool = false) {
    self.name = name
    self.isChecked = isChecked
  }
}

/// The list: the data source, the selection, the swipe, and the editor's delegate.
@MainActor
final class FruitListViewController: UITableViewController, FruitEditorDelegate {
  /// The fruit, in the order of the rows.
  var fruit: [Fruit] = []
  /// The lifecycle calls this controller received, in order.
  private(set) var lifecycle: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    lifecycle.append("viewDidLoad")
    if let text = try? String(contentsOf: FruitApp.fileURL, encoding: .utf8) {
      fruit = text.split(separator: "\n").map {
        Fruit(name: String($0.dropFirst()), isChecked: $0.hasPrefix("+"))
      }
    } else {
      fruit = FruitApp.samples.map { Fruit(name: $0, isChecked: $0 == "Banana") }
    }
  }

  func confirmClear() {
    let alert = UIAlertController(
      title: "Remove all fruit?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Remove", style: .destructive) { [weak self] _ in
        self?.fruit.removeAll()
        self?.tableView.reloadData()
      })
    present(alert, animated: true)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  {
    fruit.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    (cell.viewWithTag(1000) as? UILabel)?.text = fruit[indexPath.row].name
    cell.accessoryType = fruit[indexPath.row].isChecked ? .checkmark : .detailButton
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    fruit[indexPath.row].isChecked.toggle()
    tableView.reloadRows(at: [indexPath], with: .automatic)
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    fruit.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "Add",
      let navigation = segue.destination as? UINavigationController,
      let editor = navigation.topViewController as? FruitEditorViewController
    {
      editor.delegate = self
    } else if segue.identifier == "Edit",
      let editor = segue.destination as? FruitEditorViewController,
      let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
    {
      editor.delegate = self
      editor.fruitToEdit = (indexPath.row, fruit[indexPath.row].name)
    }
  }

  func editorDidCancel(_ editor: FruitEditorViewController) {
    editor.dismiss(animated: true)
  }

  func editor(_ editor: FruitEditorViewController, didFinish name: String) {
    if let (row, _) = editor.fruitToEdit {
      fruit[row].name = name
      tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
      navigationController?.popViewController(animated: true)
    } else {
      fruit.append(Fruit(name: name))
      tableView.insertRows(at: [IndexPath(row: fruit.count - 1, section: 0)], with: .automatic)
      editor.dismiss(animated: true)
    }
  }
}

/// What the editor tells the list.
@MainActor
protocol FruitEditorDelegate: AnyObject {
  func editorDidCancel(_ editor: FruitEditorViewController)
  func editor(_ editor: FruitEditorViewController, didFinish name: String)
}

/// The add and edit screen: a name, a date, Cancel and Done.
@MainActor
final class FruitEditorViewController: UITableViewController, UITextFieldDelegate {
  weak var delegate: FruitEditorDelegate?
  var textField: UITextField?
  var doneButton: UIBarButtonItem?
  var datePicker: UIDatePicker?
  var fruitToEdit: (row: Int, name: String)?

  override func viewDidLoad() {
    super.viewDidLoad()
    datePicker?.timeZone = TimeZone(identifier: "Asia/Tokyo")
    datePicker?.date = Date(timeIntervalSince1970: 1_800_000_000)
    if let fruitToEdit {
      title = "Edit Fruit"
      textField?.text = fruitToEdit.name
      doneButton?.isEnabled = true
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField?.becomeFirstResponder()
  }

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { nil }

  func cancel() {
    delegate?.editorDidCancel(self)
  }

  func done() {
    guard let text = textField?.text, !text.isEmpty else { return }
    delegate?.editor(self, didFinish: text)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let old = textField.text ?? ""
    guard let stringRange = Range(range, in: old) else { return false }
    doneButton?.isEnabled = !old.replacingCharacters(in: stringRange, with: string).isEmpty
    return true
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneButton?.isEnabled = false
    return true
  }
}
