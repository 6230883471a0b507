// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 09: each item gets a due date, picked in a date picker that opens
/// below its row, and a reminder, a local notification at that time.
///
/// The hardening of stage 08 stays, and each item number the app hands out is never one an
/// item already has, even after the preferences were lost (`ItemIDTests`).
public enum Checklists09 {
  /// The app, ready to launch on a simulated device.
  public static let app = makeApp(environment: nil)

  /// The app on a given clock and calendar, so that tests see fixed dates; nil means the
  /// simulated device's own, read at launch (on an iPhone, `AppEnvironment.system`).
  static func makeApp(environment: AppEnvironment?) -> AppDescriptor {
    AppDescriptor(
      id: "checklists-09",
      title: "Checklists",
      summary: "Due dates in an inline date picker, and reminders as local notifications.",
      chapter: "checklists-09.md",
      makeDelegate: { AppDelegate(environment: environment ?? Checklists09.device) },
      makeStoryboard: { UIStoryboard.makeMain() },
      // The images in the app's asset catalog: one per icon a list can have.
      assets: AssetCatalog(images: [
        "No Icon", "Appointments", "Birthdays", "Chores", "Drinks", "Folder", "Groceries",
        "Inbox", "Photos", "Trips",
      ]))
  }

  /// The simulated device's clock, which a script's `wait` moves and the chapters' renderer
  /// fixes, and the Gregorian calendar in its time zone.
  @MainActor static var device: AppEnvironment {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = UIKitRuntime.timeZone
    return AppEnvironment(now: { UIKitRuntime.now() }, calendar: calendar)
  }
}
