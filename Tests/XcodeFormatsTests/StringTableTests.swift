// String tables as Xcode saves them: `.strings` files and String Catalogs, read.

import Foundation
import Testing

@testable import XcodeFormats

@Suite struct StringTableTests {
  @Test func aStringsFileReadsQuotedPairsPastCommentsAndEscapes() throws {
    let text = """
      /* The list's title */
      "Phrases" = "フレーズ";
      // Thanks
      "Thank you" = "ありがとう";
      "Say \\"hi\\"" = "Line one\\nline two\\t\\U00e9";
      "Alone";
      Key = Value;
      """
    let table = try #require(StringTable(strings: text))
    #expect(
      table.values == [
        "Phrases": "フレーズ", "Thank you": "ありがとう", "Say \"hi\"": "Line one\nline two\té",
        "Alone": "Alone", "Key": "Value",
      ])
  }

  @Test func aStringsFileWithAMistakeSaysOnWhichLine() {
    var reader = StringsFileReader("\"One\" = \"1\";\n\"Two\" = \"2\"\n\"Three\" = \"3\";\n")
    #expect(reader.read() == nil)
    #expect(reader.mistakeLine == 3)
  }

  @Test func aStringsFileSavedAsUTF16IsRead() throws {
    var data = Data([0xFF, 0xFE])
    data.append("\"Close\" = \"閉じる\";".data(using: .utf16LittleEndian) ?? Data())
    #expect(StringTable(stringsData: data)?.values == ["Close": "閉じる"])
  }

  @Test func aCatalogGivesEachLanguageItsTranslatedStrings() throws {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "hello" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは" } }
          } },
          "Bye" : { "localizations" : {
            "ja" : { "stringUnit" : { "state" : "new", "value" : "" } }
          } },
          "%lld phrases" : { "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld phrase" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld phrases" } }
            } } }
          } }
        },
        "version" : "1.0"
      }
      """
    let catalog = try StringCatalog(data: Data(json.utf8))
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.languages == ["en", "ja"])
    #expect(
      catalog.table(for: "en").values == [
        "hello": "Hello", "Bye": "Bye", "%lld phrases": "%lld phrases",
      ])
    #expect(catalog.table(for: "ja").values == ["hello": "こんにちは"], "a new unit is not translated")
    #expect(StringCatalog.keysWithVariations(in: Data(json.utf8)) == ["%lld phrases"])
  }

  @Test func aFileThatIsNotACatalogIsRefused() {
    #expect(throws: StringCatalog.ReadError.self) {
      try StringCatalog(data: Data("{\"strings\": {}}".utf8))
    }
  }
}
