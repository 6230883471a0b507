// A model read from the data model file Xcode's model editor saves: `<name>.xcdatamodeld`,
// which iOS finds compiled in the app's bundle as `<name>.momd`.

import Foundation
internal import HeadlessUIKitCore
import StepwiseBasics
internal import XcodeFormats

extension NSManagedObjectModel {
  /// The model of a data model file: a `.xcdatamodeld` folder (its current version) or a
  /// `.xcdatamodel`, read as Xcode saves it. (On iOS the URL is of the compiled `.momd`
  /// in the app's bundle; here the model editor's own file is read.) Nil, with the reason
  /// printed as Core Data logs one, when it cannot be read.
  public convenience init?(contentsOf url: URL) {
    let file: DataModel
    do {
      file = try DataModel(folder: url)
    } catch {
      print("CoreData: error: Failed to load model at \(url.path): \(error)")
      return nil
    }
    self.init()
    entities = Self.entities(of: file)
  }

  /// One model of the entities of every model file in the bundles (the main bundle and the
  /// app's resource bundles when nil), as Core Data merges an app's models; nil when two
  /// files declare an entity of the same name.
  public class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
    let folders = bundles.map { $0.compactMap(\.resourceURL) } ?? ModelFiles.searchedFolders()
    var entities: [NSEntityDescription] = []
    for url in ModelFiles.all(in: folders) {
      guard let model = NSManagedObjectModel(contentsOf: url) else { continue }
      let taken = Set(entities.compactMap(\.name))
      if model.entities.contains(where: { taken.contains($0.name ?? "") }) { return nil }
      entities += model.entities
    }
    let merged = NSManagedObjectModel()
    merged.entities = entities
    return merged
  }

  /// The model file `<name>.xcdatamodeld` (or `.xcdatamodel`) of the app's bundles, read
  /// once per process: what `NSPersistentContainer(name:)` loads.
  static func bundled(named name: String) -> NSManagedObjectModel? {
    guard let url = ModelFiles.url(named: name, in: ModelFiles.searchedFolders()) else {
      return nil
    }
    return ModelFiles.cache.withLock { cache in
      if let model = cache[url.path] { return model }
      let model = NSManagedObjectModel(contentsOf: url)
      cache[url.path] = model
      return model
    }
  }

  /// The kit's entities for a model file's, with each parent's properties given to its
  /// children and each relationship joined to its destination and inverse.
  static func entities(of file: DataModel) -> [NSEntityDescription] {
    var byName: [String: NSEntityDescription] = [:]
    let entities = file.entities.map { declared in
      let entity = NSEntityDescription()
      entity.name = declared.name
      entity.managedObjectClassName = declared.className ?? "NSManagedObject"
      entity.isAbstract = declared.isAbstract
      byName[declared.name] = entity
      return entity
    }
    var relationships: [(NSRelationshipDescription, DataModel.Relationship)] = []
    for (declared, entity) in zip(file.entities, entities) {
      var properties: [NSPropertyDescription] = []
      for ancestor in file.lineage(of: declared) {
        properties += ancestor.attributes.map(attribute)
        for declaredRelationship in ancestor.relationships {
          let relationship = NSRelationshipDescription()
          relationship.name = declaredRelationship.name
          relationship.isOptional = declaredRelationship.isOptional
          relationship.isTransient = declaredRelationship.isTransient
          relationship.isOrdered = declaredRelationship.isOrdered
          relationship.minCount = declaredRelationship.minCount ?? 0
          relationship.maxCount =
            declaredRelationship.isToMany ? (declaredRelationship.maxCount ?? 0) : 1
          relationship.deleteRule = deleteRule(declaredRelationship.deletionRule)
          relationships.append((relationship, declaredRelationship))
          properties.append(relationship)
        }
      }
      entity.properties = properties
    }
    for (relationship, declared) in relationships {
      let destination = byName[declared.destination]
      relationship.destinationEntity = destination
      if let inverse = declared.inverseName {
        relationship.inverseRelationship = destination?.relationshipsByName[inverse]
      }
    }
    return entities
  }

  private static func attribute(_ declared: DataModel.Attribute) -> NSAttributeDescription {
    let attribute = NSAttributeDescription()
    attribute.name = declared.name
    attribute.isOptional = declared.isOptional
    attribute.isTransient = declared.isTransient
    attribute.attributeType = attributeType(declared.type)
    attribute.defaultValue = defaultValue(of: declared)
    return attribute
  }

  private static func attributeType(_ type: DataModel.AttributeType) -> NSAttributeType {
    switch type {
    case .undefined: .undefinedAttributeType
    case .integer16: .integer16AttributeType
    case .integer32: .integer32AttributeType
    case .integer64: .integer64AttributeType
    case .decimal: .decimalAttributeType
    case .double: .doubleAttributeType
    case .float: .floatAttributeType
    case .string: .stringAttributeType
    case .boolean: .booleanAttributeType
    case .date: .dateAttributeType
    case .binary: .binaryDataAttributeType
    case .uuid: .UUIDAttributeType
    case .uri: .URIAttributeType
    case .transformable: .transformableAttributeType
    case .objectID: .objectIDAttributeType
    }
  }

  private static func deleteRule(_ rule: DataModel.DeletionRule) -> NSDeleteRule {
    switch rule {
    case .noAction: .noActionDeleteRule
    case .nullify: .nullifyDeleteRule
    case .cascade: .cascadeDeleteRule
    case .deny: .denyDeleteRule
    }
  }

  /// A new object's value, as the model editor's "Default Value" gives it.
  private static func defaultValue(of attribute: DataModel.Attribute) -> Any? {
    if attribute.type == .date,
      let interval = attribute.defaultDateTimeInterval.flatMap(Double.init)
    {
      return Date(timeIntervalSinceReferenceDate: interval)
    }
    guard let text = attribute.defaultValue else { return nil }
    switch attribute.type {
    case .integer16, .integer32, .integer64: return Int64(text).map { NSNumber(value: $0) }
    case .double, .float: return Double(text).map { NSNumber(value: $0) }
    case .decimal: return Decimal(string: text)
    case .boolean: return NSNumber(value: text == "YES" || text == "1" || text == "true")
    case .string: return text
    case .uuid: return UUID(uuidString: text)
    case .uri: return URL(string: text)
    default: return nil
    }
  }
}

extension DataModel {
  /// An entity's ancestors from the root down, then the entity (a loop is cut where it
  /// closes).
  fileprivate func lineage(of entity: Entity) -> [Entity] {
    var chain = [entity]
    var seen: Set<String> = [entity.name]
    while let parent = chain[0].parentEntity, !seen.contains(parent),
      let ancestor = self.entity(named: parent)
    {
      chain.insert(ancestor, at: 0)
      seen.insert(parent)
    }
    return chain
  }
}

/// Where an app's model files are: its main bundle, and the resource bundles beside its
/// program (where SwiftPM puts a target's resources, `<package>_<target>.resources` on Linux,
/// `.bundle` on macOS).
enum ModelFiles {
  static let cache = Locked<[String: NSManagedObjectModel?]>([:])

  /// The folders an app's resources are in (see `AppResources`).
  static func searchedFolders() -> [URL] { AppResources.folders() }

  /// The first model file of a name in the folders.
  static func url(named name: String, in folders: [URL]) -> URL? {
    for folder in folders {
      for suffix in [".xcdatamodeld", ".xcdatamodel"] {
        let url = folder.appendingPathComponent(name + suffix)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
          isFolder.boolValue
        {
          return url
        }
      }
    }
    return nil
  }

  /// Every model file in the folders, each name once.
  static func all(in folders: [URL]) -> [URL] {
    var found: [String: URL] = [:]
    var order: [String] = []
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".xcdatamodeld") && found[name] == nil {
        found[name] = folder.appendingPathComponent(name)
        order.append(name)
      }
    }
    return order.compactMap { found[$0] }
  }
}
