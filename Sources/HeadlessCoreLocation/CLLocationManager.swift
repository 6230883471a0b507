// The app's link to location services: permission and the device's position.

import Foundation

/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
  /// The user has not been asked yet.
  case notDetermined = 0
  /// Location services are restricted on this device (parental controls).
  case restricted = 1
  /// The user denied access, or location services are off.
  case denied = 2
  /// Allowed at any time, also in the background.
  case authorizedAlways = 3
  /// Allowed while the app is in use.
  case authorizedWhenInUse = 4
}

/// Told about permission and about the positions a location manager finds. Every method has
/// a default that does nothing.
public protocol CLLocationManagerDelegate: AnyObject {
  /// Told that the app's permission changed, and once after the manager is made.
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  /// Told about new positions, the latest last.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// Told that the manager could not find the position.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  /// Told that the app's permission changed, and once after the manager is made (the form
  /// before iOS 14).
  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  /// By default nothing happens.
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  /// By default nothing happens.
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  /// By default nothing happens.
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  /// By default nothing happens.
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
}

/// Asks the user's permission to use the device's position and reports the position.
///
/// The simulated device has no position, as a Simulator whose location is set to None:
/// when asked, the simulated user allows the app while in use, and every position request
/// then fails with `CLError(.locationUnknown)`. The delegate hears of both on the main queue,
/// and of the permission once after the manager is made, as on iOS.
open class CLLocationManager: NSObject {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var status = CLAuthorizationStatus.notDetermined

  /// Told about permission and positions. The manager does not keep it alive.
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// The accuracy the app wants.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// How far the device moves before a new position is reported.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone

  /// A manager with no delegate. As on iOS, the delegate set next is told the app's
  /// permission once, on the main queue, after the code that made the manager has run.
  public override init() {
    super.init()
    tellDelegateAboutAuthorization()
  }

  /// The app's permission.
  open var authorizationStatus: CLAuthorizationStatus { Self.authorizationStatus() }

  /// The app's permission (the form before iOS 14).
  open class func authorizationStatus() -> CLAuthorizationStatus {
    lock.withLock { status }
  }

  /// Whether location services are on for the device: they are.
  open class func locationServicesEnabled() -> Bool { true }

  /// The last position found: none, since the device has no position.
  open var location: CLLocation? { nil }

  /// Asks the user to allow the app while in use; the simulated user allows it. Asks only
  /// once: later calls change nothing.
  open func requestWhenInUseAuthorization() {
    requestAuthorization()
  }

  /// Asks the user to allow the app at any time; the simulated user allows it while in use,
  /// as iOS first offers.
  open func requestAlwaysAuthorization() {
    requestAuthorization()
  }

  /// Starts reporting positions: the delegate is told the position is unknown.
  open func startUpdatingLocation() {
    failToLocate()
  }

  /// Stops reporting positions.
  open func stopUpdatingLocation() {}

  /// Asks for the position once: the delegate is told it is unknown.
  open func requestLocation() {
    failToLocate()
  }

  private func requestAuthorization() {
    let changed = Self.lock.withLock {
      guard Self.status == .notDetermined else { return false }
      Self.status = .authorizedWhenInUse
      return true
    }
    guard changed else { return }
    tellDelegateAboutAuthorization()
  }

  /// Tells the delegate the app's permission, later, on the main queue.
  private func tellDelegateAboutAuthorization() {
    let manager = Unchecked(value: self)
    DispatchQueue.main.async {
      let manager = manager.value
      let status = manager.authorizationStatus
      manager.delegate?.locationManagerDidChangeAuthorization(manager)
      manager.delegate?.locationManager(manager, didChangeAuthorization: status)
    }
  }

  private func failToLocate() {
    let manager = Unchecked(value: self)
    DispatchQueue.main.async {
      let manager = manager.value
      manager.delegate?.locationManager(manager, didFailWithError: CLError(.locationUnknown))
    }
  }

  /// Forgets the user's answer, as deleting the app does; for tests.
  package static func resetAuthorization() {
    lock.withLock { status = .notDetermined }
  }
}

/// A value handed to the main queue, used there only.
private struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
}
