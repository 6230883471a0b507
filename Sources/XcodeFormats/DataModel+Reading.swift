// Reading a data model's `contents` file.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension DataModel {
  /// Why a `contents` file could not be read, with the line it stopped at.
  package typealias ReadError = DocumentReadError

  /// Reads a model from the XML of a `.xcdatamodel`'s `contents` file.
  package init(reading data: Data) throws(ReadError) {
    let reader = Reader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    if let failure = reader.failure { throw failure }
    guard parsed else {
      throw ReadError(
        line: parser.lineNumber,
        reason: "not a data model's XML (\(parser.parserError.map { "\($0)" } ?? "unreadable"))")
    }
    if let open = reader.openElement {
      throw ReadError(
        line: parser.lineNumber, reason: "the file ends inside <\(open)>: it was cut short")
    }
    guard let model = reader.model else {
      throw ReadError(line: 0, reason: "no <model> element: not a data model's contents file")
    }
    self = model
  }
}

/// Builds a ``DataModel`` from the parser's events, stopping at the first element it cannot
/// read.
private final class Reader: NSObject, XMLParserDelegate {
  var model: DataModel?
  var failure: DataModel.ReadError?
  /// The elements open, innermost last.
  private var path: [String] = []

  /// The innermost element still open, at the end of a file cut short.
  var openElement: String? { path.last }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    defer { path.append(elementName) }
    let line = parser.lineNumber
    // The parser gives attributes in no order; the file's order is restored from its text
    // where it matters (the model's own attributes), and is otherwise Xcode's.
    let attributes = attributeDict
    do {
      switch (path.last, elementName) {
      case (nil, "model"):
        var kept = attributes.filter { $0.key != "type" }
          .map { DataModel.XMLAttribute($0.key, $0.value) }
        kept.sort { (Self.modelOrder($0.name), $0.name) < (Self.modelOrder($1.name), $1.name) }
        model = DataModel(entities: [], modelAttributes: kept)
      case (nil, _):
        throw DataModel.ReadError(
          line: line, reason: "the file starts with <\(elementName)>, not <model>")
      case ("model", "entity"):
        model?.entities.append(try Self.entity(attributes, line: line))
      case ("entity", "attribute"):
        try addToLastEntity { $0.attributes.append(try Self.attribute(attributes, line: line)) }
      case ("entity", "relationship"):
        try addToLastEntity {
          $0.relationships.append(try Self.relationship(attributes, line: line))
        }
      case ("model", "elements"), ("elements", "element"):
        break  // where the diagram draws each entity: not part of the model
      case ("model", _), ("entity", _):
        model?.unsupported.append((elementName, line))
      default:
        break  // inside an element not read (a fetch request's, a user-info entry's)
      }
    } catch let error as DataModel.ReadError {
      failure = error
      parser.abortParsing()
    } catch {}
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    path.removeLast()
  }

  private func addToLastEntity(_ add: (inout DataModel.Entity) throws -> Void) rethrows {
    guard var model, !model.entities.isEmpty else { return }
    try add(&model.entities[model.entities.count - 1])
    self.model = model
  }

  /// The place Xcode gives a `<model>` attribute when it writes one.
  private static func modelOrder(_ name: String) -> Int {
    let order = DataModel.newModelAttributes.map(\.name)
    return order.firstIndex(of: name) ?? order.count
  }

  static func entity(_ attributes: [String: String], line: Int) throws -> DataModel.Entity {
    guard let name = attributes["name"], !name.isEmpty else {
      throw DataModel.ReadError(line: line, reason: "an <entity> has no name")
    }
    var entity = DataModel.Entity(name: name, className: attributes["representedClassName"])
    entity.parentEntity = attributes["parentEntity"]
    entity.isAbstract = attributes["isAbstract"] == "YES"
    if let codegen = attributes["codeGenerationType"] {
      guard let generation = DataModel.CodeGeneration(rawValue: codegen),
        generation != .manual
      else {
        throw DataModel.ReadError(
          line: line,
          reason: "entity \(name): codeGenerationType \"\(codegen)\" is not one Xcode writes "
            + "(\"class\" or \"category\")")
      }
      entity.codeGeneration = generation
    }
    entity.otherAttributes = others(
      attributes,
      known: ["name", "representedClassName", "parentEntity", "isAbstract", "codeGenerationType"])
    return entity
  }

  static func attribute(_ attributes: [String: String], line: Int) throws -> DataModel.Attribute {
    guard let name = attributes["name"], !name.isEmpty else {
      throw DataModel.ReadError(line: line, reason: "an <attribute> has no name")
    }
    let typeName = attributes["attributeType"] ?? "Undefined"
    guard let type = DataModel.AttributeType(rawValue: typeName) else {
      let known = DataModel.AttributeType.allCases.map { "\"\($0.rawValue)\"" }
      throw DataModel.ReadError(
        line: line,
        reason: "attribute \(name) has type \"\(typeName)\"; the types read are "
          + known.joined(separator: ", "))
    }
    var attribute = DataModel.Attribute(name: name, type: type)
    attribute.isOptional = attributes["optional"] == "YES"
    attribute.isTransient = attributes["transient"] == "YES"
    attribute.defaultValue = attributes["defaultValueString"]
    attribute.defaultDateTimeInterval = attributes["defaultDateTimeInterval"]
    attribute.usesScalarValueType = attributes["usesScalarValueType"].map { $0 == "YES" }
    attribute.customClassName = attributes["customClassName"]
    attribute.otherAttributes = others(
      attributes,
      known: [
        "name", "attributeType", "optional", "transient", "defaultValueString",
        "defaultDateTimeInterval", "usesScalarValueType", "customClassName",
      ])
    return attribute
  }

  static func relationship(_ attributes: [String: String], line: Int) throws
    -> DataModel.Relationship
  {
    guard let name = attributes["name"], !name.isEmpty else {
      throw DataModel.ReadError(line: line, reason: "a <relationship> has no name")
    }
    guard let destination = attributes["destinationEntity"], !destination.isEmpty else {
      throw DataModel.ReadError(
        line: line, reason: "relationship \(name) has no destination entity")
    }
    var relationship = DataModel.Relationship(name: name, destination: destination)
    relationship.inverseName = attributes["inverseName"]
    relationship.inverseEntity = attributes["inverseEntity"]
    relationship.isToMany = attributes["toMany"] == "YES"
    relationship.isOrdered = attributes["ordered"] == "YES"
    relationship.isOptional = attributes["optional"] == "YES"
    relationship.isTransient = attributes["transient"] == "YES"
    relationship.minCount = try count(attributes["minCount"], "minCount", of: name, line: line)
    relationship.maxCount = try count(attributes["maxCount"], "maxCount", of: name, line: line)
    if let rule = attributes["deletionRule"] {
      guard let deletionRule = DataModel.DeletionRule(rawValue: rule) else {
        throw DataModel.ReadError(
          line: line, reason: "relationship \(name) has deletion rule \"\(rule)\"")
      }
      relationship.deletionRule = deletionRule
    }
    relationship.otherAttributes = others(
      attributes,
      known: [
        "name", "destinationEntity", "inverseName", "inverseEntity", "toMany", "ordered",
        "optional", "transient", "minCount", "maxCount", "deletionRule",
      ])
    return relationship
  }

  private static func count(_ text: String?, _ key: String, of name: String, line: Int) throws
    -> Int?
  {
    guard let text else { return nil }
    guard let count = Int(text), count >= 0 else {
      throw DataModel.ReadError(
        line: line, reason: "relationship \(name) has \(key) \"\(text)\", not a count")
    }
    return count
  }

  /// The attributes not in `known`, by name, as the writer puts them after the known ones.
  private static func others(_ attributes: [String: String], known: Set<String>)
    -> [DataModel.XMLAttribute]
  {
    attributes.filter { !known.contains($0.key) }.sorted { $0.key < $1.key }
      .map { DataModel.XMLAttribute($0.key, $0.value) }
  }
}
