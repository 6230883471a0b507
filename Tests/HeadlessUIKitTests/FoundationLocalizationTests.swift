// `NSLocalizedString` in a file that imports the kit alone, as an app's file imports UIKit:
// the kit's, which reads the app's tables in the device's language, not Foundation's.

import HeadlessUIKit  // and nothing else, as an app's file
import Testing

@Suite struct FoundationLocalizationTests {
  @Test func nsLocalizedStringReadsTheTablesInTheAppsResourceBundle() throws {
    let folder = try LocalizedStringTests.makeBundleFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The table is in a SwiftPM resource bundle beside the program, as a ported app's is,
    // where Foundation's own NSLocalizedString does not look.
    let englishOnly = folder.appendingPathComponent("english-only")
    let resources = englishOnly.appendingPathComponent("Words_Words.resources/en.lproj")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try Data("\"Phrases\" = \"Phrase book\";".utf8).write(
      to: resources.appendingPathComponent("Localizable.strings"))
    let bundle = try #require(Bundle(path: englishOnly.path))
    // Whatever the device's language, this bundle has English alone.
    #expect(NSLocalizedString("Phrases", bundle: bundle, comment: "") == "Phrase book")
    #expect(
      NSLocalizedString("Other", bundle: bundle, value: "Else", comment: "")
        == "Else")
    #expect(bundle.localizedString(forKey: "Phrases", value: nil, table: nil) == "Phrase book")
    #expect(bundle.localizedString(forKey: "Other", value: nil, table: "") == "Other")
  }
}
