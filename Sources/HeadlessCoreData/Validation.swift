// What a save checks first, and the order fetched objects come in.

import Foundation

/// The checks a save makes before it writes anything, with Core Data's errors.
enum Validation {
  /// Core Data's error number for a missing value of a non-optional property.
  static let missingMandatoryProperty = 1570
  /// Core Data's error number for a delete that a deny rule forbids.
  static let relationshipDeniedDelete = 1600
  /// Core Data's error number for several validation errors at once.
  static let multipleErrors = 1560

  /// Throws the validation errors of a save: one error, or several in one
  /// (`NSDetailedErrors`).
  static func check(saving objects: [NSManagedObject], deleting deleted: [NSManagedObject])
    throws
  {
    var errors: [NSError] = []
    for object in objects {
      for property in object.entity.properties where !property.isOptional && !property.isTransient {
        let value = object.value(forKey: property.name)
        let missing: Bool =
          if let relationship = property as? NSRelationshipDescription, relationship.isToMany {
            NSManagedObject.objects(in: value).count < max(relationship.minCount, 1)
          } else {
            value == nil
          }
        if missing {
          errors.append(
            error(
              missingMandatoryProperty, "\(property.name) is a required value.", object,
              property.name))
        }
      }
    }
    for object in deleted {
      for case let relationship as NSRelationshipDescription in object.entity.properties
      where relationship.deleteRule == .denyDeleteRule {
        let related =
          relationship.isToMany
          ? object.relatedObjects(relationship).count
          : (object.relatedObject(relationship) == nil ? 0 : 1)
        if related > 0 {
          errors.append(
            error(
              relationshipDeniedDelete,
              "\(object.entity.name ?? "") cannot be deleted while \(relationship.name) "
                + "is not empty (its delete rule is Deny).", object, relationship.name))
        }
      }
    }
    guard let first = errors.first else { return }
    if errors.count == 1 { throw first }
    throw NSError(
      domain: NSCocoaErrorDomain, code: multipleErrors,
      userInfo: [
        NSLocalizedDescriptionKey: "Multiple validation errors occurred.",
        "NSDetailedErrors": errors,
      ])
  }

  private static func error(
    _ code: Int, _ reason: String, _ object: NSManagedObject, _ key: String
  ) -> NSError {
    NSError(
      domain: NSCocoaErrorDomain, code: code,
      userInfo: [
        NSLocalizedDescriptionKey: reason,
        "NSValidationErrorObject": object,
        "NSValidationErrorKey": key,
      ])
  }
}

/// Objects in the order sort descriptors give: by the first descriptor's key, then the next
/// for ties. No value comes before any value, as in Core Data's store.
func sortedObjects(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor])
  -> [NSManagedObject]
{
  let keyed = descriptors.map { descriptor in
    (key: descriptor.key, keyPath: descriptor.keyPath, ascending: descriptor.ascending)
  }
  return objects.enumerated().sorted { left, right in
    for descriptor in keyed {
      let a: Any?
      let b: Any?
      if let key = descriptor.key {
        a = left.element.value(forKeyPath: key)
        b = right.element.value(forKeyPath: key)
      } else {
        a = left.element[keyPath: descriptor.keyPath]
        b = right.element[keyPath: descriptor.keyPath]
      }
      let order = PredicateValues.compare(a, b)
      if order == .orderedSame { continue }
      return descriptor.ascending ? order == .orderedAscending : order == .orderedDescending
    }
    return left.offset < right.offset
  }.map(\.element)
}
