// Writing a data model's `contents` file as Xcode's model editor does.

extension DataModel {
  /// The model as the XML of a `.xcdatamodel`'s `contents` file, laid out as Xcode writes
  /// it: one element a line, four spaces a level, attributes in Xcode's order.
  package var contentsText: String {
    var model = XMLOutputElement(
      "model",
      Self.pairs(
        [XMLAttribute("type", "com.apple.IDECoreDataModeler.DataModel")] + modelAttributes),
      entities.map(Self.element))
    model.keepsEndTag = true
    return #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
      + model.lines().joined(separator: "\n") + "\n"
  }

  private static func element(_ entity: Entity) -> XMLOutputElement {
    var attributes = [XMLAttribute("name", entity.name)]
    attributes.append(optional: entity.className.map { XMLAttribute("representedClassName", $0) })
    attributes.append(optional: entity.parentEntity.map { XMLAttribute("parentEntity", $0) })
    if entity.isAbstract { attributes.append(XMLAttribute("isAbstract", "YES")) }
    attributes += entity.otherAttributes
    if entity.codeGeneration != .manual {
      attributes.append(XMLAttribute("codeGenerationType", entity.codeGeneration.rawValue))
    }
    return XMLOutputElement(
      "entity", pairs(attributes),
      entity.attributes.map(element) + entity.relationships.map(element))
  }

  private static func element(_ attribute: Attribute) -> XMLOutputElement {
    var attributes = [XMLAttribute("name", attribute.name)]
    if attribute.isOptional { attributes.append(XMLAttribute("optional", "YES")) }
    if attribute.isTransient { attributes.append(XMLAttribute("transient", "YES")) }
    attributes.append(XMLAttribute("attributeType", attribute.type.rawValue))
    attributes.append(
      optional: attribute.defaultValue.map { XMLAttribute("defaultValueString", $0) })
    attributes.append(
      optional: attribute.defaultDateTimeInterval.map {
        XMLAttribute("defaultDateTimeInterval", $0)
      })
    attributes.append(
      optional: attribute.usesScalarValueType.map {
        XMLAttribute("usesScalarValueType", $0 ? "YES" : "NO")
      })
    attributes.append(
      optional: attribute.customClassName.map { XMLAttribute("customClassName", $0) })
    return XMLOutputElement("attribute", pairs(attributes + attribute.otherAttributes))
  }

  private static func element(_ relationship: Relationship) -> XMLOutputElement {
    var attributes = [XMLAttribute("name", relationship.name)]
    if relationship.isOptional { attributes.append(XMLAttribute("optional", "YES")) }
    if relationship.isTransient { attributes.append(XMLAttribute("transient", "YES")) }
    if relationship.isToMany { attributes.append(XMLAttribute("toMany", "YES")) }
    if relationship.isOrdered { attributes.append(XMLAttribute("ordered", "YES")) }
    attributes.append(optional: relationship.minCount.map { XMLAttribute("minCount", "\($0)") })
    attributes.append(optional: relationship.maxCount.map { XMLAttribute("maxCount", "\($0)") })
    attributes.append(XMLAttribute("deletionRule", relationship.deletionRule.rawValue))
    attributes.append(XMLAttribute("destinationEntity", relationship.destination))
    attributes.append(optional: relationship.inverseName.map { XMLAttribute("inverseName", $0) })
    attributes.append(
      optional: relationship.inverseEntity.map { XMLAttribute("inverseEntity", $0) })
    return XMLOutputElement("relationship", pairs(attributes + relationship.otherAttributes))
  }

  private static func pairs(_ attributes: [XMLAttribute]) -> [(String, String)] {
    attributes.map { ($0.name, $0.value) }
  }
}

extension Array {
  fileprivate mutating func append(optional element: Element?) {
    if let element { append(element) }
  }
}
