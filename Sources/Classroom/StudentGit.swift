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
/// come after `--`.
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
    return run(["status", "--porcelain", "--untracked-files=normal"], allowsEmpty: true)
      .map(\.isEmpty)
  }

  /// Whether any commit of the folder's history holds the file at `path` (relative).
  package func hasCommitted(_ path: String) -> Bool {
    run(["log", "--all", "--format=%H", "-1", "--", path]) != nil
  }

  /// What git printed on standard output, trimmed; nil when it failed, printed nothing
  /// (unless `allowsEmpty`), or the folder is not a checkout.
  func run(_ arguments: [String], allowsEmpty: Bool = false) -> String? {
    guard isCheckout else { return nil }
    var command = ExternalCommand("git", arguments, in: folder, timeLimit: 60)
    command.keepsErrorsApart = true
    guard let outcome = try? command.run(), outcome.status == 0 else { return nil }
    let text = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty && !allowsEmpty ? nil : text
  }
}
