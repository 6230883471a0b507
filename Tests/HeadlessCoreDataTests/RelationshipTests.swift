// Relationships: inverses kept in step, and the delete rules.

import Foundation
import Testing

@testable import HeadlessCoreData

@Suite struct RelationshipTests {
  @Test func settingTheToOneSideUpdatesTheInverseToManySide() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let home = Category(context: context)
    let work = Category(context: context)
    let item = Item(context: context)
    item.category = home
    #expect(home.items == NSSet(array: [item]))
    item.category = work
    #expect(home.items?.count == 0)
    #expect(work.items == NSSet(array: [item]))
    item.category = nil
    #expect(work.items?.count == 0)
  }

  @Test func settingTheToManySideUpdatesEachObjectsToOneSide() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let home = Category(context: context)
    let milk = Item(context: context)
    let bread = Item(context: context)
    home.items = NSSet(array: [milk, bread])
    #expect(milk.category === home && bread.category === home)
    home.items = NSSet(array: [bread])
    #expect(milk.category == nil && bread.category === home)
  }

  @Test func relationshipsSurviveASaveAndAFetchInAnotherContext() throws {
    let container = Fixtures.inMemoryContainer()
    let context = container.viewContext
    let home = Category(context: context)
    home.name = "Home"
    let item = Item(context: context)
    item.title = "Milk"
    item.category = home
    try context.save()
    let other = container.newBackgroundContext()
    try other.performAndWait {
      let request: NSFetchRequest<Item> = Item.fetchRequest()
      let fetched = try other.fetch(request)
      #expect(fetched.first?.category?.name == "Home")
      #expect(fetched.first?.category?.items?.count == 1)
    }
  }

  @Test func deletingAnItemNullifiesItInItsCategory() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let home = Category(context: context)
    home.name = "Home"
    let item = Item(context: context)
    item.category = home
    try context.save()
    context.delete(item)
    #expect(home.items?.count == 0)
    try context.save()
    #expect(home.items?.count == 0)
  }

  @Test func deletingACategoryCascadesToItsItems() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let home = Category(context: context)
    home.name = "Home"
    let items = (0..<3).map { _ in Item(context: context) }
    for item in items { item.category = home }
    try context.save()
    context.delete(home)
    #expect(items.allSatisfy { $0.isDeleted })
    try context.save()
    #expect(try context.count(for: Item.fetchRequest()) == 0)
  }

  @Test func aDenyRuleFailsTheSaveWhileTheCategoryHasItems() throws {
    let context = Fixtures.inMemoryContainer(Fixtures.model(categoryDeleteRule: .denyDeleteRule))
      .viewContext
    let home = Category(context: context)
    home.name = "Home"
    let item = Item(context: context)
    item.category = home
    try context.save()
    context.delete(home)
    let error = #expect(throws: NSError.self) { try context.save() }
    #expect(error?.code == 1600)
    context.rollback()
    #expect(!home.isDeleted)
    item.category = nil
    context.delete(home)
    try context.save()
  }
}
