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

  /// The entities whose code Xcode generates, in the file's order.
  var generatedEntities: [DataModel.Entity] {
    model.entities.filter { $0.codeGeneration != .manual && $0.swiftClassName != nil }
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
      let parent = entity.parentEntity.flatMap { model.entity(named: $0)?.swiftClassName }
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
    let element = model.entity(named: relationship.destination)?.swiftClassName ?? "NSManagedObject"
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
    return (model.entity(named: relationship.destination)?.swiftClassName ?? "NSManagedObject")
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
