// Inserting, changing, deleting, saving and rolling back objects in a context.

import Foundation
import Testing

@testable import HeadlessCoreData

@Suite struct ContextTests {
  @Test func anInsertedObjectIsAChangeUntilSavedThenHasAPermanentID() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    #expect(!context.hasChanges)
    let item = Item(context: context)
    item.title = "Milk"
    #expect(item.entity.name == "Item")
    #expect(item.managedObjectContext === context)
    #expect(item.isInserted && !item.isUpdated && !item.isDeleted)
    #expect(context.hasChanges)
    #expect(context.insertedObjects == [item])
    #expect(item.objectID.isTemporaryID)
    try context.save()
    #expect(!context.hasChanges)
    #expect(!item.isInserted)
    #expect(!item.objectID.isTemporaryID)
    #expect(item.objectID.uriRepresentation().absoluteString.hasPrefix("x-coredata://"))
  }

  @Test func insertNewObjectMakesTheEntitysClass() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let object = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
    #expect(object is Item)
    #expect(NSEntityDescription.entity(forEntityName: "Category", in: context)?.name == "Category")
    #expect(NSEntityDescription.entity(forEntityName: "Nope", in: context) == nil)
    let plain = NSManagedObject(
      entity: try #require(NSEntityDescription.entity(forEntityName: "Item", in: context)),
      insertInto: nil)
    #expect(plain.managedObjectContext == nil)
    context.insert(plain)
    #expect(plain.managedObjectContext === context && plain.isInserted)
  }

  @Test func numbersAreKeptAsNSNumberSoEveryNumericCastWorks() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let item = Item(context: context)
    #expect(item.value(forKey: "done") as? Bool == false, "the model's default value")
    item.setValue(7, forKey: "priority")
    #expect(item.value(forKey: "priority") as? Int16 == 7)
    #expect(item.value(forKey: "priority") as? Int == 7)
    item.priority = 300
    #expect(item.priority == 300)
    item.setValue(true, forKey: "done")
    #expect(item.done)
    item.setValue(nil, forKey: "title")
    #expect(item.title == nil)
    item.setValue(NSNull(), forKey: "title")
    #expect(item.title == nil)
  }

  @Test func changingASavedObjectMakesItUpdatedAndRollbackUndoesEverything() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let item = Item(context: context)
    item.title = "Milk"
    try context.save()
    item.title = "Bread"
    #expect(item.isUpdated)
    #expect(context.updatedObjects == [item])
    #expect(item.changedValues()["title"] as? String == "Bread")
    let extra = Item(context: context)
    context.rollback()
    #expect(item.title == "Milk")
    #expect(!item.isUpdated)
    #expect(!context.hasChanges)
    #expect(extra.managedObjectContext == nil)
    #expect(try context.count(for: Item.fetchRequest()) == 1)
  }

  @Test func aDeletedObjectLeavesTheStoreAtTheSave() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let milk = Item(context: context)
    let bread = Item(context: context)
    try context.save()
    context.delete(milk)
    #expect(milk.isDeleted)
    #expect(context.deletedObjects == [milk])
    #expect(try context.fetch(Item.fetchRequest()) == [bread], "a fetch leaves it out already")
    try context.save()
    #expect(milk.managedObjectContext == nil)
    #expect(try context.count(for: Item.fetchRequest()) == 1)
  }

  @Test func deletingAnObjectNeverSavedForgetsIt() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let item = Item(context: context)
    context.delete(item)
    #expect(!context.hasChanges)
    try context.save()
    #expect(try context.count(for: Item.fetchRequest()) == 0)
  }

  @Test func aMissingRequiredValueFailsTheSaveAndKeepsTheChanges() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let category = Category(context: context)
    let error = #expect(throws: NSError.self) { try context.save() }
    #expect(error?.domain == NSCocoaErrorDomain)
    #expect(error?.code == 1570)
    #expect(context.hasChanges)
    category.name = ""
    try context.save()
    #expect(!context.hasChanges)
  }

  @Test func theSaveTellsObserversWhatItSaved() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let item = Item(context: context)
    nonisolated(unsafe) var saved: Set<NSManagedObject>?
    nonisolated(unsafe) var changed: Set<NSManagedObject>?
    let center = NotificationCenter.default
    let observers = [
      center.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) {
        saved = $0.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject>
      },
      center.addObserver(
        forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil
      ) {
        changed = $0.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject>
      },
    ]
    defer { observers.forEach(center.removeObserver) }
    try context.save()
    #expect(changed == [item])
    #expect(saved == [item])
  }

  @Test func aBackgroundSaveReachesAContextThatMergesAndTheStore() throws {
    let container = Fixtures.inMemoryContainer()
    let reader = container.newBackgroundContext()
    reader.automaticallyMergesChangesFromParent = true
    let writer = container.newBackgroundContext()
    let id = try writer.performAndWait {
      let item = Item(context: writer)
      item.title = "Milk"
      try writer.save()
      return item.objectID
    }
    reader.performAndWait {
      let item = reader.object(with: id) as? Item
      #expect(item?.title == "Milk")
    }
    writer.performAndWait {
      (writer.object(with: id) as? Item)?.title = "Oat milk"
      try? writer.save()
    }
    // The merge was queued on the reader's queue before this block.
    reader.performAndWait {
      #expect((reader.object(with: id) as? Item)?.title == "Oat milk")
    }
  }

  @Test func performAndWaitRunsAtOnceInsideTheContextsOwnBlock() {
    let context = Fixtures.inMemoryContainer().newBackgroundContext()
    let ran = context.performAndWait {
      context.performAndWait { true }
    }
    #expect(ran)
  }

  @Test func performBackgroundTaskRunsOnANewPrivateContext() async throws {
    let container = Fixtures.inMemoryContainer()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      container.performBackgroundTask { context in
        #expect(context.concurrencyType == .privateQueueConcurrencyType)
        #expect(context !== container.viewContext)
        let item = Item(context: context)
        item.title = "Background"
        try? context.save()
        continuation.resume()
      }
    }
    let context = container.newBackgroundContext()
    let titles = try context.performAndWait {
      try context.fetch(Item.fetchRequest()).map(\.title)
    }
    #expect(titles == ["Background"])
  }
}
