// What the Swift driver runs for a command that only links a program or wraps a module: its
// jobs as `swiftc -###` prints them, which a replay runs without starting the driver.

import CommandLineKit
import Foundation

/// The driver's jobs for one of SwiftPM's commands. A link is the driver reading its
/// arguments, then `swift-autolink-extract` and `clang` (which runs the linker); a module's
/// wrapping is the driver, then `swift-frontend -modulewrap`. Started for every save, the
/// driver itself is a seventh of a declaration's whole rebuild (0.13 s of a 0.47 s link), and
/// for these two its choices depend on nothing but the arguments, which a replay's record
/// keeps: so the record keeps its jobs too, asked of it once, and runs them as it would.
/// Compiles are left to the driver: their jobs depend on the compiler's incremental record.
///
/// ```swift
/// let jobs = DriverJobs.jobs(of: link.arguments, in: package, temporary: replays)
/// // [["…/swift-autolink-extract", …], ["…/clang", "-fuse-ld=lld", …]]
/// ```
enum DriverJobs {
  /// Whether a command is `swiftc` asked only to link or to wrap a module.
  static func isExpandable(_ arguments: [String]) -> Bool {
    guard let program = arguments.first, URL(fileURLWithPath: program).lastPathComponent == "swiftc"
    else { return false }
    let compiles: Set = ["-c", "-incremental", "-emit-module", "-emit-object", "-typecheck"]
    guard arguments.allSatisfy({ !compiles.contains($0) }) else { return false }
    return arguments.contains("-modulewrap") || arguments.contains("-emit-executable")
      || arguments.contains("-emit-library")
  }

  /// The jobs the driver would run for `arguments` in `folder`, each a program and its
  /// arguments; nil when they cannot be known exactly (the driver refused, a job reads a
  /// temporary file of the driver's, or a file of arguments no earlier job writes, or a line
  /// is quoted in a way a shell would expand).
  ///
  /// The driver asked runs with its temporary folder in `temporary` (``DriverTemporaryFolder``).
  static func jobs(of arguments: [String], in folder: URL, temporary: URL) -> [[String]]? {
    guard isExpandable(arguments), let program = arguments.first else { return nil }
    // `swiftc -modulewrap …` is no driver's work: the driver hands it whole to the frontend
    // beside it (and has no `-###` for it).
    if arguments.dropFirst().first == "-modulewrap" {
      let frontend = URL(fileURLWithPath: program).deletingLastPathComponent()
        .appendingPathComponent("swift-frontend").path
      guard FileManager.default.isExecutableFile(atPath: frontend) else { return nil }
      return [[frontend] + arguments.dropFirst()]
    }
    let asked = DriverTemporaryFolder.run(in: temporary) {
      try? ExternalCommand(
        program, Array(arguments.dropFirst()) + ["-###"], in: folder, extraEnvironment: $0,
        timeLimit: 60
      ).runKeepingErrorsApart()
    }
    guard let printed = asked,
      printed.status == 0, printed.errors.isEmpty
    else { return nil }
    var jobs: [[String]] = []
    // The files the jobs write (`-o`): a later job may read one as its file of arguments, as
    // the link reads the libraries `swift-autolink-extract` found.
    var written: Set<String> = []
    for line in printed.output.split(separator: "\n") {
      guard let job = words(of: line), let first = job.first, first.hasPrefix("/"),
        job.allSatisfy({
          !$0.contains("TemporaryDirectory.")
            && (!$0.hasPrefix("@") || written.contains(String($0.dropFirst())))
        })
      else { return nil }
      for (option, value) in zip(job, job.dropFirst()) where option == "-o" {
        written.insert(value)
      }
      jobs.append(job)
    }
    return jobs.isEmpty ? nil : jobs
  }

  /// A line of `-###` split into words as a POSIX shell would split it: words apart at
  /// spaces, `'…'` taken as it is, `\` taking the next character as it is (the driver quotes
  /// a word with `'`, and a `'` in it as `'\''`). nil for anything a shell would expand or
  /// treat as more than a word outside quotes (`$`, `"`, `` ` ``, `;`, `|`, `&`, `<`, `>`,
  /// `(`, `)`, `{`, `}`, `*`, `?`, `[`, `!`; `~` or `#` beginning a word) or a quote left open.
  static func words(of line: Substring) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t":
        if inWord { words.append(word) }
        (word, inWord) = ("", false)
      case "'":
        inWord = true
        var closed = false
        while let quoted = characters.next() {
          if quoted == "'" {
            closed = true
            break
          }
          word.append(quoted)
        }
        guard closed else { return nil }
      case "\\":
        guard let escaped = characters.next() else { return nil }
        (inWord, word) = (true, word + String(escaped))
      case "$", "\"", "`", ";", "|", "&", "<", ">", "(", ")", "{", "}", "*", "?", "[", "!", "\r":
        return nil
      case "~" where !inWord, "#" where !inWord:
        return nil
      default:
        (inWord, word) = (true, word + String(character))
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// What the driver says when one of its jobs fails, before the job's own output: the job's
  /// kind as the driver names it.
  static func failure(of job: [String], _ outcome: ExternalCommand.Outcome) -> String {
    let program = URL(fileURLWithPath: job.first ?? "").lastPathComponent
    let kind =
      switch program {
      case "swift-autolink-extract": "autolink-extract"
      case "swift-frontend" where job.contains("-modulewrap"): "modulewrap"
      default: "link"
      }
    let how =
      outcome.endedBySignal
      ? "due to signal \(outcome.status)" : "with exit code \(outcome.status)"
    return "error: \(kind) command failed \(how) (use -v to see invocation)\n"
  }
}

extension ExternalCommand {
  /// Runs the program with its standard error kept apart from its output.
  fileprivate func runKeepingErrorsApart() throws -> Outcome {
    var command = self
    command.keepsErrorsApart = true
    return try command.run()
  }
}
