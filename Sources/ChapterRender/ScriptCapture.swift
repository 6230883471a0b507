// Plays a walkthrough script without printing anything and keeps the screen at each `show`.

import AppProgram
import CommandLineKit
import Foundation
import HeadlessUIKitCore
import ViewHarness

/// The screens a walkthrough script shows, captured by playing it on a fresh sandbox.
package struct ScriptCapture {
  /// The screen at one `show`.
  package struct Shown: Equatable, Sendable {
    /// The line of the `show`, from 1.
    package var line: Int
    /// The screen as the harness draws it in text.
    package var text: String
    /// The screen as structured state, for the picture.
    package var snapshot: ScreenSnapshot
  }

  /// The screens, one per `show`, in order.
  package var shown: [Shown]

  /// The moment the simulated UIKit takes for "now" while a script is captured: 1 January
  /// 2026, 09:00 UTC. A date picker the script has not turned shows it, so its screen is
  /// the same at every render.
  package static let fixedNow = Date(timeIntervalSince1970: 1_767_258_000)

  /// The time zone every render runs in, so that pictures are the same on every machine.
  package static let fixedTimeZone = TimeZone(secondsFromGMT: 0) ?? TimeZone.current

  /// Plays a script on the catalog's apps, in a new temporary sandbox deleted afterwards,
  /// with the clock fixed at ``fixedNow``.
  ///
  /// A line that fails (a gesture the user could not make, an expectation that does not
  /// hold) throws a problem naming the script's line.
  @MainActor package static func play(_ script: Script, file: String, catalog: AppCatalog)
    throws(RenderProblem) -> ScriptCapture
  {
    let fixedClock = UIKitRuntime.Hooks(now: { fixedNow }, timeZone: fixedTimeZone)
    return try UIKitRuntime.withHooks(fixedClock) { () throws(RenderProblem) in
      try capture(script, file: file, catalog: catalog)
    }
  }

  @MainActor private static func capture(_ script: Script, file: String, catalog: AppCatalog)
    throws(RenderProblem) -> ScriptCapture
  {
    let folder = AppSandbox.throwawayFolder
      .appendingPathComponent("stepwise-render-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = SimulatorSession(apps: catalog.apps) { app in
      try AppSandbox(root: folder.appendingPathComponent(app.id, isDirectory: true))
    }
    defer { session.finish() }
    var shown: [Shown] = []
    for line in script.lines {
      if line.command == .show {
        guard let device = session.device else {
          throw RenderProblem(
            place: .init(file: file, line: line.number), message: "show before launch")
        }
        shown.append(
          Shown(line: line.number, text: device.screen, snapshot: device.snapshot))
        continue
      }
      do {
        try session.perform(line.command)
      } catch {
        throw RenderProblem(
          place: .init(file: file, line: line.number), message: "\(line.command): \(error.message)")
      }
    }
    return ScriptCapture(shown: shown)
  }
}
