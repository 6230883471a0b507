// Every change the user confirms is on disk at once: a crash right after it loses nothing.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

/// One kind of change the user can confirm, made from the all-lists screen of
/// ``SaveOnEveryChangeTests/launchWithTwoLists()``.
enum Change: String, CaseIterable, Sendable {
  case addItem, editItem, deleteItem, toggleItem, addList, renameList, deleteList, changeIcon

  /// Makes the change through the screens, as the user would.
  @MainActor
  func make(on device: Device) throws {
    switch self {
    case .addItem:
      try device.tapRow("List")
      try device.add("Bread")
    case .editItem:
      try device.tapRow("List")
      try device.tapAccessory(row: "Milk")
      try device.type(" and honey")
      try device.tap("Done")
    case .deleteItem:
      try device.tapRow("List")
      try device.deleteRow("Eggs")
    case .toggleItem:
      try device.tapRow("List")
      try device.tapRow("Eggs")
    case .addList:
      try device.add("Birthdays")
    case .renameList:
      try device.tapAccessory(row: "Trips")
      try device.clear()
      try device.type("Holidays")
      try device.tap("Done")
    case .deleteList:
      try device.deleteRow("Trips")
    case .changeIcon:
      try device.tapAccessory(row: "Trips")
      try device.tapRow("Folder")
      try device.tapRow("Photos")
      try device.tap("Done")
    }
  }

  /// The lists after the change, as ``Checklist/summary`` shows them.
  var expectedLists: [String] {
    switch self {
    case .addItem: ["List (No Icon): Milk, Eggs, Bread", "Trips (Folder): "]
    case .editItem: ["List (No Icon): Milk and honey, Eggs", "Trips (Folder): "]
    case .deleteItem: ["List (No Icon): Milk", "Trips (Folder): "]
    case .toggleItem: ["List (No Icon): Milk, Eggs √", "Trips (Folder): "]
    case .addList:
      ["Birthdays (Folder): ", "List (No Icon): Milk, Eggs", "Trips (Folder): "]
    case .renameList: ["Holidays (Folder): ", "List (No Icon): Milk, Eggs"]
    case .deleteList: ["List (No Icon): Milk, Eggs"]
    case .changeIcon: ["List (No Icon): Milk, Eggs", "Trips (Photos): "]
    }
  }
}

@MainActor
@Suite struct SaveOnEveryChangeTests {
  /// Launches the app, puts "Milk" and "Eggs" in the first list, adds an empty "Trips", and
  /// stays on the all-lists screen.
  func launchWithTwoLists() throws -> Device {
    let device = try Device(app: Checklists08.app)
    try device.add("Milk")
    try device.add("Eggs")
    try device.goBack()
    try device.add("Trips")
    return device
  }

  @Test(arguments: Change.allCases)
  func aCrashRightAfterAChangeLosesNothing(change: Change) throws {
    let device = try launchWithTwoLists()
    try change.make(on: device)
    try device.crash()
    #expect(try device.sandbox.savedLists().map(\.summary) == change.expectedLists)

    try device.relaunch()
    #expect(try device.dataModel.lists.map(\.summary) == change.expectedLists)
  }

  @Test func theItemsScreenReopensWithTheChangeAfterACrash() throws {
    let device = try launchWithTwoLists()
    try Change.toggleItem.make(on: device)
    try device.crash()

    try device.relaunch()
    #expect(device.navigationStack == ["Checklists", "List"])
    #expect(device.rows.map(\.description) == ["Milk", "Eggs ✓"])
    try device.goBack()
    #expect(device.rows.map(\.description) == ["List — 1 Remaining", "Trips — (No Items)"])
  }

  @Test func aCrashRightAfterTheFirstLaunchKeepsTheFirstList() throws {
    let device = try Device(app: Checklists08.app)
    #expect(try device.sandbox.savedLists().map(\.summary) == ["List (No Icon): "])
    try device.crash()

    try device.relaunch()
    #expect(device.navigationStack == ["Checklists", "List"])
  }

  @Test func aListOpenedJustBeforeACrashOpensAgain() throws {
    let device = try Device(app: Checklists08.app)
    try device.goBack()
    try device.add("Groceries")
    try device.tapRow("Groceries")
    try device.crash()

    try device.relaunch()
    #expect(device.navigationStack == ["Checklists", "Groceries"])
  }

  @Test func cancellingChangesNothingOnDisk() throws {
    let device = try launchWithTwoLists()
    let before = try Data(contentsOf: device.sandbox.dataFile)
    try device.tapAccessory(row: "Trips")
    try device.tapRow("Folder")
    try device.tapRow("Photos")
    try device.tap("Cancel")
    try device.tapRow("List")
    try device.tap("+")
    try device.type("Bread")
    try device.tap("Cancel")
    #expect(try Data(contentsOf: device.sandbox.dataFile) == before)
  }
}
