// The shape checklists-06/01-data-model asks for: a DataModel that owns the lists, made by
// the app delegate and handed to the first screen.

import Testing

@testable import Checklists

@Suite struct Checklists06DataModelChecks {
  @Test func theDataModelOwnsTheLists() {
    // A class: the app delegate and the first screen share the one data model.
    let lists: ReferenceWritableKeyPath<DataModel, [Checklist]> = \.lists
    #expect(lists as AnyKeyPath == \DataModel.lists as AnyKeyPath)
  }

  @Test func theAppDelegateMakesItAndTheFirstScreenIsHandedIt() {
    let made: KeyPath<AppDelegate, DataModel> = \.dataModel
    let handed: ReferenceWritableKeyPath<AllListsViewController, DataModel?> = \.dataModel
    #expect(made as AnyKeyPath != handed as AnyKeyPath)
    #expect(
      AllListsViewController()[keyPath: handed] == nil,
      "a new all-lists screen's `dataModel` to be nil: the app delegate hands it the one it made")
  }

  @Test func theScreensKeepTheirShapeFromChapter05() {
    // Checked in chapter 05 on its sample lists, which are gone: the same shape, again.
    let name: KeyPath<Checklist, String> = \.name
    let items: KeyPath<Checklist, [ChecklistItem]> = \.items
    let checklist: ReferenceWritableKeyPath<ChecklistViewController, Checklist?> = \.checklist
    #expect(name as AnyKeyPath != items as AnyKeyPath)
    #expect(
      ChecklistViewController()[keyPath: checklist] == nil,
      "a new items screen's `checklist` to be nil: the all-lists screen hands it the list to show")
    let listsScreen: any ListDetailViewControllerDelegate.Type = AllListsViewController.self
    let itemsScreen: any ItemDetailViewControllerDelegate.Type = ChecklistViewController.self
    #expect(listsScreen is AllListsViewController.Type)
    #expect(itemsScreen is ChecklistViewController.Type)
  }
}
