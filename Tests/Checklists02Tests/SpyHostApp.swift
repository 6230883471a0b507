// The spy host as a launchable app, with both Add Item screens, for the harness.

import HeadlessUIKit

@testable import Checklists02

/// An app whose first screen is the spy, able to open both Add Item screens.
enum SpyHostApp {
  static let app = AppDescriptor(
    id: "checklists-02-spy-host",
    title: "Spy host",
    summary: "Opens either Add Item screen from a screen that is not the checklist.",
    chapter: "checklists-02.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "SpyHost", initialScene: "NavigationController",
        scenes: [
          .navigationController("NavigationController", root: "Host"),
          .viewController(
            "Host", SpyHostViewController.self, title: "Host",
            leftBarButton: .title("Direct", segue: "DirectCall"),
            rightBarButton: .system(.add, segue: "AddItem"),
            segues: [
              .presentModally("AddItem", to: "AddItemNavigation"),
              .presentModally("DirectCall", to: "DirectCallNavigation"),
            ]),
          .navigationController("AddItemNavigation", root: "AddItem"),
          .tableViewController(
            "AddItem", AddItemViewController.self, title: "Add Item",
            leftBarButton: .system(.cancel, action: { $0.cancel() }),
            rightBarButton: .system(
              .done, isEnabled: false, outlet: \.doneBarButton, action: { $0.done() }),
            staticCells: [[.textField(outlet: \.textField)]]),
          .navigationController("DirectCallNavigation", root: "DirectCall"),
          .tableViewController(
            "DirectCall", DirectCallAddItemViewController.self, title: "Add Item",
            leftBarButton: .system(.cancel, action: { $0.cancel() }),
            rightBarButton: .system(
              .done, isEnabled: false, outlet: \.doneBarButton, action: { $0.done() }),
            staticCells: [[.textField(outlet: \.textField)]]),
        ])
    })
}
