// How a managed object keeps its values: each property's slot, pending or saved, the objects
// its relationships lead to, kept on both sides, and values normalized to their attribute's
// type.

import Foundation

extension NSManagedObject {
  func slot(for key: String) -> PropertySlot? {
    pending[key] ?? committed[key]
  }

  func change(_ key: String, to slot: PropertySlot) {
    pending[key] = slot
    managedObjectContext?.noteChanged(self)
  }

  func relatedObject(_ relationship: NSRelationshipDescription) -> NSManagedObject? {
    switch slot(for: relationship.name) {
    case .toOne(let object): return object
    case .savedToOne(let number?):
      return relationship.destinationEntity.flatMap {
        managedObjectContext?.registeredObject(number: number, entity: $0)
      }
    default: return nil
    }
  }

  func relatedObjects(_ relationship: NSRelationshipDescription) -> [NSManagedObject] {
    switch slot(for: relationship.name) {
    case .toMany(let objects): return objects
    case .savedToMany(let numbers):
      guard let destination = relationship.destinationEntity, let context = managedObjectContext
      else { return [] }
      return numbers.compactMap { context.registeredObject(number: $0, entity: destination) }
    default: return []
    }
  }

  func setRelated(
    _ object: NSManagedObject?, for relationship: NSRelationshipDescription,
    updatingInverse: Bool
  ) {
    let old = relatedObject(relationship)
    if old === object { return }
    change(relationship.name, to: .toOne(object))
    guard updatingInverse, let inverse = relationship.inverseRelationship else { return }
    if let old { old.unlink(self, through: inverse) }
    if let object { object.link(self, through: inverse) }
  }

  func setRelated(
    _ objects: [NSManagedObject], for relationship: NSRelationshipDescription,
    updatingInverse: Bool
  ) {
    let old = relatedObjects(relationship)
    change(relationship.name, to: .toMany(objects))
    guard updatingInverse, let inverse = relationship.inverseRelationship else { return }
    for removed in old where !objects.contains(where: { $0 === removed }) {
      removed.unlink(self, through: inverse)
    }
    for added in objects where !old.contains(where: { $0 === added }) {
      added.link(self, through: inverse)
    }
  }

  /// Makes this object's side of a relationship include another object.
  func link(_ object: NSManagedObject, through relationship: NSRelationshipDescription) {
    if relationship.isToMany {
      let objects = relatedObjects(relationship)
      if !objects.contains(where: { $0 === object }) {
        setRelated(objects + [object], for: relationship, updatingInverse: false)
      }
    } else {
      // The object this one pointed at before loses it.
      if let old = relatedObject(relationship), old !== object,
        let inverse = relationship.inverseRelationship
      {
        old.unlink(self, through: inverse)
      }
      setRelated(object, for: relationship, updatingInverse: false)
    }
  }

  /// Makes this object's side of a relationship leave out another object.
  func unlink(_ object: NSManagedObject, through relationship: NSRelationshipDescription) {
    if relationship.isToMany {
      let objects = relatedObjects(relationship)
      if objects.contains(where: { $0 === object }) {
        setRelated(objects.filter { $0 !== object }, for: relationship, updatingInverse: false)
      }
    } else if relatedObject(relationship) === object {
      setRelated(nil, for: relationship, updatingInverse: false)
    }
  }

  func collection(_ objects: [NSManagedObject], for property: NSPropertyDescription)
    -> Any
  {
    if let relationship = property as? NSRelationshipDescription, relationship.isOrdered {
      return NSOrderedSet(array: objects)
    }
    return NSSet(array: objects)
  }

  /// The objects in a value given for a to-many relationship: a set, an ordered set or an
  /// array of objects.
  static func objects(in value: Any?) -> [NSManagedObject] {
    switch value {
    case let set as NSOrderedSet: return set.array.compactMap { $0 as? NSManagedObject }
    case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
    case let set as Set<NSManagedObject>: return Array(set)
    case let array as [NSManagedObject]: return array
    case let array as [Any]: return array.compactMap { $0 as? NSManagedObject }
    default: return []
    }
  }

  /// A value as an attribute of its type keeps it (numbers and Booleans as `NSNumber`), or
  /// nil when it is not a value of that type.
  static func normalize(_ value: Any, for attribute: NSAttributeDescription) -> Any? {
    if value is NSNull { return nil }
    switch attribute.attributeType {
    case .stringAttributeType:
      return (value as? String) ?? (value as? NSString).map { String(describing: $0) }
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
      guard let number = number(from: value) else { return nil }
      switch attribute.attributeType {
      case .integer16AttributeType:
        return NSNumber(value: Int16(truncatingIfNeeded: number.int64Value))
      case .integer32AttributeType:
        return NSNumber(value: Int32(truncatingIfNeeded: number.int64Value))
      default: return NSNumber(value: number.int64Value)
      }
    case .doubleAttributeType: return number(from: value).map { NSNumber(value: $0.doubleValue) }
    case .floatAttributeType: return number(from: value).map { NSNumber(value: $0.floatValue) }
    case .booleanAttributeType:
      if let bool = value as? Bool { return NSNumber(value: bool) }
      return number(from: value).map { NSNumber(value: $0.boolValue) }
    case .dateAttributeType: return value as? Date
    case .binaryDataAttributeType: return value as? Data
    case .UUIDAttributeType: return value as? UUID
    case .URIAttributeType: return value as? URL
    case .decimalAttributeType:
      if let decimal = value as? Decimal { return decimal }
      return number(from: value).map { $0.decimalValue }
    default: return value
    }
  }

  private static func number(from value: Any) -> NSNumber? {
    switch value {
    case let number as NSNumber: number
    case let value as Int: NSNumber(value: value)
    case let value as Int16: NSNumber(value: value)
    case let value as Int32: NSNumber(value: value)
    case let value as Int64: NSNumber(value: value)
    case let value as Double: NSNumber(value: value)
    case let value as Float: NSNumber(value: value)
    case let value as Bool: NSNumber(value: value)
    case let value as Decimal: NSDecimalNumber(decimal: value)
    default: nil
    }
  }
}
