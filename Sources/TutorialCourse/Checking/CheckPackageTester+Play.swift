// A step's walkthrough script played on the built app, judged over the launch channel.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import ViewHarness

extension CheckPackageTester {
  /// The variable that fixes the names a check types (a number), to replay a run.
  package nonisolated static let seedVariable = "STEPWISE_CHECK_SEED"

  /// Plays a script on a built app over the launch channel, judged here, with strict cell
  /// checks, in a new sandbox removed afterwards, within `timeLimit`. The names the script
  /// types are drawn anew (from ``seedVariable`` when it is set). From any thread: the track
  /// plays many at once.
  package nonisolated static func play(
    script: String, on executable: URL, in folder: URL, timeLimit: TimeInterval,
    stopGrace: TimeInterval, environment: [String: String] = ProcessInfo.processInfo.environment,
    user: ChildUser? = nil
  ) throws -> JudgedPlay.Verdict {
    let text = try String(contentsOfFile: script, encoding: .utf8)
    let parsed = try Script(parsing: text)
    let sandbox = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-check-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: sandbox) }
    if let user {
      try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
      try user.handOver(sandbox)
    }
    var judge = JudgedPlay(executable: executable, folder: folder)
    judge.user = user
    judge.environment = [
      "NO_COLOR": "1", "XDG_DATA_HOME": sandbox.path,
      // ViewHarness's Device.echoExceptionsVariable: UIKit's reason reaches the output
      // even when the app's code crashes before the gesture ends.
      "STEPWISE_ECHO_EXCEPTIONS": "1",
      // Device.exceptionsEndTheProcessVariable: an exception ends the app, as on a device,
      // and the crash's backtrace names the learner's call that broke UIKit's rule.
      "STEPWISE_EXCEPTIONS_END_THE_PROCESS": "1",
      "SWIFT_BACKTRACE": ScratchPackageTester.backtraceExplained,
    ]
    judge.timeLimit = timeLimit
    judge.stopGrace = stopGrace
    let app = sandbox.appendingPathComponent("app")
    if let seed = environment[seedVariable].flatMap(UInt64.init) {
      var generator = SplitMix64(seed: seed)
      return judge.play(parsed, named: script, sandbox: app, using: &generator)
    }
    var generator = SystemRandomNumberGenerator()
    return judge.play(parsed, named: script, sandbox: app, using: &generator)
  }
}
