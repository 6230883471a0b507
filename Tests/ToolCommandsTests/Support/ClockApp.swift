// A screen with a date picker nobody sets, and the catalogs the tool's in-process tests use.

import AppProgram
import AppTestSupport
import Foundation
import HeadlessUIKit

@testable import CommandLineKit
@testable import ToolCommands

extension FruitApp {
  /// The catalog the in-process tests use: the fruit app under its two ids.
  static let catalog = AppCatalog([
    AppCatalog.Entry(descriptor, target: "FruitApp"),
    AppCatalog.Entry(checklistsDescriptor, target: "FruitChecklists"),
  ])
}

/// A screen with a date picker nobody sets: it starts at the simulated UIKit's "now".
enum ClockApp {
  static let descriptor = AppDescriptor(
    id: "clock",
    title: "Clock",
    summary: "A date picker left at its first date.",
    chapter: "clock.md",
    makeDelegate: { FruitAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Clock", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Clock"),
          .viewController(
            "Clock", ClockViewController.self, title: "Clock",
            content: [.datePicker(mode: .dateAndTime, outlet: \.datePicker)]),
        ])
    })

  static let catalog = AppCatalog([AppCatalog.Entry(descriptor, target: "ClockApp")])
}

@MainActor
final class ClockViewController: UIViewController {
  var datePicker: UIDatePicker?

  override func viewDidLoad() {
    super.viewDidLoad()
    datePicker?.timeZone = TimeZone(identifier: "UTC")
  }
}
