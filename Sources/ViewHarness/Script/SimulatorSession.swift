// Runs script commands on a simulated device: what `play` and the interactive simulator share.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

/// A device session driven by script commands.
///
/// It owns at most one ``Device`` at a time. `launch <id>` opens that app in the sandbox
/// the session's ``openSandbox`` gives for it; `launch` alone starts the session's own app
/// again. A sandbox belongs to the first app launched in it (`AppSandbox.claim(for:)`):
/// another app is refused there, with a message naming both.
///
/// ```swift
/// let session = SimulatorSession(apps: [Checklists01.app]) { _ in sandbox }
/// try session.perform(.launch(appID: "checklists-01"))
/// try session.perform(.gesture(.tapRow(0)))
/// ```
@MainActor
public final class SimulatorSession {
  /// The apps `launch <id>` can start.
  public let apps: [AppDescriptor]

  /// The app `launch` with no id starts; when `replacesLaunchedApps`, also the app started
  /// by any `launch <id>` (as `play --app` does).
  public let app: AppDescriptor?

  /// Whether `launch <id>` starts ``app`` whatever the id says.
  public let replacesLaunchedApps: Bool

  /// Opens the container an app runs in.
  public let openSandbox: (AppDescriptor) throws -> AppSandbox

  /// The device of the app launched last, running or not.
  public private(set) var device: Device?

  /// For an app that is a process of its own (an app with `@main`): starts the process
  /// again instead of launching the app again inside this one, so that every object, every
  /// static and Foundation's own state begin anew, as on a phone. Called after a terminate
  /// (`relaunch` terminates a running app first) or after a crash; it never returns.
  public var relaunchProcess: (@MainActor () -> Never)?

  /// The device's preferred languages, on every device the session starts (see
  /// ``Device/preferredLanguages``); `language ja` changes them.
  public var preferredLanguages: [String] = [AppStrings.defaultLanguage]

  /// What the check after each gesture does with a cell that disagrees with its data
  /// source, on every device the session starts (see ``Device/cellCheck``).
  public var cellCheck: Device.CellCheck = .strict

  /// A session that can launch these apps, in the sandboxes `openSandbox` gives; `app` is
  /// what `launch` alone starts.
  public init(
    apps: [AppDescriptor], app: AppDescriptor? = nil, replacesLaunchedApps: Bool = false,
    openSandbox: @escaping (AppDescriptor) throws -> AppSandbox
  ) {
    self.apps = apps
    self.app = app
    self.replacesLaunchedApps = replacesLaunchedApps
    self.openSandbox = openSandbox
  }

  /// The app `launch <id>` would start, after any replacement by ``app``.
  public func appToLaunch(_ id: String?) throws(SessionFailure) -> AppDescriptor {
    if let app, replacesLaunchedApps || id == nil { return app }
    guard let id else {
      if let device { return device.app }
      throw .cannotRun(
        localized("no app to launch: say launch <app>, such as launch checklists-01"))
    }
    guard let app = apps.first(where: { $0.id == id }) else {
      let ids = apps.map(\.id)
      let hint =
        Spelling.suggestion(for: id, among: ids).map { localized("did you mean \($0)?") }
        ?? localized("apps: \(ids.isEmpty ? localized("none yet") : ids.joined(separator: ", "))")
      throw .cannotRun(localized("there is no app \"\(id)\" (\(hint))"))
    }
    return app
  }

  /// Runs one command; a gesture the user could not make, or an expectation that does not
  /// hold, throws.
  public func perform(_ command: ScriptCommand) throws(SessionFailure) {
    switch command {
    case .launch(let id):
      let app = try appToLaunch(id)
      if let relaunchProcess, let device, device.app.id == app.id, !device.isRunning {
        relaunchProcess()
      }
      try launch(app)
    case .gesture(.language(let language)):
      preferredLanguages = [language]
      guard let device, device.isRunning else { return }
      // An app that is a process of its own starts over, and its new process reads the
      // language the session hands it.
      if relaunchProcess != nil { return try perform(.gesture(.relaunch)) }
      try perform(.language(language), on: device)
    case .gesture(.relaunch) where device == nil:
      try launch(try appToLaunch(nil))
    case .gesture(.relaunch) where relaunchProcess != nil:
      if let device, device.isRunning {
        do {
          try device.terminate()
        } catch let error as GestureError {
          throw .gesture(error)
        } catch {
          throw .cannotRun(String(describing: error))
        }
      }
      relaunchProcess?()
    case .gesture(let gesture):
      guard let device else { throw .noApp }
      try perform(gesture, on: device)
    case .expect(let expectation):
      guard let device else { throw .noApp }
      if let failure = device.observation.failure(of: expectation) { throw failure }
    case .show, .help, .quit:
      break
    }
  }

  /// Terminates the app if it is still running, so its delegate is told (end of input,
  /// `quit`, or the end of a script).
  public func finish() {
    guard let device, device.isRunning else { return }
    try? device.terminate()
  }

  /// The lines the app printed, and UIKit's warnings, since this was last asked: what a
  /// developer's console would show after each command.
  public func newConsoleLines() -> [String] {
    guard let device else { return [] }
    if consoleDevice !== device { (consoleDevice, consoleLinesShown) = (device, 0) }
    let lines = Array(device.console.dropFirst(consoleLinesShown))
    consoleLinesShown = device.console.count
    return lines
  }

  private var consoleDevice: Device?
  private var consoleLinesShown = 0

  /// The harness's notes since this was last asked (see ``Device/notes``).
  public func newNotes() -> [String] {
    guard let device else { return [] }
    if notesDevice !== device { (notesDevice, notesShown) = (device, 0) }
    let lines = Array(device.notes.dropFirst(notesShown))
    notesShown = device.notes.count
    return lines
  }

  private var notesDevice: Device?
  private var notesShown = 0

  /// The screen as the user sees it now.
  public var screen: String {
    device?.screen ?? localized("(no app launched: say launch <app>)")
  }

  // MARK: - Running

  private func launch(_ app: AppDescriptor) throws(SessionFailure) {
    if let device, device.app.id == app.id {
      try launch(device)
      return
    }
    let sandbox: AppSandbox
    do {
      sandbox = try openSandbox(app)
    } catch {
      throw .cannotRun(
        localized("cannot open a sandbox for \(app.id): \(error.localizedDescription)"))
    }
    // A container of another app's is refused while the running app still runs: a launch
    // that cannot happen changes nothing.
    do {
      try sandbox.checkOwner(app.bundleIdentifier)
    } catch {
      throw .cannotRun(localized("cannot start \(app.id): \(error)"))
    }
    finish()
    let device: Device
    do {
      device = try Device(app: app, sandbox: sandbox, launch: false)
      // Under the device's lock: the container is this app's, or it is refused before the
      // app reads anything in it.
      try sandbox.claim(for: app.bundleIdentifier)
      device.cellCheck = cellCheck
    } catch {
      throw .cannotRun(localized("cannot start \(app.id): \(error)"))
    }
    self.device = device
    try launch(device)
  }

  private func perform(_ gesture: Gesture, on device: Device) throws(SessionFailure) {
    do {
      try device.perform(gesture)
    } catch let error as GestureError {
      throw .gesture(error)
    } catch {
      throw .cannotRun(String(describing: error))
    }
  }

  private func launch(_ device: Device) throws(SessionFailure) {
    device.preferredLanguages = preferredLanguages
    do {
      try device.launch()
    } catch let error as GestureError {
      throw .gesture(error)
    } catch {
      throw .cannotRun(String(describing: error))
    }
  }

}
