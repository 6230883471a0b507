// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 02: an Add Item screen that reports back through a delegate.
public enum Checklists02 {
  /// The app, ready to launch on a simulated device.
  public static let app = AppDescriptor(
    id: "checklists-02",
    title: "Checklists",
    summary: "An Add Item screen with Cancel and Done that reports to a weak delegate.",
    chapter: "checklists-02.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain() })

  /// The same app with "+" opening the direct-call Add Item screen, for comparison.
  static let directCallApp = AppDescriptor(
    id: "checklists-02-direct-call",
    title: "Checklists (direct call)",
    summary: "The Add Item screen calling the list screen directly, before the delegate.",
    chapter: "checklists-02.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain(addItemScene: "DirectCallAddItemViewController") })
}
