// An app's string tables ported: copied where NSLocalizedString finds them, and what is not
// carried reported with its file.

import AppTestSupport
import Foundation
import Testing

@testable import PortKit

@Suite struct StringTablePortTests {
  @Test func phrasebooksTablesAreCopiedAsResourcesOfTheApp() throws {
    let folder = try TemporaryFolder()
    let project = try XcodeProject.read(Fixtures.url("Phrasebook"))
    #expect(
      project.stringTables.map(\.path) == [
        "Phrasebook/Greetings.xcstrings", "Phrasebook/en.lproj/Localizable.strings",
        "Phrasebook/ja.lproj/Localizable.strings",
      ])
    let port = PortedPackage(project, kit: PackageRoot.url)
    try port.write(to: folder.url.appendingPathComponent("Phrasebook-headless"))
    let japanese = folder.read(
      "Phrasebook-headless/Sources/Phrasebook/ja.lproj/Localizable.strings")
    #expect(japanese?.contains("\"Phrases\" = \"フレーズ\";") == true)
    #expect(folder.read("Phrasebook-headless/Sources/Phrasebook/Greetings.xcstrings") != nil)
    let manifest = folder.read("Phrasebook-headless/Package.swift") ?? ""
    #expect(
      manifest.contains(
        #"resources: [.copy("Greetings.xcstrings"), .copy("en.lproj"), .copy("ja.lproj")],"#),
      "\(manifest)")
    #expect(
      port.report.mechanical.map(\.description).contains(
        "Phrasebook/ja.lproj/Localizable.strings: copied as ja.lproj/Localizable.strings, a "
          + "resource of the app: NSLocalizedString reads it in the device's language "
          + "(stepwise run --language, a script's language)"))
    #expect(port.report.untranslated.isEmpty, "\(port.report.text)")
  }

  @Test func whatTheKitDoesNotShowIsReportedWithItsFileAndLine() throws {
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent("Words")
    let files = [
      "Words.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
      "Words/AppDelegate.swift":
        "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "Words/Base.lproj/Main.storyboard": "<document/>",
      "Words/ja.lproj/Main.strings": "\"abc-12-xyz.text\" = \"こんにちは\";\n",
      "Words/ja.lproj/Localizable.strings": "\"One\" = \"1\";\n\"Two\" = \"2\"\n",
      "Words/en.lproj/Localizable.stringsdict": "<plist/>",
      "Words/Counts.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "%lld words": {"localizations": {"en": {"variations": {"plural": {
          "other": {"stringUnit": {"state": "translated", "value": "%lld words"}}}}}}}}}
      """,
    ]
    for (path, text) in files {
      let url = project.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let port = PortedPackage(try XcodeProject.read(project), kit: PackageRoot.url)
    let notes = port.report.untranslated.map(\.description)
    #expect(
      notes.contains(
        "Words/ja.lproj/Main.strings: not carried: the kit's Main is declared in Swift, in the "
          + "development language, so its ja strings are not applied to it"), "\(notes)")
    #expect(
      notes.contains(
        "Words/ja.lproj/Localizable.strings:3: not carried: not a strings table here (a quoted "
          + "key = quoted value; pair expected)"), "\(notes)")
    #expect(
      notes.contains(
        "Words/en.lproj/Localizable.stringsdict: not carried: plural rules (.stringsdict) are "
          + "not applied; the key's value in the .strings table, else the key itself, is shown"),
      "\(notes)")
    #expect(
      notes.contains(
        "Words/Counts.xcstrings:2: \"%lld words\" varies by plural or device: its \"other\" "
          + "form is always shown"), "\(notes)")
    #expect(port.files.contains { $0.path == "Sources/Words/Counts.xcstrings" })
  }
}
