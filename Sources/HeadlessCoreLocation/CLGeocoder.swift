// Turns addresses into places and places into addresses: offline here, as on a device
// without a network.

import Foundation

/// What a geocoder calls when a request ends: the placemarks found, or an error.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Looks up the places an address names (forward geocoding) and the address of a location
/// (reverse geocoding).
///
/// ```swift
/// geocoder.geocodeAddressString("1 Infinite Loop, Cupertino") { placemarks, error in
///   let coordinate = placemarks?.first?.location?.coordinate
/// }
/// ```
///
/// Apple's geocoder asks a server. The simulated device has no network, so every request
/// ends as it does on an iPhone offline: the completion handler gets no placemarks and
/// `CLError(.network)`, later, on the main queue, as Core Location calls it. A request
/// canceled with ``cancelGeocode()`` before then ends with `CLError(.geocodeCanceled)`.
///
/// Tests replace the server by subclassing and overriding the method the app calls, as they
/// do on iOS:
///
/// ```swift
/// class MockGeocoder: CLGeocoder {
///   var completionHandler: CLGeocodeCompletionHandler?
///   override func geocodeAddressString(
///     _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
///   ) {
///     self.completionHandler = completionHandler
///   }
/// }
/// ```
open class CLGeocoder: NSObject {
  private let lock = NSLock()
  /// The requests not ended yet, by number, and whether each was canceled.
  private var requests: [Int: Bool] = [:]
  private var nextRequest = 0

  /// A geocoder with no request under way.
  public override init() {
    super.init()
  }

  /// Whether a request is under way: from the call until its completion handler runs.
  open var isGeocoding: Bool { lock.withLock { !requests.isEmpty } }

  /// Looks up the places an address names.
  open func geocodeAddressString(
    _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    start(completionHandler)
  }

  /// Looks up the places an address names, those in a region first.
  open func geocodeAddressString(
    _ addressString: String, in region: CLRegion?,
    completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    start(completionHandler)
  }

  /// Looks up the address of a location.
  open func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    start(completionHandler)
  }

  /// Looks up the places an address names, and returns them or throws the request's error.
  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
    try await withCheckedThrowingContinuation { continuation in
      start { placemarks, error in
        if let error {
          continuation.resume(throwing: error)
        } else {
          continuation.resume(returning: placemarks ?? [])
        }
      }
    }
  }

  /// Looks up the address of a location, and returns its placemarks or throws the
  /// request's error.
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    try await withCheckedThrowingContinuation { continuation in
      start { placemarks, error in
        if let error {
          continuation.resume(throwing: error)
        } else {
          continuation.resume(returning: placemarks ?? [])
        }
      }
    }
  }

  /// Cancels the requests under way: their completion handlers get
  /// `CLError(.geocodeCanceled)`.
  open func cancelGeocode() {
    lock.withLock {
      for number in requests.keys { requests[number] = true }
    }
  }

  /// Starts a request that ends on the main queue, with the network's error or, when
  /// canceled by then, the cancellation's.
  private func start(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
    let number = lock.withLock {
      defer { nextRequest += 1 }
      requests[nextRequest] = false
      return nextRequest
    }
    let ending = Ending(geocoder: self, number: number, completionHandler: completionHandler)
    DispatchQueue.main.async { ending.run() }
  }

  /// Ends a request: forgets it and says whether it was canceled.
  fileprivate func end(_ number: Int) -> Bool {
    lock.withLock { requests.removeValue(forKey: number) ?? false }
  }
}

/// A request's end, handed to the main queue: the geocoder and the handler are used there
/// only, as Core Location uses them.
private struct Ending: @unchecked Sendable {
  let geocoder: CLGeocoder
  let number: Int
  let completionHandler: CLGeocodeCompletionHandler

  func run() {
    let canceled = geocoder.end(number)
    completionHandler(nil, CLError(canceled ? .geocodeCanceled : .network))
  }
}
