// A WebDriver client over plain HTTP: enough to drive headless Chromium through chromedriver.

import BasicTestSupport
import Foundation
import StepwiseServe

/// A browser session driven through chromedriver, spoken to in WebDriver's JSON over HTTP.
///
/// The requests go over a plain socket: Foundation's URLSession on Linux cannot read
/// chromedriver's headers, which have no space after the colon (`Content-Length:249`).
///
/// ```swift
/// let browser = try await WebDriver.start()
/// try await browser.open(url)
/// try await browser.click(try await browser.element(xpath: "//button"))
/// ```
public final class WebDriver: Sendable {
  /// Why the browser could not do what it was asked.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// WebDriver's key for an element's id in its answers.
  static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

  let driver: Process
  let port: UInt16
  let session: String

  private init(driver: Process, port: UInt16, session: String) {
    self.driver = driver
    self.port = port
    self.session = session
  }

  /// The browser tests' turns: one browser at a time in the whole test run. Each runs
  /// Chromium (and one builds the kit besides), and on two cores several at once starve each
  /// other past their deadlines.
  public static let turns = Turns()

  /// Runs `body` with a new browser session in ``turns``, and ends the session however the
  /// body ends.
  ///
  /// ```swift
  /// try await WebDriver.session { browser in
  ///   try await browser.open(url)
  /// }
  /// ```
  public static func session<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: (WebDriver) async throws -> T
  ) async throws -> T {
    try await turns.inTurn {
      let browser = try await start()
      do {
        let value = try await body(browser)
        await browser.quit()
        return value
      } catch {
        await browser.quit()
        throw error
      }
    }
  }

  /// Starts chromedriver on a free port and a headless Chromium session through it. A
  /// chromedriver that cannot listen (another program took the port meanwhile) is tried
  /// again on another port.
  public static func start() async throws -> WebDriver {
    var failure = Failure(description: "chromedriver did not start")
    for _ in 0..<3 {
      let free = try HTTPServer(port: 0)
      let port = free.port
      free.stop()
      do {
        return try await start(port: port)
      } catch let error as Failure {
        failure = error
      }
    }
    throw failure
  }

  /// Starts chromedriver on a port and a headless Chromium session through it; throws when
  /// chromedriver is not ready within a minute.
  public static func start(port: UInt16, chromedriver: String = "/usr/bin/chromedriver")
    async throws
    -> WebDriver
  {
    let driver = Process()
    driver.executableURL = URL(fileURLWithPath: chromedriver)
    driver.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
    driver.standardOutput = FileHandle.nullDevice
    driver.standardError = FileHandle.nullDevice
    try driver.run()
    // Ready when chromedriver itself says so: an answer from another server on the port
    // (chromedriver could not listen) is no answer.
    let deadline = Date(timeIntervalSinceNow: 60)
    var ready = false
    while !ready, driver.isRunning, deadline.timeIntervalSinceNow > 0 {
      let status = try? await call("GET", "/status", port: port, seconds: 5)
      ready = ((status as? [String: Any])?["value"] as? [String: Any])?["ready"] as? Bool == true
      if !ready { try await Task.sleep(for: .milliseconds(100)) }
    }
    guard ready else {
      kill(driver.processIdentifier, SIGKILL)
      let driver = driver
      await OwnThread.run { driver.waitUntilExit() }
      throw Failure(description: "chromedriver did not start on port \(port)")
    }
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1500,1000", "--hide-scrollbars",
            ]
          ],
        ]
      ]
    ]
    let answer: Any
    do {
      answer = try await call("POST", "/session", capabilities, port: port)
    } catch {
      kill(driver.processIdentifier, SIGKILL)
      throw error
    }
    guard let value = (answer as? [String: Any])?["value"] as? [String: Any],
      let session = value["sessionId"] as? String
    else {
      kill(driver.processIdentifier, SIGKILL)
      throw Failure(description: "no session in \(String(describing: answer))")
    }
    return WebDriver(driver: driver, port: port, session: session)
  }

  /// Ends the browser session, then chromedriver (which ignores SIGTERM: it is asked to
  /// shut down, and killed if it has not after five seconds).
  public func quit() async {
    _ = try? await command("DELETE", "")
    _ = try? await Self.call("GET", "/shutdown", port: port)
    for _ in 0..<50 where driver.isRunning {
      try? await Task.sleep(for: .milliseconds(100))
    }
    if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
    let driver = driver
    await OwnThread.run { driver.waitUntilExit() }
  }

  /// Opens a page.
  public func open(_ url: URL) async throws {
    _ = try await command("POST", "url", ["url": url.absoluteString])
  }

  /// The first element an XPath expression finds.
  public func element(xpath: String) async throws -> String {
    let answer = try await command("POST", "element", ["using": "xpath", "value": xpath])
    guard let found = answer as? [String: Any], let id = found[Self.elementKey] as? String else {
      throw Failure(description: "no element \(xpath)")
    }
    return id
  }

  /// Clicks an element in its middle, as a mouse does.
  public func click(_ element: String) async throws {
    _ = try await command("POST", "element/\(element)/click", [:])
  }

  /// Types text into an element, key by key.
  public func type(_ text: String, into element: String) async throws {
    _ = try await command("POST", "element/\(element)/value", ["text": text])
  }

  /// Sets the window's size in CSS pixels, as a user resizing it does.
  public func resize(width: Int, height: Int) async throws {
    _ = try await command("POST", "window/rect", ["width": width, "height": height])
  }

  /// Runs a script in the page and returns what it returns.
  public func evaluate(_ script: String) async throws -> Any? {
    try await command("POST", "execute/sync", ["script": script, "args": [Any]()])
  }

  /// Waits until a script returns true, at most `seconds`.
  public func wait(
    seconds: Double = 10, _ what: String, until script: String
  ) async throws {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while deadline.timeIntervalSinceNow > 0 {
      if try await evaluate(script) as? Bool == true { return }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw Failure(description: "waited \(seconds) s for \(what)")
  }

  /// A picture of the window, as PNG.
  public func screenshot() async throws -> Data {
    guard let text = try await command("GET", "screenshot") as? String,
      let data = Data(base64Encoded: text)
    else { throw Failure(description: "no screenshot") }
    return data
  }

  private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil)
    async throws -> Any?
  {
    let answer = try await Self.call(
      method, "/session/\(session)" + (path.isEmpty ? "" : "/\(path)"), body, port: port)
    return (answer as? [String: Any])?["value"] ?? nil
  }

  /// One WebDriver call: JSON in, JSON out; an error answer, or none within `seconds`
  /// (long by default: a page loads slowly on a busy machine), throws.
  private static func call(
    _ method: String, _ path: String, _ body: [String: Any]? = nil, port: UInt16,
    seconds: Double = 120
  ) async throws -> Any {
    let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
    let reply = try await OwnThread.run {
      let client = try RawClient(port: port)
      client.send(
        "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
          + "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n"
          + "Connection: close\r\n\r\n")
      client.send(Array(payload))
      return client.readAnswer(seconds: seconds)
    }
    guard let split = reply.range(of: "\r\n\r\n") else {
      throw Failure(description: "\(method) \(path): no answer")
    }
    let body = Data(reply[split.upperBound...].utf8)
    guard reply.hasPrefix("HTTP/1.1 200 "), let json = try? JSONSerialization.jsonObject(with: body)
    else {
      throw Failure(description: "\(method) \(path): \(reply.prefix(600))")
    }
    return json
  }
}

/// Turns taken one at a time by async code: each waits until the one before has ended.
public actor Turns {
  private var isTaken = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// A new set of turns, none taken.
  public init() {}

  /// Runs `body` when no other turn runs.
  public func inTurn<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async throws -> T {
    await take()
    do {
      let value = try await body()
      await give()
      return value
    } catch {
      await give()
      throw error
    }
  }

  private func take() async {
    guard isTaken else {
      isTaken = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func give() {
    if waiting.isEmpty {
      isTaken = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
