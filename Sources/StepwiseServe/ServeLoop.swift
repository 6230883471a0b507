// Serving a site until Ctrl-C: shared by `stepwise serve` and an app's own `--serve`.

import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``Website`` on a server until SIGINT or SIGTERM, and says what to do when the port
/// is taken.
package enum ServeLoop {
  /// Opens the server on a port; when it cannot (most often another server has the port),
  /// the message says how to choose another.
  package static func openServer(port: UInt16) -> Result<HTTPServer, PortRefused> {
    do {
      return .success(try HTTPServer(port: port))
    } catch {
      return .failure(PortRefused(port: port, reason: "\(error)"))
    }
  }

  /// A port the server could not listen on.
  package struct PortRefused: Error, CustomStringConvertible {
    /// The port asked for.
    package var port: UInt16
    /// What the system said.
    package var reason: String

    /// The reason, and how to choose another port.
    package var description: String {
      let another = port == UInt16.max ? port - 1 : port + 1
      return reason + "\n"
        + localized(
          "(Is another server using port \(port)? Choose another port with --port, such as --port \(another), or --port 0 for any free one.)"
        )
    }
  }

  /// Answers requests until SIGINT or SIGTERM, then ends every session, so each app is
  /// terminated properly.
  ///
  /// `announce` prints the address once Ctrl-C is caught: a reader who presses it as soon as
  /// the address shows stops the server properly, and does not kill the process.
  ///
  /// The site runs on the main actor: the server's threads hand it each request, and the
  /// main thread's run loop runs it, as it runs the signal handlers.
  @MainActor
  package static func serve(
    _ website: Website, on server: HTTPServer,
    announcing announce: @escaping @MainActor () -> Void = {}
  ) {
    var isDone = false
    Task { @MainActor in
      await run(website, on: server, announcing: announce)
      isDone = true
    }
    while !isDone {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1))
    }
  }

  /// The loop's work, for ``serve(_:on:announcing:)`` to run on the main thread's run loop:
  /// catches SIGINT and SIGTERM, starts the server, announces it, answers until the server
  /// stops, ends every session, and gives the signals back their default action.
  @MainActor
  static func run(
    _ website: Website, on server: HTTPServer, announcing announce: () -> Void
  ) async {
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { server.stop() }
      source.resume()
      sources.append(source)
    }
    server.start()
    announce()
    await website.serve(server)
    website.finish()
    for source in sources { source.cancel() }
    for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
  }
}
