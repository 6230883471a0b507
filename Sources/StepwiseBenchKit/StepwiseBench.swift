// The benchmark tool's entry points: run some benchmarks, or parse a command line and print.

import AppProgram
import CommandLineKit
import Foundation

/// Runs the benchmarks and prints the table.
///
/// ```
/// swift run -c release stepwise-bench            # scale, harness, persistence, preferences
/// swift run -c release stepwise-bench scale      # one of them
/// swift run -c release stepwise-bench --quick    # a smoke run of all four
/// swift run -c release stepwise-bench feedback   # the edit–build–test loop
/// ```
@MainActor
package enum StepwiseBench {
  /// What `--help` prints.
  package static let usage = """
    usage: stepwise-bench [scale] [harness] [persistence] [preferences] [feedback]
                          [learner] [classroom] [--quick] [--rounds N]

    Measures the simulated UIKit and the harness side by side and prints a Markdown table of
    medians and ratios. With no names it runs scale, harness, persistence and preferences.
    Build it in release mode: swift run -c release stepwise-bench

      scale        tap a row in a 10-row list and in a 100,000-row list
      harness      add 10,000 items through gestures and through the delegate method
      persistence  save and load 1,000 lists x 100 items: Checklists06 vs bare Foundation
      preferences  write a preference: the kit's AppDefaults vs Foundation's UserDefaults
      feedback     edit one stage file, swift build --build-tests, swift test --skip-build
                   (run it from the package's folder; --feedback does the same)
      learner      save a file in watch mode, tutorial and exercises, until the result
                   shows (run it from the package's folder; builds the kit twice first)
      classroom    classroom report over 300 students' reports: table, page and CSV
      --quick      a few of everything, as the tests do
      --rounds N   timed rounds per comparison (default 9, or 3 runs of the feedback loop)
    """

  /// Runs benchmarks with the given sizes.
  ///
  /// - Parameter packageRoot: The package folder, needed by the feedback loop only.
  package static func run(
    _ names: [BenchmarkName],
    settings: BenchmarkSettings,
    settingsName: String,
    feedbackRuns: Int = 3,
    packageRoot: URL? = nil
  ) throws -> BenchmarkReport {
    var report = BenchmarkReport(
      settingsName: settingsName, loadBefore: MachineLoad.current,
      cores: ProcessInfo.processInfo.activeProcessorCount)
    for name in names {
      switch name {
      case .scale:
        report.comparisons.append(try ScaleBenchmark(settings: settings).run())
      case .harness:
        report.comparisons.append(try HarnessOverheadBenchmark(settings: settings).run())
      case .persistence:
        report.comparisons += try PersistenceBenchmark(settings: settings).run()
      case .preferences:
        report.comparisons += try PreferencesBenchmark(settings: settings).run()
      case .classroom:
        report.comparisons.append(try ClassroomBenchmark(settings: settings).run())
      case .feedback:
        let root =
          packageRoot ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        report.feedback = try FeedbackLoop(packageRoot: root, runs: feedbackRuns).run()
      case .learner:
        let root =
          packageRoot ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        report.learner = try LearnerLoop(packageRoot: root, saves: max(feedbackRuns, 5)).run()
      }
    }
    report.loadAfter = MachineLoad.current
    return report
  }

  /// Runs the tool with its command-line arguments (without the program name), prints the
  /// table, and returns the exit status: 0, or 1 when a benchmark failed to run, or 2 for
  /// arguments it does not understand. A missed target is printed, not an error.
  ///
  /// - Parameters:
  ///   - output: Receives the table or the usage; standard output by default.
  ///   - errorOutput: Receives error messages; standard error by default.
  package static func main(
    arguments: [String],
    output: @escaping (String) -> Void = { print($0) },
    errorOutput: @escaping (String) -> Void = {
      FileHandle.standardError.write(Data(($0 + "\n").utf8))
    }
  ) -> Int32 {
    // The closures write whole lines, as `print` does; the console hands them lines.
    let line: (String) -> String = { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
    let console = Console(
      readLine: { nil }, writeOutput: { output(line($0)) }, writeError: { errorOutput(line($0)) })
    let request: ArgumentParser.Request
    do {
      request = try ArgumentParser.parse(arguments, commands: [BenchCommand.self])
    } catch {
      errorOutput("stepwise-bench: \(error.message)\n\n\(usage)")
      return ExitCode.usageError.rawValue
    }
    switch request {
    case .help:
      output(usage)
      return ExitCode.success.rawValue
    case .version:
      errorOutput("stepwise-bench: unknown argument \"--version\"\n\n\(usage)")
      return ExitCode.usageError.rawValue
    case .run(_, let invocation):
      do {
        let command = try BenchCommand(invocation)
        let context = ToolContext(
          console: console, environment: .current())
        return command.run(context).rawValue
      } catch {
        errorOutput("stepwise-bench: \(error.message)\n\n\(usage)")
        return ExitCode.usageError.rawValue
      }
    }
  }
}
