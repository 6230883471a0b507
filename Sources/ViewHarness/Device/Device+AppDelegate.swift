// A device for an app launched through its `@main` app delegate, as a learner's tests make one.

import HeadlessUIKitCore

extension Device {
  /// Launches the app whose app delegate is `delegate` (the type marked `@main`), as its
  /// Info.plist declaration (`infoPlist`) describes it, into a new sandbox.
  ///
  /// ```swift
  /// let device = try Device(app: AppDelegate.self)
  /// try device.tapRow("Walk the dog")
  /// #expect(device.rows[0].isChecked)
  /// ```
  public convenience init<Delegate: UIApplicationDelegate>(
    app delegate: Delegate.Type, sandbox: AppSandbox? = nil, launch: Bool = true
  ) throws {
    guard let infoPlist = delegate.infoPlist else {
      throw MissingInfoPlist(delegate: "\(delegate)")
    }
    try self.init(
      app: AppDescriptor(id: infoPlist.displayName, infoPlist: infoPlist), sandbox: sandbox,
      launch: launch)
  }

  /// Lets go of this device's app once it has ended (terminated or crashed), so that what
  /// only the app held is freed and its `deinit` runs, which iOS never does: for a test that
  /// shows what an app holds weakly. Hold one object, end the app, release it, and expect a
  /// `weak` reference to another object to be nil.
  public func releaseEndedApp() {
    UIApplication.releaseEndedApps(in: sandbox)
  }

  /// An app delegate that declares no `infoPlist`, so the device cannot tell how to launch it.
  public struct MissingInfoPlist: Error, CustomStringConvertible {
    /// The app delegate's type.
    public let delegate: String

    /// What to declare, in words.
    public var description: String {
      "\(delegate) declares no infoPlist, so the device cannot tell how to launch the app: "
        + "declare `static let infoPlist: InfoPlist?` in an extension of \(delegate), as a new "
        + "tutorial package's Info.swift does"
    }
  }
}
