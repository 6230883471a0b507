// The page shows what Xcode's Main Thread Checker says: UIKit called from the queue a
// permission answer comes on is reported in the gesture's flow, with the app's line.

import AppTestSupport
import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import Testing
import ToolTestSupport
import ViewHarness

@testable import StepwiseServe

/// A screen whose Ask button asks to notify and shows the answer straight from the
/// completion handler, as Swift 5 code may (Swift 6 refuses it).
@MainActor
private final class OffMainViewController: UIViewController {
  let answerLabel = UILabel()
  nonisolated(unsafe) static var lineOfTheCall = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    answerLabel.text = "Not asked"
    view.addSubview(answerLabel)
  }

  func ask() {
    let label = answerLabel
    let show: @MainActor (Bool) -> Void = { label.text = $0 ? "Allowed" : "Not allowed" }
    Self.lineOfTheCall = #line - 1
    let showAnywhere = unsafeBitCast(show, to: (@Sendable (Bool) -> Void).self)
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
      showAnywhere(granted)
    }
  }

  static let app = AppDescriptor(
    id: "off-main", title: "OffMain", summary: "Sets a label from a permission handler.",
    chapter: "none", makeDelegate: { OffMainAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "OffMain", initialScene: "Ask",
        scenes: [
          .viewController(
            "Ask", OffMainViewController.self, title: "Ask",
            content: [.button("Ask", action: { $0.ask() })])
        ])
    })
}

@MainActor
private final class OffMainAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
@Suite struct MainThreadCheckerPageTests {
  @Test func theReportIsInTheFlowOfTheGestureThatAnsweredTheAlert() async throws {
    let site = try LiveSite(
      apps: [OffMainViewController.app], startApp: OffMainViewController.app, keptSandbox: nil,
      maximumSessions: 1)
    let session = try await site.newSession()
    _ = try await site.send("tap \"Ask\"", to: session)
    let answered = try await site.send("tap \"Allow\"", to: session).state()
    await site.stop()

    // The flow lets long lines break after a colon or a bracket (`<wbr>`).
    let flow = answered.flow.replacingOccurrences(of: "<wbr>", with: "")
    #expect(answered.message == nil)
    #expect(
      flow.contains(
        "Main Thread Checker: UI API called on a background thread: -[UILabel setText:] "
          + "(at Tests/StepwiseServeTests/MainThreadCheckerPageTests.swift:"
          + "\(OffMainViewController.lineOfTheCall))"),
      "\(answered.flow)")
  }
}
