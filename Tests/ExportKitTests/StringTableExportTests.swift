// String tables cross back: a ported app's .lproj folders and String Catalogs are the
// exported project's again, a variant group per table, and port the same a second time.

import AppTestSupport
import Foundation
import Testing

@testable import ExportKit
@testable import PortKit

@Suite struct StringTableExportTests {
  @Test func phrasebooksTablesGoBackAsVariantGroupsAndComeBackTheSame() throws {
    let work = try TemporaryFolder()
    let (original, export, again) = try DataModelExportTests().roundTrip("Phrasebook", in: work)
    #expect(again.stringTables.map(\.path) == original.stringTables.map(\.path))
    #expect(again.stringTables.map(\.data) == original.stringTables.map(\.data))
    let projectFile = try #require(
      export.files.first { $0.path.hasSuffix("project.pbxproj") }?.text)
    for line in [
      "isa = PBXVariantGroup;", "name = Localizable.strings;",
      "lastKnownFileType = text.plist.strings; name = ja; path = ja.lproj/Localizable.strings;",
      "lastKnownFileType = text.json.xcstrings; path = Greetings.xcstrings;",
      "/* Localizable.strings in Resources */,", "/* Greetings.xcstrings in Resources */,",
      "knownRegions = (\n\t\t\t\ten,\n\t\t\t\tja,\n\t\t\t\tBase,\n\t\t\t);",
    ] {
      #expect(projectFile.contains(line), "\(line)")
    }
    let first = PortedPackage(original, kit: PackageRoot.url)
    let second = PortedPackage(again, kit: PackageRoot.url)
    #expect(
      second.files.filter { $0.path.contains(".lproj/") || $0.path.hasSuffix(".xcstrings") }
        .map(\.path)
        == first.files.filter { $0.path.contains(".lproj/") || $0.path.hasSuffix(".xcstrings") }
        .map(\.path))
    #expect(second.report.untranslated.isEmpty, "\(second.report.text)")
  }
}
