// An Xcode data model: what the model editor saves in a `.xcdatamodel`'s `contents` file.

/// A Core Data model as Xcode's model editor saves it: entities, their attributes and
/// relationships, and how Xcode generates each entity's class.
///
/// ```swift
/// let model = try DataModel(reading: contentsData)
/// model.entities.map(\.name)  // ["Category", "Item"]
/// let text = model.contentsText  // the same model, as Xcode writes it
/// ```
///
/// Fetch requests, configurations, fetched properties and indexes are not part of it: the
/// reader lists them in ``unsupported`` and the writer leaves them out.
package struct DataModel: Equatable, Sendable {
  /// The `<model>` element's own attributes other than its type (`documentVersion`,
  /// `lastSavedToolsVersion`, `sourceLanguage`…), in the order they were read.
  package var modelAttributes: [XMLAttribute]
  /// The entities, in the file's order.
  package var entities: [Entity]
  /// The elements the model does not hold, each with its line: `fetchRequest`,
  /// `configuration`, `fetchedProperty`…
  package var unsupported: [(element: String, line: Int)] = []

  /// An empty model, with the attributes Xcode gives a new one.
  package init(
    entities: [Entity] = [],
    modelAttributes: [XMLAttribute] = DataModel.newModelAttributes
  ) {
    self.entities = entities
    self.modelAttributes = modelAttributes
  }

  /// The model attributes Xcode 15 writes for a new Swift model.
  package static let newModelAttributes: [XMLAttribute] = [
    XMLAttribute("documentVersion", "1.0"), XMLAttribute("lastSavedToolsVersion", "22522"),
    XMLAttribute("systemVersion", "23A344"), XMLAttribute("minimumToolsVersion", "Automatic"),
    XMLAttribute("sourceLanguage", "Swift"), XMLAttribute("userDefinedModelVersionIdentifier", ""),
  ]

  /// The entity of a name.
  package func entity(named name: String) -> Entity? {
    entities.first { $0.name == name }
  }

  package static func == (lhs: DataModel, rhs: DataModel) -> Bool {
    lhs.modelAttributes == rhs.modelAttributes && lhs.entities == rhs.entities
  }

  /// An attribute of an XML element, kept in order.
  package struct XMLAttribute: Equatable, Sendable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// How Xcode makes an entity's class (the data model inspector's "Codegen").
  package enum CodeGeneration: String, Equatable, Sendable, CaseIterable {
    /// "Manual/None": the app declares the class and its properties itself.
    case manual
    /// "Class Definition": Xcode generates the class and its properties.
    case classDefinition = "class"
    /// "Category/Extension": the app declares the class; Xcode generates its properties.
    case category
  }

  /// An entity: a kind of object the model stores.
  package struct Entity: Equatable, Sendable {
    /// The entity's name.
    package var name: String
    /// The class of its objects (`representedClassName`), nil for `NSManagedObject`.
    package var className: String?
    /// The entity it inherits properties from.
    package var parentEntity: String?
    /// Whether it has no objects of its own.
    package var isAbstract = false
    /// How Xcode makes its class.
    package var codeGeneration: CodeGeneration = .manual
    /// Its attributes, in the file's order.
    package var attributes: [Attribute] = []
    /// Its relationships, in the file's order.
    package var relationships: [Relationship] = []
    /// The element's other XML attributes (`syncable`…), kept as they were.
    package var otherAttributes: [XMLAttribute] = []

    package init(
      name: String, className: String? = nil, codeGeneration: CodeGeneration = .manual,
      attributes: [Attribute] = [], relationships: [Relationship] = []
    ) {
      self.name = name
      self.className = className
      self.codeGeneration = codeGeneration
      self.attributes = attributes
      self.relationships = relationships
    }

    /// The name of the class Xcode generates or the app declares: `representedClassName`'s
    /// last part (a module prefix such as `MyApp.` or `$(PRODUCT_MODULE_NAME).` dropped), or
    /// nil for `NSManagedObject`.
    package var swiftClassName: String? {
      guard let className, !className.isEmpty, className != "NSManagedObject" else { return nil }
      return String(className.split(separator: ".").last ?? Substring(className))
    }
  }

  /// The type of an attribute's values, as the model file names it.
  package enum AttributeType: String, Equatable, Sendable, CaseIterable {
    case undefined = "Undefined"
    case integer16 = "Integer 16"
    case integer32 = "Integer 32"
    case integer64 = "Integer 64"
    case decimal = "Decimal"
    case double = "Double"
    case float = "Float"
    case string = "String"
    case boolean = "Boolean"
    case date = "Date"
    case binary = "Binary"
    case uuid = "UUID"
    case uri = "URI"
    case transformable = "Transformable"
    case objectID = "ObjectID"

    /// Whether Xcode can give the property a Swift scalar type (`Int16`, `Double`, `Bool`).
    package var isScalar: Bool {
      switch self {
      case .integer16, .integer32, .integer64, .double, .float, .boolean: true
      default: false
      }
    }
  }

  /// An attribute: a property holding one value.
  package struct Attribute: Equatable, Sendable {
    package var name: String
    package var type: AttributeType
    /// Whether an object may be saved without a value (the model editor's "Optional").
    package var isOptional = true
    /// Whether the value is kept in memory only.
    package var isTransient = false
    /// The value a new object starts with, as the file writes it (`defaultValueString`).
    package var defaultValue: String?
    /// A date's default, in seconds since 1 January 2001 (`defaultDateTimeInterval`).
    package var defaultDateTimeInterval: String?
    /// Whether the generated property is a Swift scalar (`usesScalarValueType`); nil when
    /// the file does not say, which Xcode reads as no.
    package var usesScalarValueType: Bool?
    /// The class of a transformable value (`customClassName`).
    package var customClassName: String?
    /// The element's other XML attributes (`minValueString`, `syncable`…), as they were.
    package var otherAttributes: [XMLAttribute] = []

    package init(
      name: String, type: AttributeType, isOptional: Bool = true, defaultValue: String? = nil,
      usesScalarValueType: Bool? = nil
    ) {
      self.name = name
      self.type = type
      self.isOptional = isOptional
      self.defaultValue = defaultValue
      self.usesScalarValueType = usesScalarValueType
    }
  }

  /// What deleting an object does to the objects a relationship leads to.
  package enum DeletionRule: String, Equatable, Sendable, CaseIterable {
    case noAction = "No Action"
    case nullify = "Nullify"
    case cascade = "Cascade"
    case deny = "Deny"
  }

  /// A relationship: a property leading to one object or to a set of them.
  package struct Relationship: Equatable, Sendable {
    package var name: String
    /// The entity it leads to.
    package var destination: String
    /// The destination's relationship leading back.
    package var inverseName: String?
    /// The entity of the inverse (the destination, when there is one).
    package var inverseEntity: String?
    /// Whether it leads to a set of objects.
    package var isToMany = false
    /// Whether a to-many relationship keeps its objects in order.
    package var isOrdered = false
    package var isOptional = true
    package var isTransient = false
    /// The fewest objects (`minCount`), when the file says.
    package var minCount: Int?
    /// The most objects (`maxCount`), when the file says; 1 for a to-one relationship.
    package var maxCount: Int?
    package var deletionRule: DeletionRule = .nullify
    /// The element's other XML attributes (`syncable`…), as they were.
    package var otherAttributes: [XMLAttribute] = []

    package init(
      name: String, destination: String, inverseName: String? = nil, isToMany: Bool = false,
      deletionRule: DeletionRule = .nullify
    ) {
      self.name = name
      self.destination = destination
      self.inverseName = inverseName
      self.inverseEntity = inverseName == nil ? nil : destination
      self.isToMany = isToMany
      self.maxCount = isToMany ? nil : 1
      self.deletionRule = deletionRule
    }
  }
}
