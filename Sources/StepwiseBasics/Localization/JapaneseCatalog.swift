// A module's Japanese catalog: the messages it shows, by their English text.

/// The Japanese of the messages a module shows, keyed by their English text with `{0}`,
/// `{1}`… for the values (see ``LocalizedText``).
///
/// Each module that shows messages keeps its own, beside its code (`ViewHarnessJapanese`,
/// `ToolCommandsJapanese`, …): its own tables, one per group of messages, with the catalogs of
/// the modules below it, whose messages it shows too (a usage error the command line made,
/// a transcript the harness wrote). A message shown by two modules is in the table of the
/// highest module both use. `LocalizationTests` checks that every message a module shows is
/// in its catalog, that each is in one table only, and that every one is still used.
package struct JapaneseCatalog: Sendable {
  /// Every message the module shows: its own and those of the catalogs it includes.
  package let messages: [String: String]
  /// The module's own tables, one per group of messages.
  package let tables: [[String: String]]

  /// A module's catalog: its tables, and the catalogs of the modules below it.
  package init(own tables: [[String: String]], including catalogs: [JapaneseCatalog] = []) {
    self.tables = tables
    var messages: [String: String] = [:]
    for table in tables + catalogs.map(\.messages) {
      messages.merge(table) { mine, _ in mine }
    }
    self.messages = messages
  }

  /// The module's own messages: its tables together.
  package var own: [String: String] {
    tables.reduce(into: [:]) { own, table in own.merge(table) { first, _ in first } }
  }

  /// A message in the current ``Language``: its Japanese from this catalog, or its English.
  package func inCurrentLanguage(_ text: LocalizedText) -> String {
    text.text(in: Language.current, catalog: self)
  }
}
