// One device under fuzzing: performs gestures and checks, after each, what the app promised.

import Foundation
import StepwiseBasics

/// A fresh device running a ``FuzzSubject``: performs gestures one by one and checks after
/// each that the app did not crash, that its table agrees with its data source (the device
/// checks that itself), and, after every relaunch, that the data came back as the app's
/// ``Durability`` promises.
///
/// The random walk and the replays of the shrinker both go through a session, so a shrunk
/// script is checked exactly as the walk was.
@MainActor
final class FuzzSession {
  /// What one gesture led to.
  enum Outcome: Equatable {
    /// The gesture happened and every check passed.
    case done
    /// The app turned down a swipe or a move the screen seemed to offer: nothing happened.
    case refused(UnofferedGesture)
    /// Something is wrong.
    case failed(FuzzFailure.Kind)
  }

  let subject: FuzzSubject
  let device: Device
  /// The device's sandbox, deleted with the session.
  private let container: FuzzSandbox
  private(set) var statistics = FuzzStatistics()

  /// The data after the first launch: what every launch shows for an app that saves nothing.
  private let firstLaunchSnapshot: [String]
  /// The data at the last save the app is known to have made, if known.
  private var savedSnapshot: [String]?
  /// How the app last stopped and its data just before, until the relaunch checks it.
  private var pendingStop: (kind: StopKind, before: [String])?

  /// The drawn screen is checked every this many steps: drawing is the slowest check.
  let screenCheckInterval: Int

  /// Launches the subject's app on a new device with a fresh sandbox.
  init(subject: FuzzSubject, screenCheckInterval: Int = 4) throws {
    self.subject = subject
    self.screenCheckInterval = max(screenCheckInterval, 1)
    container = try FuzzSandbox()
    device = try Device(app: subject.app, sandbox: container.sandbox)
    firstLaunchSnapshot = subject.snapshot(device)
    statistics.walks = 1
  }

  /// Performs one gesture and runs the checks that follow it.
  func perform(_ gesture: Gesture) -> Outcome {
    let wasRunning = device.isRunning
    let wasInBackground = device.isInBackground
    let before = wasRunning && gesture.stopsTheApp ? subject.snapshot(device) : nil
    device.lastUnoffered = nil
    do {
      try gesture.perform(on: device)
    } catch let error as GestureError {
      return outcome(of: error)
    } catch {
      return .failed(.unexpected(String(describing: error)))
    }
    statistics.steps += 1
    statistics.gestureCounts[gesture.name, default: 0] += 1
    switch gesture {
    case .background:
      statistics.backgrounds += 1
      if subject.durability == .backgroundAndTerminate { savedSnapshot = subject.snapshot(device) }
    case .crash:
      statistics.simulatedCrashes += 1
      pendingStop = (wasInBackground ? .crashInBackground : .crashInForeground, before ?? [])
    case .terminate:
      statistics.terminations += 1
      pendingStop = (.terminate, before ?? [])
    case .relaunch:
      if wasRunning {
        statistics.terminations += 1
        pendingStop = (.terminate, before ?? [])
      }
      if let broken = checkRelaunch() { return .failed(broken) }
    default:
      break
    }
    if statistics.steps % screenCheckInterval == 0, let problem = screenProblem() {
      return .failed(.badScreen(problem))
    }
    if let field = device.focusedField, device.presentedAlert == nil,
      device.visibleFocusedField == nil, field.window != nil
    {
      statistics.inconsistencies += 1
      return .failed(.inconsistent("the keyboard types into a text field that is not on screen"))
    }
    return .done
  }

  private func outcome(of error: GestureError) -> Outcome {
    switch error.kind {
    case .crashed(let exception):
      statistics.appCrashes += 1
      return .failed(.crashed(exception.reason))
    case .inconsistent:
      statistics.inconsistencies += 1
      return .failed(.inconsistent(error.message))
    case .impossible where device.lastUnoffered != nil:
      return .refused(device.lastUnoffered ?? .swipe)
    case .impossible, .notRunning:
      statistics.driverMistakes += 1
      return .failed(.impossible(error.message))
    }
  }

  /// What is wrong with the drawn screen, if anything: it must stay a rectangle of
  /// ``TextScreen/width`` columns whatever text it shows.
  private func screenProblem() -> String? {
    let lines = device.screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let line = lines.first(where: { String($0).displayWidth != TextScreen.width }) else {
      return nil
    }
    return "the drawn screen is not \(TextScreen.width) columns wide: "
      + "\(String(line).debugDescription) takes \(String(line).displayWidth)"
  }

  /// Compares the data after a relaunch with what the app promised to bring back.
  private func checkRelaunch() -> FuzzFailure.Kind? {
    guard let stop = pendingStop else { return nil }
    pendingStop = nil
    statistics.relaunches += 1
    let after = subject.snapshot(device)
    let lost = Self.bytesMissing(from: after, comparedWith: stop.before)
    if lost > 0 {
      statistics.relaunchesWithLoss += 1
      statistics.bytesLost += lost
    }
    let expected: [String]? =
      switch subject.durability {
      case .everyChange: stop.before
      case .backgroundAndTerminate: stop.kind == .crashInForeground ? savedSnapshot : stop.before
      case .nothing: firstLaunchSnapshot
      }
    savedSnapshot = after
    guard let expected, expected != after else { return nil }
    statistics.brokenPromises += 1
    return .brokenPromise(stop: stop.kind, expected: expected, found: after)
  }

  /// The UTF-8 bytes of the lines of `before` that `after` does not have (as a multiset).
  static func bytesMissing(from after: [String], comparedWith before: [String]) -> Int {
    var remaining = Dictionary(after.map { ($0, 1) }, uniquingKeysWith: +)
    var missing = 0
    for line in before {
      if let count = remaining[line], count > 0 {
        remaining[line] = count - 1
      } else {
        missing += line.utf8.count
      }
    }
    return missing
  }
}
