// Choosing a list's icon on the Choose Icon screen, through the list detail screen.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists07

@MainActor
@Suite struct IconPickerTests {
  /// Launches the app and goes back from the first list to the all-lists screen.
  func launchAtTheLists() throws -> Device {
    let device = try Device(app: Checklists07.app)
    try device.goBack()
    return device
  }

  /// The lists the data file holds now, decoded the way the app decodes them.
  func savedLists(on device: Device) throws -> [Checklist] {
    let url = device.sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
    return try PropertyListDecoder().decode([Checklist].self, from: Data(contentsOf: url))
  }

  @Test func addChecklistOffersTheFolderIconInARowOfItsOwn() throws {
    let device = try launchAtTheLists()
    try device.tap("+")
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Cancel       Add Checklist        (Done) │
        ├──────────────────────────────────────────┤
        │ [▌‹Name of the List›                   ] │
        │ ICON                                     │
        │ Folder                                 › │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func tappingTheIconRowOpensChooseIconWithTheCurrentIconChecked() throws {
    let device = try launchAtTheLists()
    try device.tap("+")
    try device.tapRow("Folder")
    #expect(device.navigationStack == ["Checklists", "Add Checklist", "Choose Icon"])
    #expect(device.rowTexts == IconPickerViewController.icons)
    #expect(device.rows.filter(\.isChecked).map(\.text) == ["Folder"])
  }

  @Test func pickingAnIconClosesThePickerAndShowsTheIconsName() throws {
    let device = try launchAtTheLists()
    try device.tap("+")
    try device.type("Trips")
    try device.tapRow("Folder")
    try device.tapRow("Trips")
    #expect(device.navigationStack == ["Checklists", "Add Checklist"])
    #expect(device.rows.last?.text == "Trips")
    // The name typed before is still there, and the keyboard is back in its field.
    #expect(device.fields.first?.text == "Trips")
    #expect(device.focusedField != nil)
    #expect(device.visibleTable?.indexPathForSelectedRow == nil)
  }

  @Test func eachIconShowsItsImageBesideItsName() throws {
    let device = try launchAtTheLists()
    try device.tap("+")
    try device.tapRow("Folder")
    #expect(device.rows.map(\.image) == IconPickerViewController.icons)
    #expect(device.screen.contains("│ ⊎ Groceries                              │"))
  }

  @Test func theListShowsThePickedIcon() throws {
    let device = try launchAtTheLists()
    #expect(device.rows.map(\.image) == ["No Icon"])
    try device.tap("+")
    try device.type("Birthdays")
    try device.tapRow("Folder")
    try device.tapRow("Birthdays")
    try device.tap("Done")
    #expect(device.rows.map(\.image) == ["Birthdays", "No Icon"])
    #expect(device.screen.contains("│ ⊠ Birthdays                          ⓘ › │"))
  }

  @Test func doneGivesTheNewListThePickedIcon() throws {
    let device = try launchAtTheLists()
    try device.tap("+")
    try device.type("Birthdays")
    try device.tapRow("Folder")
    try device.tapRow("Birthdays")
    try device.tap("Done")
    try device.background()
    #expect(try savedLists(on: device).map(\.iconName) == ["Birthdays", "No Icon"])

    try device.foreground()
    try device.tapAccessory(row: "Birthdays")
    #expect(device.title == "Edit Checklist")
    #expect(device.rows.last?.text == "Birthdays")
  }

  @Test func aNewListWithoutAPickGetsTheFolderIcon() throws {
    let device = try launchAtTheLists()
    try device.tap("+")
    try device.type("Chores")
    try device.tap("Done")
    try device.background()
    #expect(try savedLists(on: device).map(\.iconName) == ["Folder", "No Icon"])
  }

  @Test func editingAListsIconKeepsItsName() throws {
    let device = try launchAtTheLists()
    try device.tapAccessory(row: "List")
    #expect(device.rows.last?.text == "No Icon")
    try device.tapRow("No Icon")
    try device.tapRow("Chores")
    try device.tap("Done")
    #expect(device.rowTexts == ["List"])
    try device.terminate()

    try device.relaunch()
    try device.tapAccessory(row: "List")
    #expect(device.fields.first?.text == "List")
    #expect(device.rows.last?.text == "Chores")
  }

  @Test func cancelForgetsAPickedIcon() throws {
    let device = try launchAtTheLists()
    try device.tapAccessory(row: "List")
    try device.tapRow("No Icon")
    try device.tapRow("Inbox")
    try device.tap("Cancel")
    try device.tapAccessory(row: "List")
    #expect(device.rows.last?.text == "No Icon")
  }

  @Test func goingBackFromThePickerKeepsTheIcon() throws {
    let device = try launchAtTheLists()
    try device.tap("+")
    try device.tapRow("Folder")
    try device.goBack()
    #expect(device.title == "Add Checklist")
    #expect(device.rows.last?.text == "Folder")
  }

  @Test func thePickerKeepsItsDelegateWeakly() throws {
    let device = try launchAtTheLists()
    try device.tap("+")
    try device.tapRow("Folder")
    let picker = try #require(device.visibleController as? IconPickerViewController)
    #expect(picker.delegate is ListDetailViewController)
    try device.goBack()
    try device.tap("Cancel")
    // The list detail screen is gone; the picker, kept alive here, did not keep it alive.
    #expect(picker.delegate == nil)
  }
}
