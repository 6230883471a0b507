// The wrong-way checklist as a launchable app, for the harness.

import HeadlessUIKit

@testable import Checklists01

/// An app whose only screen is the wrong-way checklist.
enum CheckmarkInCellApp {
  static let app = AppDescriptor(
    id: "checklists-01-checkmark-in-cell",
    title: "Checkmark in the cell",
    summary: "The wrong way: checkmarks kept only in cells go astray when cells are reused.",
    chapter: "checklists-01.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "CheckmarkInCell", initialScene: "NavigationController",
        scenes: [
          .navigationController("NavigationController", root: "Checklist"),
          .tableViewController(
            "Checklist", CheckmarkInCellViewController.self, title: "Checklists",
            prototypes: [PrototypeCell("ChecklistItem", labels: [1000])]),
        ])
    })
}
