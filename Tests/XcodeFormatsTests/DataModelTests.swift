// The data model file: read as Xcode's model editor saves it, written back the same.

import Foundation
import StepwiseBasics
import Testing
import XcodeFormats

@Suite("Data model files")
struct DataModelTests {
  /// A model as Xcode 15 saves one: two entities, a to-many relationship and its inverse,
  /// a scalar, a default, a date, codegen of both kinds, and the diagram's elements.
  static let shoppingContents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23A344" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Aisle" representedClassName="Aisle" syncable="YES" codeGenerationType="class">
            <attribute name="name" attributeType="String" defaultValueString=""/>
            <relationship name="products" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Product" inverseName="aisle" inverseEntity="Product"/>
        </entity>
        <entity name="Product" representedClassName=".Product" syncable="YES" codeGenerationType="category">
            <attribute name="bought" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="quantity" optional="YES" attributeType="Integer 16" defaultValueString="1" usesScalarValueType="YES"/>
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="aisle" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Aisle" inverseName="products" inverseEntity="Aisle"/>
        </entity>
        <elements>
            <element name="Aisle" positionX="-63" positionY="-18" width="128" height="59"/>
        </elements>
    </model>
    """

  @Test func xcodesFileIsReadWithEveryPartOfItsEntities() throws {
    let model = try DataModel(reading: Data(Self.shoppingContents.utf8))
    #expect(model.entities.map(\.name) == ["Aisle", "Product"])
    let aisle = try #require(model.entity(named: "Aisle"))
    #expect(aisle.codeGeneration == .classDefinition)
    #expect(aisle.attributes.map(\.isOptional) == [false])
    #expect(aisle.attributes[0].defaultValue == "")
    let products = try #require(aisle.relationships.first)
    #expect(products.isToMany && products.deletionRule == .cascade)
    #expect(products.destination == "Product" && products.inverseName == "aisle")
    let product = try #require(model.entity(named: "Product"))
    #expect(product.codeGeneration == .category)
    #expect(product.swiftClassName == "Product")
    #expect(product.attributes.map(\.type) == [.boolean, .date, .integer16, .string])
    #expect(product.attributes.map(\.usesScalarValueType) == [true, false, true, nil])
    #expect(product.relationships[0].maxCount == 1 && !product.relationships[0].isToMany)
    #expect(product.otherAttributes == [DataModel.XMLAttribute("syncable", "YES")])
    #expect(model.modelAttributes.first == DataModel.XMLAttribute("documentVersion", "1.0"))
    #expect(model.unsupported.isEmpty, "the diagram's elements are not a loss")
  }

  @Test func writtenAsXcodeWritesItLessTheDiagram() throws {
    let model = try DataModel(reading: Data(Self.shoppingContents.utf8))
    let expected = Self.shoppingContents.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("element") }.joined(separator: "\n")
    #expect(model.contentsText == expected + "\n")
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func aGeneratedModelReadsBackAsWritten(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let model = Self.randomModel(using: &random)
    let text = model.contentsText
    #expect(try DataModel(reading: Data(text.utf8)) == model, "seed \(seed):\n\(text)")
  }

  @Test func elementsTheModelDoesNotHoldAreListedWithTheirLines() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
          <entity name="Note" representedClassName="Note" syncable="YES">
              <attribute name="body" optional="YES" attributeType="String"/>
              <fetchedProperty name="related" optional="YES">
                  <fetchRequest name="fetchedPropertyFetchRequest" entity="Note"/>
              </fetchedProperty>
          </entity>
          <fetchRequest name="Recent" entity="Note" predicateString="body != nil"/>
          <configuration name="Cloud"/>
      </model>
      """
    let model = try DataModel(reading: Data(text.utf8))
    #expect(
      model.unsupported.map(\.element) == ["fetchedProperty", "fetchRequest", "configuration"])
    #expect(model.unsupported.map(\.line) == [5, 9, 10])
    #expect(model.entities[0].attributes.map(\.name) == ["body"])
  }

  @Test(arguments: [
    ("<model><entity/></model>", "line 1: an <entity> has no name"),
    (
      #"<model><entity name="A"><attribute name="a" attributeType="Composite"/></entity></model>"#,
      #"line 1: attribute a has type "Composite"; the types read are"#
    ),
    (
      #"<model><entity name="A"><relationship name="r"/></entity></model>"#,
      "line 1: relationship r has no destination entity"
    ),
    (
      #"<model><entity name="A"><relationship name="r" destinationEntity="A" maxCount="-1"/></entity></model>"#,
      #"line 1: relationship r has maxCount "-1", not a count"#
    ),
    (
      #"<model><entity name="A" codeGenerationType="magic"/></model>"#,
      #"line 1: entity A: codeGenerationType "magic" is not one Xcode writes"#
    ),
    ("<storyboard/>", "line 1: the file starts with <storyboard>, not <model>"),
    ("<model><entity name=\"A\">", "the file ends inside <entity>: it was cut short"),
    ("<model><entity name=\"A\"></wrong></model>", "not a data model's XML"),
    ("", "no <model> element"),
  ])
  func aDamagedFileGivesItsLineAndWhy(text: String, reason: String) {
    #expect {
      try DataModel(reading: Data(text.utf8))
    } throws: { error in
      "\(error)".contains(reason)
    }
  }

  @Test func theCurrentVersionOfAVersionedModelIsRead() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DataModelTests-\(UUID().uuidString)/Shop.xcdatamodeld")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    for (version, entity) in [("Shop", "Aisle"), ("Shop 2", "Shelf")] {
      let model = DataModel(entities: [DataModel.Entity(name: entity)])
      let url = folder.appendingPathComponent("\(version).xcdatamodel")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(model.contentsText.utf8).write(to: url.appendingPathComponent("contents"))
    }
    #expect(throws: DataModel.ReadError.self) { try DataModel(folder: folder) }
    let current = try PropertyListSerialization.data(
      fromPropertyList: ["_XCCurrentVersionName": "Shop 2.xcdatamodel"], format: .xml,
      options: 0)
    try current.write(to: folder.appendingPathComponent(".xccurrentversion"))
    #expect(try DataModel(folder: folder).entities.map(\.name) == ["Shelf"])
    let missing = try PropertyListSerialization.data(
      fromPropertyList: ["_XCCurrentVersionName": "Shop 3.xcdatamodel"], format: .xml,
      options: 0)
    try missing.write(to: folder.appendingPathComponent(".xccurrentversion"))
    #expect {
      try DataModel(folder: folder)
    } throws: { error in
      "\(error)".contains("names Shop 3.xcdatamodel, which is not in the folder")
    }
  }

  // MARK: - Generated models

  /// Names with what XML must escape, and scripts other than Latin.
  static let names = ["title", "isDone", "créé", "名前", "a&b", "q\"uote", "<tag>", "it's", "x"]

  static func pick<Element>(_ elements: [Element], _ random: inout SplitMix64) -> Element {
    elements[Int.random(in: elements.indices, using: &random)]
  }

  static func randomModel(using random: inout SplitMix64) -> DataModel {
    let count = Int.random(in: 1...4, using: &random)
    let entityNames = (0..<count).map { "Entity\($0)\(pick(names, &random))" }
    var model = DataModel()
    if Bool.random(using: &random) { model.modelAttributes.removeLast() }
    for name in entityNames {
      var entity = DataModel.Entity(
        name: name, className: Bool.random(using: &random) ? name : nil,
        codeGeneration: pick(DataModel.CodeGeneration.allCases, &random))
      entity.isAbstract = Int.random(in: 0..<5, using: &random) == 0
      if Int.random(in: 0..<4, using: &random) == 0 {
        entity.parentEntity = pick(entityNames, &random)
      }
      if Bool.random(using: &random) {
        entity.otherAttributes = [DataModel.XMLAttribute("syncable", "YES")]
      }
      for index in 0..<Int.random(in: 0...5, using: &random) {
        var attribute = DataModel.Attribute(
          name: "a\(index)\(pick(names, &random))",
          type: pick(DataModel.AttributeType.allCases, &random),
          isOptional: Bool.random(using: &random),
          defaultValue: Bool.random(using: &random) ? pick(names, &random) : nil,
          usesScalarValueType: pick([nil, true, false], &random))
        attribute.isTransient = Int.random(in: 0..<4, using: &random) == 0
        if Int.random(in: 0..<4, using: &random) == 0 {
          attribute.defaultDateTimeInterval = "\(Int.random(in: -1000...1000, using: &random))"
        }
        if Int.random(in: 0..<4, using: &random) == 0 { attribute.customClassName = "[String]" }
        if Int.random(in: 0..<4, using: &random) == 0 {
          attribute.otherAttributes = [DataModel.XMLAttribute("minValueString", "1")]
        }
        entity.attributes.append(attribute)
      }
      for index in 0..<Int.random(in: 0...3, using: &random) {
        var relationship = DataModel.Relationship(
          name: "r\(index)", destination: pick(entityNames, &random),
          inverseName: Bool.random(using: &random) ? "back\(index)" : nil,
          isToMany: Bool.random(using: &random),
          deletionRule: pick(DataModel.DeletionRule.allCases, &random))
        relationship.isOrdered = relationship.isToMany && Bool.random(using: &random)
        relationship.isOptional = Bool.random(using: &random)
        relationship.isTransient = Int.random(in: 0..<4, using: &random) == 0
        if relationship.isToMany, Bool.random(using: &random) {
          relationship.maxCount = Int.random(in: 2...9, using: &random)
        }
        relationship.minCount =
          Bool.random(using: &random) ? Int.random(in: 0...3, using: &random) : nil
        entity.relationships.append(relationship)
      }
      model.entities.append(entity)
    }
    return model
  }
}
