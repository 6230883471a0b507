// The HTTP server: listens on 127.0.0.1, reads requests on threads, hands them to the site.

import Foundation
import StepwiseBasics

/// A small HTTP/1.1 server on the platform's sockets, listening on 127.0.0.1 only.
///
/// One thread accepts connections, and never reads nor waits on one: past
/// ``HTTPLimits/maximumConnections`` a connection is turned away at once. Each connection
/// gets a thread of its own that reads one request within the time and size limits,
/// answers what is malformed itself, and hands the rest to ``exchanges``, where the site answers them one at a time on the main actor.
/// Every response closes its connection.
///
/// ```swift
/// let server = try HTTPServer(port: 0)
/// server.start()
/// for await exchange in server.exchanges { exchange.respond(.text("hello")) }
/// ```
package final class HTTPServer: Sendable {
  /// The port it listens on.
  package let port: UInt16
  /// The limits every request is held to.
  package let limits: HTTPLimits
  /// The requests waiting for the site's answer, in the order they were read.
  package let exchanges: AsyncStream<Exchange>

  private let listener: Int32
  private let continuation: AsyncStream<Exchange>.Continuation
  private let state = Locked(State())

  private struct State {
    var isStarted = false
    var isStopped = false
    var connections = 0
    var closers = 0
  }

  /// Listens on 127.0.0.1 at a port (0: any free one); ``start()`` begins accepting.
  package init(port: UInt16 = 0, limits: HTTPLimits = HTTPLimits()) throws {
    let (listener, port) = try SocketCalls.makeListener(port: port)
    self.listener = listener
    self.port = port
    self.limits = limits
    (exchanges, continuation) = AsyncStream.makeStream(of: Exchange.self)
  }

  /// The address to open in a browser.
  package var address: String { "http://127.0.0.1:\(port)/" }

  /// Starts accepting connections on a thread of its own.
  package func start() {
    let isFirst = state.withLock { state in
      defer { state.isStarted = true }
      return !state.isStarted && !state.isStopped
    }
    guard isFirst else { return }
    Thread.detachNewThread { [self] in acceptConnections() }
  }

  /// Stops accepting and ends ``exchanges``; requests already read are answered 503.
  package func stop() {
    let wasStarted = state.withLock { state in
      defer { state.isStopped = true }
      return state.isStarted && !state.isStopped
    }
    continuation.finish()
    // The accepting thread closes the socket when it sees the stop; if it never ran,
    // close it here.
    if !wasStarted { SocketCalls.closeSocket(listener) }
  }

  private var isStopped: Bool { state.withLock { $0.isStopped } }

  private func acceptConnections() {
    while !isStopped {
      guard SocketCalls.waitForInput(listener, milliseconds: 100),
        let client = SocketCalls.acceptConnection(listener)
      else { continue }
      let admitted = state.withLock { state in
        guard state.connections < limits.maximumConnections else { return false }
        state.connections += 1
        return true
      }
      guard admitted else {
        turnAway(client)
        continue
      }
      Thread.detachNewThread { [self] in
        serve(client)
        state.withLock { $0.connections -= 1 }
      }
    }
    SocketCalls.closeSocket(listener)
  }

  /// Answers 503 to a connection over the limit, never reading nor waiting on this thread (a
  /// client that trickles bytes would hold every other): a few closing threads drain what
  /// such clients send for half a second, so that they see the answer; when those are busy
  /// too, the connection is closed at once.
  private func turnAway(_ client: Int32) {
    let answer = HTTPResponse.error(503, localized("too many connections at once")).bytes
    let hasCloser = state.withLock { state in
      guard state.closers < 4 else { return false }
      state.closers += 1
      return true
    }
    guard hasCloser else {
      SocketCalls.refuse(client, answer)
      return
    }
    Thread.detachNewThread { [self] in
      SocketCalls.writeAll(client, answer, until: Date(timeIntervalSinceNow: 0.5))
      SocketCalls.finish(client, until: Date(timeIntervalSinceNow: 0.5))
      state.withLock { $0.closers -= 1 }
    }
  }

  /// Reads one request from a connection, has it answered, writes the answer, closes; the
  /// writing and the closing each have a deadline too, so a connection ends within the
  /// request's, the answer's and ``HTTPLimits/closingSeconds`` however the client behaves.
  private func serve(_ client: Int32) {
    let request = readRequest(from: client)
    let method = (try? request.get())?.method ?? "GET"
    SocketCalls.writeAll(
      client, answer(request).bytes(answering: method),
      until: Date(timeIntervalSinceNow: limits.closingSeconds))
    SocketCalls.finish(client, until: Date(timeIntervalSinceNow: limits.closingSeconds))
  }

  private func readRequest(from client: Int32) -> Result<HTTPRequest, HTTPFailure> {
    let deadline = Date(timeIntervalSinceNow: limits.requestSeconds)
    var bytes: [UInt8] = []
    while true {
      switch HTTPRequestParser.parse(bytes, limits: limits) {
      case .complete(let request): return .success(request)
      case .failure(let failure): return .failure(failure)
      case .incomplete: break
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0, SocketCalls.waitForInput(client, milliseconds: Int32(left * 1000) + 1) else {
        return .failure(
          HTTPFailure(
            408, localized("the request did not arrive in \(Int(limits.requestSeconds)) seconds")))
      }
      let received = SocketCalls.readAvailable(client, count: 16 * 1024)
      guard !received.isEmpty else {
        return .failure(
          HTTPFailure(400, localized("the connection closed before the request was complete")))
      }
      bytes += received
    }
  }

  private func answer(_ read: Result<HTTPRequest, HTTPFailure>) -> HTTPResponse {
    switch read {
    case .failure(let failure):
      return failure.response
    case .success(let request):
      let slot = ResponseSlot()
      guard case .enqueued = continuation.yield(Exchange(request: request, slot: slot)) else {
        return .error(503, localized("the server is stopping"))
      }
      let deadline = Date(timeIntervalSinceNow: limits.answerSeconds)
      return slot.wait(until: deadline)
        ?? .error(503, localized("the server did not answer in time"))
    }
  }
}
