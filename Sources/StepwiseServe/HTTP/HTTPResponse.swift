// One HTTP response: a status, headers and a body, written as HTTP/1.1 bytes.

import Foundation
import StepwiseBasics

/// A response to send back; every response closes the connection.
package struct HTTPResponse: Equatable, Sendable {
  /// The status code, such as 200 or 404.
  package var status: Int
  /// The headers besides those every response carries.
  package var headers: [(String, String)]
  /// The body.
  package var body: Data

  /// A response with a body of a content type.
  package init(status: Int = 200, contentType: String, body: Data, headers: [(String, String)] = [])
  {
    self.status = status
    self.headers = [("Content-Type", contentType)] + headers
    self.body = body
  }

  /// Whether two responses carry the same status, headers and body.
  package static func == (left: HTTPResponse, right: HTTPResponse) -> Bool {
    left.status == right.status && left.body == right.body
      && left.headers.map { "\($0.0): \($0.1)" } == right.headers.map { "\($0.0): \($0.1)" }
  }

  /// Plain text, such as an error's message.
  package static func text(_ text: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
  }

  /// An error: its status and one line saying what was wrong.
  package static func error(_ status: Int, _ message: String) -> HTTPResponse {
    text(message + "\n", status: status)
  }

  /// A redirection to another path of this site.
  package static func redirect(to path: String) -> HTTPResponse {
    HTTPResponse(
      status: 303, contentType: "text/plain; charset=utf-8",
      body: Data((localized("See \(path)") + "\n").utf8),
      headers: [("Location", path)])
  }

  /// The value of a header, by name in any case.
  package func header(_ name: String) -> String? {
    headers.first { $0.0.lowercased() == name.lowercased() }?.1
  }

  /// The reason phrase of a status.
  static func reason(for status: Int) -> String {
    switch status {
    case 200: "OK"
    case 204: "No Content"
    case 303: "See Other"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Status \(status)"
    }
  }

  /// The response as HTTP/1.1 bytes: its ``head``, then the body.
  package var bytes: Data { head + body }

  /// The response to a `HEAD` request, as HTTP/1.1 bytes: the ``head`` alone, its
  /// `Content-Length` still the body's, since a response to `HEAD` never carries content
  /// (RFC 9110, 9.3.2), whatever its status.
  package func bytes(answering method: String) -> Data {
    method == "HEAD" ? head : bytes
  }

  /// The status line, the headers (with the length, no caching, no guessing of types, no
  /// framing by another page, and the connection closed) and a blank line.
  package var head: Data {
    var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
    let fixed = [
      ("Content-Length", String(body.count)), ("Cache-Control", "no-store"),
      ("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"),
      ("Connection", "close"),
    ]
    for (name, value) in headers + fixed {
      head += "\(name): \(value)\r\n"
    }
    head += "\r\n"
    return Data(head.utf8)
  }
}
