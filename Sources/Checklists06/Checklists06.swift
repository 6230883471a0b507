// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 06: a DataModel owns the lists, and preferences remember the open one.
public enum Checklists06 {
  /// The app, ready to launch on a simulated device.
  public static let app = AppDescriptor(
    id: "checklists-06",
    title: "Checklists",
    summary: "A DataModel saves the lists on background and terminate; reopens the last list.",
    chapter: "checklists-06.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain() })
}
