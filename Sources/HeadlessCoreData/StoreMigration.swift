// Lightweight migration: a store saved with an earlier model opened with today's, as Core
// Data infers the mapping when the change is one it can work out.

import Foundation
internal import HeadlessUIKitCore

/// Core Data's option: migrate a store saved with another model when it is added.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSMigratePersistentStoresAutomaticallyOption =
  "NSMigratePersistentStoresAutomaticallyOption"
/// Core Data's option: work out the migration's mapping from the two models.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// What a store keeps of the model it was saved with: each entity's stored properties, by
/// name, with their kind (`String`, `Integer 16`, `to-one Category`, `to-many Item`).
typealias StoreSchema = [String: [String: String]]

enum StoreMigration {
  /// Core Data's error numbers.
  static let incompatibleVersionCode = 134_100
  static let migrationCode = 134_110
  static let missingMappingModelCode = 134_140

  /// The schema of a model, as a store records it.
  static func schema(of model: NSManagedObjectModel) -> StoreSchema {
    var schema: StoreSchema = [:]
    for entity in model.entities {
      guard let name = entity.name else { continue }
      var properties: [String: String] = [:]
      for property in entity.properties where !property.isTransient {
        properties[property.name] = kind(of: property)
      }
      schema[name] = properties
    }
    return schema
  }

  private static func kind(of property: NSPropertyDescription) -> String {
    if let relationship = property as? NSRelationshipDescription {
      let destination = relationship.destinationEntity?.name ?? "?"
      return (relationship.isToMany ? "to-many " : "to-one ") + destination
    }
    return "\((property as? NSAttributeDescription)?.attributeType.rawValue ?? 0)"
  }

  /// Brings a store's document to `model`: nothing when it was saved with the same model (or
  /// by a kit that kept no model); otherwise the migration Core Data infers, when `migrate`
  /// says it may, filling each added attribute of the saved objects with its default. What
  /// the model no longer has stays in the file (Core Data would drop it; the kit never loses a
  /// saved value, and a model that takes it back finds it). Returns whether the document
  /// changed. Throws
  /// Core Data's error, leaving the document as it was, for a change it cannot infer.
  static func migrate(
    _ document: inout StoreDocument, to model: NSManagedObjectModel, migrate: Bool, url: URL
  ) throws -> Bool {
    let target = schema(of: model)
    guard let saved = document.model else {
      document.model = target
      return false
    }
    guard saved != target else { return false }
    guard migrate else {
      throw error(
        incompatibleVersionCode, url,
        "The model used to open the store is incompatible with the one used to create the "
          + "store.")
    }
    var migrated = document
    for entity in model.entities {
      guard let name = entity.name, let before = saved[name] else { continue }
      for property in entity.properties where !property.isTransient {
        let kind = kind(of: property)
        if let was = before[property.name] {
          guard was == kind else {
            throw error(
              missingMappingModelCode, url,
              "Can't find mapping model for migration: \(name).\(property.name) was \(was) "
                + "and is now \(kind), which lightweight migration cannot convert.")
          }
          continue
        }
        let rows = migrated.entities[name] ?? [:]
        var value: StoredValue?
        if let attribute = property as? NSAttributeDescription, let initial = attribute.defaultValue
        {
          value = StoredValue(
            attribute: NSManagedObject.normalize(initial, for: attribute),
            type: attribute.attributeType)
        }
        if !rows.isEmpty, !property.isOptional, value == nil {
          throw error(
            migrationCode, url,
            "An error occurred during persistent store migration: \(name).\(property.name) is "
              + "required and has no default value, so the \(rows.count) saved objects cannot "
              + "have one.")
        }
        if let value {
          for key in rows.keys { migrated.entities[name]?[key]?[property.name] = value }
        }
      }
    }
    migrated.model = target
    document = migrated
    return true
  }

  private static func error(_ code: Int, _ url: URL, _ reason: String) -> NSError {
    NSError(
      domain: NSCocoaErrorDomain, code: code,
      userInfo: [
        NSLocalizedDescriptionKey: reason, NSFilePathErrorKey: url.path,
        NSLocalizedFailureReasonErrorKey:
          "The store at \(url.path) was left as it is: nothing was overwritten.",
      ])
  }
}
