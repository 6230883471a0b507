// What checklists-08/07-damaged-file asks of the DataModel: a data file it cannot read is
// kept, never saved over.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists

@Suite struct Checklists08DamagedFileChecks {
  /// A phone's container for one test: a documents folder and preferences of its own, with
  /// Foundation's names, as an iOS test target would make them.
  struct Container {
    let documents = FileManager.default.temporaryDirectory
      .appendingPathComponent("checks-\(UUID().uuidString)", isDirectory: true)
    let preferencesName = "checks-\(UUID().uuidString)"

    init() throws {
      try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    }

    /// The same preferences each time, as a relaunch reads them.
    func preferences() throws -> UserDefaults {
      try #require(UserDefaults(suiteName: preferencesName))
    }

    func remove() {
      try? FileManager.default.removeItem(at: documents)
      UserDefaults(suiteName: preferencesName)?.removePersistentDomain(forName: preferencesName)
    }
  }

  @Test func aFileThatCannotBeReadIsKeptAside() throws {
    let container = try Container()
    defer { container.remove() }
    let documents = container.documents
    let damaged = Data("<?xml version=\"1.0\"?><plist><array><dict><key>na".utf8)
    try damaged.write(to: documents.appendingPathComponent("Checklists.plist"))

    let dataModel = DataModel(
      documentsDirectory: documents,
      defaults: try container.preferences())
    dataModel.saveChecklists()

    // Whatever the app saves now, the damaged bytes are still in a file of Documents.
    let files = try FileManager.default.contentsOfDirectory(
      at: documents, includingPropertiesForKeys: nil)
    #expect(
      files.contains { (try? Data(contentsOf: $0)) == damaged },
      "a Checklists.plist that cannot be read to be kept aside, never saved over: its bytes are gone from Documents"
    )
  }
}
