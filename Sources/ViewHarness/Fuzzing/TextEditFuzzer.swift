// The Unicode edit fuzzer: random keystrokes, pastes, backspaces and raw ranges on one field.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

/// Edits one text field at random, from a seed: keystrokes, pastes, backspaces, the clear
/// button and raw UTF-16 ranges (``UnicodeRanges``: ranges that split a surrogate pair, a
/// combining sequence or an emoji, and ranges past the end) over ``TrickyText/edits``.
///
/// Each walk launches the app on a fresh sandbox, makes the gestures that ``reach`` the field,
/// then edits. After every edit the app must not have crashed, the field must still have the
/// keyboard, and the test's ``check`` must pass (for example "Done is enabled exactly when
/// the field is not empty"); after the last edit, ``finish`` confirms the text (taps Done)
/// and checks where it went. A failure is shrunk and printed like the gesture fuzzer's.
///
/// ```swift
/// var fuzzer = TextEditFuzzer(app: Checklists02.app, reach: [.tap("+")])
/// fuzzer.check = TextEditFuzzer.button("Done", isEnabledWhen: { !$0.isEmpty })
/// let report = fuzzer.run(.edits)
/// ```
@MainActor
public struct TextEditFuzzer {
  /// The app.
  public var app: AppDescriptor
  /// The gestures from launch to the focused field.
  public var reach: [Gesture]
  /// What edits type, paste and put in ranges.
  public var texts: [String] = TrickyText.edits
  /// Whether the field must never hold a broken character (U+FFFD) the user did not type:
  /// true for a field whose delegate refuses a range that splits a character.
  public var keepsCharactersWhole = true
  /// Checked after every edit: nil when right, else what is wrong.
  public var check: @MainActor (Device) -> String? = { _ in nil }
  /// Run after the last edit: confirms the text and checks where it went.
  public var finish: @MainActor (Device) throws -> String? = { _ in nil }

  /// A fuzzer for the field the gestures `reach` lead to.
  public init(app: AppDescriptor, reach: [Gesture]) {
    self.app = app
    self.reach = reach
  }

  /// Runs the walks of a budget (`steps` edits in walks of `walkLength`), stopping at the
  /// first failure.
  public func run(_ budget: FuzzBudget) -> FuzzReport {
    var report = FuzzReport()
    for (index, seed) in budget.seeds(for: "\(app.id) \(reach)").enumerated() {
      var random = SplitMix64(seed: seed)
      var edits: [Gesture] = []
      let outcome = replay(length: budget.length(ofWalk: index)) { text, clearVisible in
        let edit = Self.edit(of: text, clearVisible: clearVisible, texts: texts, using: &random)
        edits.append(edit)
        return edit
      }
      report.statistics.walks += 1
      report.statistics.edits += outcome.edits
      switch outcome.failure {
      case .crashed: report.statistics.appCrashes += 1
      case .inconsistent: report.statistics.inconsistencies += 1
      case .impossible: report.statistics.driverMistakes += 1
      default: break
      }
      if let failure = outcome.failure {
        report.failure = self.failure(failure, seed: seed, edits, screen: outcome.screen)
        break
      }
    }
    return report
  }

  /// What one replay led to.
  private struct Outcome {
    var edits = 0
    var failure: FuzzFailure.Kind?
    var screen = ""
  }

  /// Launches the app, reaches the field and makes `length` edits chosen by `next`.
  private func replay(
    length: Int, next: (_ text: String, _ clearVisible: Bool) -> Gesture
  ) -> Outcome {
    var outcome = Outcome()
    let device: Device
    let container: FuzzSandbox
    do {
      container = try FuzzSandbox()
      device = try Device(app: app, sandbox: container.sandbox)
      for gesture in reach { try gesture.perform(on: device) }
    } catch {
      outcome.failure = .unexpected("could not reach the field: \(error)")
      return outcome
    }
    for _ in 0..<length {
      guard let field = device.visibleFocusedField else {
        outcome.failure = .check("the field lost the keyboard")
        break
      }
      let edit = next(field.text ?? "", field.isClearButtonVisible)
      do {
        try edit.perform(on: device)
      } catch let error as GestureError {
        switch error.kind {
        case .crashed(let exception): outcome.failure = .crashed(exception.reason)
        case .inconsistent: outcome.failure = .inconsistent(error.message)
        case .impossible, .notRunning: outcome.failure = .impossible(error.message)
        }
        break
      } catch {
        outcome.failure = .unexpected("\(error)")
        break
      }
      outcome.edits += 1
      if let problem = problem(on: device) {
        outcome.failure = .check(problem)
        break
      }
    }
    if outcome.failure == nil {
      do {
        if let problem = try finish(device) { outcome.failure = .check(problem) }
      } catch {
        outcome.failure = .check("confirming the text failed: \(error)")
      }
    }
    outcome.screen = device.screen
    withExtendedLifetime(container) {}
    return outcome
  }

  /// What is wrong after an edit, if anything.
  private func problem(on device: Device) -> String? {
    let text = device.visibleFocusedField?.text ?? ""
    if keepsCharactersWhole, text.contains("\u{FFFD}") {
      return "the field's text holds a broken character (U+FFFD): \(text.debugDescription)"
    }
    return check(device)
  }

  /// A failure with its edits shrunk (the gestures that reach the field stay).
  private func failure(
    _ kind: FuzzFailure.Kind, seed: UInt64, _ edits: [Gesture], screen: String
  ) -> FuzzFailure {
    func fails(_ candidate: [Gesture]) -> Bool {
      var remaining = candidate[...]
      let outcome = replay(length: candidate.count) { _, _ in
        remaining.popFirst() ?? .backspace(0)
      }
      return outcome.failure?.isSameKind(as: kind) == true
    }
    let shrunk = fails(edits) ? GestureShrinker.shrink(edits, fails: fails) : edits
    return FuzzFailure(
      appID: app.id, kind: kind, seed: seed, gestures: reach + edits, shrunk: reach + shrunk,
      screen: screen,
      replayHint: "replay: STEPWISE_FUZZ_SEED=\(seed) swift test --filter Reliability")
  }

  /// One random edit of a field showing `text`.
  static func edit(
    of text: String, clearVisible: Bool, texts: [String], using random: inout SplitMix64
  ) -> Gesture {
    let units = text.utf16.count
    // A field that grew long is cut back, so that one keystroke stays cheap.
    if units > 2_000 {
      return clearVisible && random.oneIn(2)
        ? .clear : .replace(location: 0, length: units, with: "")
    }
    let insert = random.pick(texts)
    let typed = insert.count > 40 ? String(insert.prefix(random.next(in: 1...8))) : insert
    var choices: [(Gesture, weight: Int)] = [
      (.type(typed), 30),
      (.paste(insert), 15),
      (.replace(UnicodeRanges.random(in: text, using: &random), random.oneIn(3) ? "" : insert), 35),
    ]
    if !text.isEmpty {
      choices.append((.backspace(random.next(in: 1...min(text.count, 4))), 20))
    }
    if clearVisible {
      choices.append((.clear, 3))
    }
    return random.pick(weighted: choices)
  }
}

extension TextEditFuzzer {
  /// A check that a button (bar button, button or alert action) is enabled exactly when the
  /// focused field's text passes `rule`: "the Done state is always right".
  public static func button(
    _ title: String, isEnabledWhen rule: @escaping (String) -> Bool
  ) -> @MainActor (Device) -> String? {
    { device in
      let text = device.visibleFocusedField?.text ?? ""
      let wanted = rule(text)
      guard let enabled = device.isEnabled(title) else { return "there is no \"\(title)\"" }
      guard enabled != wanted else { return nil }
      return "\"\(title)\" is \(enabled ? "enabled" : "disabled") while the field holds "
        + text.debugDescription
    }
  }
}

extension TextEditFuzzer {
  /// A finish that taps `done` if it is enabled, else `cancel`, then checks where the text
  /// went: `check` gets the text the field held, or nil when the edit was cancelled.
  public static func confirm(
    tapping done: String, orElse cancel: String,
    then check: @escaping @MainActor (Device, String?) throws -> String?
  ) -> @MainActor (Device) throws -> String? {
    { device in
      let text = device.visibleFocusedField?.text ?? ""
      let confirms = device.isEnabled(done) == true
      try device.tap(confirms ? done : cancel)
      return try check(device, confirms ? text : nil)
    }
  }
}

extension Gesture {
  /// A raw edit of a range.
  static func replace(_ range: NSRange, _ text: String) -> Gesture {
    .replace(location: range.location, length: range.length, with: text)
  }
}
