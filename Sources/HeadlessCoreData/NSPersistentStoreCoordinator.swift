// The coordinator: the saved objects of a model, kept in memory and in the store's file.

import Foundation
internal import HeadlessUIKitCore
import StepwiseBasics

/// The store type that keeps its objects in a file (its name on iOS; the file here is JSON).
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSSQLiteStoreType = "SQLite"
/// The store type that keeps its objects in a file, in Core Data's binary format on iOS.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSBinaryStoreType = "Binary"
/// The store type that keeps its objects in memory only, gone when the app quits: for tests.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSInMemoryStoreType = "InMemory"

/// A store the coordinator has loaded.
open class NSPersistentStore: NSObject, @unchecked Sendable {
  /// The store's type (``NSSQLiteStoreType``, ``NSInMemoryStoreType``).
  public let type: String
  /// The store's file; nil for a store in memory.
  open var url: URL?
  /// The store's unique identifier.
  open var identifier: String!
  /// Whether saves are refused.
  open var isReadOnly = false

  init(type: String, url: URL?, identifier: String) {
    self.type = type
    self.url = url
    self.identifier = identifier
  }
}

/// The saved objects of one store, shared by every coordinator in the process that opened
/// its file, as the rows of a file on iOS are: two containers of the same store each see
/// what the other saved, and neither writes over it.
final class StoreContents: @unchecked Sendable {
  let document: Locked<StoreDocument>
  /// The file as these contents last read or wrote it: another writer's change (a copy put
  /// back, a damaged file) makes the next coordinator read the file again.
  let stamp = Locked<FileStamp?>(nil)

  private init(_ document: StoreDocument) {
    self.document = Locked(document)
  }

  /// What tells one state of a file from another: its identity, size and time of change.
  struct FileStamp: Equatable {
    var inode: UInt64
    var size: UInt64
    var modified: Date?

    init?(_ url: URL) {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
        return nil
      }
      inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
      size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
      modified = attributes[.modificationDate] as? Date
    }
  }

  /// Contents of their own, for a store in memory.
  static func inMemory() -> StoreContents {
    StoreContents(StoreDocument())
  }

  private struct WeakContents {
    weak var contents: StoreContents?
  }

  private static let open = Locked<[String: WeakContents]>([:])

  /// The contents of the file: those a coordinator in the process holds already, or those
  /// read from the file (empty when there is none). Throws, leaving the file untouched, when
  /// it cannot be read or is damaged.
  static func file(_ url: URL) throws -> StoreContents {
    let key = url.standardizedFileURL.resolvingSymlinksInPath().path
    return try open.withLock { open in
      if let contents = open[key]?.contents, contents.stamp.withLock({ $0 }) == FileStamp(url) {
        return contents
      }
      var document = StoreDocument()
      let manager = FileManager.default
      if manager.fileExists(atPath: url.path) {
        let data: Data
        do {
          data = try Data(contentsOf: url)
        } catch {
          throw NSError(
            domain: NSCocoaErrorDomain, code: 256,
            userInfo: [
              NSLocalizedDescriptionKey: "The file “\(url.lastPathComponent)” couldn’t be opened.",
              NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: error,
            ])
        }
        document = try StoreDocument.decode(data, from: url)
      } else {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      }
      let contents = StoreContents(document)
      contents.stamp.withLock { $0 = FileStamp(url) }
      open = open.filter { $0.value.contents != nil }
      open[key] = WeakContents(contents: contents)
      return contents
    }
  }
}

/// A group of changes one save makes.
struct StoreChanges {
  var written: [(entity: String, number: Int64, row: [String: StoredValue])] = []
  var removed: [(entity: String, number: Int64)] = []
}

/// The coordinator: it holds the model, loads the store and writes every save to it.
///
/// A save rewrites the store's whole file durably (FIDELITY 25): into a temporary file in
/// the same folder, flushed to the disk, renamed over the old file, the folder flushed, as
/// the kit writes every file an app keeps. If the write fails, nothing the save changed is
/// kept, in memory or on the disk, and the save throws.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
  /// The model of the objects in the store.
  public let managedObjectModel: NSManagedObjectModel

  private struct State {
    var contents = StoreContents.inMemory()
    var stores: [NSPersistentStore] = []
    var contexts: [WeakContext] = []
  }

  private struct WeakContext {
    weak var context: NSManagedObjectContext?
  }

  private let state = Locked(State())

  /// Runs after the store's temporary file is complete, before it replaces the store's file:
  /// a test throws here to play the app being killed in the middle of a save.
  var beforeReplacing: @Sendable (URL) throws -> Void = { _ in }

  /// A coordinator of a model, with no store yet.
  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
  }

  /// The stores loaded.
  open var persistentStores: [NSPersistentStore] { state.withLock { $0.stores } }

  private var contents: StoreContents { state.withLock { $0.contents } }

  var storeIdentifier: String { contents.document.withLock { $0.identifier } }

  /// Loads a store: reads its file, or starts an empty one (the file is written at the
  /// first save). Throws, leaving the file untouched, when the file cannot be read or is
  /// damaged.
  @discardableResult
  open func addPersistentStore(
    ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    let inMemory =
      storeType == NSInMemoryStoreType || storeURL == nil || storeURL?.path == "/dev/null"
    let contents =
      try storeURL.map { inMemory ? StoreContents.inMemory() : try .file($0) }
      ?? StoreContents.inMemory()
    if !inMemory, let storeURL {
      let allowed =
        (options?[NSMigratePersistentStoresAutomaticallyOption] as? Bool ?? false)
        && (options?[NSInferMappingModelAutomaticallyOption] as? Bool ?? false)
      try contents.document.withLock { document in
        var migrated = document
        if try StoreMigration.migrate(
          &migrated, to: managedObjectModel, migrate: allowed, url: storeURL)
        {
          try SandboxFile.write(try migrated.encoded(), to: storeURL, beforeReplacing: { _ in })
          contents.stamp.withLock { $0 = StoreContents.FileStamp(storeURL) }
        }
        document = migrated
      }
    }
    let store = NSPersistentStore(
      type: inMemory ? NSInMemoryStoreType : storeType, url: storeURL,
      identifier: contents.document.withLock { $0.identifier })
    state.withLock { state in
      if state.stores.isEmpty {
        state.contents = contents
      }
      state.stores.append(store)
    }
    return store
  }

  func add(_ context: NSManagedObjectContext) {
    state.withLock { state in
      state.contexts.removeAll { $0.context == nil }
      state.contexts.append(WeakContext(context: context))
    }
  }

  func newNumber() -> Int64 {
    contents.document.withLock { document in
      defer { document.nextNumber += 1 }
      return document.nextNumber
    }
  }

  /// The numbers of an entity's saved objects, in the order they were first saved.
  func numbers(of entity: String) -> [Int64] {
    contents.document.withLock { document in
      (document.entities[entity] ?? [:]).keys.compactMap { Int64($0) }.sorted()
    }
  }

  func row(number: Int64, entity: String) -> [String: StoredValue]? {
    contents.document.withLock { $0.entities[entity]?[String(number)] }
  }

  /// A saved row as an object holds it.
  func slots(of row: [String: StoredValue], entity: NSEntityDescription) -> [String: PropertySlot] {
    var slots: [String: PropertySlot] = [:]
    for property in entity.properties {
      guard let value = row[property.name] else { continue }
      if let relationship = property as? NSRelationshipDescription {
        switch value {
        case .toOne(let number): slots[property.name] = .savedToOne(number)
        case .toMany(let numbers): slots[property.name] = .savedToMany(numbers)
        default: slots[property.name] = relationship.isToMany ? .savedToMany([]) : .savedToOne(nil)
        }
      } else {
        slots[property.name] = .attribute(value.attributeValue)
      }
    }
    return slots
  }

  /// An object's values as the file keeps them: all of them, or only those changed.
  func row(for object: NSManagedObject, changedOnly: Bool) -> [String: StoredValue] {
    var row: [String: StoredValue] = [:]
    for property in object.entity.properties where !property.isTransient {
      if changedOnly, object.pending[property.name] == nil { continue }
      if let attribute = property as? NSAttributeDescription {
        row[property.name] = StoredValue(
          attribute: object.value(forKey: property.name), type: attribute.attributeType)
      } else if let relationship = property as? NSRelationshipDescription {
        row[property.name] =
          relationship.isToMany
          ? .toMany(object.relatedObjects(relationship).map(\.number))
          : .toOne(object.relatedObject(relationship)?.number)
      }
    }
    return row
  }

  /// Applies a save's changes and writes the store; on failure, keeps nothing of them.
  func commit(_ changes: StoreChanges, from context: NSManagedObjectContext) throws {
    let (store, contents) = state.withLock { ($0.stores.first, $0.contents) }
    guard let store else { return }
    try contents.document.withLock { saved in
      var document = saved
      for (entity, number, row) in changes.written {
        document.entities[entity, default: [:]][String(number), default: [:]].merge(
          row, uniquingKeysWith: { _, new in new })
      }
      for (entity, number) in changes.removed {
        document.entities[entity]?[String(number)] = nil
      }
      document.model = StoreMigration.schema(of: managedObjectModel)
      if store.type != NSInMemoryStoreType, let url = store.url {
        let data = try document.encoded()
        try SandboxFile.write(data, to: url, beforeReplacing: beforeReplacing)
        contents.stamp.withLock { $0 = StoreContents.FileStamp(url) }
      }
      saved = document
    }
  }

  /// Tells the other contexts that merge changes what a context saved.
  func contextDidSave(
    _ saver: NSManagedObjectContext, inserted: [NSManagedObjectID], updated: [NSManagedObjectID],
    deleted: [NSManagedObjectID]
  ) {
    let others = state.withLock { state in
      state.contexts.compactMap(\.context).filter {
        $0 !== saver && $0.automaticallyMergesChangesFromParent
      }
    }
    for context in others {
      context.perform {
        context.merge(inserted: inserted, updated: updated, deleted: deleted)
      }
    }
  }
}
