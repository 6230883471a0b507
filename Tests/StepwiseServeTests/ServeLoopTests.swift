// Serving until Ctrl-C: the address shows only once Ctrl-C is caught.

import AppTestSupport
import Foundation
import Testing

@testable import StepwiseServe

@MainActor
@Suite struct ServeLoopTests {
  /// A reader may press Ctrl-C the moment the address shows: by then SIGINT and SIGTERM are
  /// caught to stop the server (which ends every app properly) instead of ending the
  /// process, and they are given back only after the last session has ended.
  ///
  /// (The signals are a stand-in that notes the order: the process's own are shared by every
  /// test running beside this one. `ServeCommandTests` presses Ctrl-C on the real tool.)
  @Test func theAddressIsAnnouncedOnlyOnceCtrlCStopsTheServer() async throws {
    let server = try HTTPServer(port: 0)
    let website = Website(
      apps: [FruitApp.descriptor], startApp: FruitApp.descriptor, keptSandbox: nil)
    var events: [String] = []
    let signals = StopSignals { _ in
      events.append("caught")
      return { events.append("given back") }
    }
    await ServeLoop.run(website, on: server, signals: signals) {
      events.append("announced")
      server.stop()
    }
    #expect(events == ["caught", "announced", "given back"])
  }
}
