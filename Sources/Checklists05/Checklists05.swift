// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 05: a screen of lists, each list with its own items.
public enum Checklists05 {
  /// The app, ready to launch on a simulated device.
  public static let app = AppDescriptor(
    id: "checklists-05",
    title: "Checklists",
    summary: "A list of checklists: add, rename and delete lists, open one to see its items.",
    chapter: "checklists-05.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain() })
}
