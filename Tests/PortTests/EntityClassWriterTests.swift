// The classes Xcode generates from a data model, written for the kit.

import AppTestSupport
import Foundation
import Testing
import XcodeFormats

@testable import PortKit

@Suite struct EntityClassWriterTests {
  static let model = DataModel(entities: [
    DataModel.Entity(
      name: "Shelf", className: "Shelf", codeGeneration: .classDefinition,
      attributes: [
        DataModel.Attribute(name: "label", type: .string),
        DataModel.Attribute(name: "rank", type: .integer32, usesScalarValueType: true),
        DataModel.Attribute(name: "weight", type: .double),
        DataModel.Attribute(name: "default", type: .boolean, usesScalarValueType: true),
        DataModel.Attribute(name: "price", type: .decimal),
      ],
      relationships: [
        DataModel.Relationship(
          name: "books", destination: "Book", inverseName: "shelf", isToMany: true)
      ]),
    DataModel.Entity(
      name: "Book", className: "$(PRODUCT_MODULE_NAME).Book", codeGeneration: .category,
      relationships: [DataModel.Relationship(name: "shelf", destination: "Shelf")]),
    DataModel.Entity(name: "Note", className: "Note", codeGeneration: .manual),
  ])

  /// A name Xcode would not take (a model file edited by hand) is never pasted into the
  /// Swift written: its entity or property is left out and said, as is a name given twice.
  @Test func namesSwiftDoesNotTakeAreLeftOutAndSaidNeverWrittenAsCode() throws {
    let injected = "x: Int { 0 }\n  static func injected() { print(\"ran\") }\n  var y"
    let model = DataModel(entities: [
      DataModel.Entity(
        name: "Shelf", className: "Shelf", codeGeneration: .classDefinition,
        attributes: [
          DataModel.Attribute(name: "label", type: .string),
          DataModel.Attribute(name: injected, type: .string),
          DataModel.Attribute(name: "my name", type: .string),
          DataModel.Attribute(name: "label", type: .integer32),
          DataModel.Attribute(name: "名前", type: .string),
        ],
        relationships: [DataModel.Relationship(name: "odd", destination: "Odd")]),
      DataModel.Entity(name: "Odd", className: "Weird\"Class", codeGeneration: .classDefinition),
      DataModel.Entity(name: "Again", className: "Shelf", codeGeneration: .classDefinition),
    ])

    let writer = EntityClassWriter(model: model, modelName: "Library")
    let text = try #require(writer.text)

    #expect(writer.generatedEntities.map(\.name) == ["Shelf"])
    #expect(!text.contains("injected") && !text.contains("my name") && !text.contains("Weird"))
    #expect(text.contains("public var label: String?"))
    #expect(text.contains("public var 名前: String?"))
    #expect(text.contains("public var odd: NSManagedObject?"), "an entity left out is no class")
    #expect(
      writer.leftOut == [
        "Shelf.\(injected): not a name Swift takes; the property is not written",
        "Shelf.my name: not a name Swift takes; the property is not written",
        "Shelf.label: named twice; written once",
        "entity Odd: its class Weird\"Class is not a name Swift takes",
        "entity Again: another entity's class is Shelf already",
      ])
  }

  @Test func classesAndCategoriesAreWrittenAsXcodeGeneratesThemAndManualOnesLeftOut() throws {
    let writer = EntityClassWriter(model: Self.model, modelName: "Library")
    #expect(writer.generatedEntities.map(\.name) == ["Shelf", "Book"])
    let text = try #require(writer.text)
    #expect(text.contains("nonisolated public class Shelf: NSManagedObject {}\n"))
    #expect(!text.contains("class Book"), "Category/Extension: the app declares the class")
    #expect(!text.contains("Note"), "Manual/None: the app declares everything")
    #expect(
      text.contains(
        "nonisolated extension Book {\n  public class func fetchRequest() -> NSFetchRequest<Book>"))
    for declaration in [
      "public var label: String? {", "public var rank: Int32 {", "public var weight: NSNumber? {",
      "public var `default`: Bool {", "public var price: NSDecimalNumber? {",
      "public var books: NSSet? {", "public var shelf: Shelf? {",
      "public func addToBooks(_ value: Book) {", "public func removeFromBooks(_ values: NSSet) {",
    ] {
      #expect(text.contains(declaration), "\(declaration)")
    }
    #expect(text.contains(#"get { value(forKey: "default") as? Bool ?? false }"#))
  }

  @Test func aModelWithNothingGeneratedGivesNoFile() {
    let model = DataModel(entities: [DataModel.Entity(name: "Note", className: "Note")])
    #expect(EntityClassWriter(model: model, modelName: "Notes").text == nil)
  }

  @Test func todoCoreDatasGeneratedFileIsWhatTheWriterWritesForItsModel() throws {
    let app = PackageRoot.url.appendingPathComponent("Sources/TodoCoreData")
    let model = try DataModel(
      folder: app.appendingPathComponent("TodoList.xcdatamodeld/TodoList.xcdatamodel"))
    let written = EntityClassWriter(model: model, modelName: "TodoList").text
    let checkedIn = try String(
      contentsOf: app.appendingPathComponent("Model/TodoList+Generated.swift"), encoding: .utf8)
    #expect(written == checkedIn)
  }
}
