// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 07: each list shows how many items remain, the lists stay sorted by
/// name, and each list has an icon picked on a screen of its own.
public enum Checklists07 {
  /// The app, ready to launch on a simulated device.
  public static let app = AppDescriptor(
    id: "checklists-07",
    title: "Checklists",
    summary: "Lists show what remains, stay sorted by name, and each has an icon.",
    chapter: "checklists-07.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain() },
    // The images in the app's asset catalog: one per icon a list can have.
    assets: AssetCatalog(images: [
      "No Icon", "Appointments", "Birthdays", "Chores", "Drinks", "Folder", "Groceries", "Inbox",
      "Photos", "Trips",
    ]))
}
