// Runs script commands on a simulated device: what `play` and the interactive simulator share.

import Foundation
import HeadlessUIKit
import ViewHarness

/// A device session driven by script commands.
///
/// It owns at most one ``Device`` at a time. `launch <id>` opens that app in the sandbox
/// the session's ``openSandbox`` gives for it; `launch` alone starts the session's own app
/// again.
///
/// ```swift
/// let session = SimulatorSession(catalog: .standard, app: entry.app) { _ in sandbox }
/// try session.perform(.launch(appID: nil))
/// try session.perform(.tapRow(.index(0)))
/// ```
@MainActor
final class SimulatorSession {
  /// The apps `launch <id>` can start.
  let catalog: AppCatalog

  /// The app `launch` with no id starts; when `replacesLaunchedApps`, also the app started
  /// by any `launch <id>` (as `play --app` does).
  let app: AppDescriptor?

  /// Whether `launch <id>` starts ``app`` whatever the id says.
  let replacesLaunchedApps: Bool

  /// Opens the container an app runs in.
  let openSandbox: (AppDescriptor) throws -> AppSandbox

  /// The device of the app launched last, running or not.
  private(set) var device: Device?

  init(
    catalog: AppCatalog, app: AppDescriptor? = nil, replacesLaunchedApps: Bool = false,
    openSandbox: @escaping (AppDescriptor) throws -> AppSandbox
  ) {
    self.catalog = catalog
    self.app = app
    self.replacesLaunchedApps = replacesLaunchedApps
    self.openSandbox = openSandbox
  }

  /// The app `launch <id>` would start, after any replacement by ``app``.
  func appToLaunch(_ id: String?) throws(SessionFailure) -> AppDescriptor {
    if let app, replacesLaunchedApps || id == nil { return app }
    guard let id else {
      if let device { return device.app }
      throw .cannotRun("no app to launch: say launch <app>, such as launch checklists-01")
    }
    guard let entry = catalog.entry(id: id) else {
      let known = catalog.ids.isEmpty ? "none yet" : catalog.ids.joined(separator: ", ")
      throw .cannotRun("there is no app \"\(id)\" (apps: \(known))")
    }
    return entry.app
  }

  /// Runs one command; a gesture the user could not make, or an expectation that does not
  /// hold, throws.
  func perform(_ command: ScriptCommand) throws(SessionFailure) {
    switch command {
    case .launch(let id):
      try launch(try appToLaunch(id))
    case .relaunch:
      guard let device else {
        try launch(try appToLaunch(nil))
        return
      }
      try gesture { try device.relaunch() }
    case .background: try gesture { try runningDevice().background() }
    case .foreground: try gesture { try runningDevice().foreground() }
    case .terminate: try gesture { try runningDevice().terminate() }
    case .crash: try gesture { try runningDevice().crash() }
    case .tap(let title): try gesture { try runningDevice().tap(title) }
    case .back: try gesture { try runningDevice().goBack() }
    case .tapRow(.index(let row)): try gesture { try runningDevice().tapRow(row) }
    case .tapRow(.text(let text)): try gesture { try runningDevice().tapRow(text) }
    case .tapAccessory(.index(let row)): try gesture { try runningDevice().tapAccessory(row: row) }
    case .tapAccessory(.text(let text)):
      try gesture { try runningDevice().tapAccessory(row: text) }
    case .deleteRow(.index(let row)): try gesture { try runningDevice().deleteRow(row) }
    case .deleteRow(.text(let text)): try gesture { try runningDevice().deleteRow(text) }
    case .type(let text): try gesture { try runningDevice().type(text) }
    case .backspace(let count): try gesture { try runningDevice().backspace(count) }
    case .clear: try gesture { try runningDevice().clear() }
    case .pressReturn: try gesture { try runningDevice().pressReturn() }
    case .pickDate(let date):
      try gesture {
        let device = try runningDevice()
        try device.pickDate(Self.date(date, on: device))
      }
    case .expect(let expectation):
      let device = try runningDeviceForCheck()
      if let actual = expectation.mismatch(on: device) {
        throw .expectation(expected: expectation.expectedDescription, actual: actual)
      }
    case .show, .help, .quit:
      break
    }
  }

  /// Terminates the app if it is still running, so its delegate is told (end of input,
  /// `quit`, or the end of a script).
  func finish() {
    guard let device, device.isRunning else { return }
    try? device.terminate()
  }

  /// The screen as the user sees it now.
  var screen: String {
    device?.screen ?? "(no app launched: say launch <app>)"
  }

  // MARK: - Running

  private func launch(_ app: AppDescriptor) throws(SessionFailure) {
    if let device, device.app.id == app.id {
      try gesture { try device.launch() }
      return
    }
    finish()
    let sandbox: AppSandbox
    do {
      sandbox = try openSandbox(app)
    } catch {
      throw .cannotRun("cannot open a sandbox for \(app.id): \(error.localizedDescription)")
    }
    let device: Device
    do {
      device = try Device(app: app, sandbox: sandbox, launch: false)
    } catch {
      throw .cannotRun("cannot start \(app.id): \(error)")
    }
    self.device = device
    try gesture { try device.launch() }
  }

  private func runningDevice() throws -> Device {
    guard let device else { throw SessionFailure.noApp }
    return device
  }

  private func runningDeviceForCheck() throws(SessionFailure) -> Device {
    guard let device else { throw .noApp }
    guard device.isRunning else {
      let reason = device.lastException.map { " (it crashed: \($0.reason))" } ?? ""
      throw .cannotRun("\(device.app.id) is not running\(reason)")
    }
    return device
  }

  private func gesture(_ body: () throws -> Void) throws(SessionFailure) {
    do {
      try body()
    } catch let error as GestureError {
      throw .gesture(error)
    } catch let error as SessionFailure {
      throw error
    } catch {
      throw .cannotRun(String(describing: error))
    }
  }

  /// The moment a script's date names, in the time zone of the picker on screen.
  static func date(_ date: ScriptDate, on device: Device) -> Date {
    let picker = device.visibleController?.viewIfLoaded?.allViews
      .lazy.compactMap { $0 as? UIDatePicker }.first
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = picker?.timeZone ?? UIKitRuntime.timeZone
    let components = DateComponents(
      year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }
}
