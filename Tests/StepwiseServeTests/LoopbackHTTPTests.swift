// The tests' HTTP client: answers read as a browser reads them, and a wait for a slow answer
// that keeps no core busy (Foundation's URLSession on Linux keeps most of one busy).

import Foundation
import Testing
import ToolTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct LoopbackHTTPTests {
  func answer(_ text: String) throws -> LoopbackHTTP.Answer {
    try LoopbackHTTP.answer(from: Array(text.utf8), to: "GET /")
  }

  @Test func anAnswersBodyIsAsLongAsItsLengthSaysAndItsHeadersAreReadWithOrWithoutASpace()
    throws
  {
    let read = try answer(
      "HTTP/1.1 404 Not Found\r\nContent-Length:5\r\nX-Thing:  padded \r\n\r\nhello, and more")
    #expect(read.status == 404)
    #expect(read.headers == ["content-length": "5", "x-thing": "padded"])
    #expect(String(decoding: read.body, as: UTF8.self) == "hello")
  }

  @Test func aBodyInChunksIsJoined() throws {
    let read = try answer(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki\r\n6;x=y\r\npedia \r\n"
        + "0\r\n\r\n")
    #expect(String(decoding: read.body, as: UTF8.self) == "Wikipedia ")
  }

  @Test(arguments: [
    "", "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nshort", "SSH-2.0-x\r\n\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    // A chunk cut right after its data, and one whose data runs on past its size.
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWikiXY0\r\n\r\n",
  ])
  func aDamagedOrCutAnswerIsAFailureThatShowsWhatCame(text: String) {
    #expect(throws: LoopbackHTTP.Failure.self) { try answer(text) }
  }

  /// The wait for an answer that takes 1.5 s, in a process of its own so that no other test's
  /// work is counted: well under half a second of processor time. (URLSession's took
  /// 1.1 s over the same wait.)
  @Test func waitingForASlowAnswerKeepsNoCoreBusy() async {
    await #expect(processExitsWith: .success) {
      #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let me = RUSAGE_SELF.rawValue
      #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        let me = RUSAGE_SELF
      #endif
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, length) == 0 && listen(listener, 1) == 0
            && getsockname(listener, $0, &length) == 0
        }
      }
      let port = UInt16(bigEndian: address.sin_port)
      Thread {
        let connection = accept(listener, nil, nil)
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = recv(connection, &buffer, buffer.count, 0)
        Thread.sleep(forTimeInterval: 1.5)
        let reply = Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok".utf8)
        _ = send(connection, reply, reply.count, 0)
        close(connection)
      }.start()
      func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(me, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
      }
      let before = processorSeconds()
      let answer = try await LoopbackHTTP.exchange("GET", "/", port: port)
      let spent = processorSeconds() - before
      exit(answer.status == 200 && spent < 0.5 ? 0 : 1)
    }
  }
}
