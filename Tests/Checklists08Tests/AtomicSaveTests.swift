// A save replaces the data file in one step: a crash in the middle leaves the old file whole.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

/// The error a test throws from a save's write step to play a crash in the middle of it.
struct CrashDuringSave: Error {}

@MainActor
@Suite struct AtomicSaveTests {
  @Test func aCrashInTheMiddleOfASaveLeavesThePreviousFileWhole() throws {
    let device = try Device(app: Checklists08.app)
    try device.add("Milk")
    let before = try Data(contentsOf: device.sandbox.dataFile)

    var halfSaved: Data?
    try device.dataModel.beforeReplacing = { temporaryFile in
      // The new file is complete, under another name, when the save is cut short.
      halfSaved = try Data(contentsOf: temporaryFile)
      throw CrashDuringSave()
    }
    try device.add("Eggs")
    let written = try #require(halfSaved)
    #expect(String(decoding: written, as: UTF8.self).contains("Eggs"))
    #expect(try Data(contentsOf: device.sandbox.dataFile) == before)
    #expect(try device.sandbox.documentsFileNames() == ["Checklists.plist"])
    try device.crash()

    try device.relaunch()
    #expect(device.rowTexts == ["Milk"])
  }

  @Test func theNextSaveAfterAFailedOneWritesEverything() throws {
    let device = try Device(app: Checklists08.app)
    try device.add("Milk")
    try device.dataModel.beforeReplacing = { _ in throw CrashDuringSave() }
    try device.add("Eggs")
    #expect(try device.dataModel.lastSaveError is CrashDuringSave)
    #expect(device.alert?.title == "Could Not Save")
    try device.tap("OK")

    try device.dataModel.beforeReplacing = { _ in }
    try device.tapRow("Milk")
    #expect(try device.dataModel.lastSaveError == nil)
    #expect(try device.sandbox.savedLists().map(\.summary) == ["List (No Icon): Milk √, Eggs"])
  }

  @Test func theDataFileIsReadableByItsOwnerOnly() throws {
    let device = try Device(app: Checklists08.app)
    try device.add("Milk")
    let attributes = try FileManager.default.attributesOfItem(
      atPath: device.sandbox.dataFile.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }
}
