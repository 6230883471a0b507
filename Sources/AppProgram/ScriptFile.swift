// Reading a walkthrough script from a file, with each mistake at its line and column.

import Foundation
import ViewHarness

/// A walkthrough script file as the reader named it.
package struct ScriptFile {
  /// The path as given, for messages.
  package let path: String
  /// Where it is.
  package let url: URL

  /// A script file at `url`, named `path` in messages.
  package init(path: String, url: URL) {
    self.path = path
    self.url = url
  }

  /// The script, or the lines that say why there is none: `path:line:column: error: …`
  /// for each mistake, or why the file cannot be read.
  package func load() -> Result<Script, ScriptFileError> {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      return .failure(
        ScriptFileError(lines: ["cannot read the script \(path)"], isUnreadable: true))
    }
    do {
      return .success(try ScriptParser.parse(text))
    } catch {
      return .failure(
        ScriptFileError(
          lines: error.errors.map { "\(path):\($0.line):\($0.column): error: \($0.message)" },
          isUnreadable: false))
    }
  }
}

/// Why a script file gave no script.
package struct ScriptFileError: Error, Equatable {
  /// One line per mistake, or the one reason the file could not be read.
  package var lines: [String]
  /// Whether the file itself could not be read (rather than holding mistakes).
  package var isUnreadable: Bool
}
