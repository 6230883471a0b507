// What a fuzzing run did and found, counted.

/// Counts of what a fuzzing run did and found: the figures of the reliability table (Chapters/reliability.md).
public struct FuzzStatistics: Sendable, Equatable, CustomStringConvertible {
  /// Random walks started, each on a fresh sandbox.
  public var walks = 0
  /// Gestures performed (life events included).
  public var steps = 0
  /// Text edits performed by the edit fuzzer.
  public var edits = 0
  /// `crash` gestures: the app killed with no callback.
  public var simulatedCrashes = 0
  /// `terminate` gestures and relaunches of a running app.
  public var terminations = 0
  /// `background` gestures.
  public var backgrounds = 0
  /// Relaunches after a stop, each followed by a comparison of the data.
  public var relaunches = 0
  /// Gestures that made the app itself crash (a UIKit exception).
  public var appCrashes = 0
  /// Gestures after which the table disagreed with its data source.
  public var inconsistencies = 0
  /// Gestures the driver chose that the screen did not allow (a bug in the driver).
  public var driverMistakes = 0
  /// Relaunches after which data the app promised to keep was missing or different.
  public var brokenPromises = 0
  /// Relaunches that came back with less than the app showed before it stopped.
  public var relaunchesWithLoss = 0
  /// The UTF-8 bytes of the snapshot lines that did not come back after a relaunch.
  public var bytesLost = 0
  /// How many times each gesture was performed, by ``Gesture/name``.
  public var gestureCounts: [String: Int] = [:]

  /// Counts nothing yet.
  public init() {}

  /// Adds another run's counts to these.
  public mutating func add(_ other: FuzzStatistics) {
    walks += other.walks
    steps += other.steps
    edits += other.edits
    simulatedCrashes += other.simulatedCrashes
    terminations += other.terminations
    backgrounds += other.backgrounds
    relaunches += other.relaunches
    appCrashes += other.appCrashes
    inconsistencies += other.inconsistencies
    driverMistakes += other.driverMistakes
    brokenPromises += other.brokenPromises
    relaunchesWithLoss += other.relaunchesWithLoss
    bytesLost += other.bytesLost
    gestureCounts.merge(other.gestureCounts, uniquingKeysWith: +)
  }

  /// The counts in one sentence.
  public var description: String {
    "\(steps) steps in \(walks) walks, \(edits) edits, \(relaunches) relaunches "
      + "(\(simulatedCrashes) crashes, \(terminations) terminations, \(backgrounds) backgrounds); "
      + "\(appCrashes) app crashes, \(inconsistencies) inconsistencies, "
      + "\(driverMistakes) driver mistakes, \(brokenPromises) broken promises; "
      + "\(bytesLost) bytes lost in \(relaunchesWithLoss) relaunches"
  }
}
