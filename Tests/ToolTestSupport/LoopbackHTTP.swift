// HTTP requests to a server on this machine over a plain socket, each waited for on a thread of
// its own: Foundation's URLSession on Linux keeps most of a core busy while it waits for an
// answer (2.9 s of processor time over a 4 s wait, measured), and the tests' sites answer on
// a main actor that a whole test run keeps busy for minutes, so those waits cost the run a
// core's half for its whole length.

import BasicTestSupport
import Foundation

/// One HTTP/1.1 exchange with a server on 127.0.0.1, on a thread of its own.
///
/// ```swift
/// let answer = try await LoopbackHTTP.exchange("GET", "/", port: server.port)
/// #expect(answer.status == 200)
/// ```
package enum LoopbackHTTP {
  /// What the server answered.
  package struct Answer: Sendable {
    /// The status code.
    package var status: Int
    /// The headers, by name in lower case.
    package var headers: [String: String]
    /// The body, its chunks joined when it came in chunks.
    package var body: Data
  }

  /// Why there is no answer.
  package struct Failure: Error, CustomStringConvertible {
    /// What went wrong, with what came.
    package var description: String
  }

  /// Sends a request for `target` (a path, and its query) and reads the answer, which the
  /// server ends by closing the connection (the request asks it to); no redirection is
  /// followed. Waits at most `seconds`, on a thread of its own: the wait holds none of the
  /// threads Swift's tasks run on.
  package static func exchange(
    _ method: String, _ target: String, port: UInt16, headers: [String: String] = [:],
    body: Data? = nil, seconds: Double = 600
  ) async throws -> Answer {
    var head = "\(method) \(target) HTTP/1.1\r\n"
    // The test's own Host, if it gives one, replaces the address's.
    if !headers.keys.contains(where: { $0.lowercased() == "host" }) {
      head += "Host: 127.0.0.1:\(port)\r\n"
    }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    if let body { head += "Content-Length: \(body.count)\r\n" }
    head += "Connection: close\r\n\r\n"
    let request = Array(head.utf8) + (body.map(Array.init) ?? [])
    let bytes = try await OwnThread.run {
      let client = try RawClient(port: port)
      client.send(request)
      return client.readBytes(seconds: seconds) { _ in false }
    }
    return try answer(from: bytes, to: "\(method) \(target)")
  }

  /// A request to an address on 127.0.0.1, redirections followed as a browser follows them
  /// (a `303`, and a `301` or `302` after a POST, are followed with a GET); returns the
  /// answer and the address that gave it.
  package static func request(
    _ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil
  ) async throws -> (Answer, URL) {
    var method = method
    var body = body
    var address = url
    for _ in 0..<10 {
      guard address.host == "127.0.0.1", let port = address.port.flatMap(UInt16.init) else {
        throw Failure(description: "\(address) is not an address on 127.0.0.1 with a port")
      }
      let target =
        (address.path.isEmpty ? "/" : address.path) + (address.query.map { "?" + $0 } ?? "")
      let answer = try await exchange(method, target, port: port, headers: headers, body: body)
      guard [301, 302, 303, 307, 308].contains(answer.status),
        let location = answer.headers["location"],
        let next = URL(string: location, relativeTo: address)?.absoluteURL
      else { return (answer, address) }
      if answer.status == 303 || (answer.status <= 302 && method == "POST") {
        method = "GET"
        body = nil
      }
      address = next
    }
    throw Failure(description: "\(method) \(url): more than 10 redirections")
  }

  /// The answer in these bytes: a status line, headers, and a body whose length its
  /// `Content-Length` gives, or in chunks, or to the end.
  package static func answer(from bytes: [UInt8], to request: String) throws -> Answer {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard
      let end = bytes.indices.dropLast(3).first(where: {
        bytes[$0..<$0 + 4].elementsEqual(separator)
      })
    else {
      throw Failure(description: "\(request): no whole answer came: \(Self.shown(bytes))")
    }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let statusWords = lines[0].split(separator: " ")
    guard statusWords.count >= 2, statusWords[0].hasPrefix("HTTP/"),
      let status = Int(statusWords[1])
    else {
      throw Failure(description: "\(request): not an HTTP answer: \(Self.shown(bytes))")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    var body = Array(bytes[(end + 4)...])
    if headers["transfer-encoding"]?.lowercased() == "chunked" {
      body = try joinedChunks(body, of: request)
    } else if let length = headers["content-length"].flatMap(Int.init) {
      guard body.count >= length else {
        throw Failure(
          description: "\(request): the body ended after \(body.count) of \(length) bytes")
      }
      body = Array(body.prefix(length))
    }
    return Answer(status: status, headers: headers, body: Data(body))
  }

  /// A body sent in chunks, joined.
  private static func joinedChunks(_ bytes: [UInt8], of request: String) throws -> [UInt8] {
    var joined: [UInt8] = []
    var index = 0
    while true {
      guard let lineEnd = bytes[index...].firstIndex(of: 13), lineEnd + 1 < bytes.count else {
        throw Failure(description: "\(request): a chunk's size line never ended")
      }
      let sizeText =
        String(decoding: bytes[index..<lineEnd], as: UTF8.self)
        .split(separator: ";").first.map(String.init) ?? ""
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
        throw Failure(description: "\(request): a chunk's size is not a number: \(sizeText)")
      }
      if size == 0 { return joined }
      let start = lineEnd + 2
      guard start + size <= bytes.count else {
        throw Failure(description: "\(request): a chunk ended early")
      }
      joined += bytes[start..<start + size]
      index = start + size + 2
      guard index <= bytes.count, bytes[index - 2] == 13, bytes[index - 1] == 10 else {
        throw Failure(description: "\(request): a chunk's data did not end with CRLF")
      }
    }
  }

  /// Bytes shown in a failure: their start, as text.
  private static func shown(_ bytes: [UInt8]) -> String {
    bytes.isEmpty ? "nothing" : String(decoding: bytes.prefix(300), as: UTF8.self)
  }
}
