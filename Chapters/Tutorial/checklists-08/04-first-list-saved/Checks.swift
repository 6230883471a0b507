// What checklists-08/04-first-list-saved asks of the DataModel: the first list is on disk
// at once, and a data file, not the preferences alone, says whether the app ran before.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists

@Suite struct Checklists08FirstListSavedChecks {
  /// A phone's container for one test: a documents folder and preferences of its own, with
  /// Foundation's names, as an iOS test target would make them.
  struct Container {
    let documents = FileManager.default.temporaryDirectory
      .appendingPathComponent("checks-\(UUID().uuidString)", isDirectory: true)
    let preferencesName = "checks-\(UUID().uuidString)"

    init() throws {
      try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    }

    /// The same preferences each time, as a relaunch reads them.
    func preferences() throws -> UserDefaults {
      try #require(UserDefaults(suiteName: preferencesName))
    }

    func remove() {
      try? FileManager.default.removeItem(at: documents)
      UserDefaults(suiteName: preferencesName)?.removePersistentDomain(forName: preferencesName)
    }
  }

  @Test func theFirstListIsOnDiskAsSoonAsTheDataModelIsMade() throws {
    let container = try Container()
    defer { container.remove() }
    let first = DataModel(
      documentsDirectory: container.documents, defaults: try container.preferences())
    #expect(
      first.lists.map(\.name) == ["List"], "the first launch to make one list, named \"List\"")
    // No save, no background, no terminate: the app is killed here. The next launch reads
    // the same folder and the same preferences.
    let next = DataModel(
      documentsDirectory: container.documents, defaults: try container.preferences())
    #expect(
      next.lists.map(\.name) == ["List"],
      "the first list to be on disk as soon as the DataModel is made: the next launch reads it, with no save in between"
    )
  }

  @Test func lostPreferencesAddNoSecondFirstList() throws {
    let container = try Container()
    let elsewhere = try Container()
    defer {
      container.remove()
      elsewhere.remove()
    }
    let first = DataModel(
      documentsDirectory: container.documents, defaults: try container.preferences())
    first.saveChecklists()
    // The same lists with preferences that say nothing: reset, or never restored.
    let next = DataModel(
      documentsDirectory: container.documents, defaults: try elsewhere.preferences())
    #expect(
      next.lists.map(\.name) == ["List"],
      "a data file, not the preferences alone, to say the app ran before: with the preferences lost, a second first list was added"
    )
  }
}
