// Performance tests' metrics: how long the app takes to launch.

import Foundation

/// A metric that a performance test (``XCTestCase/measure(metrics:block:)``) records.
///
/// Xcode's protocol lets a test write its own metrics; the simulated device records only
/// the kit's own (``XCTApplicationLaunchMetric``, ``XCTOSSignpostMetric/applicationLaunch``,
/// ``XCTClockMetric``), and a metric of another type records nothing.
public protocol XCTMetric {}

/// A metric that records how long the target app takes to launch: from ``XCUIApplication``'s
/// `launch()` until the launched app has shown its first screen and answers.
public final class XCTApplicationLaunchMetric: XCTMetric {
  /// Whether the metric waits until the app is responsive after its first frame. The
  /// simulated app answers only once its launch is over, so both kinds measure the same.
  public let waitsUntilResponsive: Bool

  /// A metric of the time until the app shows its first screen.
  public convenience init() {
    self.init(waitUntilResponsive: false)
  }

  /// A metric of the time until the app shows its first screen, or (`true`) until it is
  /// then responsive.
  public init(waitUntilResponsive: Bool) {
    waitsUntilResponsive = waitUntilResponsive
  }

  /// The launch durations recorded while a measured block runs; nil when none does.
  nonisolated(unsafe) static var recorded: [TimeInterval]?

  /// Records a launch's duration when a measured block runs.
  static func record(launchDuration: TimeInterval) {
    recorded?.append(launchDuration)
  }
}

/// A metric that records the time between the signposts of an interval: Xcode 12's UI-test
/// template measures the app's launch with ``applicationLaunch``, which records what
/// ``XCTApplicationLaunchMetric`` does.
public final class XCTOSSignpostMetric: XCTMetric {
  /// Whether it is the app's launch interval.
  let isApplicationLaunch: Bool

  private init(isApplicationLaunch: Bool) {
    self.isApplicationLaunch = isApplicationLaunch
  }

  /// The metric of the target app's launch.
  public class var applicationLaunch: any XCTMetric {
    XCTOSSignpostMetric(isApplicationLaunch: true)
  }
}

/// A metric that records how long the measured block takes, by the wall clock.
public final class XCTClockMetric: XCTMetric {
  /// A metric of the block's duration.
  public init() {}
}

/// How a performance test measures: how many times.
public final class XCTMeasureOptions {
  /// The options a test uses unless it gives its own.
  public static var `default`: XCTMeasureOptions { XCTMeasureOptions() }

  /// How many times the block is measured. It runs once more, first, unmeasured, to warm
  /// up. 5 unless set.
  public var iterationCount = 5

  /// Options with the default iteration count.
  public init() {}
}

/// What a performance test measured of one metric.
struct Measurement: Equatable {
  /// The metric's name as the output prints it ("Duration (AppLaunch)").
  var metric: String
  /// The values, one per measured run of the block, in seconds.
  var values: [Double]
}

extension XCTestCase {
  /// Runs `block` as a performance test measuring `metrics`: once to warm up, then five
  /// times measured, and prints each metric's average and values, as Xcode reports them.
  /// The simulated device sets no baseline, so a measurement never fails the test.
  public func measure(metrics: [any XCTMetric], block: () -> Void) {
    measure(metrics: metrics, options: .default, block: block)
  }

  /// Runs `block` as a performance test measuring `metrics`, as `options` say: once to
  /// warm up, then `iterationCount` times measured.
  public func measure(
    metrics: [any XCTMetric], options: XCTMeasureOptions, block: () -> Void
  ) {
    var launches: [Double] = []
    var clock: [Double] = []
    for iteration in 0...options.iterationCount {
      XCTApplicationLaunchMetric.recorded = []
      let start = Date()
      block()
      let duration = Date().timeIntervalSince(start)
      let launched = XCTApplicationLaunchMetric.recorded ?? []
      XCTApplicationLaunchMetric.recorded = nil
      guard iteration > 0 else { continue }
      launches += launched
      clock.append(duration)
    }
    for metric in metrics {
      switch metric {
      case is XCTApplicationLaunchMetric:
        report(Measurement(metric: "Duration (AppLaunch)", values: launches))
      case let signpost as XCTOSSignpostMetric where signpost.isApplicationLaunch:
        report(Measurement(metric: "Duration (AppLaunch)", values: launches))
      case is XCTClockMetric:
        report(Measurement(metric: "Clock Monotonic Time", values: clock))
      default:
        print("Test Case '\(name)': \(type(of: metric)) is not recorded on the simulated device")
      }
    }
  }

  /// Keeps a measurement and prints it.
  private func report(_ measurement: Measurement) {
    measurements.append(measurement)
    let values = measurement.values
    let average = values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    let variance =
      values.isEmpty
      ? 0
      : values.map { ($0 - average) * ($0 - average) }.reduce(0, +)
        / Double(values.count)
    let deviation = average == 0 ? 0 : variance.squareRoot() / average * 100
    let shown = values.map { String(format: "%.3f", $0) }.joined(separator: ", ")
    print(
      "Test Case '\(name)' measured [\(measurement.metric), s] average: "
        + String(format: "%.3f", average) + ", relative standard deviation: "
        + String(format: "%.3f%%", deviation) + ", values: [\(shown)]")
  }
}
