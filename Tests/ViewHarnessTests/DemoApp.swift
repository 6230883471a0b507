// A tiny app that uses every part of HeadlessUIKit, for the kit's and harness's own tests.

import Foundation
import HeadlessUIKit

/// A list of fruit: tap toggles a checkmark, "+" presents an add screen, the accessory pushes
/// an edit screen, swipe deletes.
enum DemoApp {
  static let descriptor = AppDescriptor(
    id: "demo",
    title: "Demo",
    summary: "A list of fruit that exercises the simulated UIKit.",
    chapter: "none",
    makeDelegate: { DemoAppDelegate() },
    makeStoryboard: { storyboard })

  @MainActor static var storyboard: UIStoryboard {
    UIStoryboard(
      name: "Demo", initialScene: "Navigation",
      scenes: [
        .navigationController("Navigation", root: "Fruit"),
        .tableViewController(
          "Fruit", FruitListViewController.self, title: "Fruit",
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
            [.textField(placeholder: "Name", outlet: \.textField, onReturn: { $0.done() })]
          ]),
      ])
  }
}

@MainActor
final class DemoAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
  var events: [String] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    events.append("launched")
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    events.append("background")
    application.defaults.set(events.count, forKey: "BackgroundEvents")
  }

  func applicationWillTerminate(_ application: UIApplication) {
    application.defaults.set(true, forKey: "Terminated")
  }
}

struct Fruit {
  var name: String
  var isChecked = false
}

@MainActor
final class FruitListViewController: UITableViewController, FruitEditorDelegate {
  var fruit = [Fruit(name: "Apple"), Fruit(name: "Banana", isChecked: true), Fruit(name: "Cherry")]
  var lifecycle: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    lifecycle.append("viewDidLoad")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruit.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    let label = cell.viewWithTag(1000) as? UILabel
    label?.text = fruit[indexPath.row].name
    cell.accessoryType = fruit[indexPath.row].isChecked ? .checkmark : .detailButton
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    fruit[indexPath.row].isChecked.toggle()
    tableView.reloadRows(at: [indexPath], with: .automatic)
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
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

@MainActor
protocol FruitEditorDelegate: AnyObject {
  func editorDidCancel(_ editor: FruitEditorViewController)
  func editor(_ editor: FruitEditorViewController, didFinish name: String)
}

@MainActor
final class FruitEditorViewController: UITableViewController, UITextFieldDelegate {
  weak var delegate: FruitEditorDelegate?
  var textField: UITextField?
  var doneButton: UIBarButtonItem?
  var fruitToEdit: (row: Int, name: String)?

  override func viewDidLoad() {
    super.viewDidLoad()
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
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let old = textField.text ?? ""
    guard let stringRange = Range(range, in: old) else { return false }
    let new = old.replacingCharacters(in: stringRange, with: string)
    doneButton?.isEnabled = !new.isEmpty
    return true
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    doneButton?.isEnabled = false
    return true
  }
}
