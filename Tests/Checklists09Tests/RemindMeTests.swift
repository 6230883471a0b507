// Reminders, tested the way a learner writes it in Xcode: a first launch (a data model handed
// to the storyboard's first screen, as the app delegate does), items added through the item
// screen, and the notification centre's pending requests read back.

import HeadlessUIKit
import HeadlessUserNotifications
import Testing

@testable import Checklists09

@MainActor
@Suite final class RemindMeTests {
  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// The navigation controller of the last launch (an empty one before the first).
  var navigation = UINavigationController(rootViewController: UIViewController())

  /// A stopped clock, 1 January 2026 at 09:00, in UTC.
  let environment: AppEnvironment = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let now = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 9)) ?? Date()
    return AppEnvironment(now: { now }, calendar: calendar)
  }()

  /// The very first launch after installing: no saved lists, no preferences and no pending
  /// reminders (the tests of a process share them, as on iOS). It opens the list "List".
  func firstLaunch() throws {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
    for key in ["ChecklistIndex", "FirstTime", "ChecklistItemID"] {
      UserDefaults.standard.removeObject(forKey: key)
    }
    UNUserNotificationCenter.current().removeAllPendingNotificationRequests()

    let window = UIWindow()
    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    navigation = try #require(window.rootViewController as? UINavigationController)
    let all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel = DataModel(
      documentsDirectory: documents, defaults: UserDefaults.standard, environment: environment)
    window.makeKeyAndVisible()
    windows.append(window)
  }

  /// Adds an item to the open list as "+" does, with Remind Me on and a due date at 18:30
  /// or later that day, then Done.
  func addItem(_ text: String, remindAt hour: Int, _ minute: Int) throws {
    let list = try #require(navigation.topViewController as? ChecklistViewController)
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try #require(navigation.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = text
    screen.shouldRemindSwitch.isOn = true
    screen.shouldRemindSwitch.sendActions(for: .valueChanged)
    let components = DateComponents(year: 2026, month: 1, day: 1, hour: hour, minute: minute)
    screen.datePicker.date = try #require(environment.calendar.date(from: components))
    screen.datePicker.sendActions(for: .valueChanged)
    screen.done()
  }

  /// The identifiers of the reminders waiting to be delivered.
  func pendingIdentifiers() async -> [String] {
    await UNUserNotificationCenter.current().pendingNotificationRequests().map(\.identifier)
  }

  // excerpt: arrives-on-the-clock
  @Test func aReminderIsScheduledForTheDueDateWithTheItemsText() async throws {
    try firstLaunch()
    try addItem("Call Mum", remindAt: 18, 30)

    let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["0"])
    #expect(pending.first?.content.body == "Call Mum")
    let trigger = try #require(pending.first?.trigger as? UNCalendarNotificationTrigger)
    #expect(trigger.dateComponents.hour == 18)
    #expect(trigger.dateComponents.minute == 30)
    #expect(trigger.repeats == false)
  }
  // end excerpt

  // excerpt: deleting-cancels
  @Test func deletingTheItemOrItsListCancelsItsReminder() async throws {
    try firstLaunch()
    try addItem("Call Mum", remindAt: 18, 30)
    try addItem("Water plants", remindAt: 19, 0)
    #expect(await pendingIdentifiers() == ["0", "1"])

    // A swipe's Delete asks the data source to commit the deletion of its row.
    let list = try #require(navigation.topViewController as? ChecklistViewController)
    list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    #expect(await pendingIdentifiers() == ["1"])

    navigation.popViewController(animated: true)
    let all = try #require(navigation.topViewController as? AllListsViewController)
    all.tableView(all.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    #expect(await pendingIdentifiers().isEmpty)
  }
  // end excerpt
}
