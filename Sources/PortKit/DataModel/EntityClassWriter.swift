// The classes Xcode generates for a data model's entities, written out for the kit.

import XcodeFormats

/// Writes the Swift Xcode generates, at build time, for the entities of a data model whose
/// Codegen is "Class Definition" (the class and its properties) or "Category/Extension"
/// (the properties of the app's own class), with each property over the object's value for
/// its key: Linux has no Objective-C runtime for `@NSManaged`.
///
/// ```swift
/// let text = EntityClassWriter(model: model, modelName: "TodoList").text
/// // public class TodoItem: NSManagedObject {} …
/// ```
struct EntityClassWriter {
  let model: DataModel
  /// The model file's name, without `.xcdatamodeld`.
  let modelName: String

  /// The entities whose code Xcode generates, in the file's order: each class once, named
  /// as Swift names a class, with the properties named as Swift names one, each once. (Xcode
  /// takes no other name; a model file edited by hand may hold one, which would otherwise
  /// be pasted into the Swift written, as code.)
  var generatedEntities: [DataModel.Entity] { checked.entities }

  /// What of the model is left out of the Swift written, and why, one line each.
  var leftOut: [String] { checked.leftOut }

  /// The entities to generate, checked, and what was left out of them.
  private var checked: (entities: [DataModel.Entity], leftOut: [String]) {
    var entities: [DataModel.Entity] = []
    var leftOut: [String] = []
    var classes: Set<String> = []
    for var entity in model.entities where entity.codeGeneration != .manual {
      guard let name = entity.swiftClassName else { continue }
      guard Self.isSwiftName(name) else {
        leftOut.append("entity \(entity.name): its class \(name) is not a name Swift takes")
        continue
      }
      guard classes.insert(name).inserted else {
        leftOut.append("entity \(entity.name): another entity's class is \(name) already")
        continue
      }
      var properties: Set<String> = []
      func keeps(_ property: String) -> Bool {
        guard Self.isSwiftName(property) else {
          leftOut.append(
            "\(entity.name).\(property): not a name Swift takes; the property is not written")
          return false
        }
        guard properties.insert(property).inserted else {
          leftOut.append("\(entity.name).\(property): named twice; written once")
          return false
        }
        return true
      }
      entity.attributes = entity.attributes.filter { keeps($0.name) }
      entity.relationships = entity.relationships.filter { keeps($0.name) }
      entities.append(entity)
    }
    return (entities, leftOut)
  }

  /// The class of the entity of this name, as the Swift written names it; nil for none, or
  /// for a class name Swift does not take.
  private func className(ofEntity name: String) -> String? {
    model.entity(named: name)?.swiftClassName.flatMap { Self.isSwiftName($0) ? $0 : nil }
  }

  /// Whether a name is one Swift takes for a class or a property: a letter or `_`, then
  /// letters, digits and `_`.
  static func isSwiftName(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// The file's text, or nil when no entity's code is generated.
  var text: String? {
    let entities = generatedEntities
    guard !entities.isEmpty else { return nil }
    var lines = [
      "// Stands for the classes Xcode generates from \(modelName).xcdatamodeld when it builds the",
      "// app (Codegen \"Class Definition\" or \"Category/Extension\"), which on iOS are never seen.",
      "// Written by stepwise from the model file: each property reads and writes the object's value",
      "// for its key, as @NSManaged's accessors do on iOS (Linux has no Objective-C runtime).",
      "",
      "import Foundation",
      "import HeadlessCoreData",
    ]
    for entity in entities {
      lines += [""] + declaration(of: entity)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func declaration(of entity: DataModel.Entity) -> [String] {
    guard let name = entity.swiftClassName else { return [] }
    var lines: [String] = []
    if entity.codeGeneration == .classDefinition {
      let parent = entity.parentEntity.flatMap(className(ofEntity:))
      // Nonisolated as Core Data's class is, whatever the app's default isolation.
      lines += ["nonisolated public class \(name): \(parent ?? "NSManagedObject") {}", ""]
    }
    lines.append("nonisolated extension \(name) {")
    lines += [
      "  public class func fetchRequest() -> NSFetchRequest<\(name)> {",
      "    NSFetchRequest<\(name)>(entityName: \(ManagedAccessors.stringLiteral(entity.name)))",
      "  }",
    ]
    for attribute in entity.attributes {
      lines += property(attribute.name, type: swiftType(of: attribute))
    }
    for relationship in entity.relationships {
      lines += property(relationship.name, type: swiftType(of: relationship))
    }
    lines.append("}")
    for relationship in entity.relationships where relationship.isToMany {
      lines += [""] + accessors(of: relationship, in: name)
    }
    return lines
  }

  private func property(_ key: String, type: String) -> [String] {
    let (get, set) = ManagedAccessors.accessors(key: key, type: type)
    return ["", "  public var \(identifier(key)): \(type) {", "    \(get)", "    \(set)", "  }"]
  }

  /// The methods Xcode generates for a to-many relationship (`addToItems(_:)` and the rest).
  private func accessors(of relationship: DataModel.Relationship, in name: String) -> [String] {
    let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
    let element = className(ofEntity: relationship.destination) ?? "NSManagedObject"
    let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
    var lines = [
      "// MARK: Generated accessors for \(relationship.name)", "nonisolated extension \(name) {",
    ]
    for (method, parameter, type) in [
      ("addTo", "value", element), ("removeFrom", "value", element),
      ("addTo", "values", collection), ("removeFrom", "values", collection),
    ] {
      guard
        let body = ManagedAccessors.relationshipMethodBody(
          method: method + suffix, parameter: parameter, parameterType: type,
          key: relationship.name, ordered: relationship.isOrdered)
      else { continue }
      lines += [
        "  public func \(method)\(suffix)(_ \(parameter): \(type)) {", "    \(body)", "  }",
      ]
    }
    lines.append("}")
    return lines
  }

  /// The Swift type Xcode's codegen gives an attribute.
  func swiftType(of attribute: DataModel.Attribute) -> String {
    let scalar = attribute.usesScalarValueType == true
    switch attribute.type {
    case .integer16: return scalar ? "Int16" : "NSNumber?"
    case .integer32: return scalar ? "Int32" : "NSNumber?"
    case .integer64: return scalar ? "Int64" : "NSNumber?"
    case .double: return scalar ? "Double" : "NSNumber?"
    case .float: return scalar ? "Float" : "NSNumber?"
    case .boolean: return scalar ? "Bool" : "NSNumber?"
    case .decimal: return "NSDecimalNumber?"
    case .string: return "String?"
    case .date: return "Date?"
    case .binary: return "Data?"
    case .uuid: return "UUID?"
    case .uri: return "URL?"
    case .transformable: return (attribute.customClassName ?? "NSObject") + "?"
    case .undefined, .objectID: return "NSObject?"
    }
  }

  /// The Swift type Xcode's codegen gives a relationship.
  func swiftType(of relationship: DataModel.Relationship) -> String {
    guard !relationship.isToMany else { return relationship.isOrdered ? "NSOrderedSet?" : "NSSet?" }
    return (className(ofEntity: relationship.destination) ?? "NSManagedObject")
      + "?"
  }

  /// A property's name as a Swift identifier: in backquotes when it is a keyword.
  private func identifier(_ name: String) -> String {
    Self.reservedWords.contains(name) ? "`\(name)`" : name
  }

  /// The words Swift reserves that a model may name a property.
  private static let reservedWords: Set<String> = [
    "as", "any", "associatedtype", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "open", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
    "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "Type",
    "typealias", "var", "where", "while",
  ]
}
