// How long the fuzzers run: modest in `swift test`, as long as asked for from the environment.

import Foundation
import StepwiseBasics

/// How many steps a fuzzer takes and from which seeds, read from the environment.
///
/// `swift test` runs a modest number of steps so the whole reliability suite stays quick. A
/// longer run, or the replay of one seed a failure printed, is asked for from the
/// environment:
///
/// ```
/// STEPWISE_FUZZ_STEPS=100000 swift test --filter Reliability
/// STEPWISE_FUZZ_SEED=1234567 swift test --filter Checklists06Tests.ReliabilityTests
/// ```
public struct FuzzBudget: Sendable, Equatable {
  /// Steps (gestures, or edits for the edit fuzzer) per app.
  public var steps: Int
  /// Steps per walk; each walk starts on a fresh sandbox.
  public var walkLength: Int
  /// The one seed to replay, if one was asked for.
  public var replaySeed: UInt64?

  /// A budget of `steps` split into walks of `walkLength`.
  public init(steps: Int, walkLength: Int = 200, replaySeed: UInt64? = nil) {
    self.steps = steps
    self.walkLength = max(walkLength, 1)
    self.replaySeed = replaySeed
  }

  /// The budget `swift test` uses unless the environment says otherwise:
  /// `STEPWISE_FUZZ_STEPS` replaces the steps, `STEPWISE_FUZZ_SEED` runs one walk from that
  /// seed only, and either makes walks `longWalkLength` long unless `STEPWISE_FUZZ_WALK` says
  /// how long.
  ///
  /// A walk from a seed is the same whatever its length, only cut sooner or later, so a
  /// seed replayed with a long walk reaches any step the short walks reached.
  public static func fromEnvironment(
    defaultSteps: Int,
    walkLength: Int = 200,
    longWalkLength: Int = 200,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> FuzzBudget {
    let steps = environment["STEPWISE_FUZZ_STEPS"].flatMap { Int($0) }
    let seed = environment["STEPWISE_FUZZ_SEED"].flatMap { UInt64($0) }
    let isAskedFor = steps != nil || seed != nil
    let walk =
      environment["STEPWISE_FUZZ_WALK"].flatMap { Int($0) }
      ?? (isAskedFor ? max(longWalkLength, walkLength) : walkLength)
    return FuzzBudget(
      steps: max(steps ?? defaultSteps, 0), walkLength: walk, replaySeed: seed)
  }

  /// The random walk's budget for one app: 120 gestures in two walks in `swift test`, walks
  /// of 200 when the environment asks for more.
  public static var gestures: FuzzBudget {
    fromEnvironment(defaultSteps: 120, walkLength: 60, longWalkLength: 200)
  }

  /// The edit fuzzer's budget for one field: 40 edits in two walks in `swift test`, walks of
  /// 100 when the environment asks for more.
  public static var edits: FuzzBudget {
    fromEnvironment(defaultSteps: 40, walkLength: 20, longWalkLength: 100)
  }

  /// The budget of crashing at every point: one walk of 12 gestures, each of its 13 points
  /// replayed and crashed, in `swift test`; when the environment asks for more, a twentieth
  /// of `STEPWISE_FUZZ_STEPS` in walks of 60, since each point replays the walk up to it.
  public static var crashPoints: FuzzBudget {
    var budget = fromEnvironment(defaultSteps: 12, walkLength: 12, longWalkLength: 60)
    if ProcessInfo.processInfo.environment["STEPWISE_FUZZ_STEPS"] != nil {
      budget.steps /= 20
    }
    return budget
  }

  /// Whether tests print their figures as rows of the reliability table (Chapters/reliability.md): when
  /// `STEPWISE_FUZZ_STEPS` or `STEPWISE_FUZZ_REPORT` is set.
  public static var printsTableRows: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["STEPWISE_FUZZ_STEPS"] != nil || environment["STEPWISE_FUZZ_REPORT"] != nil
  }

  /// The seed of each walk for an app: derived from the app's id, so every app walks its own
  /// way, and a longer run starts with the very walks of the default one.
  public func seeds(for appID: String) -> [UInt64] {
    if let replaySeed { return [replaySeed] }
    let walks = (steps + walkLength - 1) / walkLength
    let base = Self.hash(appID)
    return (0..<walks).map { SplitMix64.seed(base, $0) }
  }

  /// The step count of walk number `index`: the last walk takes what is left.
  public func length(ofWalk index: Int) -> Int {
    if replaySeed != nil { return walkLength }
    return min(walkLength, steps - index * walkLength)
  }

  /// FNV-1a of the text's UTF-8 bytes: a stable number for a name.
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}
