// Git repositories made in a test's folder, with fixed names and dates, and no network.

import CommandLineKit
import Foundation

/// Runs git in `folder` as a test's author, at `date` (ISO 8601), and gives its output;
/// throws when git fails.
@discardableResult
func git(_ arguments: [String], in folder: URL, date: String = "2026-11-20T10:00:00Z") throws
  -> String
{
  let outcome = try ExternalCommand(
    "git", ["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"] + arguments,
    in: folder,
    extraEnvironment: [
      "GIT_AUTHOR_NAME": "Ada", "GIT_AUTHOR_EMAIL": "ada@example.com",
      "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com",
      "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
    ], timeLimit: 60
  ).run()
  guard outcome.status == 0 else {
    throw GitFailure(description: "git \(arguments.joined(separator: " ")): \(outcome.output)")
  }
  return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Makes `folder` a repository and commits everything in it at `date`; gives the commit.
@discardableResult
func commitAll(in folder: URL, message: String = "work", date: String = "2026-11-20T10:00:00Z")
  throws -> String
{
  if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
    try git(["init", "--quiet"], in: folder, date: date)
  }
  try git(["add", "--all"], in: folder, date: date)
  try git(["commit", "--quiet", "--allow-empty", "-m", message], in: folder, date: date)
  return try git(["rev-parse", "HEAD"], in: folder)
}

/// A git command that failed, with what it printed.
struct GitFailure: Error, CustomStringConvertible {
  var description: String
}
