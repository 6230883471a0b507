// The names app as the simulated device and the `stepwise` tool see it.

import HeadlessUIKit

/// A name typed on one screen and shown on the next, handed over in three ways: a `var` set
/// after creation, a `let` fixed in `init?(coder:)`, and a `let` injected through the
/// storyboard's creator closure.
public enum NameInjection {
  /// The app's descriptor.
  public static let app = AppDescriptor(
    id: "names",
    title: "Names (storyboard injection)",
    summary: "Three ways to hand a name to a storyboard screen, ending with a let injected.",
    chapter: "names.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { MainStoryboard.make() })
}
