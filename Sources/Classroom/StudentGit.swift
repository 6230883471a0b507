// What git says of a folder, asked read-only: its commit, whether it is clean, what it tracks.

import CommandLineKit
import Foundation

/// A folder as git sees it, when it is a checkout of its own: a folder with no `.git` of its
/// own is never asked, so that a repository around it (the teacher's) does not answer for it.
///
/// ```swift
/// let git = StudentGit(folder: student)
/// git.head  // "3f1c…", or nil for a folder that is not a checkout
/// ```
///
/// Nothing here changes the folder, and no text from it is given to git as an option: paths
/// come after `--`. Nor does git run anything the folder's own settings name: a folder
/// copied from a student's machine holds `.git/config` and `.git/hooks` they wrote, and git
/// would otherwise run their file-system monitor, their filters, their signature checker
/// and their hooks, and write its traces where they say (see ``sealedSettings(filters:)``).
package struct StudentGit: Sendable {
  /// What a report records for a folder that is not a git checkout.
  package static let notACheckout = "not a git checkout"

  /// The folder.
  package let folder: URL

  /// The folder at `folder`.
  package init(folder: URL) {
    self.folder = folder
  }

  /// Whether the folder is a checkout of its own (it holds `.git`).
  package var isCheckout: Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
  }

  /// The commit checked out, in full; nil when the folder is not a checkout or has no commit.
  package var head: String? {
    run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])
  }

  /// Whether the worktree is as committed (no change, no new file git does not ignore); nil
  /// when the folder is not a checkout.
  package var isClean: Bool? {
    guard isCheckout else { return nil }
    return run(
      ["status", "--porcelain", "--untracked-files=normal", "--ignore-submodules=all"],
      allowsEmpty: true
    ).map(\.isEmpty)
  }

  /// Whether any commit of the folder's history holds the file at `path` (relative).
  package func hasCommitted(_ path: String) -> Bool {
    run(["log", "--no-show-signature", "--all", "--format=%H", "-1", "--", path]) != nil
  }

  /// What git printed on standard output, trimmed; nil when it failed, printed nothing
  /// (unless `allowsEmpty`), or the folder is not a checkout.
  func run(_ arguments: [String], allowsEmpty: Bool = false) -> String? {
    guard isCheckout else { return nil }
    let settings = Self.sealedSettings(filters: filterDrivers(), folder: folder)
    var command = ExternalCommand(
      "git", arguments, in: folder, extraEnvironment: Self.environment(settings), timeLimit: 60)
    command.keepsErrorsApart = true
    guard let outcome = try? command.run(), outcome.status == 0 else { return nil }
    let text = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty && !allowsEmpty ? nil : text
  }

  /// The names of the filters the folder's settings define (`filter.<name>.clean`…),
  /// read without running any of them.
  func filterDrivers() -> Set<String> {
    var command = ExternalCommand(
      "git", ["config", "-z", "--name-only", "--get-regexp", #"^filter\."#], in: folder,
      extraEnvironment: Self.environment(Self.sealedSettings(filters: [], folder: folder)),
      timeLimit: 60)
    command.keepsErrorsApart = true
    guard let outcome = try? command.run(), outcome.status == 0 else { return [] }
    var names: Set<String> = []
    for key in outcome.output.split(separator: "\0") {
      // filter.<name>.<setting>: the name is all between the first dot and the last.
      guard let first = key.firstIndex(of: "."), let last = key.lastIndex(of: "."),
        first < last
      else { continue }
      names.insert(String(key[key.index(after: first)..<last]))
    }
    return names
  }

  /// The settings that keep git from running or writing anything the folder's own settings
  /// name, given as the command line's (they win over the folder's): no file-system monitor,
  /// no hooks, no signature checks, each filter a copy (`cat`) with no long-running process;
  /// and the folder taken as safe to read though another user owns it (a clone copied from
  /// a student, or read as root), which the rest makes harmless.
  static func sealedSettings(filters: Set<String>, folder: URL) -> [(String, String)] {
    var settings = [
      ("core.fsmonitor", "false"), ("core.hooksPath", "/dev/null"),
      ("log.showSignature", "false"), ("safe.directory", folder.standardizedFileURL.path),
    ]
    for name in filters.sorted() {
      settings += [
        ("filter.\(name).clean", "cat"), ("filter.\(name).smudge", "cat"),
        ("filter.\(name).process", ""), ("filter.\(name).required", "false"),
      ]
    }
    return settings
  }

  /// Settings as git's environment gives them (`GIT_CONFIG_COUNT`, `GIT_CONFIG_KEY_<n>`,
  /// `GIT_CONFIG_VALUE_<n>`: a key and its value apart, whatever characters the key holds),
  /// with git's traces off and its optional index writes skipped.
  static func environment(_ settings: [(String, String)]) -> [String: String] {
    var variables = [
      "GIT_CONFIG_COUNT": String(settings.count), "GIT_OPTIONAL_LOCKS": "0",
      "GIT_TRACE2": "0", "GIT_TRACE2_EVENT": "0", "GIT_TRACE2_PERF": "0",
      "GIT_CONFIG_NOSYSTEM": "1",
    ]
    for (index, (key, value)) in settings.enumerated() {
      variables["GIT_CONFIG_KEY_\(index)"] = key
      variables["GIT_CONFIG_VALUE_\(index)"] = value
    }
    return variables
  }
}
