// What checklists-08/04-first-list-saved asks of the DataModel: the first list is on disk
// at once, and a data file, not the preferences alone, says whether the app ran before.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists

@Suite struct Checklists08FirstListSavedChecks {
  func preferences(in sandbox: AppSandbox) -> AppDefaults {
    AppDefaults(sandbox: sandbox, bundleIdentifier: "com.example.Checklists")
  }

  @Test func theFirstListIsOnDiskAsSoonAsTheDataModelIsMade() throws {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    let first = DataModel(
      documentsDirectory: sandbox.documentsDirectory, defaults: preferences(in: sandbox))
    #expect(
      first.lists.map(\.name) == ["List"], "the first launch to make one list, named \"List\"")
    // No save, no background, no terminate: the app is killed here. The next launch reads
    // the same folder and the same preferences.
    let next = DataModel(
      documentsDirectory: sandbox.documentsDirectory, defaults: preferences(in: sandbox))
    #expect(
      next.lists.map(\.name) == ["List"],
      "the first list to be on disk as soon as the DataModel is made: the next launch reads it, with no save in between"
    )
  }

  @Test func lostPreferencesAddNoSecondFirstList() throws {
    let sandbox = try AppSandbox.temporary()
    let elsewhere = try AppSandbox.temporary()
    defer {
      try? sandbox.removeAll()
      try? elsewhere.removeAll()
    }
    let first = DataModel(
      documentsDirectory: sandbox.documentsDirectory, defaults: preferences(in: sandbox))
    first.saveChecklists()
    // The same lists with preferences that say nothing: reset, or never restored.
    let next = DataModel(
      documentsDirectory: sandbox.documentsDirectory, defaults: preferences(in: elsewhere))
    #expect(
      next.lists.map(\.name) == ["List"],
      "a data file, not the preferences alone, to say the app ran before: with the preferences lost, a second first list was added"
    )
  }
}
