// A location manager on a device that has no position.

import Foundation
import HeadlessCoreLocation
import Testing

@Suite(.serialized, .timeLimit(.minutes(10))) @MainActor struct LocationManagerTests {
  @Test func askingPermissionAllowsTheAppWhileInUseAndTellsTheDelegateLater() async {
    CLLocationManager.resetAuthorization()
    let manager = CLLocationManager()
    let delegate = Delegate()
    manager.delegate = delegate
    #expect(manager.authorizationStatus == .notDetermined)
    await withCheckedContinuation { continuation in
      delegate.changed = { _ in if delegate.statuses.count == 2 { continuation.resume() } }
      manager.requestWhenInUseAuthorization()
      #expect(delegate.statuses.isEmpty)
    }
    #expect(manager.authorizationStatus == .authorizedWhenInUse)
    #expect(CLLocationManager.authorizationStatus() == .authorizedWhenInUse)
    // Told once after the manager was made (the permission known by then), then of the
    // answer.
    #expect(delegate.statuses == [.authorizedWhenInUse, .authorizedWhenInUse])
    #expect(delegate.changes == 2)
  }

  @Test func aNewManagersDelegateIsToldThePermissionOnceLater() async {
    CLLocationManager.resetAuthorization()
    let manager = CLLocationManager()
    let delegate = Delegate()
    manager.delegate = delegate
    #expect(delegate.statuses.isEmpty)
    await withCheckedContinuation { continuation in
      delegate.changed = { _ in continuation.resume() }
    }
    #expect(delegate.statuses == [.notDetermined])
    #expect(delegate.changes == 1)
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
  var changes = 0
  var changed: ((CLAuthorizationStatus) -> Void)?
  var failed: ((any Error) -> Void)?

  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {
    statuses.append(status)
    changed?(status)
  }

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    changes += 1
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    failed?(error)
  }
}
