// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 04: the items are saved to a file and loaded at launch.
public enum Checklists04 {
  /// The app, ready to launch on a simulated device.
  public static let app = AppDescriptor(
    id: "checklists-04",
    title: "Checklists",
    summary: "Items saved to Documents/Checklists.plist after every change, loaded at launch.",
    chapter: "checklists-04.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain() })
}
