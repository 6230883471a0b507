// Xcode's Main Thread Checker: UIKit called from the background queue a permission answer
// comes on is reported in the console with the app's line, and once the app goes back to
// the main queue, nothing is.

import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import Testing
import ViewHarness

/// A screen whose Ask button asks to notify and shows the answer in a label: straight from
/// the completion handler (as Swift 5 code compiles it), or back on the main queue.
@MainActor
final class AnswerViewController: UIViewController {
  let answerLabel = UILabel()
  /// The line of the handler's UIKit call, for the report to name.
  nonisolated(unsafe) static var lineOfTheCall = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    answerLabel.text = "Not asked"
    view.addSubview(answerLabel)
  }

  func ask(mainQueue: Bool) {
    let label = answerLabel
    // What Swift 5 code compiles, which Swift 6 refuses: the label set from the handler.
    let show: @MainActor (Bool) -> Void = { label.text = $0 ? "Allowed" : "Not allowed" }
    Self.lineOfTheCall = #line - 1
    let showAnywhere = unsafeBitCast(show, to: (@Sendable (Bool) -> Void).self)
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
      if mainQueue {
        DispatchQueue.main.async { showAnywhere(granted) }
      } else {
        showAnywhere(granted)
      }
    }
  }

  static func app(mainQueue: Bool) -> AppDescriptor {
    AppDescriptor(
      id: "answer", title: "Answer", summary: "Shows the answer to a permission request.",
      chapter: "none", makeDelegate: { AnswerAppDelegate() },
      makeStoryboard: {
        UIStoryboard(
          name: "Answer", initialScene: "Answer",
          scenes: [
            .viewController(
              "Answer", AnswerViewController.self, title: "Answer",
              content: [.button("Ask", action: { $0.ask(mainQueue: mainQueue) })])
          ])
      })
  }
}

@MainActor
final class AnswerAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
@Suite struct MainThreadCheckerTests {
  @Test func uiKitCalledFromThePermissionHandlerIsReportedWithTheAppsLine() throws {
    let device = try Device(app: AnswerViewController.app(mainQueue: false))
    try device.tap("Ask")
    try device.tap("Allow")
    let report = try #require(device.console.first { $0.hasPrefix("Main Thread Checker") })
    #expect(
      report
        == "Main Thread Checker: UI API called on a background thread: -[UILabel setText:] "
        + "(at Tests/ViewHarnessTests/MainThreadCheckerTests.swift:"
        + "\(AnswerViewController.lineOfTheCall))")
    #expect(device.transcript.lastGesture.contains("  console: \(report)"))
  }

  @Test func nothingIsReportedOnceTheHandlerGoesBackToTheMainQueue() async throws {
    let device = try Device(app: AnswerViewController.app(mainQueue: true))
    try device.tap("Ask")
    try device.tap("Allow")
    await device.settle()
    #expect(device.screen.contains("Allowed"))
    #expect(!device.console.contains { $0.hasPrefix("Main Thread Checker") })
  }
}
