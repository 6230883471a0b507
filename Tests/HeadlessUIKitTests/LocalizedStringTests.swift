// NSLocalizedString and Bundle's string tables: the device's language, then the development
// language, then the value or the key, as iOS looks strings up.

import Foundation
import HeadlessUIKitCore
import Testing

@Suite struct LocalizedStringTests {
  /// A bundle folder with English and Japanese `Localizable.strings`, a Japanese-less
  /// `Extra.strings`, and a `Greetings` String Catalog.
  static func makeBundleFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strings-\(UUID().uuidString)")
    let files = [
      "en.lproj/Localizable.strings": "\"Phrases\" = \"Phrases\";\n\"Close\" = \"Close\";\n",
      "ja.lproj/Localizable.strings": "/* title */\n\"Phrases\" = \"フレーズ\";\n",
      "en.lproj/Extra.strings": "\"More\" = \"More, in English\";\n",
      "Greetings.xcstrings": """
      {"sourceLanguage": "en", "strings": {"hello": {"localizations": {
        "ja": {"stringUnit": {"state": "translated", "value": "こんにちは"}}}}}, "version": "1.0"}
      """,
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  func lookUp(
    _ key: String, value: String? = nil, table: String? = nil, in folder: URL,
    languages: [String]
  ) -> String {
    AppStrings.localizedString(
      forKey: key, value: value, table: table, in: [folder], languages: languages)
  }

  @Test func theDevicesLanguageChoosesTheTable() throws {
    let folder = try Self.makeBundleFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(lookUp("Phrases", in: folder, languages: ["ja"]) == "フレーズ")
    #expect(lookUp("Phrases", in: folder, languages: ["ja-JP"]) == "フレーズ", "ja serves ja-JP")
    #expect(lookUp("Phrases", in: folder, languages: ["fr", "ja"]) == "フレーズ")
    #expect(lookUp("Phrases", in: folder, languages: ["en"]) == "Phrases")
    #expect(lookUp("Phrases", in: folder, languages: ["fr"]) == "Phrases", "development language")
  }

  @Test func aKeyTheTableLacksGivesTheValueElseTheKey() throws {
    let folder = try Self.makeBundleFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Japanese has a Localizable table without "Close": the English one is not consulted.
    #expect(lookUp("Close", in: folder, languages: ["ja"]) == "Close")
    #expect(lookUp("Close", value: "Shut", in: folder, languages: ["ja"]) == "Shut")
    #expect(lookUp("Nowhere", value: "", in: folder, languages: ["en"]) == "Nowhere")
    // Japanese has no Extra table: the development language's is read.
    #expect(lookUp("More", table: "Extra", in: folder, languages: ["ja"]) == "More, in English")
    #expect(AppStrings.localizedString(forKey: nil, value: nil, table: nil, in: [folder]) == "")
  }

  @Test func aStringCatalogIsATableInEveryLanguageItHas() throws {
    let folder = try Self.makeBundleFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(lookUp("hello", table: "Greetings", in: folder, languages: ["ja"]) == "こんにちは")
    #expect(lookUp("hello", table: "Greetings", in: folder, languages: ["en"]) == "hello")
    #expect(AppStrings.localizations(in: [folder]) == ["en", "ja"])
  }
}
