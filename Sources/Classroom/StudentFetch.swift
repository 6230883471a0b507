// One student's repository, cloned or fetched into the teacher's folder and checked out at
// the last commit before the deadline.

import CommandLineKit
import Foundation

/// Brings a student's repository into `folder` (a clone `collect` made, fetched again when
/// it is there) and checks out the commit to grade: the last one committed at or before the
/// deadline, or the newest. Whatever goes wrong is said in plain words, never thrown away.
///
/// The source reaches git only after `--`, and `Roster` has refused any that starts with
/// `-`; git never asks for a password (`GIT_TERMINAL_PROMPT=0`), and its `ext::` transport,
/// which runs a command, is off.
package struct StudentFetch: Sendable {
  /// Where the repository comes from: a git URL or a folder.
  package var source: String
  /// The clone.
  package var folder: URL
  /// The last moment a commit counts; nil for the newest commit.
  package var deadline: Date?

  /// A fetch of `source` into `folder`.
  package init(source: String, folder: URL, deadline: Date?) {
    self.source = source
    self.folder = folder
    self.deadline = deadline
  }

  /// Clones or fetches, then checks out the commit to grade; gives it, or why none is.
  package func checkOut() -> Result<String, GradingRefusal> {
    do throws(GradingRefusal) {
      try refuseLinks()
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        try fetchAgain()
      } else {
        try cloneAnew()
      }
      let commit = try commitToGrade()
      let checkout = git(["checkout", "--quiet", "--force", "--detach", commit])
        .flatMap { _ in git(["clean", "-ffdqx"]) }
      if case .failure(let why) = checkout {
        throw GradingRefusal("cannot check out \(commit): \(why)")
      }
      return .success(commit)
    } catch {
      return .failure(error)
    }
  }

  /// Refuses a link in place of the clone (or of its folder), which would have the clone,
  /// and the clean that follows each checkout, land wherever it leads.
  private func refuseLinks() throws(GradingRefusal) {
    for place in [folder, folder.deletingLastPathComponent()] {
      let type = (try? FileManager.default.attributesOfItem(atPath: place.path))?[.type]
      if type as? FileAttributeType == .typeSymbolicLink {
        throw GradingRefusal(
          "\(place.path) is a link: collect keeps its clones in folders of its own; move it away")
      }
    }
  }

  /// Fetches the clone again, refusing a clone of another repository or one holding changes.
  private func fetchAgain() throws(GradingRefusal) {
    let origin = try? git(["remote", "get-url", "origin"]).get()
    guard origin == source else {
      throw GradingRefusal(
        "\(folder.path) is a clone of \(origin ?? "nothing"), not of \(source): move it away")
    }
    // The checkout discards what is not committed: refused while the folder holds any
    // (a file of the teacher's, a fix tried), rather than lost without a word.
    if case .success(let changes) = git(["status", "--porcelain"]), !changes.isEmpty {
      let first = changes.split(separator: "\n").first.map { $0.dropFirst(3) } ?? ""
      throw GradingRefusal(
        "\(folder.path) holds changes that are not the student's commits (\(first)…): "
          + "collect would discard them; move them, or the folder, away")
    }
    if case .failure(let why) = git(["fetch", "--quiet", "--force", "--prune", "origin"])
      .flatMap({ _ in git(["remote", "set-head", "origin", "--auto"]) })
    {
      throw GradingRefusal("cannot fetch \(source) again: \(why)")
    }
  }

  /// Clones the repository into the folder, which must be empty or missing.
  private func cloneAnew() throws(GradingRefusal) {
    let manager = FileManager.default
    if let entries = try? manager.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
      throw GradingRefusal("\(folder.path) holds files but is not a clone: move it away")
    }
    let parent = folder.deletingLastPathComponent()
    try? manager.createDirectory(at: parent, withIntermediateDirectories: true)
    let clone = git(
      ["clone", "--quiet", "--no-checkout", "--", source, folder.lastPathComponent], in: parent)
    if case .failure(let why) = clone {
      throw GradingRefusal("cannot fetch \(source): \(why)")
    }
  }

  /// The commit to grade: the latest in the default branch's history by its commit time,
  /// among those made by the deadline when there is one.
  private func commitToGrade() throws(GradingRefusal) -> String {
    guard case .success(let log) = git(["log", "--format=%H %ct", "refs/remotes/origin/HEAD"]),
      !log.isEmpty
    else {
      throw GradingRefusal("\(source) has no commit")
    }
    var chosen: (commit: String, time: TimeInterval)?
    for line in log.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, let time = TimeInterval(parts[1]) else { continue }
      if let deadline, time > deadline.timeIntervalSince1970 { continue }
      if chosen.map({ time > $0.time }) ?? true { chosen = (String(parts[0]), time) }
    }
    guard let chosen else { throw GradingRefusal("no commit before the deadline") }
    return chosen.commit
  }

  /// Runs git in the clone (or `place`) with nothing it could ask or run: its output, or why
  /// it failed.
  private func git(_ arguments: [String], in place: URL? = nil) -> Result<String, GitError> {
    var command = ExternalCommand(
      "git", ["-c", "protocol.ext.allow=never"] + arguments, in: place ?? folder,
      extraEnvironment: ["GIT_TERMINAL_PROMPT": "0"], timeLimit: 600)
    command.keepsErrorsApart = true
    guard let outcome = try? command.run() else { return .failure(GitError("git cannot be run")) }
    guard outcome.status == 0, !outcome.timedOut else {
      return .failure(
        GitError(Self.reason(saidBy: outcome.errors) ?? "git stopped (\(outcome.status))"))
    }
    return .success(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Why git failed, as it said it: its first `fatal:` or `error:` line (the advice it
  /// prints after one, such as "and the repository exists.", is not the reason), else its
  /// last line; nil when it said nothing.
  static func reason(saidBy errors: String) -> String? {
    let lines = errors.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let fatal = lines.first { $0.hasPrefix("fatal: ") || $0.hasPrefix("error: ") }
    return (fatal.map { String($0.drop { $0 != " " }.dropFirst()) }) ?? lines.last
  }

  /// What git said when it failed.
  struct GitError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
