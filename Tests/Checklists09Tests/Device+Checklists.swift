// Gestures and file reads that the hardened stage's tests share.

import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import Testing
import ViewHarness

@testable import Checklists09

extension AppSandbox {
  /// `Documents/Checklists.plist`, the app's data file.
  var dataFile: URL {
    documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  /// The app's preferences file in `Library/Preferences`.
  var preferencesFile: URL {
    preferencesDirectory.appendingPathComponent("\(Checklists09.app.bundleIdentifier).plist")
  }

  /// The names of the files in `Documents`, sorted.
  func documentsFileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: documentsDirectory.path).sorted()
  }

  /// The lists the data file holds now, decoded the way the app decodes them.
  func savedLists() throws -> [Checklist] {
    try PropertyListDecoder().decode([Checklist].self, from: Data(contentsOf: dataFile))
  }

  /// Writes a data file holding these lists.
  func writeLists(_ lists: [Checklist]) throws {
    try PropertyListEncoder().encode(lists).write(to: dataFile)
  }

  /// Writes a preferences file by hand, as XML: the body goes inside its `<dict>`.
  func writePreferences(xmlBody: String) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(xmlBody)
      </dict>
      </plist>
      """
    try Data(xml.utf8).write(to: preferencesFile)
  }

  /// Writes the preferences of an app that ran before, with no list open.
  func writePreferencesOfAnEarlierLaunch() throws {
    try writePreferences(
      xmlBody: "<key>ChecklistIndex</key><integer>-1</integer><key>FirstTime</key><false/>")
  }
}

extension Device {
  /// The running app's data model.
  var dataModel: DataModel {
    get throws {
      try #require((application?.delegate as? AppDelegate)?.dataModel)
    }
  }

  /// Whether the Done button (the right bar button) is enabled.
  var isDoneEnabled: Bool {
    barButtons.last?.isEnabled == true
  }
}

extension Checklist {
  /// The list in one line, for comparing: "Name (icon): item, done item √".
  var summary: String {
    let texts = items.map { $0.checked ? "\($0.text) √" : $0.text }
    return "\(name) (\(iconName)): \(texts.joined(separator: ", "))"
  }
}

/// The tests' clock: every test runs with the simulated device's clock starting at
/// 1 January 2026, 09:00, in UTC, so every date it sees is the same on every machine.
enum TestClock {
  /// When every test starts.
  static let start = Date(timeIntervalSince1970: 1_767_258_000)

  /// The device's time zone in the tests.
  static let utc = TimeZone(secondsFromGMT: 0) ?? .current

  /// Runs a test on the fixed clock.
  @MainActor
  static func run<Result>(_ body: () throws -> Result) throws -> Result {
    try UIKitRuntime.withHooks(UIKitRuntime.Hooks(now: { start }, timeZone: utc), body)
  }

  /// A minute on the test clock's day or later, written as scripts write it.
  static func minute(_ text: String) throws -> ScriptDate {
    try #require(ScriptDate(text))
  }
}

extension Device {
  /// Adds an item from the open list's screen, with a reminder at a minute if one is given,
  /// as a user does: "+", the text, Remind Me (allowing notifications when asked), the Due
  /// Date row, the picker, Done.
  func addItem(_ text: String, remindAt minute: String? = nil) throws {
    try tap("+")
    try type(text)
    if let minute {
      try toggleSwitch("Remind Me")
      // The first time, iOS asks whether the app may notify.
      if presentedAlert != nil { try tap("Allow") }
      try tapRow("Due Date")
      try pickDate(TestClock.minute(minute))
    }
    try tap("Done")
  }

  /// The running app's notification centre, as the system keeps it.
  var notificationCenter: UNUserNotificationCenter {
    UNUserNotificationCenter.system(for: sandbox)
  }

  /// The identifiers of the pending reminders, in the order they were scheduled.
  var pendingIdentifiers: [String] {
    pendingNotificationRequests.map(\.identifier)
  }

  /// When each pending reminder fires, by identifier, as scripts write minutes.
  var pendingFireMinutes: [String: String] {
    var minutes: [String: String] = [:]
    for request in pendingNotificationRequests {
      guard let trigger = request.trigger as? UNCalendarNotificationTrigger,
        let date = trigger.nextTriggerDate()
      else { continue }
      minutes[request.identifier] = ScriptDate(date, in: UIKitRuntime.timeZone).description
    }
    return minutes
  }
}
