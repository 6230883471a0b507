// The data model on its own, without any screen: lists, file and preferences.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists06

@MainActor
@Suite struct DataModelTests {
  /// A data model on a fresh sandbox's Documents folder and preferences.
  func makeDataModel(in sandbox: AppSandbox) -> DataModel {
    DataModel(
      documentsDirectory: sandbox.documentsDirectory,
      defaults: AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.tests"))
  }

  @Test func theFirstDataModelEverCreatesOneListNamedListAndSelectsIt() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let dataModel = makeDataModel(in: sandbox)
    #expect(dataModel.lists.map(\.name) == ["List"])
    #expect(dataModel.indexOfSelectedChecklist == 0)
    #expect(dataModel.defaults.bool(forKey: "FirstTime") == false)
  }

  @Test func aLaterDataModelLoadsTheSavedListsAndCreatesNoNewOne() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let first = makeDataModel(in: sandbox)
    first.lists[0].items.append(ChecklistItem(text: "Milk", checked: true))
    first.lists.append(Checklist(name: "Birthdays"))
    first.saveChecklists()

    let second = makeDataModel(in: sandbox)
    #expect(second.lists.map(\.name) == ["List", "Birthdays"])
    #expect(second.lists[0].items.map(\.text) == ["Milk"])
    #expect(second.lists[0].items.map(\.checked) == [true])
  }

  @Test func withNothingStoredTheIndexIsTheRegisteredMinusOne() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let defaults = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.tests")
    defaults.set(false, forKey: "FirstTime")
    let dataModel = DataModel(documentsDirectory: sandbox.documentsDirectory, defaults: defaults)
    #expect(dataModel.lists.isEmpty)
    #expect(dataModel.indexOfSelectedChecklist == -1)
  }

  @Test func foundationsUserDefaultsCanStandInForTheSandboxPreferences() throws {
    let suiteName = "org.stepwise.tests.\(UUID().uuidString)"
    let userDefaults = try #require(UserDefaults(suiteName: suiteName))
    defer { userDefaults.removePersistentDomain(forName: suiteName) }
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let dataModel = DataModel(
      documentsDirectory: sandbox.documentsDirectory, defaults: userDefaults)
    #expect(dataModel.lists.map(\.name) == ["List"])
    #expect(userDefaults.integer(forKey: "ChecklistIndex") == 0)
    #expect(userDefaults.bool(forKey: "FirstTime") == false)
  }
}
