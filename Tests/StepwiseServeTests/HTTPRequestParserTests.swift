// The request parser: what it accepts, what it refuses and with which status.

import Foundation
import StepwiseBasics
import Testing

@testable import StepwiseServe

@Suite struct HTTPRequestParserTests {
  let limits = HTTPLimits()

  func parse(_ text: String) -> HTTPRequestParser.Outcome {
    HTTPRequestParser.parse(Array(text.utf8), limits: limits)
  }

  func status(_ text: String) -> Int? {
    if case .failure(let failure) = parse(text) { return failure.status }
    return nil
  }

  @Test func aGetWithHeadersAndAQuery() {
    let outcome = parse(
      "GET /session/ab12/state?x=1&name=two%20words HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Thing:  padded  \r\n\r\n"
    )

    #expect(
      outcome
        == .complete(
          HTTPRequest(
            method: "GET", path: "/session/ab12/state", query: ["x": "1", "name": "two words"],
            headers: ["host": "127.0.0.1:8080", "x-thing": "padded"])))
  }

  @Test func aRefusalIsWordedInTheChosenLanguageWithItsStatusUnchanged() {
    let text = "GET /a HTTP/2\r\n\r\n"

    let japanese = Language.$chosen.withValue(.japanese) { parse(text) }
    let english = parse(text)

    #expect(
      japanese == .failure(HTTPFailure(505, "このサーバーが対応しているのは HTTP/1.1 と HTTP/1.0 だけです")))
    #expect(english == .failure(HTTPFailure(505, "only HTTP/1.1 and HTTP/1.0 are spoken here")))
  }

  @Test func aPostWaitsForItsWholeBody() {
    let head = "POST /command HTTP/1.1\r\nContent-Length: 9\r\n\r\n"

    #expect(parse(head + "tap r") == .incomplete)
    guard case .complete(let request) = parse(head + "tap row 0") else {
      Issue.record("the request is complete")
      return
    }
    #expect(String(decoding: request.body, as: UTF8.self) == "tap row 0")
  }

  /// Lines ended by a line feed alone (RFC 9112 lets a server take them) read as lines
  /// ended by CR LF do; before, the request waited for a CR LF that never came.
  @Test func linesEndedByALineFeedAloneAreRead() {
    guard case .complete(let request) = parse("POST /c HTTP/1.1\nHost: x\nContent-Length: 3\n\nabc")
    else {
      Issue.record("the request is complete")
      return
    }
    #expect(request.path == "/c")
    #expect(request.headers["host"] == "x")
    #expect(String(decoding: request.body, as: UTF8.self) == "abc")
    guard case .complete(let mixed) = parse("GET /m HTTP/1.1\r\nHost: y\n\r\n") else {
      Issue.record("a mixed request is complete")
      return
    }
    #expect(mixed.headers["host"] == "y")
    #expect(parse("GET / HTTP/1.1\nHost: x\n") == .incomplete)
  }

  @Test func aRequestCutShortIsIncomplete() {
    #expect(parse("") == .incomplete)
    #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
  }

  @Test(arguments: [
    ("GET /../etc/passwd HTTP/1.1⏎⏎", 400),
    ("GET /session/%2e%2e/%2E%2E/x HTTP/1.1⏎⏎", 400),
    ("GET /a/./b HTTP/1.1⏎⏎", 400),
    ("GET /a\\..\\b HTTP/1.1⏎⏎", 400),
    ("GET /a%00b HTTP/1.1⏎⏎", 400),
    ("GET /a%zz HTTP/1.1⏎⏎", 400),
    ("GET http://example.com/ HTTP/1.1⏎⏎", 400),
    ("GET / HTTP/2.0⏎⏎", 505),
    ("get / HTTP/1.1⏎⏎", 400),
    ("GET  / HTTP/1.1⏎⏎", 400),
    ("GET /⏎⏎", 400),
    ("GET / HTTP/1.1⏎No colon here⏎⏎", 400),
    ("GET / HTTP/1.1⏎Bad Name: x⏎⏎", 400),
    ("GET / HTTP/1.1⏎\u{7}: x⏎⏎", 400),
    ("POST / HTTP/1.1⏎Content-Length: -1⏎⏎", 400),
    ("POST / HTTP/1.1⏎Content-Length: 12abc⏎⏎", 400),
    ("POST / HTTP/1.1⏎Content-Length: 3⏎Content-Length: 4⏎⏎", 400),
    ("POST / HTTP/1.1⏎Content-Length: 99999999999⏎⏎", 413),
    ("POST / HTTP/1.1⏎Content-Length: 9999999999999⏎⏎", 413),
    ("POST / HTTP/1.1⏎Content-Length: 99999999999999999999999⏎⏎", 413),
    ("POST / HTTP/1.1⏎Content-Length: 16385⏎⏎", 413),
    ("POST / HTTP/1.1⏎Transfer-Encoding: chunked⏎⏎", 501),
  ])
  func aMalformedOrForbiddenRequestIsRefused(request: String, expected: Int) {
    // ⏎ stands for a line break, so that the test's name prints on one line.
    let text = request.replacingOccurrences(of: "⏎", with: "\r\n")
    #expect(status(text) == expected, "\(text.debugDescription)")
  }

  /// An escape of bytes that are no UTF-8 text says so, not that it is broken.
  @Test func aPathEscapingBytesThatAreNotTextSaysSo() {
    #expect(
      parse("GET /%ff%fe HTTP/1.1\r\n\r\n")
        == .failure(HTTPFailure(400, "the path has a %-escape that is broken or is not UTF-8 text"))
    )
  }

  @Test func aPathOverTheLimitIsRefused() {
    let path = "/" + String(repeating: "a", count: limits.maximumTargetLength)
    #expect(status("GET \(path) HTTP/1.1\r\n\r\n") == 414)
  }

  @Test func headersOverTheLimitAreRefusedBeforeTheyEnd() {
    let header = "X-Filler: " + String(repeating: "a", count: limits.maximumHeadBytes) + "\r\n"
    #expect(status("GET / HTTP/1.1\r\n" + header) == 431)
  }

  @Test func tooManyHeadersAreRefused() {
    let headers = (0...limits.maximumHeaderCount).map { "X-\($0): y\r\n" }.joined()
    #expect(status("GET / HTTP/1.1\r\n" + headers + "\r\n") == 431)
  }

  @Test func bytesThatAreNotASCIIInTheHeadAreRefused() {
    #expect(status("GET /caf\u{E9} HTTP/1.1\r\n\r\n") == 400)
    #expect(HTTPRequestParser.parse([0xFF, 0xFE, 13, 10, 13, 10], limits: limits) != .incomplete)
  }

  @Test func everyRefusalSaysWhyInItsBody() {
    guard case .failure(let failure) = parse("GET /../x HTTP/1.1\r\n\r\n") else {
      Issue.record("refused")
      return
    }
    let text = String(decoding: failure.response.bytes, as: UTF8.self)
    #expect(text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
    #expect(text.hasSuffix("\r\n\r\na path may not climb with .. or name .\n"))
  }
}
