// A client that sends raw bytes over a TCP socket: for requests no HTTP library would send.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection to 127.0.0.1, for sending malformed, oversized or slow requests.
public final class RawClient {
  private let socket: Int32

  /// Connects to a port on 127.0.0.1.
  public init(port: UInt16) throws {
    #if canImport(Glibc)
      socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    // A refused connection's socket is closed by deinit, which runs for a class whose
    // initializer throws once every property is set: closing it here too would close
    // whatever file another thread opened under the same number meanwhile.
    guard socket >= 0, result == 0 else { throw POSIXError(.ECONNREFUSED) }
  }

  deinit {
    if socket >= 0 { close(socket) }
  }

  /// Sends bytes; false when the server no longer takes them.
  @discardableResult
  public func send(_ bytes: [UInt8]) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    return bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      return transmit(socket, base, raw.count, flags) == raw.count
    }
  }

  /// Sends text.
  @discardableResult
  public func send(_ text: String) -> Bool {
    send(Array(text.utf8))
  }

  /// Reads until the server closes the connection (at most `seconds`: long, since the server may be waiting for a busy main actor), as text.
  public func readAll(seconds: Double = 600) -> String {
    read(seconds: seconds) { _ in false }
  }

  /// Reads one answer: until its body is as long as its `Content-Length` says, or the
  /// server closes the connection (at most `seconds`: long, since the server may be waiting for a busy main actor), as text.
  public func readAnswer(seconds: Double = 600) -> String {
    read(seconds: seconds) { bytes in
      let text = String(decoding: bytes, as: UTF8.self)
      guard let split = text.range(of: "\r\n\r\n") else { return false }
      let head = text[..<split.lowerBound].lowercased()
      guard let field = head.range(of: "content-length:") else { return false }
      let digits = head[field.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
      guard let length = Int(digits) else { return false }
      return text[split.upperBound...].utf8.count >= length
    }
  }

  private func read(seconds: Double, isComplete: ([UInt8]) -> Bool) -> String {
    String(decoding: readBytes(seconds: seconds, until: isComplete), as: UTF8.self)
  }

  /// Reads until `isComplete` says what came so far is whole, the server closes the
  /// connection, or `seconds` pass; returns what came.
  public func readBytes(seconds: Double, until isComplete: ([UInt8]) -> Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    let deadline = Date(timeIntervalSinceNow: seconds)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while deadline.timeIntervalSinceNow > 0 {
      var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 100) >= 0 else { break }
      if entry.revents == 0 { continue }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, 4096, 0) }
      if count <= 0 { break }
      bytes += buffer[..<count]
      if isComplete(bytes) { break }
    }
    return bytes
  }

  /// Sends a whole request and reads the whole answer.
  public static func exchange(_ text: String, port: UInt16) throws -> String {
    let client = try RawClient(port: port)
    client.send(text)
    return client.readAll()
  }
}

/// The system's `send`, which the client's own `send` methods hide.
private func transmit(_ socket: Int32, _ base: UnsafeRawPointer, _ count: Int, _ flags: Int32)
  -> Int
{
  send(socket, base, count, flags)
}
