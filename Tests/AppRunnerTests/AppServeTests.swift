// An app with `@main` serving itself in the page (`--serve`), as `stepwise serve --dir` runs
// a learner's own app: through the real server, a gesture made, Ctrl-C saving.

import Foundation
import StepwiseServe
import StepwiseTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct AppServeTests {
  let checklists = BuiltProgram(named: "PortedChecklists")

  @Test func theAppServesItselfWithThePanelsAndSavesWhenStopped() async throws {
    let data = try TemporaryFolder()
    let process = Process()
    process.executableURL = try checklists.url()
    process.arguments = ["--serve", "0", "--sandbox", "box"]
    process.currentDirectoryURL = data.url
    process.environment = ["HOME": data.url.path, "NO_COLOR": "1"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    defer { if process.isRunning { process.terminate() } }

    let address = try await Task.detached { try Self.address(printedBy: output) }.value
    let (_, response) = try await URLSession.shared.data(for: URLRequest(url: address))
    let page = try #require(response.url)
    #expect(page.path.hasPrefix("/session/"))
    var state: PageState?
    for line in ["tap \"+\"", "type \"Groceries\"", "tap \"Done\""] {
      var request = URLRequest(url: page.appendingPathComponent("command"))
      request.httpMethod = "POST"
      request.httpBody = Data(line.utf8)
      let (body, reply) = try await URLSession.shared.data(for: request)
      #expect((reply as? HTTPURLResponse)?.statusCode == 200, "\(line)")
      state = try JSONDecoder().decode(PageState.self, from: body)
    }
    let shown = try #require(state)
    #expect(shown.apps.map(\.id) == ["PortedChecklists"], "the one app: the program's own")
    #expect(shown.phone.contains("Groceries"))
    #expect(shown.flow.contains("▶") || shown.flow.contains("tap"), "\(shown.flow)")
    #expect(shown.sandbox == data.url.appendingPathComponent("box").path)
    #expect(shown.script.contains("type \"Groceries\""))

    process.interrupt()
    let status = await Task.detached {
      process.waitUntilExit()
      return process.terminationStatus
    }.value
    let printed = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(status == 0)
    #expect(printed.hasSuffix("stopped; the app was terminated properly\n"), "\(printed)")
    let saved = data.url.appendingPathComponent("box/Documents/Checklists.plist")
    #expect(
      FileManager.default.contents(atPath: saved.path)?.range(of: Data("Groceries".utf8)) != nil)
  }

  @Test func aBusyPortOrABadOneIsSaidWithWhatToDo() throws {
    let data = try TemporaryFolder()
    let busy = try HTTPServer(port: 0)
    defer { busy.stop() }

    let taken = try checklists.run(
      ["--serve", String(busy.port), "--sandbox", "box"], in: data.url, home: data.url,
      environment: ["NO_COLOR": "1"], timeout: 120)
    let bad = try checklists.run(
      ["--serve", "web"], in: data.url, home: data.url, environment: ["NO_COLOR": "1"])

    #expect(taken.status == 1)
    #expect(taken.error.contains("Choose another port with --port"), "\(taken.error)")
    #expect(bad.status == 2)
    #expect(bad.error.contains("--serve takes a port from 0 to 65535, not web"))
  }

  /// The address the program prints, on the first line that holds one.
  static func address(printedBy pipe: Pipe) throws -> URL {
    var text = ""
    while true {
      if let start = text.range(of: "http://"),
        let end = text[start.lowerBound...].firstIndex(of: "\n")
      {
        guard let url = URL(string: String(text[start.lowerBound..<end])) else { break }
        return url
      }
      let data = pipe.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    throw URLError(.badURL)
  }
}
