// When the lists are saved: on background and on terminate, and not before.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists06

@MainActor
@Suite struct SavingTests {

  /// The lists the data file holds now, decoded the way the app decodes them.
  func savedLists(on device: Device) throws -> [Checklist] {
    let url = device.sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
    return try PropertyListDecoder().decode([Checklist].self, from: Data(contentsOf: url))
  }

  @Test func enteringTheBackgroundSavesEveryListWithItsItems() throws {
    let device = try Device(app: Checklists06.app)
    try device.add("Milk")
    try device.tapRow("Milk")
    try device.background()

    let saved = try savedLists(on: device)
    #expect(saved.map(\.name) == ["List"])
    #expect(saved[0].items.map(\.text) == ["Milk"])
    #expect(saved[0].items.map(\.checked) == [true])

    try device.crash()
    try device.relaunch()
    #expect(device.rowTexts == ["Milk"])
  }

  @Test func terminatingSavesToo() throws {
    let device = try Device(app: Checklists06.app)
    try device.add("Milk")
    try device.terminate()
    #expect(try savedLists(on: device)[0].items.map(\.text) == ["Milk"])

    try device.relaunch()
    #expect(device.rowTexts == ["Milk"])
  }

  @Test func aCrashBeforeBackgroundOrTerminateLosesTheUnsavedChange() throws {
    let device = try Device(app: Checklists06.app)
    try device.add("Milk")
    try device.background()
    try device.foreground()
    try device.add("Eggs")
    // Nothing saves a change until the app leaves the screen: the honest limit of saving
    // only on background and terminate.
    try device.crash()

    try device.relaunch()
    #expect(device.rowTexts == ["Milk"])
  }

  @Test func aCrashBeforeTheFirstSaveLosesTheFirstListForGood() throws {
    let device = try Device(app: Checklists06.app)
    // "FirstTime" is false on disk already, but the list it created was never saved.
    try device.crash()

    try device.relaunch()
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rows.isEmpty)
  }
}
