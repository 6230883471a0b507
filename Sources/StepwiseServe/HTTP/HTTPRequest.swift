// One HTTP request as the server read it: method, path, query, headers and body.

import Foundation

/// A request read from a client, already checked against the server's limits.
public struct HTTPRequest: Equatable, Sendable {
  /// The method, such as `GET` or `POST`.
  public var method: String
  /// The path, percent-decoded, always starting with `/` and never climbing with `..`.
  public var path: String
  /// The query's parameters, percent-decoded.
  public var query: [String: String]
  /// The headers, by name in lower case.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// A request; tests make them to call the site without a socket.
  public init(
    method: String, path: String, query: [String: String] = [:],
    headers: [String: String] = [:], body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }

  /// The path's segments: `/session/ab12/state` is `["session", "ab12", "state"]`.
  public var segments: [String] {
    path.split(separator: "/").map(String.init)
  }
}
