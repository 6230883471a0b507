// A geocoder on a device with no network, a mocked one as tests make it, and placemarks.

import Foundation
import HeadlessCoreLocation
import Testing

@Suite(.timeLimit(.minutes(10))) @MainActor struct GeocoderTests {
  /// A mark only the main queue carries.
  private static let mainQueueKey = DispatchSpecificKey<Bool>()

  /// The geocoder's answer, waited for on the main queue where Core Location gives it, and
  /// whether the handler ran on that queue.
  private func answer(
    _ start: (@escaping CLGeocodeCompletionHandler) -> Void
  ) async -> (placemarks: [CLPlacemark]?, error: CLError?, onMain: Bool) {
    DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
    return await withCheckedContinuation { continuation in
      start { placemarks, error in
        let onMain = DispatchQueue.getSpecific(key: Self.mainQueueKey) == true
        continuation.resume(returning: (placemarks, error as? CLError, onMain))
      }
    }
  }

  @Test func geocodingAnAddressOfflineEndsWithTheNetworkError() async {
    let geocoder = CLGeocoder()
    var returned = false
    let result = await answer { handler in
      geocoder.geocodeAddressString("1 Infinite Loop, Cupertino", completionHandler: handler)
      #expect(geocoder.isGeocoding)
      returned = true
    }
    #expect(returned)
    #expect(result.placemarks == nil)
    #expect(result.error?.code == .network)
    #expect(result.error?.errorCode == 2)
    #expect(result.onMain)
    #expect(!geocoder.isGeocoding)
  }

  @Test func theCompletionHandlerRunsAfterTheCallReturns() async {
    let geocoder = CLGeocoder()
    var order: [String] = []
    _ = await answer { handler in
      geocoder.reverseGeocodeLocation(CLLocation(latitude: 1, longitude: 2)) {
        order.append("handler")
        handler($0, $1)
      }
      order.append("returned")
    }
    #expect(order == ["returned", "handler"])
  }

  @Test func aCanceledRequestEndsWithTheCancellationError() async {
    let geocoder = CLGeocoder()
    let result = await answer { handler in
      geocoder.geocodeAddressString("Tokyo", completionHandler: handler)
      geocoder.cancelGeocode()
    }
    #expect(result.error?.code == .geocodeCanceled)
    #expect(!geocoder.isGeocoding)
  }

  @Test func theAsyncFormThrowsTheNetworkError() async {
    await #expect(throws: CLError(.network)) {
      try await CLGeocoder().geocodeAddressString("Osaka")
    }
  }

  @Test func aMockGeocoderAnswersWithTheTestsPlacemark() {
    let geocoder: CLGeocoder = MockGeocoder()
    var found: CLLocationCoordinate2D?
    geocoder.geocodeAddressString("Infinite Loop 1, Cupertino") { placemarks, _ in
      found = placemarks?.first?.location?.coordinate
    }
    let mock = geocoder as? MockGeocoder
    let placemark = MockPlacemark()
    placemark.mockCoordinate = CLLocationCoordinate2D(latitude: 37.3316, longitude: -122.0301)
    mock?.completionHandler?([placemark], nil)
    #expect(found?.latitude == 37.3316)
    #expect(mock?.address == "Infinite Loop 1, Cupertino")
  }

  @Test func aPlacemarkMadeFromAnotherHasItsValues() {
    let placemark = MockPlacemark()
    placemark.mockCoordinate = CLLocationCoordinate2D(latitude: 3, longitude: 4)
    let copy = CLPlacemark(placemark: placemark)
    #expect(copy.location?.coordinate.longitude == 4)
    #expect(copy.name == nil)
    #expect(CLPlacemark().location == nil)
    #expect(CLPlacemark().locality == nil)
  }

  @Test func aLocationErrorMatchesItsCode() {
    let error: any Error = CLError(.network)
    #expect(CLError.network ~= error)
    #expect(!(CLError.denied ~= error))
    #expect((error as NSError).domain == kCLErrorDomain)
    #expect((error as NSError).code == 2)
  }
}

/// A geocoder as the book's tests mock it: it keeps the handler for the test to call.
private final class MockGeocoder: CLGeocoder {
  var completionHandler: CLGeocodeCompletionHandler?
  var address: String?

  override func geocodeAddressString(
    _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    address = addressString
    self.completionHandler = completionHandler
  }
}

/// A placemark at the coordinate a test gives it.
private final class MockPlacemark: CLPlacemark, @unchecked Sendable {
  var mockCoordinate = CLLocationCoordinate2D()

  override var location: CLLocation? {
    CLLocation(latitude: mockCoordinate.latitude, longitude: mockCoordinate.longitude)
  }
}
