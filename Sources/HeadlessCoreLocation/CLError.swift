// The errors Core Location reports, in its error domain.

import Foundation

/// The domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// An error from Core Location: a location manager's failure or a geocoder's.
///
/// ```swift
/// if let error = error as? CLError, error.code == .network { … }
/// ```
public struct CLError: CustomNSError, Hashable, @unchecked Sendable {
  /// What went wrong, with Core Location's numbers.
  public enum Code: Int, Sendable, Equatable {
    /// The location is not known yet.
    case locationUnknown = 0
    /// The user denied access to location services.
    case denied = 1
    /// The network is not available, or the server answered with an error.
    case network = 2
    /// The heading could not be found.
    case headingFailure = 3
    /// The user denied region monitoring.
    case regionMonitoringDenied = 4
    /// A region could not be monitored.
    case regionMonitoringFailure = 5
    /// Region monitoring could not start at once.
    case regionMonitoringSetupDelayed = 6
    /// Region events may come late.
    case regionMonitoringResponseDelayed = 7
    /// The geocoder found nothing for the request.
    case geocodeFoundNoResult = 8
    /// The geocoder found part of the answer only.
    case geocodeFoundPartialResult = 9
    /// The request was canceled.
    case geocodeCanceled = 10
    /// Deferred updates failed.
    case deferredFailed = 11
    /// Deferred updates need more accuracy.
    case deferredNotUpdatingLocation = 12
    /// Deferred updates need the best accuracy.
    case deferredAccuracyTooLow = 13
    /// Deferred updates need no distance filter.
    case deferredDistanceFiltered = 14
    /// Deferred updates were canceled.
    case deferredCanceled = 15
    /// Ranging is not available.
    case rangingUnavailable = 16
    /// Ranging failed.
    case rangingFailure = 17
    /// The user declined the prompt.
    case promptDeclined = 18
  }

  /// What went wrong.
  public let code: Code
  /// More about the error.
  public let errorUserInfo: [String: Any]

  /// An error of this code.
  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    errorUserInfo = userInfo
  }

  /// Core Location's error domain, ``kCLErrorDomain``.
  public static var errorDomain: String { kCLErrorDomain }

  /// The code's number.
  public var errorCode: Int { code.rawValue }

  /// More about the error, as Foundation's bridged errors name it.
  public var userInfo: [String: Any] { errorUserInfo }

  /// Whether two errors have the same code.
  public static func == (lhs: CLError, rhs: CLError) -> Bool { lhs.code == rhs.code }

  /// Hashes the code.
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  /// The location is not known yet.
  public static var locationUnknown: Code { .locationUnknown }
  /// The user denied access to location services.
  public static var denied: Code { .denied }
  /// The network is not available, or the server answered with an error.
  public static var network: Code { .network }
  /// The geocoder found nothing for the request.
  public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
  /// The request was canceled.
  public static var geocodeCanceled: Code { .geocodeCanceled }
}

extension CLError.Code {
  /// Whether an error is a Core Location error of this code, as `catch CLError.network`
  /// matches it.
  public static func ~= (match: CLError.Code, error: any Error) -> Bool {
    (error as? CLError)?.code == match
  }
}
