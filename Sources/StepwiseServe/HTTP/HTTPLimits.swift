// How much a client may send and how long it may take.

/// The limits the server holds every request to.
package struct HTTPLimits: Sendable {
  /// The most bytes of the request line and headers.
  package var maximumHeadBytes = 16 * 1024
  /// The most bytes of a body.
  package var maximumBodyBytes = 16 * 1024
  /// The longest request target (path and query).
  package var maximumTargetLength = 2_048
  /// The most header lines.
  package var maximumHeaderCount = 64
  /// How long a client may take to send a whole request, in seconds.
  package var requestSeconds = 10.0
  /// How long the site may take to answer, in seconds.
  package var answerSeconds = 30.0
  /// How long writing the answer may take, and then closing the connection, in seconds
  /// each.
  package var closingSeconds = 2.0
  /// The most connections handled at once; more are answered 503 at once.
  package var maximumConnections = 32

  /// The default limits.
  package init() {}
}
