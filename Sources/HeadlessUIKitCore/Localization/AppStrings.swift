// An app's localized strings, looked up in the device's language as iOS looks them up.

import Foundation
import XcodeFormats

/// The string tables of an app's bundle, and the language the device shows apps in: what
/// `NSLocalizedString` and `Bundle.localizedString(forKey:value:table:)` answer from.
///
/// The bundle's localizations are its `<language>.lproj` folders and the languages of its
/// String Catalogs. As on iOS, the app shows the first of the device's preferred languages
/// it has (`en-GB` is served by `en`), else its development language; a table is looked up
/// in that localization, then the development language's, then `Base.lproj`'s; a key the
/// table lacks gives the value asked with it, or the key itself.
///
/// ```swift
/// AppStrings.localizedString(forKey: "Add", value: nil, table: nil, in: folders)
/// ```
package enum AppStrings {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var languages = ["en"]
  nonisolated(unsafe) private static var read: [URL: StringTable?] = [:]
  nonisolated(unsafe) private static var catalogs: [URL: StringCatalog?] = [:]
  nonisolated(unsafe) private static var bundleFolders: [URL: [URL]] = [:]
  nonisolated(unsafe) private static var summaries: [[URL]: Summary] = [:]

  /// What the tables of some folders offer: their localizations and development language.
  private struct Summary {
    var localizations: [String]
    var development: String
  }

  /// The language an app shows when the device's is not given: English, as a new device.
  package static let defaultLanguage = "en"

  /// The device's preferred languages, most preferred first (`Locale.preferredLanguages`):
  /// the running app's, set when it is made current.
  package static var preferredLanguages: [String] {
    get { lock.withLock { languages } }
    set { lock.withLock { languages = newValue.isEmpty ? [defaultLanguage] : newValue } }
  }

  /// A bundle's resource folders (``AppResources/folders(of:)``), listed once: an app's
  /// resources do not change while it runs, and a table view asks for strings cell by cell.
  package static func folders(of bundle: Bundle) -> [URL] {
    let key = bundle.bundleURL
    if let known = lock.withLock({ bundleFolders[key] }) { return known }
    let found = AppResources.folders(of: bundle)
    lock.withLock { bundleFolders[key] = found }
    return found
  }

  /// The value of a key in a table, in the language the app shows for these preferred
  /// languages (the device's unless given), from the tables in these folders
  /// (``AppResources/folders(of:)``).
  package static func localizedString(
    forKey key: String?, value: String?, table tableName: String?, in folders: [URL],
    languages: [String]? = nil
  ) -> String {
    guard let key else { return value ?? "" }
    let table = (tableName?.isEmpty ?? true) ? "Localizable" : tableName ?? "Localizable"
    let development = summary(of: folders).development
    let shown = preferredLocalizations(in: folders, languages: languages).first ?? development
    for language in [shown, development, "Base"] {
      guard let found = self.table(table, language: language, in: folders) else { continue }
      if let text = found.values[key] { return text }
      break
    }
    return (value?.isEmpty ?? true) ? key : value ?? key
  }

  /// The localizations of the bundle the app shows, best first (`Bundle.preferredLocalizations`):
  /// the best match of the bundle's for the device's preferred languages, else its
  /// development language.
  package static func preferredLocalizations(in folders: [URL], languages: [String]? = nil)
    -> [String]
  {
    let (available, development) = (
      summary(of: folders).localizations, summary(of: folders).development
    )
    return [bestMatch(among: available, for: languages ?? preferredLanguages) ?? development]
  }

  /// The first of `preferences` that one of `available` serves: the same language, else the
  /// same language without its region or script (`ja-JP` is served by `ja`, `en` by `en-US`).
  package static func bestMatch(among available: [String], for preferences: [String]) -> String? {
    for preference in preferences {
      if let exact = available.first(where: { $0.lowercased() == preference.lowercased() }) {
        return exact
      }
      let base = baseLanguage(preference)
      if let near = available.first(where: { baseLanguage($0) == base }) { return near }
    }
    return nil
  }

  /// The bundle's localizations: its `.lproj` folders (`Base` aside) and its catalogs'
  /// languages, each once, sorted.
  package static func localizations(in folders: [URL]) -> [String] {
    var found: Set<String> = []
    for folder in folders {
      for name in contents(of: folder) {
        if name.hasSuffix(".lproj"), name != "Base.lproj" {
          found.insert(String(name.dropLast(".lproj".count)))
        } else if name.hasSuffix(".xcstrings"),
          let catalog = catalog(folder.appendingPathComponent(name))
        {
          found.formUnion(catalog.languages)
        }
      }
    }
    return found.sorted()
  }

  /// The development language: a String Catalog's source language, else English.
  package static func developmentLanguage(in folders: [URL]) -> String {
    for folder in folders {
      for name in contents(of: folder) where name.hasSuffix(".xcstrings") {
        if let catalog = catalog(folder.appendingPathComponent(name)) {
          return catalog.sourceLanguage
        }
      }
    }
    return defaultLanguage
  }

  /// A table in one language: the catalog's of that name, if it has the language, else the
  /// language's `.strings` file; nil when the bundle has neither.
  static func table(_ name: String, language: String, in folders: [URL]) -> StringTable? {
    for folder in folders {
      let catalogURL = folder.appendingPathComponent("\(name).xcstrings")
      if let catalog = catalog(catalogURL), let table = catalog.tables[language] {
        return table
      }
      let url = folder.appendingPathComponent("\(language).lproj/\(name).strings")
      if let table = stringsFile(url) { return table }
    }
    return nil
  }

  /// The localizations and development language of some folders, read once.
  private static func summary(of folders: [URL]) -> Summary {
    if let known = lock.withLock({ summaries[folders] }) { return known }
    let found = Summary(
      localizations: localizations(in: folders), development: developmentLanguage(in: folders))
    lock.withLock { summaries[folders] = found }
    return found
  }

  private static func baseLanguage(_ identifier: String) -> String {
    String(identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }

  private static func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  private static func stringsFile(_ url: URL) -> StringTable? {
    if let known = lock.withLock({ read[url] }) { return known }
    let table = (try? Data(contentsOf: url)).flatMap(StringTable.init(stringsData:))
    lock.withLock { read[url] = .some(table) }
    return table
  }

  private static func catalog(_ url: URL) -> StringCatalog? {
    if let known = lock.withLock({ catalogs[url] }) { return known }
    let catalog = (try? Data(contentsOf: url)).flatMap { try? StringCatalog(data: $0) }
    lock.withLock { catalogs[url] = .some(catalog) }
    return catalog
  }
}
