// A location manager on a device that has no position.

import Foundation
import HeadlessCoreLocation
import Testing

@Suite(.serialized) @MainActor struct LocationManagerTests {
  @Test func askingPermissionAllowsTheAppWhileInUseAndTellsTheDelegateLater() async {
    CLLocationManager.resetAuthorization()
    let manager = CLLocationManager()
    let delegate = Delegate()
    manager.delegate = delegate
    #expect(manager.authorizationStatus == .notDetermined)
    await withCheckedContinuation { continuation in
      delegate.changed = { continuation.resume() }
      manager.requestWhenInUseAuthorization()
      #expect(delegate.statuses.isEmpty)
    }
    #expect(manager.authorizationStatus == .authorizedWhenInUse)
    #expect(CLLocationManager.authorizationStatus() == .authorizedWhenInUse)
    #expect(delegate.statuses == [.authorizedWhenInUse])
  }

  @Test func askingForThePositionFailsAsTheDeviceHasNone() async {
    let manager = CLLocationManager()
    let delegate = Delegate()
    manager.delegate = delegate
    let error = await withCheckedContinuation { continuation in
      delegate.failed = { continuation.resume(returning: $0) }
      manager.requestLocation()
    }
    #expect((error as? CLError)?.code == .locationUnknown)
    #expect(manager.location == nil)
  }

  @Test func theManagerDoesNotKeepItsDelegateAlive() {
    let manager = CLLocationManager()
    var delegate: Delegate? = Delegate()
    manager.delegate = delegate
    #expect(manager.delegate != nil)
    delegate = nil
    #expect(manager.delegate == nil)
  }
}

private final class Delegate: CLLocationManagerDelegate {
  var statuses: [CLAuthorizationStatus] = []
  var changed: (() -> Void)?
  var failed: ((any Error) -> Void)?

  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {
    statuses.append(status)
    changed?()
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    failed?(error)
  }
}
