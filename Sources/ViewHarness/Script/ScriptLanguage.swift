// The script language's reference, printed from the same table the parser reads.

import StepwiseBasics

/// The help texts of the walkthrough-script language: `stepwise help script` and the
/// simulator's `help`.
///
/// Both are printed from ``CommandSyntax/groups``, the table the parser matches lines
/// against, so the help cannot list a command the parser does not read, or miss one.
package enum ScriptLanguage {
  /// The whole language, for `stepwise help script`; `bold` styles the headings.
  package static func reference(bold: (String) -> String) -> String {
    """
    Walkthrough scripts (.stepwise files) hold one command per line, the same commands
    the interactive simulator takes. # starts a comment, except inside quotes.

    A row is named by its number, counted from 0 like IndexPath.row (1 in section 2 names
    a row of a later section), or by its text in quotes. A button, bar button or alert button is named by its title in quotes ("+" is
    the add button); a text field by its placeholder, the label beside it or its text; a
    switch by the text beside it. Inside quotes, \\" is a quote and \\\\ a backslash; \\n,
    \\r and \\t are a line break, a carriage return and a tab, and \\u{2028} is any
    character by its hex code. Every other character, Unicode included, stands for itself,
    except control characters (a NUL, an escape), which only an escape can write: \\u{0}.
    A line holds at most 100000 characters; type takes at most 10000 (paste takes more at
    once).

    In editing mode (after tap "Edit") rows do not swipe: delete row takes the row's red
    minus, then Delete. wait moves the device's clock on, and each notification arrives
    as the clock passes the time it is due.

    \(commandTable(bold: bold, includingSimulator: false))
    \(bold("Example:"))
      launch checklists-02
      tap "+"                          # the Add Item screen
      expect disabled "Done"
      type "Buy milk"
      tap "Done"
      expect row 5 "Buy milk"          # rows count from 0
      expect row "Buy milk" unchecked

    Play one with stepwise play FILE; see stepwise help play.

    """
  }

  /// The simulator's `help`: every command it takes, and the English words the app's
  /// screens answer to, if it has a glossary.
  package static func simulatorCommands(
    bold: (String) -> String, glossary: KeyValuePairs<String, String> = [:]
  ) -> String {
    var text = """
      Rows are named by number (from 0) or by "their text"; buttons by "their title".

      \(commandTable(bold: bold, includingSimulator: true))
      """
    guard !glossary.isEmpty else { return text }
    text += "\n" + bold("This app's words in English (tap \"Save\" works as tap \"保存する\"):") + "\n"
    text += glossaryTable(glossary)
    return text
  }

  /// A glossary as two columns, the English word then the shown string, lined up whatever
  /// the script.
  package static func glossaryTable(_ glossary: KeyValuePairs<String, String>) -> String {
    let width = glossary.map { ScriptQuoting.quote($0.value).displayWidth }.max() ?? 0
    return glossary.map { shown, english in
      "  " + ScriptQuoting.quote(english).padding(to: width) + "  " + ScriptQuoting.quote(shown)
        + "\n"
    }.joined()
  }

  /// The commands under their groups' headings, with their usage and summary.
  static func commandTable(bold: (String) -> String, includingSimulator: Bool) -> String {
    let groups = CommandSyntax.groups.map { group in
      (group.heading, group.forms.filter { includingSimulator || !$0.isInteractiveOnly })
    }.filter { !$0.1.isEmpty }
    let width = groups.flatMap(\.1).map(\.usage.displayWidth).max() ?? 0
    var text = ""
    for (index, (heading, forms)) in groups.enumerated() {
      text += (index == 0 ? "" : "\n") + bold(heading + ":") + "\n"
      for form in forms {
        text += "  " + form.usage.padding(to: width) + "  " + form.summary + "\n"
      }
    }
    return text
  }
}
