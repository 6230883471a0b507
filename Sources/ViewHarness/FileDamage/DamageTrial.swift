// One run of an app on a sandbox whose file was damaged after the app had saved it.

import Foundation
import HeadlessUIKitCore

/// An app that ran and saved, then had one of its files damaged, then launched again.
///
/// ```swift
/// let trial = try DamageTrial(
///   app: Checklists04.app, damage: .truncated, file: { $0.documentsDirectory
///     .appendingPathComponent("Checklists.plist") }
/// ) { device in
///   try device.tap("+"); try device.type("Milk"); try device.tap("Done")
/// }
/// trial.toldAtLaunch  // whether an alert was up when the app came back
/// trial.keptAside     // whether the damaged bytes are still somewhere in the sandbox
/// ```
///
/// The trial's sandbox is deleted when the trial goes away.
@MainActor
public struct DamageTrial {
  /// The damage done.
  public let damage: FileDamageCase
  /// The app's container.
  public let sandbox: AppSandbox
  /// The damaged file.
  public let file: URL
  /// The bytes a copy of the damaged file kept aside would hold.
  public let damagedBytes: Data
  /// The device, launched again on the damaged sandbox.
  public let device: Device
  /// Whether an alert was up right after the launch on the damaged file.
  public let toldAtLaunch: Bool
  /// Deletes the sandbox when the last copy of the trial goes away.
  private let container: FuzzSandbox

  /// Runs the app on a fresh sandbox, lets `prepare` make it save, terminates it, damages
  /// `file`, and launches the app again.
  public init(
    app: AppDescriptor,
    damage: FileDamageCase,
    file: (AppSandbox) -> URL,
    prepare: (Device) throws -> Void
  ) throws {
    container = try FuzzSandbox()
    let sandbox = container.sandbox
    self.sandbox = sandbox
    self.damage = damage
    self.file = file(sandbox)
    let first = try Device(app: app, sandbox: sandbox)
    try prepare(first)
    if first.isRunning { try first.terminate() }
    let good = FileManager.default.contents(atPath: self.file.path) ?? Data()
    damagedBytes = try damage.apply(to: self.file, good: good)
    device = try Device(app: app, sandbox: sandbox)
    toldAtLaunch = device.alert != nil
  }

  /// Whether the damaged bytes are still somewhere in the sandbox, under any name.
  public var keptAside: Bool {
    sandbox.keeps(damagedBytes)
  }
}
