// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 01: one array of items shown in a table.
public enum Checklists01 {
  /// The app, ready to launch on a simulated device.
  public static let app = AppDescriptor(
    id: "checklists-01",
    title: "Checklists",
    summary: "One array of items: tap toggles the checkmark, swipe deletes, + adds a row.",
    chapter: "checklists-01.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain() })
}
