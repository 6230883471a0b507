// A check played over the launch channel and judged by the tool: what passes, and what a
// program that does not run the app, replays old answers or shows fixed screens gets.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing
import ViewHarness

@Suite struct JudgedPlayTests {
  let checklists = BuiltProgram(named: "PortedChecklists")
  let probe = BuiltProgram(named: "ContainerProbe")

  /// Plays `script` on `executable` with names drawn from a fixed seed.
  func play(_ script: String, on executable: URL, in folder: URL, seed: UInt64 = 7)
    throws -> JudgedPlay.Verdict
  {
    var judge = JudgedPlay(executable: executable, folder: folder)
    judge.environment = ["NO_COLOR": "1", "XDG_DATA_HOME": folder.path]
    judge.timeLimit = 60
    var generator = SplitMix64(seed: seed)
    return judge.play(
      try Script(parsing: script), named: "check.stepwise",
      sandbox: folder.appendingPathComponent("box"), using: &generator)
  }

  /// A shell program in `folder`.
  func program(_ body: String, in folder: TemporaryFolder) throws -> URL {
    let url = try folder.write("#!/bin/sh\n\(body)\n", to: "app.sh")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    return url
  }

  @Test func theToolJudgesEachExpectationOnTheScreensTheAppAnswersWith() throws {
    let folder = try TemporaryFolder()
    let script = """
      tap "+"
      type "Holiday plans"
      tap "Done"
      expect text "Holiday plans"
      relaunch
      expect text "Holiday plans"
      expect no alert
      """

    let verdict = try play(script, on: try checklists.url(), in: folder.url)

    #expect(verdict.passed, "\(verdict.result)\n\(verdict.output)")
    #expect(verdict.result == .passed(commands: 7, expectations: 3))
    let renamed = try #require(verdict.names.renamed.first)
    #expect(renamed.script == "Holiday plans")
    #expect(renamed.run.hasPrefix("Holiday plans "), "a mark no app can know beforehand")
    // The relaunch started the program again, and the saved list came back from its file.
    #expect(verdict.output.contains("> relaunch"))
    let saved = try Data(
      contentsOf: folder.url.appendingPathComponent("box/Documents/Checklists.plist"))
    #expect(saved.range(of: Data(renamed.run.utf8)) != nil)
  }

  @Test func anExpectationThatDoesNotHoldIsReportedAtItsLineWithTheScreen() throws {
    let folder = try TemporaryFolder()

    let verdict = try play("expect title \"Shopping\"\n", on: try checklists.url(), in: folder.url)

    guard case .failed(let report) = verdict.result else {
      Issue.record("\(verdict.result)")
      return
    }
    #expect(report.hasPrefix("✗ check.stepwise:1: expect title \"Shopping\"\n"))
    #expect(report.contains("  expected: the title \"Shopping\"\n  but:      the title is "))
    #expect(report.contains("The screen:"))
  }

  @Test func uiKitUsedOffTheMainQueueFailsTheCommandWithTheMainThreadCheckersLine() throws {
    let folder = try TemporaryFolder()
    let script = """
      tap "Ask Off Main"
      tap "Allow"
      expect text "Answered"
      """

    let verdict = try play(script, on: try probe.url(), in: folder.url)

    guard case .failed(let report) = verdict.result else {
      Issue.record("\(verdict.result)\n\(verdict.output)")
      return
    }
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "✗ check.stepwise:2: tap \"Allow\"", "the command whose code did it")
    #expect(
      lines.dropFirst().first?.hasPrefix(
        "  Your app's code used UIKit off the main queue during this command") == true)
    #expect(report.contains("DispatchQueue.main.async { … }"))
    let said = try #require(lines.first { $0.contains("Main Thread Checker: UI API") })
    #expect(
      said.hasPrefix(
        "    Main Thread Checker: UI API called on a background thread: "
          + "-[UIButton setTitle:forState:] (at "))
    #expect(said.contains("Tests/ContainerProbe/ProbeAppDelegate.swift:"), "the app's line")
  }

  @Test func uiKitUsedBackOnTheMainQueuePasses() throws {
    let folder = try TemporaryFolder()
    let script = """
      tap "Ask"
      expect text "Answered"
      """

    let verdict = try play(script, on: try probe.url(), in: folder.url)

    #expect(verdict.result == .passed(commands: 2, expectations: 1), "\(verdict.output)")
  }

  @Test func aProgramThatEndsAtOnceWithStatusZeroFailsAsNotPlayed() throws {
    let folder = try TemporaryFolder()

    // Its last words, without a line break, are kept all the same.
    let verdict = try play(
      "expect title \"Checklists\"\n", on: try program("printf 'bye'\nexit 0", in: folder),
      in: folder.url)

    #expect(verdict.output.hasSuffix("\nbye"))

    #expect(
      verdict.result
        == .notPlayed(
          "Your program ended without running the app: an app's program must start it with "
            + "UIApplicationMain (or @main on its app delegate) and leave it running."))
  }

  @Test func answersWithoutThisRunsSecretAreRefused() throws {
    let folder = try TemporaryFolder()
    // An answer recorded from another run, played back.
    let old = ChannelStandIn.replyLine(
      title: "Checklists", rows: [], secret: "an-earlier-run", sequence: 1)
    let replay = try program(
      "read -r command\nprintf '%s\\n' '\(old)'\nsleep 1", in: folder)

    let verdict = try play("expect title \"Checklists\"\n", on: replay, in: folder.url)

    guard case .notPlayed(let why) = verdict.result else {
      Issue.record("\(verdict.result)")
      return
    }
    #expect(why.contains("an answer without this run's secret"))
  }

  /// An app's code that rewrites its program's answers on their way out (a pipe over its
  /// standard output) changes what the secret signed: the answer reads as forged, and the
  /// same answer unchanged is taken.
  @Test func anAnswerChangedAfterItWasSignedIsRefused() throws {
    let folder = try TemporaryFolder()
    let rewritten = try program(
      ChannelStandIn.answering(title: "Untitled", shownTitle: "Checklists"), in: folder)
    let forged = try play("expect title \"Checklists\"\n", on: rewritten, in: folder.url)
    let honest = try program(ChannelStandIn.answering(title: "Checklists"), in: folder)
    let taken = try play("expect title \"Checklists\"\n", on: honest, in: folder.url)

    guard case .notPlayed(let why) = forged.result else {
      Issue.record("\(forged.result)")
      return
    }
    #expect(why.contains("an answer without this run's secret"))
    #expect(taken.passed, "\(taken.result)")
  }

  @Test func fixedScreensFailBecauseTheNamesTypedAreThisRunsOwn() throws {
    let folder = try TemporaryFolder()
    let fixed = try program(
      ChannelStandIn.answering(rows: ["Walk the dog", "Buy milk"]), in: folder)

    // The stand-in's answers are taken: a script that types nothing passes on it.
    let untyped = try play(
      "expect rows \"Walk the dog\", \"Buy milk\"\n", on: fixed, in: folder.url)
    let typed = try play(
      """
      tap "+"
      type "Buy milk"
      tap "Done"
      expect rows "Walk the dog", "Buy milk"
      """, on: fixed, in: folder.url)

    #expect(untyped.passed, "\(untyped.result)")
    guard case .failed(let report) = typed.result else {
      Issue.record("\(typed.result)")
      return
    }
    let run = try #require(typed.names.renamed.first?.run)
    #expect(report.contains("expect rows \"Walk the dog\", \"\(run)\""))
    #expect(report.contains("row 1 shows \"Buy milk\", not \"\(run)\""))
    #expect(report.contains("This check types names of its own each time"))
  }

  /// What a program prints while it runs a command is read after that command, once: the
  /// page shows it under the command (``AppChannel/Connection/output(after:)``, from the
  /// count of lines before the command was sent), never again under the next.
  @Test func whatAProgramPrintsForACommandIsReadAfterItAndOnlyOnce() throws {
    let folder = try TemporaryFolder()
    let printing = try program(
      ChannelStandIn.answering().replacingOccurrences(
        of: "n=$((n+1))\n", with: "n=$((n+1))\n  echo \"saved $n\"\n  echo \"for $command\"\n"),
      in: folder)
    let connection = try AppChannel.Connection(
      executable: printing, arguments: [], folder: folder.url, environment: [:])
    defer { connection.stop() }

    var printed: [[String]] = []
    for command in ["tap \"+\"", "back"] {
      let mark = connection.outputCount
      let answer = connection.send(command, before: Date(timeIntervalSinceNow: 30))
      guard case .reply = answer else {
        Issue.record("\(command): \(answer)")
        return
      }
      // The count notes the command first, as `> command`.
      printed.append(connection.output(after: mark + 1))
    }

    #expect(printed == [["saved 1", "for tap \"+\""], ["saved 2", "for back"]])
  }

  @Test func anOverlongLineComesInPiecesAndTheAnswerAfterItStillCounts() throws {
    let folder = try TemporaryFolder()
    // Three mebibytes without a line break, then the answers of an app that shows the title.
    let flooding = try program(
      "head -c 3145728 /dev/zero | tr '\\0' x; echo\n" + ChannelStandIn.answering(),
      in: folder)

    let verdict = try play("expect title \"Checklists\"\n", on: flooding, in: folder.url)

    #expect(verdict.passed, "\(verdict.result)")
    let pieces = verdict.output.split(separator: "\n").filter { $0.hasPrefix("x") }
    let mebibyte = 1 << 20
    #expect(pieces.map(\.utf8.count) == [mebibyte, mebibyte, mebibyte])
  }

  @Test func aProgramThatFloodsItsOutputHasOnlyItsLatestLinesKept() throws {
    let folder = try TemporaryFolder()
    // 40 MiB of output before the answers, then a last line.
    let flooding = try program(
      "head -c 41943040 /dev/zero | tr '\\0' x; echo; echo 'the last line'\n"
        + ChannelStandIn.answering(), in: folder)

    let verdict = try play("expect title \"Checklists\"\n", on: flooding, in: folder.url)

    #expect(verdict.passed, "\(verdict.result)")
    #expect(verdict.output.utf8.count <= 2 * AppChannel.Connection.keptOutput)
    #expect(verdict.output.hasSuffix("the last line"))
  }
}
