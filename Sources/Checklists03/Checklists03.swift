// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 03: one detail screen adds and edits items.
public enum Checklists03 {
  /// The app, ready to launch on a simulated device.
  public static let app = AppDescriptor(
    id: "checklists-03",
    title: "Checklists",
    summary: "One screen adds and edits items; the accessory button opens Edit Item.",
    chapter: "checklists-03.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain() })
}
