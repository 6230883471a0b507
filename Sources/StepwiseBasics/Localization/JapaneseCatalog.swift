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
  /// The module's own messages.
  package let own: [String: String]
  /// How many messages the module's tables hold, counted table by table (more than
  /// ``own``'s count when a message is in two of them).
  package let tableEntries: Int

  /// A module's catalog: its tables, and the catalogs of the modules below it.
  package init(own tables: [[String: String]], including catalogs: [JapaneseCatalog]) {
    var own: [String: String] = [:]
    for table in tables {
      own.merge(table) { first, _ in first }
    }
    var messages = own
    for catalog in catalogs {
      messages.merge(catalog.messages) { mine, _ in mine }
    }
    self.own = own
    self.messages = messages
    tableEntries = tables.reduce(0) { $0 + $1.count }
  }
}
