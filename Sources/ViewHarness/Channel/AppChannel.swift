// The one way the tool starts and drives an app's own program: a line in, an answer out.

import Foundation
internal import HeadlessTestHost
import HeadlessUIKitCore
import StepwiseBasics

/// The launch channel: how the tool drives an app that is a program of its own (a learner's
/// app, a ported one) — the page of `stepwise serve --dir`, and the checks of the tutorial
/// and of grading.
///
/// The tool starts the program with `--remote` (for the page) or `--judged` (for a check),
/// and this run's secret in ``secretVariable``, which the program takes out of its
/// environment as it is loaded, before any of the app's code runs (``takeSecret()``). The tool writes one
/// script command per line; the program answers each with one ``Reply`` line: the harness's
/// refusal if the command could not be made, the transcript, and what the screen shows as a
/// ``ScreenObservation``, with the number of the command answered, the whole line signed with
/// the secret (HMAC-SHA256), so that an answer the app's code changes on its way out, or
/// makes up, reads as forged. A check never sends `expect`: the
/// tool judges each expectation itself, on the last observation, so the app never learns
/// what is expected, and a program that does not run the app has nothing to answer with.
///
/// Beside script commands, the channel takes one command of its own:
/// ``readAccessibility`` (`accessibility`, alone on its line) does nothing and answers the
/// screen as it is, with its accessibility tree in ``Reply/accessibility``: what a UI test
/// reads between its gestures. The program refuses it followed by anything else. A UI test
/// starts the program with its launch arguments after `--`, which the program leaves to the
/// app (they stay in `CommandLine.arguments` and `ProcessInfo`'s `arguments`).
package enum AppChannel {
  /// The channel's own command: answer the screen as it is, changing nothing.
  package static let readAccessibility = "accessibility"

  /// The variable that hands the program this run's secret.
  package static let secretVariable = "STEPWISE_CHANNEL_SECRET"

  /// This run's secret, which the kit took out of the program's environment as the program
  /// was loaded, before `main()` (`stepwise_take_channel_secret`): the variable is removed,
  /// and its value blanked where the system wrote the environment, so that none of the
  /// app's code (`ProcessInfo`, `getenv`, `/proc/self/environ`), not even an app delegate's
  /// own `static func main()`, finds it. Nil when the tool gave none, or when it was taken
  /// already: one caller gets it.
  package static func takeSecret() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(STEPWISE_CHANNEL_SECRET_CAPACITY))
    guard stepwise_take_channel_secret(&buffer, buffer.count) != 0 else { return nil }
    defer { buffer.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What the program answers for each command it reads.
  ///
  /// Each answer is one line: ``marker``, the answer's signature, a space, then the JSON.
  /// Anything else the program prints (what the app prints between gestures) is not an
  /// answer.
  package struct Reply: Codable, Equatable, Sendable {
    /// What starts an answer's line.
    package static let marker = "\u{1E}stepwise-reply "

    /// How many commands the program has read, this one included, since the tool started
    /// it (a relaunch starts the process again; the count goes on).
    package var sequence = 0
    /// The harness's message when the command could not be made.
    package var refusal: String?
    /// Whether the command crashed the app.
    package var crashed = false
    /// The command's transcript lines (with the watch's `view:`, `model:` and `storage:`
    /// lines for the page).
    package var transcript: [String] = []
    /// Who made each transcript line's call, in order (for the page's flow, which puts each
    /// call in its lane by it); nil for the device's own lines, and empty but for the page.
    package var origins: [TraceOrigin?] = []
    /// What kind of the device's own lines each transcript line is, in order (for the page's
    /// flow, which puts each in its lane by it); nil for UIKit's calls and the harness's
    /// remarks, and empty but for the page.
    package var tags: [TranscriptTag?] = []
    /// What Xcode's Main Thread Checker said during the command: each UIKit call the app's
    /// code made off the main queue, with its line. A judged check fails on them.
    package var offMainQueue: [String] = []
    /// What the screen shows after the command; nil before any app is launched.
    package var observation: ScreenObservation?
    /// The screen as accessibility exposes it, which UI tests' queries resolve against (for
    /// a check only); nil before any app is launched.
    package var accessibility: AccessibilityElement?
    /// The phone, as SVG (for the page only).
    package var phone = ""
    /// The running app's id.
    package var appID: String?
    /// The running app's name.
    package var appTitle: String?
    /// Whether the app runs.
    package var isRunning = false
    /// The title on screen.
    package var title: String?
    /// The rows on screen.
    package var rows: [String] = []
    /// Whether an alert is shown.
    package var alertShown = false
    /// The app's container.
    package var sandbox = ""
    /// The device's language (the first of its preferred languages).
    package var language = AppStrings.defaultLanguage
    /// The languages the app has string tables in, in order (its bundle's localizations).
    package var languages: [String] = []

    /// An answer that says nothing yet.
    package init() {}

    /// Reads an answer; a field left out keeps its value of an answer that says nothing.
    package init(from decoder: any Decoder) throws {
      let values = try decoder.container(keyedBy: CodingKeys.self)
      sequence = try values.decodeIfPresent(Int.self, forKey: .sequence) ?? 0
      refusal = try values.decodeIfPresent(String.self, forKey: .refusal)
      crashed = try values.decodeIfPresent(Bool.self, forKey: .crashed) ?? false
      transcript = try values.decodeIfPresent([String].self, forKey: .transcript) ?? []
      // An origin this tool does not know is no origin: the line still goes to the flow.
      origins = (try values.decodeIfPresent([String?].self, forKey: .origins) ?? []).map {
        $0.flatMap(TraceOrigin.init(rawValue:))
      }
      tags = (try values.decodeIfPresent([String?].self, forKey: .tags) ?? []).map {
        $0.flatMap(TranscriptTag.init(rawValue:))
      }
      offMainQueue = try values.decodeIfPresent([String].self, forKey: .offMainQueue) ?? []
      observation = try values.decodeIfPresent(ScreenObservation.self, forKey: .observation)
      accessibility = try values.decodeIfPresent(
        AccessibilityElement.self, forKey: .accessibility)
      phone = try values.decodeIfPresent(String.self, forKey: .phone) ?? ""
      appID = try values.decodeIfPresent(String.self, forKey: .appID)
      appTitle = try values.decodeIfPresent(String.self, forKey: .appTitle)
      isRunning = try values.decodeIfPresent(Bool.self, forKey: .isRunning) ?? false
      title = try values.decodeIfPresent(String.self, forKey: .title)
      rows = try values.decodeIfPresent([String].self, forKey: .rows) ?? []
      alertShown = try values.decodeIfPresent(Bool.self, forKey: .alertShown) ?? false
      sandbox = try values.decodeIfPresent(String.self, forKey: .sandbox) ?? ""
      language =
        try values.decodeIfPresent(String.self, forKey: .language) ?? AppStrings.defaultLanguage
      languages = try values.decodeIfPresent([String].self, forKey: .languages) ?? []
    }

    /// The answer as the line the program prints, signed with the run's secret (with no
    /// secret, an empty key: no tool accepts it).
    package func line(signedWith secret: String?) -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
      return Self.marker + Self.signature(of: json, secret: secret ?? "") + " " + json
    }

    /// The signature of an answer's JSON under a secret.
    static func signature(of json: some StringProtocol, secret: String) -> String {
      SHA256.hmacHexDigest(of: Data(json.utf8), key: Data(secret.utf8))
    }

    /// A line's signature and JSON; nil for a line that is not an answer's.
    private static func parts(of line: String) -> (signature: Substring, json: Substring)? {
      guard line.hasPrefix(marker) else { return nil }
      let rest = line.dropFirst(marker.count)
      guard let space = rest.firstIndex(of: " ") else { return nil }
      return (rest[..<space], rest[rest.index(after: space)...])
    }

    /// The answer a line holds, whoever signed it; nil for any other line.
    package static func read(_ line: String) -> Reply? {
      guard let json = parts(of: line)?.json else { return nil }
      return try? JSONDecoder().decode(Reply.self, from: Data(json.utf8))
    }

    /// Whether an answer's line is signed with this secret, as the program that holds it
    /// signs it, and unchanged since.
    package static func isSigned(_ line: String, with secret: String) -> Bool {
      guard let (signature, json) = parts(of: line) else { return false }
      return signature == Self.signature(of: json, secret: secret)
    }
  }

  /// What came back for a command.
  package enum Answer: Sendable {
    /// The program's answer, its secret and number checked.
    case reply(Reply)
    /// The program ended before it answered.
    case ended
    /// The program did not answer in time (it was left running).
    case timedOut
    /// A line that reads as an answer but is not this run's answer to this command.
    case forged(String)
  }

  /// A program started on the channel, from the tool's side. Not for sharing between
  /// threads: each check makes its own.
  package final class Connection {
    /// The program.
    package let executable: URL
    /// This run's secret.
    package let secret = UUID().uuidString
    /// The lines the program printed that are not answers, with `> command` before each
    /// command sent, in order: the latest of them, at most about ``keptOutput`` bytes (past
    /// twice that, the oldest go).
    package private(set) var output: [String] = []
    /// How many lines ``output`` has had, those it let go included.
    package private(set) var outputCount = 0
    /// About how many bytes of the program's output ``output`` keeps.
    package static let keptOutput = 4 << 20
    private var keptBytes = 0
    /// How many commands were sent.
    package private(set) var sent = 0
    /// Whether the program still runs.
    package var isRunning: Bool { process.isRunning }

    private let process = Process()
    private var input: FileHandle?
    private var lines: ProgramLines?

    /// Starts `executable` with `arguments` in `folder`, its environment this process's
    /// with `environment` on top, and the secret; with `user`'s rights when given.
    package init(
      executable: URL, arguments: [String], folder: URL?, environment: [String: String],
      user: ChildUser? = nil
    ) throws {
      self.executable = executable
      if let user {
        let launch = user.launch(executable.path, arguments)
        process.executableURL = URL(fileURLWithPath: launch.program)
        process.arguments = launch.arguments
      } else {
        process.executableURL = executable
        process.arguments = arguments
      }
      if let folder { process.currentDirectoryURL = folder }
      var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        .merging(user?.environment ?? [:]) { $1 }
      variables[AppChannel.secretVariable] = secret
      process.environment = variables
      // A write to a program that has ended must fail, not stop the tool.
      signal(SIGPIPE, SIG_IGN)
      let stdin = Pipe()
      let stdout = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = stdout
      try ProcessLauncher.run(process)
      input = stdin.fileHandleForWriting
      lines = ProgramLines(stdout.fileHandleForReading)
    }

    /// Sends one command and reads its answer, the lines printed before it kept in
    /// ``output`` after the command, written `> command` as `stepwise play` writes it.
    package func send(_ command: String, before deadline: Date) -> Answer {
      guard let input, let lines else { return .ended }
      sent += 1
      keep("> " + command)
      // A program that ended closes the pipe: the write fails, and the reading says why.
      try? input.write(contentsOf: Data((command + "\n").utf8))
      while let line = lines.next(before: deadline) {
        guard line.hasPrefix(Reply.marker) else {
          keep(line)
          continue
        }
        guard let reply = Reply.read(line) else {
          return .forged(localized("an answer the tool cannot read"))
        }
        guard Reply.isSigned(line, with: secret) else {
          return .forged(localized("an answer without this run's secret"))
        }
        guard reply.sequence == sent else {
          return .forged(
            localized("an answer numbered \(reply.sequence) for command \(sent)"))
        }
        return .reply(reply)
      }
      return lines.hasEnded || !process.isRunning ? .ended : .timedOut
    }

    /// Keeps a line of the program's output; past twice ``keptOutput`` bytes, lets the
    /// oldest go.
    private func keep(_ line: String) {
      outputCount += 1
      output.append(line)
      keptBytes += line.utf8.count + 1
      guard keptBytes > Self.keptOutput * 2 else { return }
      var dropped = 0
      while keptBytes > Self.keptOutput, dropped < output.count - 1 {
        keptBytes -= output[dropped].utf8.count + 1
        dropped += 1
      }
      output.removeFirst(dropped)
    }

    /// The lines of ``output`` that came after the first `count`, as far as it still keeps
    /// them.
    package func output(after count: Int) -> [String] {
      Array(output.suffix(min(output.count, max(0, outputCount - count))))
    }

    /// How the program ended.
    package struct Ending: Sendable {
      /// Its exit status, or the signal that ended it.
      package var status: Int32
      /// Whether a signal ended it (a crash).
      package var endedBySignal: Bool
      /// Whether it had to be stopped.
      package var wasStopped: Bool
    }

    /// Ends the input, so the program terminates the app properly, and waits `grace`
    /// seconds for it to end; stops it after that (see ``stop(within:)``). Reads what it
    /// printed meanwhile.
    package func finish(grace: TimeInterval, stopWithin: TimeInterval = 1) -> Ending {
      try? input?.close()
      input = nil
      let deadline = Date(timeIntervalSinceNow: grace)
      while process.isRunning, Date() < deadline { usleep(10_000) }
      let wasStopped = process.isRunning
      if wasStopped { stop(within: stopWithin) }
      process.waitUntilExit()
      if let lines {
        let drained = Date(timeIntervalSinceNow: 2)
        while let line = lines.next(before: drained) {
          if !line.hasPrefix(Reply.marker) { keep(line) }
        }
      }
      return Ending(
        status: process.terminationStatus,
        endedBySignal: process.terminationReason == .uncaughtSignal, wasStopped: wasStopped)
    }

    /// Stops the program: asked with SIGTERM, killed if it has not ended within `seconds`
    /// (an app's code can ignore the signal or hang).
    package func stop(within seconds: TimeInterval = 1) {
      try? input?.close()
      input = nil
      guard process.isRunning else { return }
      process.terminate()
      let deadline = Date(timeIntervalSinceNow: seconds)
      while process.isRunning, Date() < deadline { usleep(10_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }

    deinit { stop() }
  }
}
