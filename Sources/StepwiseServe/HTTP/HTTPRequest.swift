// One HTTP request as the server read it: method, path, query, headers and body.

import Foundation

/// A request read from a client, already checked against the server's limits.
package struct HTTPRequest: Equatable, Sendable {
  /// The method, such as `GET` or `POST`.
  package var method: String
  /// The path, percent-decoded, always starting with `/` and never climbing with `..`.
  package var path: String
  /// The query's parameters, percent-decoded.
  package var query: [String: String]
  /// The headers, by name in lower case.
  package var headers: [String: String]
  /// The body.
  package var body: Data

  /// A request; tests make them to call the site without a socket.
  package init(
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
  package var segments: [String] {
    path.split(separator: "/").map(String.init)
  }
}
