// Stands for Main.storyboard, declared in Swift: what Interface Builder would draw for the main
// storyboard: the list of ways and the input. Like the app's identity file, written for the kit,
// not for UIKit.

import HeadlessUIKit

/// The main storyboard: the three ways, then the name input screen. The name screens live
/// in storyboards of their own (``NameCheckStoryboards``), one per controller.
enum MainStoryboard {
  /// Makes the storyboard.
  @MainActor
  static func make() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "NavigationController",
      scenes: [
        .navigationController("NavigationController", root: "HandOverList"),
        .tableViewController(
          "HandOverList", HandOverListViewController.self, title: "名前の受け渡し",
          prototypes: [
            PrototypeCell(
              "HandOverCell", style: .subtitle, accessory: .disclosureIndicator,
              selectionSegue: "ShowNameInput")
          ],
          segues: [.show("ShowNameInput", to: "NameInput")]),
        .viewController(
          "NameInput", NameInputViewController.self, title: "名前入力",
          content: [
            .label(outlet: \.handOverLabel),
            .textField(
              placeholder: "名前を入力してください", outlet: \.nameTextField, returnKey: .done),
          ]),
      ])
  }
}
