// A small fruit-list app for the tool's own tests: rows, an add screen, an alert, a date picker,
// and data saved only when the app delegate is told about background or termination.

import Foundation
import HeadlessUIKit

@testable import StepwiseTool

/// A list of fruit kept in `Documents/Fruit.txt`.
///
/// Tap toggles a checkmark, swipe deletes, "+" presents an add screen (text field, date
/// picker, Done enabled only with text), "Clear" asks in an alert. The list is saved only
/// in `applicationDidEnterBackground` and `applicationWillTerminate`, so a test that finds
/// it again after a relaunch proves the delegate was told.
enum FruitApp {
  static let descriptor = AppDescriptor(
    id: "fruit",
    title: "Fruit",
    summary: "A list of fruit that the tool's tests drive.",
    chapter: "fruit.md",
    makeDelegate: { FruitAppDelegate() },
    makeStoryboard: { storyboard })

  /// A second app, so that tests can switch apps and see the catalog's order.
  static let checklistsDescriptor = AppDescriptor(
    id: "checklists-fruit",
    title: "Fruit Checklists",
    summary: "The fruit list again, standing in for a Checklists stage.",
    chapter: "checklists-fruit.md",
    makeDelegate: { FruitAppDelegate() },
    makeStoryboard: { storyboard })

  /// The catalog the in-process tests use.
  static let catalog = AppCatalog([
    AppCatalog.Entry(descriptor, target: "FruitApp"),
    AppCatalog.Entry(checklistsDescriptor, target: "FruitChecklists"),
  ])

  @MainActor static var storyboard: UIStoryboard {
    UIStoryboard(
      name: "Fruit", initialScene: "Navigation",
      scenes: [
        .navigationController("Navigation", root: "Fruit"),
        .tableViewController(
          "Fruit", FruitListViewController.self, title: "Fruit",
          leftBarButton: .title("Clear", action: { $0.confirmClear() }),
          rightBarButton: .system(.add, segue: "Add"),
          prototypes: [PrototypeCell("Fruit", labels: [1000])],
          segues: [.presentModally("Add", to: "AddNavigation")]),
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

@MainActor
final class FruitAppDelegate: UIApplicationDelegate {
  var window: UIWindow?

  func applicationDidEnterBackground(_ application: UIApplication) {
    save()
  }

  func applicationWillTerminate(_ application: UIApplication) {
    save()
  }

  private func save() {
    let navigation = window?.rootViewController as? UINavigationController
    guard let list = navigation?.viewControllers.first as? FruitListViewController else { return }
    let text = list.fruit.map { ($0.isChecked ? "+" : "-") + $0.name + "\n" }.joined()
    try? Data(text.utf8).write(to: FruitApp.fileURL)
  }
}

struct Fruit {
  var name: String
  var isChecked = false
}

@MainActor
final class FruitListViewController: UITableViewController, FruitEditorDelegate {
  var fruit: [Fruit] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    if let text = try? String(contentsOf: FruitApp.fileURL, encoding: .utf8) {
      fruit = text.split(separator: "\n").map {
        Fruit(name: String($0.dropFirst()), isChecked: $0.hasPrefix("+"))
      }
    } else {
      fruit = [Fruit(name: "Apple"), Fruit(name: "Banana", isChecked: true), Fruit(name: "Cherry")]
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

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruit.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    (cell.viewWithTag(1000) as? UILabel)?.text = fruit[indexPath.row].name
    cell.accessoryType = fruit[indexPath.row].isChecked ? .checkmark : .none
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
    let navigation = segue.destination as? UINavigationController
    (navigation?.topViewController as? FruitEditorViewController)?.delegate = self
  }

  func editorDidCancel(_ editor: FruitEditorViewController) {
    editor.dismiss(animated: true)
  }

  func editor(_ editor: FruitEditorViewController, didFinish name: String) {
    fruit.append(Fruit(name: name))
    tableView.insertRows(at: [IndexPath(row: fruit.count - 1, section: 0)], with: .automatic)
    editor.dismiss(animated: true)
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
  var datePicker: UIDatePicker?

  override func viewDidLoad() {
    super.viewDidLoad()
    datePicker?.timeZone = TimeZone(identifier: "Asia/Tokyo")
    datePicker?.date = Date(timeIntervalSince1970: 1_800_000_000)
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

/// A screen with a date picker nobody sets: it starts at the simulated UIKit's "now".
enum ClockApp {
  static let descriptor = AppDescriptor(
    id: "clock",
    title: "Clock",
    summary: "A date picker left at its first date.",
    chapter: "clock.md",
    makeDelegate: { FruitAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Clock", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Clock"),
          .viewController(
            "Clock", ClockViewController.self, title: "Clock",
            content: [.datePicker(mode: .dateAndTime, outlet: \.datePicker)]),
        ])
    })

  static let catalog = AppCatalog([AppCatalog.Entry(descriptor, target: "ClockApp")])
}

@MainActor
final class ClockViewController: UIViewController {
  var datePicker: UIDatePicker?

  override func viewDidLoad() {
    super.viewDidLoad()
    datePicker?.timeZone = TimeZone(identifier: "UTC")
  }
}
