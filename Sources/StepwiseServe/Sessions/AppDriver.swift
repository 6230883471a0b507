// What a tab drives: the simulator in this process, or an app's own program.

import Foundation
import HeadlessUIKitCore
import ViewHarness

/// What one command did, as the page shows it.
struct DriverResult {
  /// The harness's message when the command could not be made.
  var refusal: String?
  /// Whether the command crashed the app.
  var crashed = false
  /// The command's transcript lines, with the model, the cells and the files watched.
  var transcript: [String] = []
  /// Who made each line's call (``TraceOrigin``), in order; nil for the device's own lines.
  var origins: [TraceOrigin?] = []
  /// What kind of the device's own lines each line is (``TranscriptTag``), in order; nil for
  /// UIKit's calls and the harness's remarks.
  var tags: [TranscriptTag?] = []
}

/// What the page draws of a tab's app.
struct DriverView {
  /// The running app's id, if one was launched.
  var appID: String?
  /// Its name.
  var appTitle: String?
  /// Whether it runs.
  var isRunning = false
  /// The phone, as SVG.
  var phone: String
  /// Its container, if an app was launched.
  var sandbox: URL?
  /// The title on screen.
  var title: String?
  /// The rows on screen.
  var rows: [String] = []
  /// Whether an alert is shown.
  var alertShown = false
  /// The device's language.
  var language = AppStrings.defaultLanguage
  /// The languages the app has string tables in.
  var languages: [String] = []
}

/// Runs a tab's commands on an app and draws it.
@MainActor
protocol AppDriver: AnyObject {
  /// Runs a gesture or `launch`.
  func perform(_ command: ScriptCommand) -> DriverResult
  /// The app as it is now.
  var view: DriverView { get }
  /// Terminates the app if it runs, so its delegate can save.
  func finish()
}

/// The course's apps, in this process: a ``SimulatorSession``.
@MainActor
final class SimulatorDriver: AppDriver {
  /// The simulator.
  let simulator: SimulatorSession

  init(_ simulator: SimulatorSession) {
    self.simulator = simulator
  }

  func perform(_ command: ScriptCommand) -> DriverResult {
    var result = DriverResult()
    let device = simulator.device
    device?.watchesModelAndStorage = true
    let mark = device?.transcript.appendedCount ?? 0
    do {
      try simulator.perform(command)
    } catch {
      if case .gesture(let gestureError) = error, case .crashed = gestureError.kind {
        result.crashed = true
      }
      result.refusal = error.message
    }
    if let current = simulator.device {
      current.watchesModelAndStorage = true
      let since = current === device ? mark : 0
      result.transcript = current.transcript.lines(since: since)
      result.origins = current.transcript.origins(since: since)
      result.tags = current.transcript.tags(since: since)
    }
    return result
  }

  var view: DriverView {
    let device = simulator.device
    let snapshot = device?.snapshot ?? .stopped("no app launched: pick one above")
    let caption = device.map { "\($0.app.title): \($0.title ?? "")" } ?? "no app"
    let isRunning = device?.isRunning ?? false
    return DriverView(
      appID: device?.app.id, appTitle: device?.app.title, isRunning: isRunning,
      phone: PhonePicture(snapshot: snapshot, caption: caption, marksTouches: true).svg(),
      sandbox: device?.sandbox.root, title: device?.title,
      rows: isRunning ? device?.rowTexts ?? [] : [],
      alertShown: device?.presentedAlert != nil,
      language: simulator.preferredLanguages.first ?? AppStrings.defaultLanguage,
      // The course's apps keep no string tables: their words are the book's.
      languages: [])
  }

  func finish() {
    simulator.finish()
  }
}
