// The random-gesture driver: seeded walks through an app, checked after every step.

import Foundation
import StepwiseBasics

/// Walks randomly through an app: from a seed, it reads the screen, picks one of the
/// gestures the screen allows (weighted towards adding, confirming and touching rows, with
/// backgrounds, terminations, crashes and relaunches in between), performs it, and checks.
///
/// After every step: the app must not crash, the table must agree with its data source, the
/// gesture must have been possible (else the driver has a bug) and, after a relaunch, the
/// data must be what the app's ``Durability`` promises. The first failure is shrunk to the
/// shortest list of gestures that still fails the same way and reported with its seed.
///
/// ```swift
/// let report = GestureFuzzer(subject).run(.gestures)
/// #expect(report.failure == nil, "\(report.failure!)")
/// ```
@MainActor
public struct GestureFuzzer {
  /// The app and its promise.
  public var subject: FuzzSubject

  /// A fuzzer for an app.
  public init(_ subject: FuzzSubject) {
    self.subject = subject
  }

  /// Runs the walks of a budget, stopping at the first failure.
  public func run(_ budget: FuzzBudget) -> FuzzReport {
    var report = FuzzReport()
    for (index, seed) in budget.seeds(for: subject.app.id).enumerated() {
      let walk = self.walk(seed: seed, steps: budget.length(ofWalk: index))
      report.statistics.add(walk.statistics)
      report.itemsOpenToOthers.formUnion(walk.itemsOpenToOthers)
      if let failure = walk.failure {
        report.failure = failure
        break
      }
    }
    return report
  }

  /// One walk of `steps` gestures from a seed, on a fresh sandbox.
  public func walk(seed: UInt64, steps: Int) -> FuzzReport {
    recordedWalk(seed: seed, steps: steps).report
  }

  /// The gestures a walk from a seed makes, as a walkthrough script could replay them (a
  /// swipe or a move the app turned down is left out).
  public func gestures(seed: UInt64, steps: Int) -> [Gesture] {
    recordedWalk(seed: seed, steps: steps).gestures
  }

  /// Crashes the app at every point of a walk: for each step of the walk, a fresh device
  /// replays the walk up to that step, crashes (unless the app is stopped already) and
  /// relaunches, and the data must be what the app's ``Durability`` promises.
  public func crashAtEveryPoint(_ budget: FuzzBudget) -> FuzzReport {
    var report = FuzzReport()
    for (index, seed) in budget.seeds(for: subject.app.id + " crash").enumerated() {
      let walk = recordedWalk(seed: seed, steps: budget.length(ofWalk: index))
      report.statistics.add(walk.report.statistics)
      if let failure = walk.report.failure {
        report.failure = failure
        return report
      }
      for point in 0...walk.gestures.count {
        let prefix = Array(walk.gestures.prefix(point))
        guard let session = try? FuzzSession(subject: subject, screenCheckInterval: 1) else {
          report.failure = failure(.unexpected("launch failed"), seed: seed, [], screen: "")
          return report
        }
        var performed: [Gesture] = []
        for gesture in prefix + [.crash, .relaunch] {
          if gesture == .crash, !session.device.isRunning { continue }
          performed.append(gesture)
          if case .failed(let kind) = session.perform(gesture) {
            report.statistics.add(session.statistics)
            report.failure = failure(kind, seed: seed, performed, screen: session.device.screen)
            return report
          }
        }
        var statistics = session.statistics
        statistics.walks = 0
        report.statistics.add(statistics)
      }
    }
    return report
  }

  /// A walk's report and the gestures it made.
  private func recordedWalk(seed: UInt64, steps: Int) -> (report: FuzzReport, gestures: [Gesture]) {
    var report = FuzzReport()
    let session: FuzzSession
    do {
      session = try FuzzSession(subject: subject)
    } catch {
      report.failure = failure(.unexpected("launch failed: \(error)"), seed: seed, [], screen: "")
      return (report, [])
    }
    var random = SplitMix64(seed: seed)
    var unswipeable: Set<ObjectIdentifier> = []
    var unmovable: Set<ObjectIdentifier> = []
    var performed: [Gesture] = []
    for _ in 0..<steps {
      let menu = GestureMenu(
        device: session.device, texts: subject.texts, unswipeable: unswipeable,
        unmovable: unmovable)
      let gesture = random.pick(weighted: menu.choices(using: &random))
      let controller = session.device.visibleController.map { ObjectIdentifier(type(of: $0)) }
      switch session.perform(gesture) {
      case .done:
        performed.append(gesture)
      case .refused(.swipe):
        if let controller { unswipeable.insert(controller) }
      case .refused(.move):
        if let controller { unmovable.insert(controller) }
      case .failed(let kind):
        performed.append(gesture)
        report.statistics = session.statistics
        report.itemsOpenToOthers = Set(session.device.sandbox.itemsOpenToOthers())
        report.failure = failure(kind, seed: seed, performed, screen: session.device.screen)
        return (report, performed)
      }
    }
    report.statistics = session.statistics
    report.itemsOpenToOthers = Set(session.device.sandbox.itemsOpenToOthers())
    return (report, performed)
  }

  /// Replays gestures on a fresh device, checking the screen after every one, and returns
  /// the failure they lead to, if any, with the number of gestures performed by then.
  ///
  /// A swipe or move the app turned down ends the replay without a failure: a script that
  /// `stepwise play` replays must not hold one.
  public func replay(_ gestures: [Gesture]) -> (kind: FuzzFailure.Kind, at: Int)? {
    guard let session = try? FuzzSession(subject: subject, screenCheckInterval: 1) else {
      return (.unexpected("launch failed"), 0)
    }
    for (index, gesture) in gestures.enumerated() {
      switch session.perform(gesture) {
      case .done: continue
      case .refused: return nil
      case .failed(let kind): return (kind, index + 1)
      }
    }
    return nil
  }

  /// A failure with its gestures shrunk to the shortest list found that still fails the same
  /// way, cut after the gesture that fails. A driver's mistake is not shrunk: any impossible
  /// gesture would do, and the seed is what finds the menu's bug.
  private func failure(
    _ kind: FuzzFailure.Kind, seed: UInt64, _ gestures: [Gesture], screen: String
  ) -> FuzzFailure {
    func failingPrefix(_ candidate: [Gesture]) -> [Gesture]? {
      guard let found = replay(candidate), found.kind.isSameKind(as: kind) else { return nil }
      return Array(candidate.prefix(found.at))
    }
    var shrunk = gestures
    var note = ""
    if case .impossible = kind {
      note = "; a mistake of the fuzzer's own, not shrunk"
    } else if let prefix = failingPrefix(gestures) {
      let candidate = GestureShrinker.shrink(prefix) { failingPrefix($0) != nil }
      shrunk = failingPrefix(candidate) ?? candidate
    } else {
      note = "; the replay did not fail again, so nothing was shrunk"
    }
    return FuzzFailure(
      appID: subject.app.id, kind: kind, seed: seed, gestures: gestures, shrunk: shrunk,
      screen: screen,
      replayHint: "replay: STEPWISE_FUZZ_SEED=\(seed) swift test --filter Reliability" + note)
  }
}
