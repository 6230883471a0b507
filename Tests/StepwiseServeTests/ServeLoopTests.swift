// Serving until Ctrl-C: the address shows only once Ctrl-C is caught.

import AppTestSupport
import Foundation
import Testing

@testable import StepwiseServe

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
@Suite struct ServeLoopTests {
  /// Whether a signal would end the process now (its disposition is the default one). It
  /// reads the disposition by setting one and putting it back.
  func endsTheProcess(_ number: Int32) -> Bool {
    let current = signal(number, SIG_IGN)
    signal(number, current)
    return unsafeBitCast(current, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
  }

  /// A reader may press Ctrl-C the moment the address shows: by then SIGINT and SIGTERM stop
  /// the server (which ends every app properly) and no longer end the process; after the
  /// loop they are as they were.
  ///
  /// (It runs the loop's work on the main actor; the tool spins the main run loop around it,
  /// which a test's main actor cannot.)
  @Test func theAddressIsAnnouncedOnlyOnceCtrlCStopsTheServer() async throws {
    #expect(endsTheProcess(SIGINT) && endsTheProcess(SIGTERM))
    let server = try HTTPServer(port: 0)
    let website = Website(
      apps: [FruitApp.descriptor], startApp: FruitApp.descriptor, keptSandbox: nil)
    var caughtWhenAnnounced: [Bool] = []
    await ServeLoop.run(website, on: server) {
      caughtWhenAnnounced = [SIGINT, SIGTERM].map { !endsTheProcess($0) }
      server.stop()
    }
    #expect(caughtWhenAnnounced == [true, true])
    #expect(endsTheProcess(SIGINT) && endsTheProcess(SIGTERM))
  }
}
