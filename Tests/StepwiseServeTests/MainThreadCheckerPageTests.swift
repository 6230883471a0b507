// The page shows what Xcode's Main Thread Checker says: UIKit called from the queue a
// permission answer comes on is reported in the gesture's flow, with the app's line.

import AppTestSupport
import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import Testing
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
  /// The page draws a gesture's transcript as its flow (``SimulatorDriver``): the tap that
  /// answers the alert, whose handler set the label off the main queue, carries the report.
  /// (Driven on a device, as the page's session drives it, without the page's requests, so
  /// that no other test's device runs between the gesture and its report.)
  @Test func theReportIsInTheFlowOfTheGestureThatAnsweredTheAlert() throws {
    let device = try Device(app: OffMainViewController.app)
    device.watchesModelAndStorage = true
    try device.tap("Ask")
    let mark = device.transcript.appendedCount
    try device.tap("Allow")

    let steps = FlowClassifier.steps(
      device.transcript.lines(since: mark), origins: device.transcript.origins(since: mark),
      tags: device.transcript.tags(since: mark))
    let flow = FlowDiagram(steps: steps).html().replacingOccurrences(of: "<wbr>", with: "")
    #expect(
      flow.contains(
        "Main Thread Checker: UI API called on a background thread: -[UILabel setText:] "
          + "(at Tests/StepwiseServeTests/MainThreadCheckerPageTests.swift:"
          + "\(OffMainViewController.lineOfTheCall))"),
      "\(flow)")
  }
}
