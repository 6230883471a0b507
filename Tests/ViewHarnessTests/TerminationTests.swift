// FIDELITY 27: termination runs no deinit. An ended app's objects stay as they were, so a
// model whose deinit asks the system for something never runs it, and a relaunch in the
// same process starts as a new process would.

import Foundation
import HeadlessUIKitCore
import HeadlessUserNotifications
import Testing

@testable import ViewHarness

/// A model whose deinit takes its reminder back, as the book's checklist item does: on iOS
/// it runs when the list deletes the item, never when the app ends.
final class RemindingItem {
  let text: String

  init(text: String) { self.text = text }

  deinit {
    UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [text])
    MainActor.assumeIsolated { _ = UIApplication.shared.applicationState }
  }
}

enum RemindingApp {
  static let descriptor = AppDescriptor(
    id: "reminding", title: "Reminding", summary: "Items that take back their reminders.",
    chapter: "none", makeDelegate: { RemindingDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Main", initialScene: "List",
        scenes: [
          .tableViewController(
            "List", RemindingListViewController.self, title: "Items",
            prototypes: [PrototypeCell("Item", labels: [1000])])
        ])
    })
}

@MainActor
final class RemindingDelegate: UIApplicationDelegate {
  var window: UIWindow?
  static var terminations = 0

  func applicationWillTerminate(_ application: UIApplication) {
    Self.terminations += 1
  }
}

@MainActor
final class RemindingListViewController: UITableViewController {
  var items = [RemindingItem(text: "Milk"), RemindingItem(text: "Eggs")]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    (cell.viewWithTag(1000) as? UILabel)?.text = items[indexPath.row].text
    return cell
  }
}

@MainActor
@Suite struct TerminationTests {
  /// The items of the list on screen, held weakly.
  func items(on device: Device) throws -> [() -> RemindingItem?] {
    let controller = try #require(device.visibleController as? RemindingListViewController)
    return controller.items.map { item in { [weak item] in item } }
  }

  @Test func f27_terminatingRelaunchingAndCrashingRunNoDeinitOfTheEndedApp() throws {
    let terminationsBefore = RemindingDelegate.terminations
    let device = try Device(app: RemindingApp.descriptor)
    let first = try items(on: device)

    try device.terminate()
    #expect(RemindingDelegate.terminations == terminationsBefore + 1)
    try device.relaunch()
    #expect(device.rowTexts == ["Milk", "Eggs"])
    let second = try items(on: device)
    try device.relaunch()
    try device.crash()
    try device.launch()

    // Every item of every ended launch is still there: no deinit ran, none crashed.
    #expect((first + second).allSatisfy { $0() != nil })
    #expect(RemindingDelegate.terminations == terminationsBefore + 2)
    #expect(device.isRunning)
    #expect(device.rowTexts == ["Milk", "Eggs"])
  }

  @Test func f27_aScriptRelaunchesAndTerminatesAnAppWhoseModelAsksTheSystemInItsDeinit() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let session = SimulatorSession(apps: [RemindingApp.descriptor]) { _ in sandbox }
    try session.perform(.launch(appID: "reminding"))
    let first = try items(on: try #require(session.device))
    let script = try Script(
      parsing: """
        relaunch
        expect rows "Milk", "Eggs"
        terminate
        """)

    for line in script.lines { try session.perform(line.command) }

    #expect(first.allSatisfy { $0() != nil })
    #expect(session.device?.isRunning == false)
  }

  @Test func f27_aModelDeletedWhileTheAppRunsIsFreedAsOnIOS() throws {
    let device = try Device(app: RemindingApp.descriptor)
    let controller = try #require(device.visibleController as? RemindingListViewController)
    let items = try items(on: device)

    controller.items.removeLast()

    #expect(items[0]() != nil)
    #expect(items[1]() == nil)
  }
}
