// The name screens' storyboards: one per controller, each with that controller as its
// initial scene.

import HeadlessUIKit

/// The storyboards of the three name screens, each named after its controller as in the
/// article. Every scene shows the name in a label above a ``NameImageView``.
@MainActor
enum NameCheckStoryboards {
  /// The storyboard of ``VariableNameCheckViewController``.
  static func variable() -> UIStoryboard {
    storyboard(
      "VariableNameCheckViewController",
      scene: scene("VariableNameCheck", VariableNameCheckViewController.self))
  }

  /// The storyboard of ``FixedNameCheckViewController``.
  static func fixed() -> UIStoryboard {
    storyboard(
      "FixedNameCheckViewController",
      scene: scene("FixedNameCheck", FixedNameCheckViewController.self))
  }

  /// The storyboard of ``InjectedNameCheckViewController``.
  static func injected() -> UIStoryboard {
    storyboard(
      "InjectedNameCheckViewController",
      scene: scene("InjectedNameCheck", InjectedNameCheckViewController.self))
  }

  private static func storyboard(_ name: String, scene: Scene) -> UIStoryboard {
    UIStoryboard(name: name, initialScene: scene.identifier, scenes: [scene])
  }

  private static func scene<Controller: NameCheckViewController>(
    _ identifier: String, _ type: Controller.Type
  ) -> Scene {
    .viewController(
      identifier, type, title: "お名前画像",
      content: [
        .label(outlet: \.nameLabel),
        .view { controller in
          let imageView = NameImageView()
          controller.nameImageView = imageView
          return imageView
        },
      ])
  }
}
