// Lightweight migration: a store saved with an earlier model opens with today's when Core
// Data could infer the mapping, and is refused, untouched, when it could not.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import HeadlessCoreData

@Suite final class StoreMigrationTests {
  let folder: URL
  let storeURL: URL

  init() throws {
    folder = try Fixtures.temporaryFolder()
    storeURL = folder.appendingPathComponent("Todo.sqlite")
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A model of one entity, `Note`, with these attributes (and any other entities named).
  static func model(_ attributes: [NSAttributeDescription], entities: [String] = [])
    -> NSManagedObjectModel
  {
    let note = NSEntityDescription()
    note.name = "Note"
    note.properties = attributes
    let model = NSManagedObjectModel()
    model.entities =
      [note]
      + entities.map { name in
        let entity = NSEntityDescription()
        entity.name = name
        entity.properties = [Fixtures.attribute("label", .stringAttributeType)]
        return entity
      }
    return model
  }

  static var title: NSAttributeDescription { Fixtures.attribute("title", .stringAttributeType) }

  /// Opens the store with a model; the error loading gave, if any.
  func open(_ model: NSManagedObjectModel, migrating: Bool = true) -> (
    NSPersistentContainer, (any Error)?
  ) {
    let container = NSPersistentContainer(name: "Todo", managedObjectModel: model)
    container.persistentStoreDescriptions[0].url = storeURL
    container.persistentStoreDescriptions[0].shouldMigrateStoreAutomatically = migrating
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    return (container, failure)
  }

  /// Saves two notes with the first model, in a container that is then let go.
  func saveTwoNotes() throws {
    let (container, error) = open(Self.model([Self.title]))
    #expect(error == nil)
    for title in ["Milk", "Eggs"] {
      NSEntityDescription.insertNewObject(forEntityName: "Note", into: container.viewContext)
        .setValue(title, forKey: "title")
    }
    try container.viewContext.save()
  }

  func notes(in container: NSPersistentContainer) throws -> [NSManagedObject] {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    return try container.viewContext.fetch(request)
  }

  @Test func anAddedAttributeTakesItsDefaultAndANewEntityIsThere() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try saveTwoNotes()
    let done = Fixtures.attribute("done", .booleanAttributeType, optional: false)
    done.defaultValue = true
    let later = Self.model(
      [Self.title, done, Fixtures.attribute("body", .stringAttributeType)], entities: ["Tag"])
    let (container, error) = open(later)
    #expect(error == nil)
    let migrated = try String(contentsOf: storeURL, encoding: .utf8)
    #expect(
      migrated.components(separatedBy: "\"done\" : {\n          \"boolean\" : true").count == 3,
      "the file holds each saved note's default: \(migrated)")
    let notes = try notes(in: container)
    #expect(notes.map { $0.value(forKey: "title") as? String } == ["Eggs", "Milk"])
    #expect(notes.map { $0.value(forKey: "done") as? Bool } == [true, true])
    #expect(notes.allSatisfy { $0.value(forKey: "body") == nil })
    NSEntityDescription.insertNewObject(forEntityName: "Tag", into: container.viewContext)
      .setValue("home", forKey: "label")
    try container.viewContext.save()
    let text = try String(contentsOf: storeURL, encoding: .utf8)
    #expect(text.contains("\"done\" : \"800\""), "the migrated store records today's model")
  }

  @Test func aRemovedAttributeStaysInTheFileForAModelThatTakesItBack() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try saveTwoNotes()
    let (smaller, error) = open(Self.model([Fixtures.attribute("body", .stringAttributeType)]))
    #expect(error == nil)
    let all = NSFetchRequest<NSManagedObject>(entityName: "Note")
    #expect(try smaller.viewContext.count(for: all) == 2)
    let (container, again) = open(Self.model([Self.title]))
    #expect(again == nil)
    #expect(
      try notes(in: container).map { $0.value(forKey: "title") as? String } == ["Eggs", "Milk"])
  }

  @Test(arguments: [
    (
      "a required attribute with no default", StoreMigration.migrationCode,
      [StoreMigrationTests.title, Fixtures.attribute("due", .dateAttributeType, optional: false)]
    ),
    (
      "an attribute of another type", StoreMigration.missingMappingModelCode,
      [Fixtures.attribute("title", .integer16AttributeType)]
    ),
  ])
  func aChangeMigrationCannotInferIsRefusedAndTheStoreKept(
    change: String, code: Int, attributes: [NSAttributeDescription]
  ) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try saveTwoNotes()
    let before = try Data(contentsOf: storeURL)
    let (_, error) = open(Self.model(attributes))
    let failure = try #require(error as? NSError, "\(change)")
    #expect(failure.code == code, "\(change): \(failure)")
    #expect(try Data(contentsOf: storeURL) == before, "\(change): the store is untouched")
    let (again, stillFine) = open(Self.model([Self.title]))
    #expect(stillFine == nil)
    #expect(try notes(in: again).count == 2, "nothing was lost")
  }

  @Test func withoutAutomaticMigrationAChangedModelIsIncompatible() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try saveTwoNotes()
    let later = Self.model([Self.title, Fixtures.attribute("body", .stringAttributeType)])
    let (_, error) = open(later, migrating: false)
    #expect((error as? NSError)?.code == StoreMigration.incompatibleVersionCode)
    let (_, sameModel) = open(Self.model([Self.title]), migrating: false)
    #expect(sameModel == nil, "the model it was saved with opens it")
  }
}

/// A store's file changed by another writer while a container of this process holds it.
@Suite struct ChangedUnderneathTests {
  @Test func aFileDamagedWhileAContainerHoldsItIsReadAgainAndRefused() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Todo.sqlite")
    let (first, _) = Fixtures.fileContainer(at: url)
    Item(context: first.viewContext).title = "Milk"
    try first.viewContext.save()
    let saved = try Data(contentsOf: url)
    let (second, shared) = Fixtures.fileContainer(at: url)
    #expect(shared == nil)
    #expect(try second.viewContext.count(for: Item.fetchRequest()) == 1, "shared while unchanged")

    try Data("{ not a store".utf8).write(to: url)
    let (_, damaged) = Fixtures.fileContainer(at: url)
    #expect((damaged as? NSError)?.code == 259, "the damaged file, not the memory of it")

    let older = try Data(contentsOf: url)
    #expect(older != saved)
    try saved.write(to: url)
    let (third, restored) = Fixtures.fileContainer(at: url)
    #expect(restored == nil)
    #expect(try third.viewContext.fetch(Item.fetchRequest()).map(\.title) == ["Milk"])
    withExtendedLifetime(first) {}
  }
}
