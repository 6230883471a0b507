// Managed objects: their entity, their life cycle, and their values read and set by key.

import Foundation

/// A value of a property as an object holds it: an attribute's value, or the object(s) a
/// relationship leads to; once saved, a relationship holds the numbers of its objects in the
/// store, and they are found in the object's context when read.
enum PropertySlot {
  case attribute(Any?)
  case toOne(NSManagedObject?)
  case toMany([NSManagedObject])
  case savedToOne(Int64?)
  case savedToMany([Int64])
}

/// An object of the model, kept by a context: its values are read and written by key.
///
/// ## Subclasses
/// Linux has no Objective-C runtime, so `@NSManaged` (which asks that runtime to make the
/// accessors) cannot work here. A subclass's properties are computed properties over
/// ``value(forKey:)`` and ``setValue(_:forKey:)``; this is what `stepwise port` writes for
/// `@NSManaged var title: String?`:
///
/// ```swift
/// final class Item: NSManagedObject {
///   var title: String? {
///     get { value(forKey: "title") as? String }
///     set { setValue(newValue, forKey: "title") }
///   }
/// }
/// ```
///
/// Numbers and Booleans are kept as `NSNumber`, as on iOS, so `value(forKey:) as? Int16`
/// and `as? Int` both work; a to-many relationship reads as an `NSSet` (`NSOrderedSet` when
/// ordered).
open class NSManagedObject: NSObject, NSFetchRequestResult {
  /// The entity of the object.
  public let entity: NSEntityDescription

  /// The context the object belongs to; nil once it is deleted and saved, or never inserted.
  public internal(set) weak var managedObjectContext: NSManagedObjectContext?

  var number: Int64 = 0
  var storeIdentifier: String = ""
  var isSaved = false
  var committed: [String: PropertySlot] = [:]
  var pending: [String: PropertySlot] = [:]
  var inserted = false
  var deleted = false

  /// A new object of an entity, inserted into a context unless it is nil.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    super.init()
    ManagedObjectClasses.note(type(of: self))
    for case let attribute as NSAttributeDescription in entity.properties {
      if let value = attribute.defaultValue {
        committed[attribute.name] = .attribute(Self.normalize(value, for: attribute))
      }
    }
    if let context {
      context.insert(self)
    }
  }

  /// A new object of the entity whose class is this class, inserted into a context.
  ///
  /// Stops the app, as Core Data does, when the context's model has no entity of this class.
  public convenience init(context moc: NSManagedObjectContext) {
    ManagedObjectClasses.note(Self.self)
    guard let entity = Self.entity(in: moc) else {
      coreDataCrash(
        "NSInternalInconsistencyException",
        "An NSManagedObject of class '\(String(reflecting: Self.self))' must have a valid "
          + "NSEntityDescription.")
    }
    self.init(entity: entity, insertInto: moc)
  }

  /// The entity whose class is this class, in the models of the loaded containers.
  open class func entity() -> NSEntityDescription {
    ManagedObjectClasses.note(self)
    guard
      let entity = NSPersistentContainer.loadedModels().lazy.compactMap({ self.entity(in: $0) })
        .first
    else {
      coreDataCrash(
        "NSInternalInconsistencyException",
        "No NSEntityDescriptions in any model claim the NSManagedObject subclass '"
          + "\(String(reflecting: self))' so +entity is confused.")
    }
    return entity
  }

  /// A fetch request for the entity named as this class.
  open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
    ManagedObjectClasses.note(self)
    return NSFetchRequest(entityName: ManagedObjectClasses.bareName(of: self))
  }

  static func entity(in context: NSManagedObjectContext) -> NSEntityDescription? {
    guard let model = context.persistentStoreCoordinator?.managedObjectModel else { return nil }
    return entity(in: model)
  }

  static func entity(in model: NSManagedObjectModel) -> NSEntityDescription? {
    let bare = ManagedObjectClasses.bareName(of: self)
    let full = String(reflecting: self)
    return model.entities.first { entity in
      let name = entity.managedObjectClassName ?? ""
      return name == full || name.split(separator: ".").last.map(String.init) == bare
    } ?? model.entitiesByName[bare]
  }

  /// The object's ID: temporary until it is first saved.
  public var objectID: NSManagedObjectID {
    NSManagedObjectID(
      entity: entity, number: number, storeIdentifier: storeIdentifier, temporary: !isSaved)
  }

  /// Whether the object was inserted into its context and not saved since.
  public var isInserted: Bool { inserted && !deleted }

  /// Whether the object was deleted from its context and not saved since.
  public var isDeleted: Bool { deleted }

  /// Whether a saved object has changes not saved yet.
  public var isUpdated: Bool { !inserted && !deleted && !pending.isEmpty }

  /// Whether the object was inserted, deleted or changed since it was last saved.
  public var hasChanges: Bool { inserted || deleted || !pending.isEmpty }

  /// Whether the object's values are not loaded yet (never, here: they load with it).
  public var isFault: Bool { false }

  /// Runs when the object is first inserted into a context; subclasses set starting values
  /// here (calling `super`).
  open func awakeFromInsert() {}

  /// Runs when the object is read from the store.
  open func awakeFromFetch() {}

  /// Runs before the object is deleted.
  open func prepareForDeletion() {}

  /// Runs before the object is saved.
  open func willSave() {}

  /// Runs after the object is saved.
  open func didSave() {}

  /// The value of a property; nil for no value.
  ///
  /// Stops the app, as Core Data does, for a key that is not a property of the entity.
  open func value(forKey key: String) -> Any? {
    guard let property = entity.propertiesByName[key] else {
      coreDataCrash(
        "NSUnknownKeyException",
        "[<\(String(reflecting: type(of: self))) \(objectID)> valueForUndefinedKey:]: the "
          + "entity \(entity.name ?? "") is not key value coding-compliant for the key "
          + "\"\(key)\".")
    }
    switch slot(for: key) {
    case .attribute(let value): return value
    case .toOne(let object): return object
    case .toMany(let objects): return collection(objects, for: property)
    case .savedToOne, .savedToMany, nil:
      guard let relationship = property as? NSRelationshipDescription else { return nil }
      if relationship.isToMany {
        return collection(relatedObjects(relationship), for: property)
      }
      return relatedObject(relationship)
    }
  }

  /// The value at a key path through to-one relationships (`category.name`).
  open func value(forKeyPath keyPath: String) -> Any? {
    var current: Any? = self
    for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      guard let object = current as? NSManagedObject else { return nil }
      current = object.value(forKey: String(key))
    }
    return current
  }

  /// Sets the value at a key path through to-one relationships (`category.name`): the last
  /// key's on the object the others lead to; nothing when a relationship on the way is nil.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var object: NSManagedObject = self
    for key in keys.dropLast() {
      guard let next = object.value(forKey: key) as? NSManagedObject else { return }
      object = next
    }
    object.setValue(value, forKey: keys.last ?? keyPath)
  }

  /// Sets the value of a property (nil for no value), keeping a relationship's inverse in
  /// step, as Core Data does.
  ///
  /// Stops the app, as Core Data does, for a key that is not a property of the entity or a
  /// value of the wrong type.
  open func setValue(_ value: Any?, forKey key: String) {
    guard let property = entity.propertiesByName[key] else {
      coreDataCrash(
        "NSUnknownKeyException",
        "[<\(String(reflecting: type(of: self))) \(objectID)> setValue:forUndefinedKey:]: the "
          + "entity \(entity.name ?? "") is not key value coding-compliant for the key "
          + "\"\(key)\".")
    }
    if let attribute = property as? NSAttributeDescription {
      var stored: Any?
      if let value, !(value is NSNull) {
        stored = Self.normalize(value, for: attribute)
      }
      if let value, !(value is NSNull), stored == nil {
        coreDataCrash(
          "NSInvalidArgumentException",
          "Unacceptable type of value for attribute: property = \"\(key)\"; desired type = "
            + "\(attribute.attributeValueClassName ?? "?"); given type = "
            + "\(type(of: value)); value = \(value).")
      }
      change(key, to: .attribute(stored))
      return
    }
    guard let relationship = property as? NSRelationshipDescription else { return }
    if relationship.isToMany {
      let objects = Self.objects(in: value)
      setRelated(objects, for: relationship, updatingInverse: true)
    } else {
      setRelated(value as? NSManagedObject, for: relationship, updatingInverse: true)
    }
  }

  /// The values changed since the object was last saved, by key.
  open func changedValues() -> [String: Any] {
    var values: [String: Any] = [:]
    for key in pending.keys {
      values[key] = value(forKey: key) ?? NSNull()
    }
    return values
  }

  /// A description of the object with its entity, ID and values, as Core Data prints one.
  open override var description: String {
    let values = entity.properties.compactMap { property -> String? in
      guard let attribute = property as? NSAttributeDescription else { return nil }
      let value = self.value(forKey: attribute.name)
      return "    \(attribute.name) = \(value.map { "\($0)" } ?? "nil");"
    }
    return "<\(String(reflecting: type(of: self))): \(objectID)> (entity: \(entity.name ?? ""); "
      + "id: \(objectID); data: {\n\(values.joined(separator: "\n"))\n})"
  }
}
