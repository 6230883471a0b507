// A String Catalog (`.xcstrings`): every language's strings of one table, in one JSON file.

import Foundation

/// A String Catalog as Xcode saves it: the source language, and for each key its
/// localizations, each a string unit (`state`, `value`) or plural variations.
///
/// Xcode compiles a catalog into one `.strings` table per language when it builds the app:
/// the source language gets every key (a key with no value of its own is its own value);
/// another language gets the keys translated into it (a unit whose state is `new` is not
/// translated yet). Plural variations become a `.stringsdict` entry, which picks the form
/// for a number; the kit takes their `other` form.
///
/// ```swift
/// let catalog = try StringCatalog(data: json)
/// catalog.table(for: "ja").values["Add"]  // "追加"
/// ```
package struct StringCatalog: Equatable, Sendable {
  /// The language the keys are written in (`sourceLanguage`).
  package var sourceLanguage: String
  /// Each language's table, as Xcode compiles it.
  package var tables: [String: StringTable]

  /// Why a file is not a String Catalog.
  package struct ReadError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    package var description: String
  }

  /// Reads a catalog's JSON.
  package init(data: Data) throws(ReadError) {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw ReadError(description: "it is not a JSON object")
    }
    guard let source = root["sourceLanguage"] as? String,
      let strings = root["strings"] as? [String: Any]
    else {
      throw ReadError(description: "it has no sourceLanguage and strings")
    }
    sourceLanguage = source
    var tables: [String: [String: String]] = [source: [:]]
    for (key, entry) in strings {
      let localizations =
        (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      for (language, localization) in localizations {
        if let value = Self.value(of: localization) { tables[language, default: [:]][key] = value }
      }
      if tables[source]?[key] == nil { tables[source]?[key] = key }
    }
    self.tables = tables.mapValues(StringTable.init(values:))
  }

  /// The languages the catalog has strings in.
  package var languages: [String] { tables.keys.sorted() }

  /// One language's table (empty when the catalog has none in it).
  package func table(for language: String) -> StringTable {
    tables[language] ?? StringTable(values: [:])
  }

  /// The keys whose localizations vary by plural (or by device), for the port's report.
  package static func keysWithVariations(in data: Data) -> [String] {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return [] }
    return strings.compactMap { key, entry in
      let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      let varies = localizations.values.contains { ($0 as? [String: Any])?["variations"] != nil }
      return varies ? key : nil
    }.sorted()
  }

  /// A localization's value: its string unit's, unless not translated yet; or its plural
  /// variations' `other` form (else the first form there is).
  private static func value(of localization: Any) -> String? {
    guard let localization = localization as? [String: Any] else { return nil }
    if let unit = localization["stringUnit"] as? [String: Any] {
      guard unit["state"] as? String != "new" else { return nil }
      return unit["value"] as? String
    }
    guard let variations = localization["variations"] as? [String: Any],
      let forms = (variations["plural"] ?? variations["device"]) as? [String: Any]
    else { return nil }
    let form = forms["other"] ?? forms.keys.sorted().first.flatMap { forms[$0] }
    return value(of: form as Any)
  }
}
