// The first launch, and reopening the list that was open, through the simulated device.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists06

@MainActor
@Suite struct PreferencesTests {
  /// The preferences file in a sandbox.
  func preferencesFile(in sandbox: AppSandbox) -> URL {
    sandbox.preferencesDirectory
      .appendingPathComponent("\(Checklists06.app.bundleIdentifier).plist")
  }

  /// The preferences as the file holds them now.
  func storedPreferences(on device: Device) throws -> [String: Any] {
    let data = try Data(contentsOf: preferencesFile(in: device.sandbox))
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try #require(plist as? [String: Any])
  }

  @Test func theFirstLaunchCreatesAListNamedListAndOpensIt() throws {
    let device = try Device(app: Checklists06.app)
    #expect(device.navigationStack == ["Checklists", "List"])
    #expect(device.rows.isEmpty)
    try device.goBack()
    #expect(device.rowTexts == ["List"])
  }

  @Test func theAppDelegateHandsItsDataModelToTheAllListsScreen() throws {
    let device = try Device(app: Checklists06.app)
    let appDelegate = try #require(device.application?.delegate as? AppDelegate)
    let navigationController = try #require(device.visibleNavigationController)
    let allLists = try #require(
      navigationController.viewControllers.first as? AllListsViewController)
    #expect(allLists.dataModel === appDelegate.dataModel)
  }

  @Test func afterTheFirstLaunchThePreferencesFileIsAReadablePlistWithBothKeys() throws {
    let device = try Device(app: Checklists06.app)
    let data = try Data(contentsOf: preferencesFile(in: device.sandbox))
    #expect(String(decoding: data, as: UTF8.self).hasPrefix("<?xml"))
    let preferences = try storedPreferences(on: device)
    #expect(preferences["ChecklistIndex"] as? Int == 0)
    #expect(preferences["FirstTime"] as? Bool == false)
  }

  @Test func laterLaunchesDoNotCreateTheFirstListAgain() throws {
    let device = try Device(app: Checklists06.app)
    try device.terminate()
    try device.relaunch()
    try device.goBack()
    #expect(device.rowTexts == ["List"])
  }

  @Test func goingBackToTheListsStoresMinusOne() throws {
    let device = try Device(app: Checklists06.app)
    try device.goBack()
    #expect(try storedPreferences(on: device)["ChecklistIndex"] as? Int == -1)
  }

  @Test func selectingAListStoresItsIndex() throws {
    let device = try Device(app: Checklists06.app)
    try device.goBack()
    try device.add("Groceries")
    try device.tapRow("Groceries")
    #expect(try storedPreferences(on: device)["ChecklistIndex"] as? Int == 1)
  }

  @Test func aRelaunchReopensTheListThatWasOpen() throws {
    let device = try Device(app: Checklists06.app)
    try device.goBack()
    try device.add("Groceries")
    try device.tapRow("Groceries")
    try device.terminate()

    try device.relaunch()
    #expect(device.navigationStack == ["Checklists", "Groceries"])
  }

  @Test func aRelaunchAfterGoingBackShowsTheLists() throws {
    let device = try Device(app: Checklists06.app)
    try device.goBack()
    try device.terminate()

    try device.relaunch()
    #expect(device.navigationStack == ["Checklists"])
  }

  @Test func anIndexForAListThatWasNeverSavedIsIgnored() throws {
    let device = try Device(app: Checklists06.app)
    try device.background()
    try device.foreground()
    try device.goBack()
    try device.add("Groceries")
    try device.tapRow("Groceries")
    // The index (1) is on disk at once; the new list would only be saved on background.
    try device.crash()

    try device.relaunch()
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["List"])
  }

  @Test(arguments: [7, -5])
  func aHandEditedIndexOutOfRangeIsIgnored(index: Int) throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let lists = [Checklist(name: "Birthdays"), Checklist(name: "Groceries")]
    try PropertyListEncoder().encode(lists)
      .write(to: sandbox.documentsDirectory.appendingPathComponent("Checklists.plist"))
    let preferences: [String: Any] = ["ChecklistIndex": index, "FirstTime": false]
    try PropertyListSerialization.data(fromPropertyList: preferences, format: .xml, options: 0)
      .write(to: preferencesFile(in: sandbox))

    let device = try Device(app: Checklists06.app, sandbox: sandbox)
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["Birthdays", "Groceries"])
  }
}
