// The data model on its own, without any screen: first launch, damage, and saving.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists08

@MainActor
@Suite struct DataModelTests {
  /// The sandbox's preferences, as the app would open them.
  func defaults(in sandbox: AppSandbox) -> AppDefaults {
    AppDefaults(sandbox: sandbox, bundleIdentifier: Checklists08.app.bundleIdentifier)
  }

  @Test func theFirstLaunchSavesTheFirstListAtOnce() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let defaults = defaults(in: sandbox)
    let dataModel = DataModel(documentsDirectory: sandbox.documentsDirectory, defaults: defaults)
    #expect(try sandbox.savedLists().map(\.name) == ["List"])
    #expect(dataModel.indexOfSelectedChecklist == 0)
    #expect(defaults.bool(forKey: "FirstTime") == false)
  }

  @Test func aFirstSaveThatFailsLeavesTheNextLaunchAFirstOne() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let defaults = defaults(in: sandbox)
    // A folder that does not exist: the save cannot write there.
    var dataModel: DataModel?
    let printed = printedLines {
      dataModel = DataModel(
        documentsDirectory: sandbox.documentsDirectory.appendingPathComponent("missing"),
        defaults: defaults)
    }
    #expect(dataModel?.lastSaveError != nil)
    #expect(printed.count == 1)
    #expect(printed.first?.hasPrefix("Could not save the checklists: ") == true)
    #expect(defaults.bool(forKey: "FirstTime") == true)
  }

  @Test func aDamagedFileThatCannotBeMovedIsNeverSavedOver() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try Data("not a property list".utf8).write(to: sandbox.dataFile)

    let dataModel = DataModel(
      documentsDirectory: sandbox.documentsDirectory, defaults: defaults(in: sandbox),
      moveAside: { _ in nil })
    #expect(dataModel.lists.isEmpty)
    dataModel.lists.append(Checklist(name: "Groceries"))
    #expect(dataModel.saveChecklists() == false)
    #expect(try Data(contentsOf: sandbox.dataFile) == Data("not a property list".utf8))
    #expect(dataModel.damagedFiles.first?.keptAt == nil)
    #expect(
      dataModel.damagedFiles.first?.explanation.hasSuffix(
        "The damaged file could not be moved aside, so nothing will be saved over it.") == true)
  }

  @Test func salvagingReadsNothingFromDataThatIsNotAnArrayOfLists() {
    #expect(SalvagedChecklist.checklists(from: Data()).isEmpty)
    #expect(SalvagedChecklist.checklists(from: Data("garbage".utf8)).isEmpty)
  }

  @Test func aListWithoutItemsOrIconIsSalvagedWithWhatItHas() throws {
    let damaged: [Any] = [["name": "Chores"]]
    let data = try PropertyListSerialization.data(
      fromPropertyList: damaged, format: .binary, options: 0)
    #expect(SalvagedChecklist.checklists(from: data).map(\.summary) == ["Chores (No Icon): "])
  }
}
