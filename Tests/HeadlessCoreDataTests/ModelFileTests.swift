// A model read from the file Xcode's model editor saves, as iOS reads the compiled one from
// the app's bundle.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import HeadlessCoreData

@Suite struct ModelFileTests {
  /// Category ↔ Item as a model file: deleting a category deletes its items; an item
  /// starts not done, with priority 2; a `Chore` is an `Item` with a room.
  static let contents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        <entity name="Category" representedClassName="Category" syncable="YES" codeGenerationType="class">
            <attribute name="name" attributeType="String"/>
            <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="category" inverseEntity="Item"/>
        </entity>
        <entity name="Item" representedClassName="HeadlessCoreDataTests.Item" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="done" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="priority" optional="YES" attributeType="Integer 16" defaultValueString="2" usesScalarValueType="YES"/>
            <attribute name="added" optional="YES" attributeType="Date" defaultDateTimeInterval="86400"/>
            <relationship name="category" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Category" inverseName="items" inverseEntity="Category"/>
        </entity>
        <entity name="Chore" parentEntity="Item" syncable="YES">
            <attribute name="room" optional="YES" attributeType="String"/>
        </entity>
    </model>
    """

  /// Writes `<name>.xcdatamodeld/<name>.xcdatamodel/contents` into a new folder.
  static func modelFolder(named name: String = "Shop", contents: String = contents) throws -> URL {
    let folder = try Fixtures.temporaryFolder()
    let model = folder.appendingPathComponent("\(name).xcdatamodeld/\(name).xcdatamodel")
    try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: model.appendingPathComponent("contents"))
    return folder
  }

  @Test func theFilesEntitiesPropertiesAndRulesMakeTheModel() throws {
    let folder = try Self.modelFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = try #require(
      NSManagedObjectModel(contentsOf: folder.appendingPathComponent("Shop.xcdatamodeld")))
    #expect(model.entities.map(\.name) == ["Category", "Item", "Chore"])
    let category = try #require(model.entitiesByName["Category"])
    #expect(category.attributesByName["name"]?.isOptional == false)
    let items = try #require(category.relationshipsByName["items"])
    #expect(items.isToMany && items.deleteRule == .cascadeDeleteRule)
    #expect(items.destinationEntity === model.entitiesByName["Item"])
    #expect(
      items.inverseRelationship === model.entitiesByName["Item"]?.relationshipsByName["category"])
    let chore = try #require(model.entitiesByName["Chore"])
    #expect(
      chore.properties.map(\.name) == ["title", "done", "priority", "added", "category", "room"])
  }

  @Test func objectsOfAModelFromTheFileSaveAndFollowItsRules() throws {
    let folder = try Self.modelFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = try #require(
      NSManagedObjectModel(contentsOf: folder.appendingPathComponent("Shop.xcdatamodeld")))
    let container = NSPersistentContainer(name: "Shop", managedObjectModel: model)
    container.persistentStoreDescriptions[0].url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in #expect(error == nil) }
    let context = container.viewContext
    let item = Item(context: context)
    #expect(item.done == false && item.priority == 2, "the file's defaults")
    #expect(item.value(forKey: "added") as? Date == Date(timeIntervalSinceReferenceDate: 86_400))
    let home = NSEntityDescription.insertNewObject(forEntityName: "Category", into: context)
    #expect(throws: NSError.self, "the category's name is required") { try context.save() }
    home.setValue("Home", forKey: "name")
    item.setValue(home, forKey: "category")
    try context.save()
    context.delete(home)
    try context.save()
    #expect(try context.count(for: Item.fetchRequest()) == 0, "the cascade took the item")
  }

  @Test func theContainerFindsTheModelFileOfItsNameAmongTheResources() throws {
    let folder = try Self.modelFolder(named: "Pantry")
    defer { try? FileManager.default.removeItem(at: folder) }
    let resources = folder.appendingPathComponent("App_App.resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("Pantry.xcdatamodeld"),
      to: resources.appendingPathComponent("Pantry.xcdatamodeld"))
    let found = ModelFiles.url(named: "Pantry", in: [folder, resources])
    #expect(found?.lastPathComponent == "Pantry.xcdatamodeld")
    #expect(ModelFiles.url(named: "Cellar", in: [folder, resources]) == nil)
    let bundle = try #require(Bundle(url: resources))
    let merged = try #require(NSManagedObjectModel.mergedModel(from: [bundle]))
    #expect(merged.entities.map(\.name) == ["Category", "Item", "Chore"])
  }

  @Test func aDamagedFileGivesNoModel() throws {
    let folder = try Self.modelFolder(contents: "<model><entity name=\"A\">")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      NSManagedObjectModel(contentsOf: folder.appendingPathComponent("Shop.xcdatamodeld")) == nil)
  }
}

/// A class the rest of the suite never makes, so that only a typed request can name it.
final class Shelf: NSManagedObject {}

@Suite struct TypedRequestTests {
  /// A relaunched app fetches, through a fetched results controller, before it makes any
  /// object of its own; the entity names its
  /// class bare (`Shelf`, as Xcode writes `representedClassName`). Run in a process of its own,
  /// where no `Shelf` was ever made.
  @Test func aTypedRequestMakesItsClassBeforeTheAppMadeOne() async {
    await #expect(processExitsWith: .success) {
      let entity = NSEntityDescription()
      entity.name = "Shelf"
      entity.managedObjectClassName = "Shelf"
      entity.properties = [Fixtures.attribute("name", .stringAttributeType)]
      let model = NSManagedObjectModel()
      model.entities = [entity]
      guard let folder = try? Fixtures.temporaryFolder() else { exit(3) }
      defer { try? FileManager.default.removeItem(at: folder) }
      func container() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Shelves", managedObjectModel: model)
        container.persistentStoreDescriptions[0].url = folder.appendingPathComponent("S.sqlite")
        container.loadPersistentStores { _, _ in }
        return container
      }
      let first = container()
      _ = NSManagedObject(entity: entity, insertInto: first.viewContext)
      try? first.viewContext.save()
      let request = NSFetchRequest<Shelf>(entityName: "Shelf")
      request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
      let controller = NSFetchedResultsController(
        fetchRequest: request, managedObjectContext: container().viewContext,
        sectionNameKeyPath: nil, cacheName: nil)
      try? controller.performFetch()
      if controller.fetchedObjects?.count != 1 { exit(1) }
    }
  }
}

/// What beginners' apps call that a model's classes do not declare.
@Suite struct KeyValueCodingTests {
  @Test func aValueIsSetThroughAToOneRelationshipsKeyPath() throws {
    let context = Fixtures.inMemoryContainer().viewContext
    let item = Item(context: context)
    item.setValue("Milk", forKeyPath: "title")
    #expect(item.title == "Milk")
    item.setValue("Home", forKeyPath: "category.name")
    #expect(item.category == nil, "nothing on the way: nothing set")
    let home = Category(context: context)
    item.category = home
    item.setValue("Kitchen", forKeyPath: "category.name")
    #expect(home.name == "Kitchen")
  }

  @Test func aCloudKitContainerKeepsItsStoreOnTheDevice() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Todo.sqlite")
    for _ in 0..<2 {
      let container = NSPersistentCloudKitContainer(
        name: "Todo", managedObjectModel: Fixtures.model())
      container.persistentStoreDescriptions[0].url = url
      container.loadPersistentStores { _, error in #expect(error == nil) }
      Item(context: container.viewContext).title = "Milk"
      try container.viewContext.save()
    }
    let container = NSPersistentCloudKitContainer(
      name: "Todo", managedObjectModel: Fixtures.model())
    container.persistentStoreDescriptions[0].url = url
    container.loadPersistentStores { _, _ in }
    #expect(try container.viewContext.count(for: Item.fetchRequest()) == 2)
  }
}

/// A second class named `Item`, as an exercise's copy of an app declares one in the same
/// process.
enum CopyOfTheApp {
  final class Item: NSManagedObject {}
}

@Suite struct SameNamedClassTests {
  @Test func aTypedFetchMakesTheRequestedClassWhenAnotherOfItsNameIsKnown() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Todo.sqlite")
    let model = Fixtures.model()
    model.entitiesByName["Item"]?.managedObjectClassName = "Item"
    do {
      let (container, _) = Fixtures.fileContainer(at: url, model)
      NSEntityDescription.insertNewObject(forEntityName: "Item", into: container.viewContext)
        .setValue("Milk", forKey: "title")
      try container.viewContext.save()
    }
    let request = NSFetchRequest<CopyOfTheApp.Item>(entityName: "Item")
    _ = NSFetchRequest<Item>(entityName: "Item")  // the other `Item` is the one known last
    let (container, _) = Fixtures.fileContainer(at: url, model)
    let fetched = try container.viewContext.fetch(request)
    #expect(fetched.count == 1)
    #expect(fetched.first?.value(forKey: "title") as? String == "Milk")
  }
}
