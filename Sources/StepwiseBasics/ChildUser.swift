// Another user's rights for the programs a grade runs: a student's build, tests and app.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A user, not the tool's own, whose rights the programs made of a student's code run with:
/// their package's manifest and build, their tests and their app. The tool (root) keeps its
/// own rights and judges; a student's code cannot write the grader, the course's pristine
/// build or the report, nor touch the grader's processes.
///
/// ```swift
/// let user = try ChildUser.named("nobody", home: folder)
/// try user.handOver(buildFolder)
/// let (program, arguments) = user.launch("swift", ["build"])
/// ```
///
/// `setpriv` (util-linux) drops the rights: the real and effective user and group become the
/// user's, with no other groups, before the program starts. Only root can do that, on Linux.
package struct ChildUser: Sendable, Equatable {
  /// The user's name.
  package var name: String
  /// Its user id.
  package var uid: UInt32
  /// Its group id.
  package var gid: UInt32
  /// The folder its programs get as `HOME` (SwiftPM keeps its caches there), and `TMPDIR`
  /// within it.
  package var home: URL

  /// Why a user cannot be used.
  package struct Refusal: Error, Equatable, CustomStringConvertible {
    package var description: String
  }

  /// The user called `name`, with `home` (made, and handed to it) as its programs' `HOME`.
  package static func named(_ name: String, home: URL) throws(Refusal) -> ChildUser {
    #if os(Linux)
      guard geteuid() == 0 else {
        throw Refusal(
          description: localized(
            "running students' code as \(name) needs the grader to run as root (sudo), which alone can hand a program another user's rights"
          ))
      }
      guard let entry = getpwnam(name) else {
        throw Refusal(description: localized("there is no user named \(name) on this machine"))
      }
      guard entry.pointee.pw_uid != 0 else {
        throw Refusal(
          description: localized(
            "\(name) is root: students' code must run as a user without the grader's rights, such as nobody"
          ))
      }
      guard Self.setprivPath != nil else {
        throw Refusal(
          description: localized(
            "setpriv is not installed (it comes with util-linux): it runs students' code as \(name)"
          ))
      }
      let user = ChildUser(
        name: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid, home: home)
      do {
        try FileManager.default.createDirectory(
          at: user.temporaryFolder, withIntermediateDirectories: true)
        try user.handOver(home)
      } catch {
        throw Refusal(description: localized("cannot make \(home.path) for \(name): \(error)"))
      }
      return user
    #else
      throw Refusal(
        description: localized(
          "running students' code as another user needs Linux's setpriv; grade on Linux, or without --as-user"
        ))
    #endif
  }

  /// Where `setpriv` is, if it is installed.
  static var setprivPath: String? {
    ["/usr/bin/setpriv", "/bin/setpriv", "/usr/sbin/setpriv"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// `TMPDIR` for its programs: SwiftPM's lock files and the compiler's temporary files go
  /// there, not beside the grader's in `/tmp`.
  package var temporaryFolder: URL { home.appendingPathComponent("tmp", isDirectory: true) }

  /// The program and arguments that run `program` (found on `PATH`) with `arguments` as
  /// this user.
  package func launch(_ program: String, _ arguments: [String]) -> (
    program: String, arguments: [String]
  ) {
    (
      Self.setprivPath ?? "setpriv",
      ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--", program] + arguments
    )
  }

  /// The variables its programs get on top of the tool's: its own `HOME` and `TMPDIR`.
  package var environment: [String: String] {
    ["HOME": home.path, "TMPDIR": temporaryFolder.path]
  }

  /// A process, told apart from a later one given the same id: its id and when it started.
  package struct RunningProcess: Hashable, Sendable {
    var pid: Int32
    var started: UInt64
  }

  /// The user's processes running now (none where there is no `/proc`).
  package func processes() -> Set<RunningProcess> {
    #if os(Linux)
      var found: Set<RunningProcess> = []
      for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
        guard let pid = Int32(name), Self.owner(of: pid) == uid,
          let started = Self.startTicks(of: pid)
        else { continue }
        found.insert(RunningProcess(pid: pid, started: started))
      }
      return found
    #else
      return []
    #endif
  }

  /// Kills every process of the user but those in `before` (``processes()`` when the grade
  /// began), and says how many: what its programs left running, such as a process a build
  /// started and left behind, which would otherwise run on into the next student's grade
  /// with the same rights. The user's processes from before (a service running as `nobody`)
  /// are left alone.
  @discardableResult
  package func stopProcesses(except before: Set<RunningProcess>) -> Int {
    #if os(Linux)
      var stopped = 0
      // Until none is left: a process may start another while the others are killed.
      for _ in 0..<5 {
        let left = processes().subtracting(before)
        guard !left.isEmpty else { break }
        for process in left where kill(process.pid, SIGKILL) == 0 { stopped += 1 }
      }
      return stopped
    #else
      return 0
    #endif
  }

  /// A process's real user id, from `/proc/<pid>/status`.
  static func owner(of pid: Int32) -> UInt32? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") })
    else { return nil }
    return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap {
      UInt32($0)
    }
  }

  /// When a process started, in clock ticks since boot (`/proc/<pid>/stat`, field 22; the
  /// fields are counted after the name, which may hold spaces and brackets).
  static func startTicks(of pid: Int32) -> UInt64? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: end)...].split(separator: " ")
    // After the name come the state (field 3) and the rest: field 22 is the 20th.
    guard fields.count > 19 else { return nil }
    return UInt64(fields[19])
  }

  /// Gives the user a folder and everything in it, so that its programs can write there. A
  /// link is given itself, never what it points to: a link a student's build left cannot
  /// hand over anything outside.
  package func handOver(_ folder: URL) throws {
    try give(folder, uid: uid, gid: gid)
  }

  /// Takes a folder handed over back, with everything in it: the grader's again (this
  /// process's user and group), and closed to everyone else.
  package func takeBack(_ folder: URL) throws {
    try give(folder, uid: getuid(), gid: getgid())
    guard chmod(folder.path, 0o700) == 0 else {
      throw Refusal(
        description: localized(
          "cannot close \(folder.path) to \(name): \(String(cString: strerror(errno)))"))
    }
  }

  private func give(_ folder: URL, uid: uid_t, gid: gid_t) throws {
    var pending = [folder.path]
    while let path = pending.popLast() {
      try chown(path, uid: uid, gid: gid)
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
      let names = try FileManager.default.contentsOfDirectory(atPath: path)
      pending += names.map { path + "/" + $0 }
    }
  }

  private func chown(_ path: String, uid: uid_t, gid: gid_t) throws {
    guard lchown(path, uid, gid) == 0 else {
      throw Refusal(
        description: localized(
          "cannot give \(path) to \(name): \(String(cString: strerror(errno)))"))
    }
  }
}
