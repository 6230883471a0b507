// A `stepwise serve` site running in the test's process on a real loopback socket.

import Foundation
import HeadlessUIKitCore
import StepwiseServe

/// What a request over HTTP got back.
package struct HTTPReply: Sendable {
  /// The status code.
  package var status: Int
  /// The address answered after any redirection.
  package var url: URL?
  /// The headers, by name in lower case.
  package var headers: [String: String]
  /// The body.
  package var body: Data

  /// The body as text.
  package var text: String { String(decoding: body, as: UTF8.self) }

  /// The body read as the page's state.
  package func state() throws -> PageState {
    try JSONDecoder().decode(PageState.self, from: body)
  }
}

/// A server and its site on 127.0.0.1, answering on the main actor while the test awaits
/// its requests; ``stop()`` stops it and ends its sessions.
@MainActor
package final class LiveSite {
  /// The server.
  package let server: HTTPServer
  /// The site.
  package let website: Website
  private var serving: Task<Void, Never>?

  /// Starts a site for these apps on a free port; the first session runs in `keptSandbox`.
  package init(
    apps: [AppDescriptor], startApp: AppDescriptor, keptSandbox: URL? = nil,
    limits: HTTPLimits = .patient, maximumSessions: Int = 12, deviceLanguage: String? = nil
  ) throws {
    server = try HTTPServer(port: 0, limits: limits)
    website = Website(
      apps: apps, startApp: startApp, keptSandbox: keptSandbox.map { url in { _ in url } },
      maximumSessions: maximumSessions)
    website.deviceLanguage = deviceLanguage
    server.start()
    let website = website
    let server = server
    serving = Task { await website.serve(server) }
  }

  /// Starts a site for an app's own program on a free port, as `stepwise serve --dir` serves
  /// a learner's app; the first session runs it in `sandbox`.
  package init(
    program: URL, sandbox: URL, limits: HTTPLimits = .patient, deviceLanguage: String? = nil
  ) throws {
    server = try HTTPServer(port: 0, limits: limits)
    website = Website(program: program, sandbox: sandbox)
    website.deviceLanguage = deviceLanguage
    server.start()
    let website = website
    let server = server
    serving = Task { await website.serve(server) }
  }

  /// The address of a path on the site.
  package func url(_ path: String) throws -> URL {
    guard let url = URL(string: "http://127.0.0.1:\(server.port)\(path)") else {
      throw URLError(.badURL)
    }
    return url
  }

  /// Stops the server, waits until the site has answered its last request, and ends every
  /// session.
  package func stop() async {
    server.stop()
    await serving?.value
    website.finish()
  }

  /// Starts a session as a new tab does; returns its id.
  package func newSession() async throws -> String {
    let reply = try await request("GET", "/")
    guard let path = reply.url?.path, path.hasPrefix("/session/") else {
      throw URLError(.badServerResponse)
    }
    return String(path.dropFirst("/session/".count))
  }

  /// Sends one script line to a session, as the page does.
  package func send(_ line: String, to session: String) async throws -> HTTPReply {
    try await request("POST", "/session/\(session)/command", body: Data(line.utf8))
  }

  /// A request to the site, redirections followed (``LoopbackHTTP/request(_:_:headers:body:)``).
  package func request(
    _ method: String, _ path: String, body: Data? = nil, headers: [String: String] = [:]
  ) async throws -> HTTPReply {
    let (answer, address) = try await LoopbackHTTP.request(
      method, try url(path), headers: headers, body: body)
    return HTTPReply(
      status: answer.status, url: address, headers: answer.headers, body: answer.body)
  }
}

extension HTTPLimits {
  /// The default limits, but a site that may take ten minutes to answer: in a test run the
  /// site shares the main actor with every other test, and a busy machine can keep it
  /// waiting far longer than a person's browser would (what is tested is the answer, not
  /// how fast it comes).
  package static var patient: HTTPLimits {
    var limits = HTTPLimits()
    limits.answerSeconds = 600
    return limits
  }
}
