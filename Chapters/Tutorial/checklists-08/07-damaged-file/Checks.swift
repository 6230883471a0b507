// What checklists-08/07-damaged-file asks of the DataModel: a data file it cannot read is
// kept, never saved over.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists

@Suite struct Checklists08DamagedFileChecks {
  @Test func aFileThatCannotBeReadIsKeptAside() throws {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    let documents = sandbox.documentsDirectory
    let damaged = Data("<?xml version=\"1.0\"?><plist><array><dict><key>na".utf8)
    try damaged.write(to: documents.appendingPathComponent("Checklists.plist"))

    let dataModel = DataModel(
      documentsDirectory: documents,
      defaults: AppDefaults(sandbox: sandbox, bundleIdentifier: "com.example.Checklists"))
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
