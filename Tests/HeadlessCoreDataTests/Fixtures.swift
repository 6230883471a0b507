// The model the tests use: categories holding items, as a beginner's to-do app has them.

import Foundation

@testable import HeadlessCoreData

/// An item of a to-do list, its properties written as the port writes `@NSManaged` ones.
final class Item: NSManagedObject {
  var title: String? {
    get { value(forKey: "title") as? String }
    set { setValue(newValue, forKey: "title") }
  }
  var done: Bool {
    get { value(forKey: "done") as? Bool ?? false }
    set { setValue(newValue, forKey: "done") }
  }
  var priority: Int16 {
    get { value(forKey: "priority") as? Int16 ?? 0 }
    set { setValue(newValue, forKey: "priority") }
  }
  var category: Category? {
    get { value(forKey: "category") as? Category }
    set { setValue(newValue, forKey: "category") }
  }

  class func fetchRequest() -> NSFetchRequest<Item> {
    NSFetchRequest<Item>(entityName: "Item")
  }
}

/// A category holding items.
final class Category: NSManagedObject {
  var name: String? {
    get { value(forKey: "name") as? String }
    set { setValue(newValue, forKey: "name") }
  }
  var items: NSSet? {
    get { value(forKey: "items") as? NSSet }
    set { setValue(newValue, forKey: "items") }
  }
}

enum Fixtures {
  /// Category (name, required) ↔ Item (title, done, priority, added, notes, …): deleting a
  /// category deletes its items; deleting an item takes it out of its category.
  static func model(categoryDeleteRule: NSDeleteRule = .cascadeDeleteRule) -> NSManagedObjectModel {
    let category = NSEntityDescription()
    category.name = "Category"
    category.managedObjectClassName = "Category"
    let item = NSEntityDescription()
    item.name = "Item"
    item.managedObjectClassName = "HeadlessCoreDataTests.Item"

    let name = attribute("name", .stringAttributeType, optional: false)
    let items = NSRelationshipDescription()
    items.name = "items"
    items.destinationEntity = item
    items.maxCount = 0
    items.deleteRule = categoryDeleteRule
    let owner = NSRelationshipDescription()
    owner.name = "category"
    owner.destinationEntity = category
    owner.maxCount = 1
    owner.deleteRule = .nullifyDeleteRule
    items.inverseRelationship = owner
    owner.inverseRelationship = items
    category.properties = [name, items]

    let done = attribute("done", .booleanAttributeType)
    done.defaultValue = false
    item.properties = [
      attribute("title", .stringAttributeType), done,
      attribute("priority", .integer16AttributeType), attribute("score", .doubleAttributeType),
      attribute("added", .dateAttributeType), attribute("photo", .binaryDataAttributeType),
      attribute("identifier", .UUIDAttributeType), attribute("link", .URIAttributeType),
      attribute("price", .decimalAttributeType), attribute("count64", .integer64AttributeType),
      owner,
    ]
    let model = NSManagedObjectModel()
    model.entities = [category, item]
    return model
  }

  static func attribute(
    _ name: String, _ type: NSAttributeType, optional: Bool = true
  ) -> NSAttributeDescription {
    let attribute = NSAttributeDescription()
    attribute.name = name
    attribute.attributeType = type
    attribute.isOptional = optional
    return attribute
  }

  /// A container whose store is in memory.
  static func inMemoryContainer(
    _ model: NSManagedObjectModel = Fixtures.model()
  ) -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Todo", managedObjectModel: model)
    let description = NSPersistentStoreDescription()
    description.type = NSInMemoryStoreType
    container.persistentStoreDescriptions = [description]
    container.loadPersistentStores { _, error in
      precondition(error == nil, "\(String(describing: error))")
    }
    return container
  }

  /// A container whose store is a file in a folder; the error loading it, if any.
  static func fileContainer(
    at url: URL, _ model: NSManagedObjectModel = Fixtures.model()
  ) -> (NSPersistentContainer, (any Error)?) {
    let container = NSPersistentContainer(name: "Todo", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
    nonisolated(unsafe) var loadError: (any Error)?
    container.loadPersistentStores { _, error in loadError = error }
    return (container, loadError)
  }

  /// A new empty folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("HeadlessCoreDataTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
