// The model: entities, their attributes and relationships, as an app's data model file
// describes them.

import Foundation
import StepwiseBasics

/// The kind of value an attribute holds, with Core Data's numbers.
public enum NSAttributeType: UInt, Sendable {
  /// No type given.
  case undefinedAttributeType = 0
  /// A 16-bit integer (`Int16`).
  case integer16AttributeType = 100
  /// A 32-bit integer (`Int32`).
  case integer32AttributeType = 200
  /// A 64-bit integer (`Int64`).
  case integer64AttributeType = 300
  /// A decimal number (`Decimal`).
  case decimalAttributeType = 400
  /// A double-precision number (`Double`).
  case doubleAttributeType = 500
  /// A single-precision number (`Float`).
  case floatAttributeType = 600
  /// Text (`String`).
  case stringAttributeType = 700
  /// A Boolean (`Bool`).
  case booleanAttributeType = 800
  /// A moment in time (`Date`).
  case dateAttributeType = 900
  /// Bytes (`Data`).
  case binaryDataAttributeType = 1000
  /// A universally unique identifier (`UUID`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case UUIDAttributeType = 1100
  /// A URL (`URL`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URIAttributeType = 1200
  /// A value kept through a value transformer.
  case transformableAttributeType = 1800
  /// An object ID.
  case objectIDAttributeType = 2000
}

/// What deleting an object does to the objects a relationship leads to.
public enum NSDeleteRule: UInt, Sendable {
  /// Nothing: the objects keep pointing at the deleted one.
  case noActionDeleteRule = 0
  /// The objects stop pointing at the deleted one (the inverse is set to nil or loses it).
  case nullifyDeleteRule = 1
  /// The objects are deleted too.
  case cascadeDeleteRule = 2
  /// The deletion fails when saved while the relationship leads to any object.
  case denyDeleteRule = 3
}

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
  /// The property's name, the key of its value.
  open var name: String = ""
  /// Whether an object may be saved without a value for this property (true by default).
  open var isOptional: Bool = true
  /// Whether the value is kept in memory only, never in the store.
  open var isTransient: Bool = false
  /// The entity this property belongs to.
  open internal(set) weak var entity: NSEntityDescription!

  /// A property with no name, optional.
  public override init() {
    super.init()
  }
}

/// An attribute: a property holding a value of one type.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
  /// The type of the attribute's values.
  open var attributeType: NSAttributeType = .undefinedAttributeType
  /// The value a new object starts with.
  open var defaultValue: Any?
  /// The name of the class of the attribute's values, as Core Data gives it.
  open var attributeValueClassName: String? {
    switch attributeType {
    case .stringAttributeType: "NSString"
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType,
      .doubleAttributeType, .floatAttributeType, .booleanAttributeType:
      "NSNumber"
    case .decimalAttributeType: "NSDecimalNumber"
    case .dateAttributeType: "NSDate"
    case .binaryDataAttributeType: "NSData"
    case .UUIDAttributeType: "NSUUID"
    case .URIAttributeType: "NSURL"
    default: nil
    }
  }
}

/// A relationship: a property leading to one object, or to a set of objects, of another
/// entity (or the same).
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
  /// The entity of the objects the relationship leads to.
  open weak var destinationEntity: NSEntityDescription?
  /// The relationship of the destination entity leading back.
  open weak var inverseRelationship: NSRelationshipDescription?
  /// The most objects the relationship leads to: 1 for a to-one relationship, 0 for no limit.
  open var maxCount: Int = 1
  /// The fewest objects the relationship leads to.
  open var minCount: Int = 0
  /// What deleting the source object does to the destination objects.
  open var deleteRule: NSDeleteRule = .nullifyDeleteRule
  /// Whether the destination objects are kept in order (an `NSOrderedSet`).
  open var isOrdered: Bool = false

  /// Whether the relationship leads to a set of objects.
  open var isToMany: Bool { maxCount != 1 }
}

/// An entity: a kind of object the model stores, with its properties.
open class NSEntityDescription: NSObject, @unchecked Sendable {
  /// The entity's name.
  open var name: String?
  /// The name of the class of the entity's objects (`NSManagedObject` unless a subclass is
  /// named, such as `Item` or `MyApp.Item`).
  open var managedObjectClassName: String! = "NSManagedObject"
  /// The model this entity belongs to.
  open internal(set) weak var managedObjectModel: NSManagedObjectModel!
  /// Whether the entity is abstract (no objects of its own).
  open var isAbstract: Bool = false

  /// The entity's properties, attributes and relationships.
  open var properties: [NSPropertyDescription] = [] {
    didSet {
      for property in properties { property.entity = self }
    }
  }

  /// An entity with no name and no properties.
  public override init() {
    super.init()
  }

  /// The properties, by name.
  open var propertiesByName: [String: NSPropertyDescription] {
    Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The attributes, by name.
  open var attributesByName: [String: NSAttributeDescription] {
    propertiesByName.compactMapValues { $0 as? NSAttributeDescription }
  }

  /// The relationships, by name.
  open var relationshipsByName: [String: NSRelationshipDescription] {
    propertiesByName.compactMapValues { $0 as? NSRelationshipDescription }
  }

  /// The entity of a name in a context's model.
  open class func entity(
    forEntityName entityName: String, in context: NSManagedObjectContext
  ) -> NSEntityDescription? {
    context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
  }

  /// Makes a new object of an entity, of the entity's class, inserted into a context.
  ///
  /// Stops the app, as Core Data does, when the context's model has no entity of that name.
  open class func insertNewObject(
    forEntityName entityName: String, into context: NSManagedObjectContext
  ) -> NSManagedObject {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      coreDataCrash(
        "NSInternalInconsistencyException",
        "+entityForName: could not locate an entity named '\(entityName)' in this model.")
    }
    let type = ManagedObjectClasses.resolve(entity) ?? NSManagedObject.self
    return type.init(entity: entity, insertInto: context)
  }
}

/// A model: the entities an app stores.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
  /// The entities.
  open var entities: [NSEntityDescription] = [] {
    didSet {
      for entity in entities { entity.managedObjectModel = self }
    }
  }

  /// An empty model.
  public override init() {
    super.init()
  }

  /// The entities, by name.
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(
      entities.compactMap { entity in entity.name.map { ($0, entity) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// The model registered under a name with ``register(_:named:)``: what
  /// `NSPersistentContainer(name:)` finds where iOS reads `<name>.momd` from the app's bundle.
  public static func registered(named name: String) -> NSManagedObjectModel? {
    registry.withLock { $0[name] }
  }

  /// Registers a model under a name, as the compiled model file `<name>.momd` an app's bundle
  /// holds on iOS. The kit's own: a port declares the app's `.xcdatamodeld` this way.
  public static func register(_ model: NSManagedObjectModel, named name: String) {
    registry.withLock { $0[name] = model }
  }

  private static let registry = Locked<[String: NSManagedObjectModel]>([:])
}
