// Reads the bytes a client sent into a request, or says precisely what is wrong with them.

import Foundation
import StepwiseBasics

/// A request the server refuses: the status to answer and one line saying why.
package struct HTTPFailure: Error, Equatable, Sendable {
  /// The status code, 4xx or 5xx.
  package var status: Int
  /// What was wrong, for the client.
  package var message: String

  /// A refusal.
  package init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  /// The response that says so.
  package var response: HTTPResponse { .error(status, message) }
}

/// Parses HTTP/1.1 requests from the bytes received so far.
///
/// Called again as more bytes arrive, it answers that the request is not complete yet,
/// that it is complete, or what is wrong with it. It accepts only what this server needs:
/// a request line `METHOD /path HTTP/1.1`, headers, and a body of a stated
/// `Content-Length`; it refuses a path that climbs with `..`, chunked bodies, and anything
/// over the limits.
///
/// ```swift
/// let bytes = Array("GET /state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
/// HTTPRequestParser.parse(bytes, limits: HTTPLimits())  // .complete(…)
/// ```
package enum HTTPRequestParser {
  /// What the bytes received so far hold.
  package enum Outcome: Equatable, Sendable {
    /// More bytes are needed.
    case incomplete
    /// A whole request.
    case complete(HTTPRequest)
    /// A request the server refuses.
    case failure(HTTPFailure)
  }

  /// Where the head ends, at the first empty line: the index of the line break that ends its
  /// last line, and where the body starts. A line ends with CR LF, or with LF alone, which
  /// RFC 9112 (2.2) lets a server take as a line's end.
  static func headBounds(_ bytes: [UInt8]) -> (end: Int, body: Int)? {
    var index = bytes.startIndex
    while let lineFeed = bytes[index...].firstIndex(of: 10) {
      let next = lineFeed + 1
      if next < bytes.count, bytes[next] == 10 { return (lineFeed, next + 1) }
      if next + 1 < bytes.count, bytes[next] == 13, bytes[next + 1] == 10 {
        return (lineFeed, next + 2)
      }
      index = next
    }
    return nil
  }

  /// Reads the bytes received so far.
  package static func parse(_ bytes: [UInt8], limits: HTTPLimits) -> Outcome {
    guard let (end, bodyStart) = headBounds(bytes) else {
      if bytes.count > limits.maximumHeadBytes {
        return .failure(
          HTTPFailure(
            431, localized("the request's headers are over \(limits.maximumHeadBytes) bytes")))
      }
      return .incomplete
    }
    guard end <= limits.maximumHeadBytes else {
      return .failure(
        HTTPFailure(
          431, localized("the request's headers are over \(limits.maximumHeadBytes) bytes")))
    }
    do {
      var request = try head(bytes[..<end], limits: limits)
      let length = try contentLength(request.headers, limits: limits)
      guard bytes.count - bodyStart >= length else { return .incomplete }
      request.body = Data(bytes[bodyStart..<(bodyStart + length)])
      return .complete(request)
    } catch {
      return .failure(error)
    }
  }

  /// The request line and headers.
  static func head(_ bytes: ArraySlice<UInt8>, limits: HTTPLimits) throws(HTTPFailure)
    -> HTTPRequest
  {
    guard bytes.allSatisfy({ $0 == 9 || (32..<127).contains($0) || $0 == 13 || $0 == 10 }) else {
      throw HTTPFailure(400, localized("the request line and headers must be plain ASCII"))
    }
    // Split as bytes: in a Swift string CR LF is one character, which no LF matches.
    var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map { line in
      String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
    }
    let requestLine = lines.removeFirst()
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      throw HTTPFailure(400, localized("the request line must be METHOD /path HTTP/1.1"))
    }
    let method = String(parts[0])
    guard (1...16).contains(method.count), method.allSatisfy({ $0.isASCII && $0.isUppercase })
    else {
      throw HTTPFailure(400, localized("\"\(method)\" is not a method"))
    }
    guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
      throw HTTPFailure(505, localized("only HTTP/1.1 and HTTP/1.0 are spoken here"))
    }
    let target = String(parts[1])
    guard target.count <= limits.maximumTargetLength else {
      throw HTTPFailure(414, localized("the path is over \(limits.maximumTargetLength) characters"))
    }
    let (path, query) = try split(target)
    guard lines.count <= limits.maximumHeaderCount else {
      throw HTTPFailure(431, localized("more than \(limits.maximumHeaderCount) headers"))
    }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else {
        throw HTTPFailure(400, localized("a header line has no colon: \(line.prefix(40))"))
      }
      let name = line[..<colon]
      guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else {
        throw HTTPFailure(400, localized("\"\(name.prefix(40))\" is not a header name"))
      }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      let key = name.lowercased()
      if let earlier = headers[key], key == "content-length", earlier != value {
        throw HTTPFailure(400, localized("two different Content-Length headers"))
      }
      headers[key] = headers[key].map { "\($0), \(value)" } ?? value
      if key == "content-length" { headers[key] = value }
    }
    return HTTPRequest(method: method, path: path, query: query, headers: headers)
  }

  /// The body's length, which must be stated when there is a body.
  static func contentLength(_ headers: [String: String], limits: HTTPLimits) throws(HTTPFailure)
    -> Int
  {
    if headers["transfer-encoding"] != nil {
      throw HTTPFailure(501, localized("chunked bodies are not accepted: send a Content-Length"))
    }
    guard let text = headers["content-length"] else { return 0 }
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw HTTPFailure(400, localized("Content-Length \"\(text.prefix(20))\" is not a number"))
    }
    // A number of more digits than any body the server takes is too large, not wrong.
    guard text.count <= 12, let length = Int(text), length <= limits.maximumBodyBytes else {
      throw HTTPFailure(413, localized("the body is over \(limits.maximumBodyBytes) bytes"))
    }
    return length
  }

  /// The decoded path and query of a target, refusing a path that could reach outside
  /// the site.
  static func split(_ target: String) throws(HTTPFailure) -> (String, [String: String]) {
    guard target.hasPrefix("/") else {
      throw HTTPFailure(400, localized("the path must start with /"))
    }
    let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let path = String(pieces[0]).removingPercentEncoding else {
      throw HTTPFailure(
        400, localized("the path has a %-escape that is broken or is not UTF-8 text"))
    }
    guard !path.unicodeScalars.contains(where: { $0.value < 32 || $0 == "\u{7F}" || $0 == "\\" })
    else { throw HTTPFailure(400, localized("the path holds a control character or a backslash")) }
    guard !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
      throw HTTPFailure(400, localized("a path may not climb with .. or name ."))
    }
    var query: [String: String] = [:]
    if pieces.count == 2 {
      for pair in pieces[1].split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let decode = { (text: Substring) in
          String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
        guard let key = decode(parts[0]), let value = parts.count == 2 ? decode(parts[1]) : ""
        else { throw HTTPFailure(400, localized("the query has a broken %-escape")) }
        query[key] = value
      }
    }
    return (path, query)
  }

  /// Whether a character may appear in a header name (RFC 9110's token).
  private static func isTokenCharacter(_ character: Character) -> Bool {
    character.isASCII
      && (character.isLetter || character.isNumber || "!#$%&'*+-.^_`|~".contains(character))
  }
}
