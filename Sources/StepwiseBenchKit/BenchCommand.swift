// `stepwise-bench`'s command line, read by the tool's own parser: names, `--quick`, `--rounds N`.

import CommandLineKit
import Foundation

/// The one command `stepwise-bench` has: the benchmarks named (the standard four when none
/// is), at full size or `--quick`, with `--rounds N` timed rounds.
struct BenchCommand: Command {
  static let quick = Flag("--quick", "a few of everything, as the tests do")
  static let feedback = Flag("--feedback", "the same as naming feedback")
  static let rounds = CommandLineKit.Option(
    "--rounds", value: "N",
    "timed rounds per comparison (default 9, or 3 runs of the feedback loop)"
  )

  static let configuration = CommandConfiguration(
    name: "", arguments: [.init("benchmark", optional: true, variadic: true)],
    options: [.flag(quick), .flag(feedback), .value(rounds)],
    summary: "measure the kit, the harness and an app side by side",
    discussion: StepwiseBench.usage)

  /// The benchmarks to run, in the order named.
  var names: [BenchmarkName]
  /// How big each one is.
  var settings: BenchmarkSettings
  /// "full" or "quick", for the report.
  var settingsName: String
  /// The rounds asked for, if any.
  var roundCount: Int?

  init(_ invocation: Invocation) throws(UsageError) {
    names = []
    for word in invocation.arguments {
      guard let name = BenchmarkName(rawValue: word) else {
        throw UsageError(message: "unknown argument \"\(word)\"", command: "")
      }
      names.append(name)
    }
    if invocation[Self.feedback] { names.append(.feedback) }
    let isQuick = invocation[Self.quick]
    settings = isQuick ? .quick : .full
    settingsName = isQuick ? "quick" : "full"
    if let value = invocation[Self.rounds] {
      guard let count = Int(value), count > 0 else {
        throw UsageError(
          message: "--rounds needs a positive number, not \"\(value)\"", command: "")
      }
      roundCount = count
      settings.rounds = count
    }
  }

  func run(_ context: ToolContext) -> ExitCode {
    do {
      let report = try StepwiseBench.run(
        names.isEmpty ? BenchmarkName.standard : names, settings: settings,
        settingsName: settingsName, feedbackRuns: roundCount ?? 3)
      context.console.print(report.rendered())
      return .success
    } catch {
      context.console.printError("stepwise-bench: \(error)")
      return .failure
    }
  }
}
