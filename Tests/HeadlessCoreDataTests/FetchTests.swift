// Fetch requests: predicates, order, limits, and counting.

import Foundation
import Testing

@testable import HeadlessCoreData

@Suite struct FetchTests {
  /// A context holding saved items titled, in this order: Milk, bread, Éclair, nil.
  static func groceries() throws -> NSManagedObjectContext {
    let context = Fixtures.inMemoryContainer().viewContext
    let shop = Category(context: context)
    shop.name = "Shop"
    for (index, title) in ["Milk", "bread", "Éclair", nil].enumerated() {
      let item = Item(context: context)
      item.title = title
      item.priority = Int16(index)
      item.category = index < 2 ? shop : nil
    }
    try context.save()
    return context
  }

  static func titles(_ context: NSManagedObjectContext, _ configure: (NSFetchRequest<Item>) -> Void)
    throws -> [String?]
  {
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    configure(request)
    return try context.fetch(request).map(\.title)
  }

  @Test func withNoOrderObjectsComeAsFirstSaved() throws {
    #expect(try Self.titles(Self.groceries()) { _ in } == ["Milk", "bread", "Éclair", nil])
  }

  @Test func sortDescriptorsByKeyOrderAscendingAndDescendingWithNoValueFirst() throws {
    let context = try Self.groceries()
    #expect(
      try Self.titles(context) {
        $0.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
      }
        == [nil, "Milk", "bread", "Éclair"])
    #expect(
      try Self.titles(context) {
        $0.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false)]
      } == [nil, "Éclair", "bread", "Milk"])
    #expect(NSSortDescriptor(key: "category.name", ascending: true).key == "category.name")
  }

  @Test func sortingByASecondKeyBreaksTies() throws {
    let context = try Self.groceries()
    #expect(
      try Self.titles(context) {
        $0.sortDescriptors = [
          NSSortDescriptor(key: "done", ascending: true),
          NSSortDescriptor(key: "title", ascending: false),
        ]
      } == ["Éclair", "bread", "Milk", nil])
  }

  @Test func fetchLimitAndOffsetPageThroughTheOrderedResults() throws {
    let context = try Self.groceries()
    #expect(
      try Self.titles(context) {
        $0.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        $0.fetchOffset = 1
        $0.fetchLimit = 2
        $0.fetchBatchSize = 1
      } == ["bread", "Éclair"])
    #expect(try Self.titles(context) { $0.fetchOffset = 10 } == [])
  }

  @Test func aPredicateFiltersAndCountAgrees() throws {
    let context = try Self.groceries()
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    request.predicate = NSPredicate(format: "title CONTAINS[cd] %@", "E")
    #expect(try context.fetch(request).map(\.title) == ["bread", "Éclair"])
    #expect(try context.count(for: request) == 2)
  }

  @Test func aPredicateFollowsAToOneRelationship() throws {
    let context = try Self.groceries()
    #expect(
      try Self.titles(context) { $0.predicate = NSPredicate(format: "category.name == %@", "Shop") }
        == ["Milk", "bread"])
    let shop = try #require(
      try context.fetch(NSFetchRequest<Category>(entityName: "Category")).first)
    #expect(
      try Self.titles(context) { $0.predicate = NSPredicate(format: "category == %@", shop) }
        == ["Milk", "bread"])
  }

  @Test func unsavedChangesTakePartInAFetch() throws {
    let context = try Self.groceries()
    let item = Item(context: context)
    item.title = "Tea"
    #expect(
      try Self.titles(context) { $0.predicate = NSPredicate(format: "title == 'Tea'") } == ["Tea"])
  }

  @Test func aFetchReturnsTheSameObjectTheContextHolds() throws {
    let context = try Self.groceries()
    let first = try context.fetch(Item.fetchRequest())
    let second = try context.fetch(Item.fetchRequest())
    #expect(zip(first, second).allSatisfy { $0 === $1 })
  }
}
