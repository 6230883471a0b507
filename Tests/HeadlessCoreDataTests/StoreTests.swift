// The store's file: everything saved reads back after a relaunch, a damaged file is
// reported and never overwritten, and a save interrupted before its rename loses nothing.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import HeadlessCoreData

@Suite struct StoreTests {
  let folder: URL
  let storeURL: URL

  init() throws {
    folder = try Fixtures.temporaryFolder()
    storeURL = folder.appendingPathComponent("Library/Application Support/Todo.sqlite")
  }

  @Test func everyKindOfValueReadsBackExactlyAfterARelaunch() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let added = Date(timeIntervalSinceReferenceDate: 123_456.789_012_345)
    let identifier = UUID()
    do {
      let (container, error) = Fixtures.fileContainer(at: storeURL)
      #expect(error == nil)
      let context = container.viewContext
      let home = Category(context: context)
      home.name = "家 🏠"
      let item = Item(context: context)
      item.title = "Crème \"brûlée\"\n\\ \u{0}"
      item.done = true
      item.priority = -32768
      item.category = home
      item.setValue(0.1 + 0.2, forKey: "score")
      item.setValue(added, forKey: "added")
      item.setValue(Data([0, 255, 1]), forKey: "photo")
      item.setValue(identifier, forKey: "identifier")
      item.setValue(URL(string: "https://example.com/a?b=c"), forKey: "link")
      item.setValue(Decimal(string: "12.34"), forKey: "price")
      item.setValue(Int64.max, forKey: "count64")
      let empty = Item(context: context)
      empty.title = ""
      try context.save()
    }
    let (container, error) = Fixtures.fileContainer(at: storeURL)
    #expect(error == nil)
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: false)]
    let items = try container.viewContext.fetch(request)
    #expect(items.count == 2)
    let item = try #require(items.first)
    #expect(item.title == "Crème \"brûlée\"\n\\ \u{0}")
    #expect(item.done)
    #expect(item.priority == -32768)
    #expect(item.category?.name == "家 🏠")
    #expect(item.value(forKey: "score") as? Double == 0.1 + 0.2)
    #expect(item.value(forKey: "added") as? Date == added)
    #expect(item.value(forKey: "photo") as? Data == Data([0, 255, 1]))
    #expect(item.value(forKey: "identifier") as? UUID == identifier)
    #expect(item.value(forKey: "link") as? URL == URL(string: "https://example.com/a?b=c"))
    #expect(item.value(forKey: "price") as? Decimal == Decimal(string: "12.34"))
    #expect(item.value(forKey: "count64") as? Int64 == Int64.max)
    #expect(items.last?.title == "")
    #expect(!item.objectID.isTemporaryID)
  }

  @Test func aDeleteIsKeptAfterARelaunch() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let context = Fixtures.fileContainer(at: storeURL).0.viewContext
      let milk = Item(context: context)
      milk.title = "Milk"
      Item(context: context).title = "Bread"
      try context.save()
      context.delete(milk)
      try context.save()
    }
    let context = Fixtures.fileContainer(at: storeURL).0.viewContext
    #expect(try context.fetch(Item.fetchRequest()).map(\.title) == ["Bread"])
  }

  @Test func theDefaultStoreIsInTheAppsApplicationSupportFolder() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let container = NSPersistentContainer(name: "Todo", managedObjectModel: Fixtures.model())
    let url = try #require(container.persistentStoreDescriptions.first?.url)
    #expect(url.lastPathComponent == "Todo.sqlite")
    let expected = try #require(
      AppContainer.folders.flatMap { AppContainer.folder(.applicationSupportDirectory, in: $0) })
    #expect(url.deletingLastPathComponent().standardizedFileURL == expected.standardizedFileURL)
    #expect(url.path.hasSuffix("Library/Application Support/Todo.sqlite"))
  }

  @Test(arguments: [NSInMemoryStoreType, "/dev/null"])
  func aStoreInMemoryWritesNoFile(_ kind: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let container = NSPersistentContainer(name: "Todo", managedObjectModel: Fixtures.model())
    let description = NSPersistentStoreDescription(
      url: kind == "/dev/null" ? URL(fileURLWithPath: "/dev/null") : storeURL)
    if kind == NSInMemoryStoreType { description.type = NSInMemoryStoreType }
    container.persistentStoreDescriptions = [description]
    container.loadPersistentStores { _, error in #expect(error == nil) }
    Item(context: container.viewContext).title = "Milk"
    try container.viewContext.save()
    #expect(!FileManager.default.fileExists(atPath: storeURL.path))
    #expect(try container.viewContext.count(for: Item.fetchRequest()) == 1)
  }

  static let damagedFiles: [(String, Data)] = [
    ("empty", Data()),
    ("not JSON", Data("SQLite format 3\0".utf8)),
    ("truncated", Data(#"{"format": "Stepwise Core Data store", "version": 1, "ent"#.utf8)),
    ("another JSON document", Data(#"{"items": []}"#.utf8)),
    (
      "another format",
      Data(
        #"{"format": "x", "version": 1, "identifier": "i", "nextNumber": 1, "entities": {}}"#.utf8)
    ),
    (
      "a newer version",
      Data(
        #"{"format": "Stepwise Core Data store", "version": 99, "identifier": "i", "nextNumber": 1, "entities": {}}"#
          .utf8)
    ),
    (
      "a value of no kind",
      Data(
        #"{"format": "Stepwise Core Data store", "version": 1, "identifier": "i", "nextNumber": 5, "entities": {"Item": {"1": {"title": {}}}}}"#
          .utf8)
    ),
    (
      "a number out of range",
      Data(
        #"{"format": "Stepwise Core Data store", "version": 1, "identifier": "i", "nextNumber": 1, "entities": {"Item": {"7": {}}}}"#
          .utf8)
    ),
    ("invalid UTF-8", Data([0xFF, 0xFE, 0x7B])),
  ]

  @Test(arguments: damagedFiles.map(\.0))
  func aDamagedFileIsReportedAndNeverOverwritten(_ name: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = try #require(Self.damagedFiles.first { $0.0 == name }?.1)
    try FileManager.default.createDirectory(
      at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: storeURL)
    let (container, error) = Fixtures.fileContainer(at: storeURL)
    let nsError = try #require(error as NSError?)
    #expect(nsError.domain == NSCocoaErrorDomain)
    #expect(nsError.code == 259)
    #expect(nsError.localizedDescription.contains("Todo.sqlite"))
    let context = container.viewContext
    Item(context: context).title = "Milk"
    let saveError = #expect(throws: NSError.self) { try context.save() }
    #expect(saveError?.code == 134_030)
    #expect(try Data(contentsOf: storeURL) == bytes)
  }

  @Test func aSaveKilledBeforeItsRenameLeavesTheLastSaveWhole() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (container, _) = Fixtures.fileContainer(at: storeURL)
    let context = container.viewContext
    Item(context: context).title = "Milk"
    try context.save()
    let before = try Data(contentsOf: storeURL)

    struct Killed: Error {}
    nonisolated(unsafe) var temporary: URL?
    container.persistentStoreCoordinator.beforeReplacing = { url in
      temporary = url
      throw Killed()
    }
    Item(context: context).title = "Bread"
    #expect(throws: Killed.self) { try context.save() }
    // The new file was complete, beside the store, before the rename that never came.
    #expect(temporary?.deletingLastPathComponent() == storeURL.deletingLastPathComponent())
    #expect(try Data(contentsOf: storeURL) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: storeURL.deletingLastPathComponent().path)
    #expect(leftovers == ["Todo.sqlite"])
    #expect(context.hasChanges, "the unsaved object is still there to save again")
    let relaunched = Fixtures.fileContainer(at: storeURL).0.viewContext
    #expect(try relaunched.fetch(Item.fetchRequest()).map(\.title) == ["Milk"])

    container.persistentStoreCoordinator.beforeReplacing = { url in
      let written = try Data(contentsOf: url)
      #expect(String(decoding: written, as: UTF8.self).contains("Bread"))
    }
    try context.save()
    let again = Fixtures.fileContainer(at: storeURL).0.viewContext
    #expect(Set(try again.fetch(Item.fetchRequest()).map(\.title)) == ["Milk", "Bread"])
  }

  @Test func aFailedWriteKeepsNothingOfTheSaveInMemoryEither() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (container, _) = Fixtures.fileContainer(at: storeURL)
    let context = container.viewContext
    struct Full: Error {}
    container.persistentStoreCoordinator.beforeReplacing = { _ in throw Full() }
    Item(context: context).title = "Milk"
    #expect(throws: Full.self) { try context.save() }
    let other = container.newBackgroundContext()
    #expect(try other.performAndWait { try other.count(for: Item.fetchRequest()) } == 0)
  }

  @Test func twoContainersOfOneStoreNeverWriteOverEachOthersSaves() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // A beginner's app may make a second container of the same name (in a data manager,
    // or in a controller): on iOS both save into the one store, and both saves are kept.
    let first = Fixtures.fileContainer(at: storeURL).0.viewContext
    let second = Fixtures.fileContainer(at: storeURL).0.viewContext
    Item(context: first).title = "Milk"
    try first.save()
    Item(context: second).title = "Bread"
    try second.save()
    #expect(try second.fetch(Item.fetchRequest()).map(\.title) == ["Milk", "Bread"])
    let written = try Data(contentsOf: storeURL)
    #expect(String(decoding: written, as: UTF8.self).contains("Milk"))
    #expect(String(decoding: written, as: UTF8.self).contains("Bread"))
  }

  @Test func objectsOfEntitiesTheModelNoLongerHasAreKept() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let context = Fixtures.fileContainer(at: storeURL).0.viewContext
      let home = Category(context: context)
      home.name = "Home"
      try context.save()
    }
    let smaller = NSManagedObjectModel()
    let item = NSEntityDescription()
    item.name = "Item"
    item.properties = [Fixtures.attribute("title", .stringAttributeType)]
    smaller.entities = [item]
    do {
      let context = Fixtures.fileContainer(at: storeURL, smaller).0.viewContext
      NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
        .setValue("Milk", forKey: "title")
      try context.save()
    }
    let context = Fixtures.fileContainer(at: storeURL).0.viewContext
    #expect(
      try context.fetch(NSFetchRequest<Category>(entityName: "Category")).map(\.name) == ["Home"])
    #expect(try context.fetch(Item.fetchRequest()).map(\.title) == ["Milk"])
  }
}
