// A full disk: the user is told once, keeps every change in memory, and loses nothing saved.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

@MainActor
@Suite struct SaveFailureTests {
  /// Makes every save fail the way a full disk does, until `hasRoom` is set.
  @MainActor
  final class SmallDisk {
    var hasRoom = true

    func install(on device: Device) throws {
      try device.dataModel.beforeReplacing = { [unowned self] _ in
        guard hasRoom else { throw CocoaError(.fileWriteOutOfSpace) }
      }
    }
  }

  /// Launches the app with "Milk" saved in its first list, on a disk about to fill up.
  func launchWithMilkSaved() throws -> (Device, SmallDisk) {
    let device = try Device(app: Checklists08.app)
    try device.add("Milk")
    let disk = SmallDisk()
    try disk.install(on: device)
    return (device, disk)
  }

  @Test func whenTheDiskIsFullTheUserIsToldOnceAndWhatWasSavedStays() throws {
    let (device, disk) = try launchWithMilkSaved()
    disk.hasRoom = false

    try device.add("Eggs")
    #expect(device.alert?.title == "Could Not Save")
    #expect(device.alert?.message?.hasPrefix("The device is out of storage space.") == true)
    #expect(
      device.alert?.message?.contains("Your changes are kept while the app stays open.") == true)
    try device.tap("OK")
    try device.add("Bread")
    try device.tapRow("Milk")
    #expect(device.alert == nil)
    #expect(device.rows.map(\.description) == ["Milk ✓", "Eggs", "Bread"])
    #expect(try device.sandbox.savedLists().map(\.summary) == ["List (No Icon): Milk"])

    // What the app confirmed is on disk; what it could not save, it said so.
    try device.crash()
    try device.relaunch()
    #expect(device.rowTexts == ["Milk"])
  }

  @Test func theChangesKeptInMemoryAreSavedOnceTheDiskHasRoomAgain() throws {
    let (device, disk) = try launchWithMilkSaved()
    disk.hasRoom = false
    try device.add("Eggs")
    try device.tap("OK")
    try device.tapRow("Milk")

    disk.hasRoom = true
    try device.background()
    try device.crash()
    try device.relaunch()

    #expect(device.rows.map(\.description) == ["Milk ✓", "Eggs"])
  }

  @Test func theNextChangeSavesEverythingAndALaterFailureIsToldAgain() throws {
    let (device, disk) = try launchWithMilkSaved()
    disk.hasRoom = false
    try device.add("Eggs")
    try device.tap("OK")

    disk.hasRoom = true
    try device.tapRow("Eggs")
    #expect(try device.sandbox.savedLists().map(\.summary) == ["List (No Icon): Milk, Eggs √"])
    disk.hasRoom = false
    try device.tapRow("Milk")

    #expect(device.alert?.title == "Could Not Save")
  }

  #if os(Linux)
    @Test func aFirstLaunchWhoseSaveFailsIsToldToo() throws {
      let sandbox = try AppSandbox.inMemory()
      defer { try? sandbox.removeAll() }
      // A Documents folder where no file can be made, not even by root: a link into /proc.
      try FileManager.default.removeItem(at: sandbox.documentsDirectory)
      try FileManager.default.createSymbolicLink(
        at: sandbox.documentsDirectory, withDestinationURL: URL(fileURLWithPath: "/proc/self"))

      let device = try Device(app: Checklists08.app, sandbox: sandbox)

      #expect(device.alert?.title == "Could Not Save")
      try device.tap("OK")
      #expect(device.rowTexts == ["List"])
    }
  #endif
}
