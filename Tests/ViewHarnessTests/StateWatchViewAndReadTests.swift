// The watch's other two kinds of line: a cell on screen the app's code changed, and a file
// the app read; and a navigation stack kept by the app, which is no model.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing

@testable import ViewHarness

/// Two rows; a tap sets the row's checkmark on the cell shown, as the book's first app does,
/// and keeps the screens it opened in a list of its own.
final class CheckmarkListViewController: UITableViewController {
  var checked: [Bool] = [false, false]
  var opened: [UIViewController] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    checked.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.accessoryType = checked[indexPath.row] ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    checked[indexPath.row].toggle()
    if let cell = tableView.cellForRow(at: indexPath) {
      cell.accessoryType = checked[indexPath.row] ? .checkmark : .none
    }
    opened.append(UIViewController())
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

@MainActor
final class CheckmarkAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

enum CheckmarkApp {
  static let descriptor = AppDescriptor(
    id: "checkmarks", title: "Checkmarks", summary: "Two rows to check.", chapter: "none.md",
    makeDelegate: { CheckmarkAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Main", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "List"),
          .tableViewController(
            "List", CheckmarkListViewController.self, title: "Checks",
            prototypes: [PrototypeCell("Row", style: .default)]),
        ])
    })
}

@MainActor
@Suite struct StateWatchViewAndReadTests {
  @Test func theCheckmarkTheControllerSetsOnACellShownIsAViewLine() throws {
    let device = try Device(app: CheckmarkApp.descriptor)
    device.watchesModelAndStorage = true

    try device.tapRow(1)

    let lines = device.transcript.lastGesture
    let selected = try #require(lines.firstIndex { $0.contains("didSelectRowAt") }, "\(lines)")
    let model = try #require(
      lines.firstIndex(of: "  model: CheckmarkListViewController.checked[1]: false → true"),
      "\(lines)")
    let view = try #require(
      lines.firstIndex(of: "  view: row [0, 1] accessoryType: .none → .checkmark"), "\(lines)")
    #expect(selected < model && model < view)
    #expect(!lines.contains { $0.contains("row [0, 0]") }, "the other row did not change")
  }

  @Test func aListOfScreensTheAppKeepsIsNotItsModel() throws {
    let device = try Device(app: CheckmarkApp.descriptor)
    device.watchesModelAndStorage = true

    try device.tapRow(0)

    let lines = device.transcript.lastGesture
    #expect(!lines.contains { $0.contains("opened") }, "\(lines)")
    #expect(lines.contains("  model: CheckmarkListViewController.checked[0]: false → true"))
  }

  @Test func aRelaunchReadingItsFileBackIsAStorageLine() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true
    try device.background()

    try device.relaunch()

    let lines = device.transcript.lastGesture
    let read = try #require(
      lines.firstIndex(of: "  storage: read Documents/Fruit.txt (23 bytes)"), "\(lines)")
    let launched = try #require(
      lines.firstIndex { $0.contains("application(_:didFinishLaunchingWithOptions:)") })
    #expect(launched < read)
    let reads = lines.filter { $0.contains("storage: read") }
    #expect(
      !reads.contains { $0.contains("/.stepwise") || $0.contains("read .stepwise") },
      "the kit's own files are not the app's reads: \(reads)")
  }

  @Test func theWatchsOwnLookAtTheFilesIsNoRead() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true
    // The app saves its file as it goes to the background; back, the user taps.
    try device.background()
    try device.foreground()

    try device.tapRow(0)
    try device.tapRow(0)

    #expect(!device.transcript.lastGesture.contains { $0.contains("storage: read") })
  }
}
