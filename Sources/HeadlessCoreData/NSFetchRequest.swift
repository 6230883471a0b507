// Fetch requests: which objects of an entity, in which order, how many.

import Foundation

/// What a fetch request returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// A raw value as the type.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Managed objects (the default).
  public static let managedObjectResultType = NSFetchRequestResultType([])
  /// Object IDs.
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  /// Dictionaries.
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  /// The number of objects.
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A request for the objects of an entity: those matching its ``predicate``, in the order of
/// its ``sortDescriptors``, from ``fetchOffset``, at most ``fetchLimit`` of them.
///
/// ```swift
/// let request: NSFetchRequest<Item> = Item.fetchRequest()
/// request.predicate = NSPredicate(format: "title CONTAINS[cd] %@", searchText)
/// request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
/// let items = try context.fetch(request)
/// ```
///
/// Its result type has no constraint here (on iOS it must be an `NSFetchRequestResult`):
/// Linux has no Objective-C protocols, and only those let `NSFetchRequest<NSFetchRequestResult>`,
/// which apps write, name the protocol itself as the type.
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
  /// The name of the entity whose objects are fetched.
  open var entityName: String?
  /// The entity whose objects are fetched.
  open var entity: NSEntityDescription? {
    didSet {
      if let name = entity?.name { entityName = name }
    }
  }
  /// Which objects: nil for all.
  open var predicate: NSPredicate?
  /// The order: nil for the order the store keeps (the order they were first saved).
  open var sortDescriptors: [NSSortDescriptor]?
  /// The most objects returned; 0 for no limit.
  open var fetchLimit: Int = 0
  /// How many matching objects are skipped first.
  open var fetchOffset: Int = 0
  /// How many objects are read at once (the kit reads them all: a batch size changes only
  /// speed on iOS, never the result).
  open var fetchBatchSize: Int = 0
  /// Whether objects are returned as faults (the kit always reads values at once).
  open var returnsObjectsAsFaults = true
  /// Whether unsaved changes of the context take part (always, here, as by default).
  open var includesPendingChanges = true
  /// What the fetch returns.
  open var resultType: NSFetchRequestResultType = .managedObjectResultType

  /// A request for the objects of the entity of a name.
  public init(entityName: String) {
    self.entityName = entityName
    super.init()
    noteResultClass()
  }

  /// A request with no entity yet.
  public override init() {
    super.init()
    noteResultClass()
  }

  /// Makes a request typed by a subclass (`NSFetchRequest<Item>`) a way to the class: its
  /// entity's objects are made as `Item`s, even before the app has made one itself.
  private func noteResultClass() {
    if let type = ResultType.self as? NSManagedObject.Type {
      ManagedObjectClasses.note(type)
    }
  }

  /// A description of the request.
  open override var description: String {
    "<NSFetchRequest: \(ObjectIdentifier(self))> (entity: \(entityName ?? "nil"); predicate: "
      + "(\(predicate.map { "\($0)" } ?? "null")); sortDescriptors: "
      + "(\(sortDescriptors.map { "\($0)" } ?? "null")); limit: \(fetchLimit))"
  }
}
