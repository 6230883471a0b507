// The context: a scratch pad of objects, saved to the store all at once.

import Foundation

/// A context: the objects an app reads, makes, changes and deletes, kept apart from the
/// store until ``save()``.
///
/// Like Core Data's, a context is used on its own queue: the main queue for a container's
/// `viewContext`, a queue of its own for a background context (``perform(_:)``,
/// ``performAndWait(_:)``). It is not `@MainActor`.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
  /// The queue the context runs on.
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  /// The coordinator whose store the context reads and saves.
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
    didSet { persistentStoreCoordinator?.add(self) }
  }
  /// The context's name, for debugging.
  open var name: String?
  /// Whether the context takes in the changes other contexts save to its store, as soon as
  /// they are saved (false by default).
  open var automaticallyMergesChangesFromParent = false
  /// The transaction author, for history.
  open var transactionAuthor: String?
  /// How conflicting changes are merged (kept for apps that set it; saves here never
  /// conflict: the last save wins).
  open var mergePolicy: Any = NSErrorMergePolicy

  private let queue: DispatchQueue
  private let queueKey = DispatchSpecificKey<ObjectIdentifier>()
  var registered: [Int64: NSManagedObject] = [:]
  private(set) var inserted: [NSManagedObject] = []
  private var deleted: [NSManagedObject] = []
  private var changedSinceNotice:
    (inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]) = (
      [], [], []
    )

  /// A context running on a queue of the given kind.
  public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
    concurrencyType = ct
    queue =
      ct == .mainQueueConcurrencyType
      ? DispatchQueue.main : DispatchQueue(label: "NSManagedObjectContext")
    super.init()
    queue.setSpecific(key: queueKey, value: ObjectIdentifier(self))
  }

  // MARK: Queues

  private var isOnQueue: Bool {
    concurrencyType == .mainQueueConcurrencyType
      ? Thread.isMainThread : DispatchQueue.getSpecific(key: queueKey) == ObjectIdentifier(self)
  }

  /// Runs a block on the context's queue, later; then tells observers what changed.
  open func perform(_ block: @escaping @Sendable () -> Void) {
    queue.async {
      block()
      self.processPendingChanges()
    }
  }

  /// Runs a block on the context's queue and waits for it; from inside one of the context's
  /// blocks, at once.
  open func performAndWait(_ block: @Sendable () -> Void) {
    if isOnQueue {
      block()
      processPendingChanges()
    } else {
      queue.sync {
        block()
        processPendingChanges()
      }
    }
  }

  /// Runs a block on the context's queue, waits for it and returns what it returns.
  public func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T {
    if isOnQueue {
      defer { processPendingChanges() }
      return try block()
    }
    return try queue.sync {
      defer { processPendingChanges() }
      return try block()
    }
  }

  // MARK: Objects

  /// The objects inserted and not saved yet.
  open var insertedObjects: Set<NSManagedObject> { Set(inserted.filter { !$0.deleted }) }
  /// The saved objects changed and not saved yet.
  open var updatedObjects: Set<NSManagedObject> { Set(registered.values.filter(\.isUpdated)) }
  /// The saved objects deleted and not saved yet.
  open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
  /// The objects the context holds.
  open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }

  /// Whether anything was inserted, changed or deleted since the last save.
  open var hasChanges: Bool {
    !inserted.isEmpty || !deleted.isEmpty || registered.values.contains { $0.isUpdated }
  }

  /// Inserts a new object; it is saved at the next ``save()``.
  open func insert(_ object: NSManagedObject) {
    if object.managedObjectContext === self, object.inserted || object.isSaved { return }
    guard let coordinator = persistentStoreCoordinator else {
      coreDataCrash(
        "NSInternalInconsistencyException",
        "This NSManagedObjectContext has no NSPersistentStoreCoordinator: it cannot insert.")
    }
    object.managedObjectContext = self
    object.number = coordinator.newNumber()
    object.storeIdentifier = coordinator.storeIdentifier
    object.inserted = true
    registered[object.number] = object
    inserted.append(object)
    changedSinceNotice.inserted.append(object)
    object.awakeFromInsert()
  }

  /// Deletes an object, applying its relationships' delete rules; it leaves the store at the
  /// next ``save()``. An object inserted and not saved is simply forgotten.
  open func delete(_ object: NSManagedObject) {
    guard object.managedObjectContext === self, !object.deleted else { return }
    object.prepareForDeletion()
    object.deleted = true
    changedSinceNotice.deleted.append(object)
    if object.inserted {
      inserted.removeAll { $0 === object }
    } else {
      deleted.append(object)
    }
    for case let relationship as NSRelationshipDescription in object.entity.properties {
      let related =
        relationship.isToMany
        ? object.relatedObjects(relationship)
        : object.relatedObject(relationship).map { [$0] } ?? []
      switch relationship.deleteRule {
      case .cascadeDeleteRule:
        for other in related { delete(other) }
      case .nullifyDeleteRule:
        if let inverse = relationship.inverseRelationship {
          for other in related { other.unlink(object, through: inverse) }
        }
      case .denyDeleteRule, .noActionDeleteRule:
        break
      }
    }
    if object.inserted {
      registered[object.number] = nil
    }
  }

  /// Forgets every change since the last save.
  open func rollback() {
    for object in inserted {
      object.managedObjectContext = nil
      object.inserted = false
      registered[object.number] = nil
    }
    for object in registered.values {
      object.pending = [:]
      object.deleted = false
    }
    inserted = []
    deleted = []
    changedSinceNotice = ([], [], [])
  }

  /// Forgets every object.
  open func reset() {
    rollback()
    for object in registered.values { object.managedObjectContext = nil }
    registered = [:]
  }

  /// Tells observers what changed since they were last told
  /// (`NSManagedObjectContextObjectsDidChange`).
  open func processPendingChanges() {
    let changes = changedSinceNotice
    changedSinceNotice = ([], [], [])
    let inserted = Set(changes.inserted.filter { !$0.deleted })
    let deleted = Set(changes.deleted)
    let updated = Set(changes.updated.filter { !$0.deleted }).subtracting(inserted)
    guard !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty else { return }
    NotificationCenter.default.post(
      name: .NSManagedObjectContextObjectsDidChange, object: self,
      userInfo: [
        NSInsertedObjectsKey: inserted, NSUpdatedObjectsKey: updated,
        NSDeletedObjectsKey: deleted,
      ])
  }

  func noteChanged(_ object: NSManagedObject) {
    if !changedSinceNotice.updated.contains(where: { $0 === object }) {
      changedSinceNotice.updated.append(object)
    }
  }

  /// The object of an ID in this context, read from the store if the context does not hold
  /// it yet.
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    if let object = registered[objectID.number] { return object }
    if let object = registeredObject(number: objectID.number, entity: objectID.entity) {
      return object
    }
    coreDataCrash(
      "NSObjectInaccessibleException",
      "CoreData could not fulfill a fault for '\(objectID)'")
  }

  /// The object of an ID, or an error when the store has no such object.
  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    if let object = registered[objectID.number]
      ?? registeredObject(
        number: objectID.number, entity: objectID.entity)
    {
      return object
    }
    throw NSError(
      domain: NSCocoaErrorDomain, code: 133_000,
      userInfo: [NSLocalizedDescriptionKey: "The object \(objectID) does not exist."])
  }

  /// The object of a number in the store: the one the context holds, or a new one read
  /// from the store's row (nil when the store has none).
  func registeredObject(
    number: Int64, entity: NSEntityDescription, preferring type: NSManagedObject.Type? = nil
  ) -> NSManagedObject? {
    if let object = registered[number] { return object }
    guard let coordinator = persistentStoreCoordinator,
      let row = coordinator.row(number: number, entity: entity.name ?? "")
    else { return nil }
    // The requested class when the entity names it (an app and a copy of it in one process
    // may each declare an `Item`), else the class the entity's name finds.
    let requested = type.flatMap { type in
      ManagedObjectClasses.names(type, entity) ? type : nil
    }
    let objectType =
      requested ?? ManagedObjectClasses.resolve(entity) ?? type ?? NSManagedObject.self
    let object = objectType.init(entity: entity, insertInto: nil)
    object.managedObjectContext = self
    object.number = number
    object.storeIdentifier = coordinator.storeIdentifier
    object.isSaved = true
    // A property the row lacks (added to the model since) has its default value.
    object.committed.merge(coordinator.slots(of: row, entity: entity)) { _, saved in saved }
    registered[number] = object
    object.awakeFromFetch()
    return object
  }

  // MARK: Fetching

  /// The objects a request asks for: saved ones and this context's unsaved ones, with this
  /// context's changes, matching the request's predicate, in its order.
  ///
  /// Stops the app, as Core Data does, when the model has no entity of the request's name.
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    let objects = try matching(request)
    if T.self == NSManagedObjectID.self {
      return objects.compactMap { $0.objectID as? T }
    }
    return objects.compactMap { $0 as? T }
  }

  /// How many objects a fetch of the request would return.
  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try matching(request).count
  }

  // MARK: Saving

  /// Saves every change to the store, durably, or throws and keeps the changes: a missing
  /// value a non-optional property needs, a delete a relationship's deny rule forbids, no
  /// store loaded, or a file that could not be written.
  open func save() throws {
    processPendingChanges()
    guard hasChanges else { return }
    guard let coordinator = persistentStoreCoordinator, !coordinator.persistentStores.isEmpty
    else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_030,
        userInfo: [
          NSLocalizedDescriptionKey: "An error occurred while saving.",
          NSLocalizedFailureReasonErrorKey:
            "This NSPersistentStoreCoordinator has no persistent stores. It cannot perform a "
            + "save operation.",
        ])
    }
    NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
    let insertedNow = inserted.filter { !$0.deleted }
    let updatedNow = registered.values.filter(\.isUpdated).sorted { $0.number < $1.number }
    let deletedNow = deleted
    try Validation.check(saving: insertedNow + updatedNow, deleting: deletedNow)
    for object in insertedNow + updatedNow { object.willSave() }
    var changes = StoreChanges()
    for object in insertedNow + updatedNow {
      changes.written.append(
        (
          object.entity.name ?? "", object.number,
          coordinator.row(for: object, changedOnly: object.isSaved)
        ))
    }
    for object in deletedNow {
      changes.removed.append((object.entity.name ?? "", object.number))
    }
    try coordinator.commit(changes, from: self)
    for object in insertedNow + updatedNow {
      for (key, slot) in object.pending { object.committed[key] = Self.saved(slot) }
      object.pending = [:]
      object.inserted = false
      object.isSaved = true
    }
    for object in deletedNow {
      registered[object.number] = nil
      object.managedObjectContext = nil
      object.deleted = false
    }
    inserted = []
    deleted = []
    for object in insertedNow + updatedNow { object.didSave() }
    NotificationCenter.default.post(
      name: .NSManagedObjectContextDidSave, object: self,
      userInfo: [
        NSInsertedObjectsKey: Set(insertedNow), NSUpdatedObjectsKey: Set(updatedNow),
        NSDeletedObjectsKey: Set(deletedNow),
      ])
    coordinator.contextDidSave(
      self, inserted: insertedNow.map(\.objectID), updated: updatedNow.map(\.objectID),
      deleted: deletedNow.map(\.objectID))
  }

  static func saved(_ slot: PropertySlot) -> PropertySlot {
    switch slot {
    case .toOne(let object): .savedToOne(object?.number)
    case .toMany(let objects): .savedToMany(objects.map(\.number))
    default: slot
    }
  }

  // MARK: Merging

  /// Takes in the changes another context saved, given its
  /// `NSManagedObjectContextDidSave` notification.
  open func mergeChanges(fromContextDidSave notification: Notification) {
    func ids(_ key: String) -> [NSManagedObjectID] {
      (notification.userInfo?[key] as? Set<NSManagedObject>)?.map(\.objectID) ?? []
    }
    merge(
      inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey),
      deleted: ids(NSDeletedObjectsKey))
  }

  func merge(
    inserted insertedIDs: [NSManagedObjectID], updated: [NSManagedObjectID],
    deleted deletedIDs: [NSManagedObjectID]
  ) {
    guard let coordinator = persistentStoreCoordinator else { return }
    var refreshed: [NSManagedObject] = []
    for id in updated + insertedIDs {
      if let object = registered[id.number], object.isSaved || id.isTemporaryID == false,
        let row = coordinator.row(number: id.number, entity: id.entity.name ?? "")
      {
        object.committed = coordinator.slots(of: row, entity: id.entity)
        object.isSaved = true
        refreshed.append(object)
      }
    }
    var newObjects: [NSManagedObject] = []
    for id in insertedIDs where registered[id.number] == nil {
      if let object = registeredObject(number: id.number, entity: id.entity) {
        newObjects.append(object)
      }
    }
    var gone: [NSManagedObject] = []
    for id in deletedIDs {
      if let object = registered.removeValue(forKey: id.number) {
        object.managedObjectContext = nil
        inserted.removeAll { $0 === object }
        deleted.removeAll { $0 === object }
        gone.append(object)
      }
    }
    guard !newObjects.isEmpty || !refreshed.isEmpty || !gone.isEmpty else { return }
    NotificationCenter.default.post(
      name: .NSManagedObjectContextObjectsDidChange, object: self,
      userInfo: [
        NSInsertedObjectsKey: Set(newObjects), NSUpdatedObjectsKey: Set(refreshed),
        NSRefreshedObjectsKey: Set(refreshed), NSDeletedObjectsKey: Set(gone),
      ])
  }
}
