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
