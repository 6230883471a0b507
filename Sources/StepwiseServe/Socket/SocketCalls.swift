// The platform's socket calls, the same on Linux (Glibc) and macOS (Darwin).

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the BSD socket calls the server makes, hiding the platforms'
/// differences in types and flags.
enum SocketCalls {
  /// Why the listening socket could not be made.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A socket listening on 127.0.0.1 (never another interface), and the port it got: the
  /// one asked for, or a free one for port 0.
  static func makeListener(port: UInt16) throws(Failure) -> (socket: Int32, port: UInt16) {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else {
      throw Failure(description: "cannot make a socket: \(errorText())")
    }
    closeOnExec(descriptor)
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let text = errorText()
      close(descriptor)
      throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(text)")
    }
    guard listen(descriptor, 64) == 0 else {
      let text = errorText()
      close(descriptor)
      throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(text)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// Waits until a socket has bytes to read (or a connection to accept); false on timeout.
  static func waitForInput(_ socket: Int32, milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0
  }

  /// Accepts a waiting connection; nil when there was none after all.
  static func acceptConnection(_ listener: Int32) -> Int32? {
    let client = accept(listener, nil, nil)
    guard client >= 0 else { return nil }
    closeOnExec(client)
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    return client
  }

  /// Reads what has arrived, at most `count` bytes; empty at the end of the stream or on
  /// an error.
  static func readAvailable(_ socket: Int32, count: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    let received = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, count, 0) }
    return received > 0 ? Array(buffer[..<received]) : []
  }

  /// Writes all the bytes, unless the client goes away (which never raises SIGPIPE) or the
  /// deadline passes (a client that reads slowly cannot keep the connection).
  static func writeAll(_ socket: Int32, _ data: Data, until deadline: Date = .distantFuture) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count, deadline.timeIntervalSinceNow > 0 {
        let sent = send(socket, base + offset, raw.count - offset, flags)
        if sent <= 0 { return }
        offset += sent
      }
    }
  }

  /// Ends a connection gently: no more writing, what the client still sends is read and
  /// dropped until the deadline at most (so that it sees the answer, not a reset), then the
  /// socket closes. A client sending a byte now and then cannot make it last longer.
  static func finish(_ socket: Int32, until deadline: Date) {
    shutdown(socket, Int32(SHUT_WR))
    var drained = 0
    while drained < 256 * 1024 {
      let left = deadline.timeIntervalSinceNow
      guard left > 0, waitForInput(socket, milliseconds: Int32(min(left, 0.2) * 1000) + 1) else {
        break
      }
      let bytes = readAvailable(socket, count: 16 * 1024)
      if bytes.isEmpty { break }
      drained += bytes.count
    }
    close(socket)
  }

  /// Turns a connection away without waiting for anything: the answer is sent only if the
  /// socket takes it at once, and nothing the client sends is read. What accepts
  /// connections calls this, so that no client can hold it.
  static func refuse(_ socket: Int32, _ data: Data) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL | MSG_DONTWAIT)
    #else
      let flags = Int32(MSG_DONTWAIT)
    #endif
    _ = data.withUnsafeBytes { raw in send(socket, raw.baseAddress, raw.count, flags) }
    shutdown(socket, Int32(SHUT_WR))
    close(socket)
  }

  /// Closes a socket.
  static func closeSocket(_ socket: Int32) {
    _ = close(socket)
  }

  private static func closeOnExec(_ socket: Int32) {
    _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
  }

  private static func errorText() -> String {
    String(cString: strerror(errno))
  }
}
