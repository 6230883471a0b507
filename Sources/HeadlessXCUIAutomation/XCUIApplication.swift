// The app under test, launched as a process of its own on the simulated device.

import Foundation
import ViewHarness
import XCTest

/// The app a UI test launches, works and terminates, as XCUIAutomation's: the root of every
/// query (`app.buttons["Add"]`).
///
/// ``launch()`` starts the app's executable as a process of its own (found as
/// ``TargetExecutable`` says), over the launch channel, with ``launchArguments`` after `--`
/// (the app reads them in `CommandLine.arguments` or `ProcessInfo`'s `arguments`) and
/// ``launchEnvironment`` in its environment. Its container lives for the test process: a
/// second launch finds what the first saved; a new test run starts from an empty one.
///
/// Every instance stands for the same target app, as in Xcode: an `XCUIApplication()` made
/// after another one launched works the app that one launched.
public class XCUIApplication: XCUIElement {
  /// The states an app can be in.
  public enum State: UInt, Sendable {
    /// Not known.
    case unknown = 0
    /// Not running.
    case notRunning = 1
    /// In the background, suspended.
    case runningBackgroundSuspended = 2
    /// In the background.
    case runningBackground = 3
    /// On screen.
    case runningForeground = 4
  }

  /// The arguments the next launch passes to the app.
  public var launchArguments: [String] = []

  /// The variables the next launch adds to the app's environment.
  public var launchEnvironment: [String: String] = [:]

  /// The target app, as every instance in this test process shares it.
  public init() {
    super.init(locator: .application)
  }

  /// How long a gesture may take before the app is reported unresponsive.
  static let answerTimeout: TimeInterval = 60

  /// The running app: its process and its last answer. One for the test process.
  nonisolated(unsafe) static var running: RunningApp?

  /// The app's name for failures: its executable's, or "the target app" before a launch.
  var name: String { Self.running?.executable.lastPathComponent ?? "the target app" }

  /// The app's state.
  public var state: State {
    guard let running = Self.running, running.connection.isRunning,
      running.lastReply.isRunning
    else { return .notRunning }
    return running.isInBackground ? .runningBackground : .runningForeground
  }

  /// Launches the app anew: a running one is terminated first.
  public func launch(file: StaticString = #filePath, line: UInt = #line) {
    Self.stopRunning()
    let start = Date()
    let executable: URL
    do {
      executable = try TargetExecutable.locate()
    } catch {
      XCTFail("Failed to launch the target app: \(error.description)", file: file, line: line)
      return
    }
    let container = TestContainer.folder(for: executable.lastPathComponent)
    let connection: AppChannel.Connection
    do {
      connection = try AppChannel.Connection(
        executable: executable,
        arguments: ["--judged", "--sandbox", container.path, "--"] + launchArguments,
        folder: nil, environment: launchEnvironment)
    } catch {
      XCTFail(
        "Failed to launch \(executable.path): \(error.localizedDescription)", file: file,
        line: line)
      return
    }
    Self.running = RunningApp(executable: executable, connection: connection)
    perform("launch", failing: "Failed to launch \(executable.lastPathComponent)", file, line)
    XCTApplicationLaunchMetric.record(launchDuration: Date().timeIntervalSince(start))
  }

  /// Brings the app to the foreground: back from the background (its delegate is told it
  /// enters the foreground), or launched when it is not running.
  public func activate(file: StaticString = #filePath, line: UInt = #line) {
    switch state {
    case .notRunning, .unknown:
      launch(file: file, line: line)
    case .runningBackground, .runningBackgroundSuspended:
      perform("foreground", failing: "Failed to activate \(name)", file, line)
      Self.running?.isInBackground = false
    case .runningForeground:
      break
    }
  }

  /// Terminates the app as the system does: its delegate is told, and its process ends.
  public func terminate(file: StaticString = #filePath, line: UInt = #line) {
    Self.stopRunning()
  }

  /// Ends the running app's process, if any, letting it terminate the app properly.
  static func stopRunning() {
    guard let running else { return }
    _ = running.connection.finish(grace: 10)
    Self.running = nil
  }

  // MARK: Talking to the app

  /// The screen's accessibility tree now, or nil when the app is not running; while the
  /// app is in the background, the application alone (none of its elements is on screen).
  func currentTree() -> AccessibilityElement? {
    guard let running = Self.running, running.connection.isRunning else { return nil }
    guard let reply = running.send(AppChannel.readAccessibility) else { return nil }
    guard reply.isRunning, var tree = reply.accessibility else { return nil }
    if running.isInBackground { tree.children = [] }
    return addingKeyboard(to: addingPickerWheels(to: tree), of: running)
  }

  /// The screen as the app draws it now, or nil when the app is not running.
  func currentSnapshot() -> ScreenSnapshot? {
    guard let running = Self.running, running.connection.isRunning else { return nil }
    guard let reply = running.send(AppChannel.readAccessibility) else { return nil }
    return reply.isRunning ? reply.observation?.snapshot : nil
  }

  /// Sends a script line to the app; fails the test at `file`/`line` with `failure` and
  /// the app's reason when it is refused or not answered.
  func perform(_ gesture: String, failing failure: String, _ file: StaticString, _ line: UInt) {
    guard let running = Self.running else {
      XCTFail("\(failure): the application is not running", file: file, line: line)
      return
    }
    let answer = running.connection.send(
      gesture, before: Date(timeIntervalSinceNow: Self.answerTimeout))
    switch answer {
    case .reply(let reply):
      running.lastReply = reply
      if reply.crashed {
        XCTFail(
          "\(failure): the application crashed: \(reply.refusal ?? "")", file: file, line: line)
      } else if let refusal = reply.refusal {
        XCTFail("\(failure): \(refusal)", file: file, line: line)
      }
    case .ended:
      XCTFail(
        "\(failure): the application's process ended\(running.lastWords)", file: file, line: line)
    case .timedOut:
      XCTFail(
        "\(failure): the application did not answer in \(Int(Self.answerTimeout)) s",
        file: file, line: line)
    case .forged(let reason):
      XCTFail("\(failure): the application answered with \(reason)", file: file, line: line)
    }
  }
}

/// The app's process on the launch channel, and what it last answered.
final class RunningApp {
  let executable: URL
  let connection: AppChannel.Connection
  var lastReply = AppChannel.Reply()
  /// Whether the home button sent the app to the background, where it still is.
  var isInBackground = false
  /// The keyboard shown while a field is being edited.
  var keyboard = SoftwareKeyboard()

  init(executable: URL, connection: AppChannel.Connection) {
    self.executable = executable
    self.connection = connection
  }

  /// Sends a line and keeps its answer; nil when none came.
  func send(_ line: String) -> AppChannel.Reply? {
    let answer = connection.send(
      line, before: Date(timeIntervalSinceNow: XCUIApplication.answerTimeout))
    guard case .reply(let reply) = answer else { return nil }
    lastReply = reply
    return reply
  }

  /// The last lines the process printed, for a failure.
  var lastWords: String {
    let lines = connection.output.suffix(5)
    return lines.isEmpty ? "" : ":\n" + lines.joined(separator: "\n")
  }
}
