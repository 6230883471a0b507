// The Japanese catalog: every message of the tool, by its English text.

/// The tool's messages in Japanese, keyed by their English text with `{0}`, `{1}`… for
/// the values (see ``LocalizedText``). Each group of messages is a table of its own in a
/// file beside this one; a test checks that every English message has its Japanese text
/// here and that every entry here is still used.
package enum JapaneseCatalog {
  /// Every message: the groups' tables together.
  package static let messages: [String: String] = {
    var all: [String: String] = [:]
    for group in groups {
      all.merge(group) { first, _ in first }
    }
    return all
  }()

  /// The tables, one per group of messages.
  package static let groups: [[String: String]] = [
    commandLine, commandHelp, runHelp, portHelp, classroomHelp, courseHelp, lessons, building,
    checking,
    simulator, harness, script, page, tool, commands, server,
  ]
}
