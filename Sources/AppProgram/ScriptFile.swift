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
    switch read() {
    case .success(let read): data = read
    case .failure(let error): return .failure(error)
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

extension ScriptFile {
  /// The largest script read: far more than any walkthrough (a line holds at most 100,000
  /// characters), so that a file that is not a script is refused from its size.
  static let largestFile = 16 * 1024 * 1024

  /// The file's bytes, or why they cannot be had, in the reader's words. A pipe (`play
  /// /dev/stdin`, `play <(…)`) is read as it comes, as a file is.
  func read() -> Result<Data, ScriptFileError> {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      let isLink = (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
      return .failure(
        .unreadable(
          isLink
            ? localized(
              "cannot read the script \(path): it is a link that leads nowhere, or back to itself")
            : localized("cannot read the script \(path): there is no such file")))
    }
    if isFolder.boolValue {
      return .failure(
        .unreadable(
          localized("cannot read the script \(path): it is a folder; play takes a script file")))
    }
    guard let handle = try? FileHandle(forReadingFrom: url) else {
      return .failure(
        .unreadable(
          localized("cannot read the script \(path): you are not allowed to read it")))
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: Self.largestFile + 1) ?? Data()
    } catch {
      return .failure(.unreadable(localized("cannot read the script \(path)")))
    }
    guard data.count <= Self.largestFile else {
      return .failure(
        .unreadable(
          localized(
            "cannot read the script \(path): it is larger than any script (at most \(Self.largestFile / (1024 * 1024)) MB)"
          )))
    }
    return .success(data)
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
