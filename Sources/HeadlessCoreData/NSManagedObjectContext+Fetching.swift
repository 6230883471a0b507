// What a fetch request matches in a context: the store's objects and the context's own
// unsaved ones, filtered, sorted and cut as the request says.

import Foundation

extension NSManagedObjectContext {
  /// The objects a request matches, in its order (``fetch(_:)`` and ``count(for:)``).
  func matching<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
    guard let coordinator = persistentStoreCoordinator else {
      coreDataCrash(
        "NSInternalInconsistencyException",
        "This NSManagedObjectContext has no NSPersistentStoreCoordinator: it cannot fetch.")
    }
    let entityName = request.entityName ?? request.entity?.name ?? ""
    guard let entity = coordinator.managedObjectModel.entitiesByName[entityName] else {
      coreDataCrash(
        "NSInternalInconsistencyException",
        "NSFetchRequest could not locate an NSEntityDescription for entity name "
          + "'\(entityName)'")
    }
    guard !coordinator.persistentStores.isEmpty else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_060,
        userInfo: [
          NSLocalizedDescriptionKey: "A Core Data error occurred.",
          NSLocalizedFailureReasonErrorKey:
            "This NSPersistentStoreCoordinator has no persistent stores. It cannot perform a "
            + "fetch. (Was loadPersistentStores(completionHandler:) called, and did it "
            + "succeed?)",
        ])
    }
    let preferred = T.self as? NSManagedObject.Type
    var objects: [NSManagedObject] = []
    for number in coordinator.numbers(of: entityName) {
      guard let object = registeredObject(number: number, entity: entity, preferring: preferred),
        !object.deleted
      else { continue }
      objects.append(object)
    }
    objects += inserted.filter { $0.entity.name == entityName && !$0.deleted }
    if let predicate = request.predicate {
      objects = objects.filter { predicate.evaluate(with: $0) }
    }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      objects = sortedObjects(objects, by: descriptors)
    }
    let start = min(max(request.fetchOffset, 0), objects.count)
    objects = Array(objects[start...])
    if request.fetchLimit > 0 {
      objects = Array(objects.prefix(request.fetchLimit))
    }
    return objects
  }
}
