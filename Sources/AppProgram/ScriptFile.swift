// Reading a walkthrough script from a file, with each mistake at its line and column: the one
// loader `stepwise play` and an app's own `--play` share.

import CommandLineKit
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

  /// The script, or why there is none: the file cannot be read, is not UTF-8 text (with the
  /// first line that is not), or holds mistakes (each at its line and column).
  package func load() -> Result<Script, ScriptFileError> {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return .failure(.unreadable(localized("cannot read the script \(path)")))
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let line = (lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0) + 1
      return .failure(
        .unreadable(
          localized(
            """
            \(path) is not UTF-8 text (line \(line) holds bytes that are not UTF-8); \
            save it as UTF-8
            """)))
    }
    do {
      return .success(try ScriptParser.parse(text))
    } catch {
      return .failure(
        .mistakes(
          error.errors.map {
            ScriptFileError.Mistake(
              location: "\(path):\($0.line):\($0.column): error: ", message: $0.message)
          }))
    }
  }
}

/// Why a script file gave no script.
package enum ScriptFileError: Error, Equatable {
  /// The file cannot be read as text: the message says why.
  case unreadable(String)
  /// The file's mistakes, in order.
  case mistakes([Mistake])

  /// A mistake: where, as a compiler says it (`path:line:column: error: `), and what.
  package struct Mistake: Equatable {
    package var location: String
    package var message: String
  }

  /// Says it on standard error, in red; a mistake's message follows its location uncoloured,
  /// as a compiler's does.
  @MainActor package func report(on console: Console, style: TextStyle) {
    switch self {
    case .unreadable(let message):
      console.printError(style.red(message))
    case .mistakes(let mistakes):
      for mistake in mistakes {
        console.printError(style.red(mistake.location) + mistake.message)
      }
    }
  }
}
