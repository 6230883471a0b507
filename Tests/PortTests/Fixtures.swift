// Where the fixture projects and their walkthrough scripts are.

import AppTestSupport
import Foundation

/// The Xcode projects written for these tests, each with a walkthrough script for its port:
///
/// - `Checklists`: the book's app before the edits (scenes, static cells, a prototype with
///   tagged labels, segues from bar buttons, an accessory and code).
/// - `Bookshelf`: a prototype cell of its own class with outlets and an action, a cell's
///   selection segue, a toolbar with an action and a segue, large titles, an image set.
/// - `Reminders`: a modal screen inside its own navigation controller, dismissed through a
///   delegate; a view controller with a text field, a switch, a date picker and a button,
///   their actions with and without a sender.
/// - `Tally`: a pre-iOS-13 app (`@UIApplicationMain`, no scenes, the window in the app
///   delegate) with overrides in an extension in another file and two `#selector`s.
/// - `Errands`: a Swift 4 project (`SWIFT_VERSION = 4.0`) using the names UIKit had before
///   Swift 4.2 (`UIApplicationLaunchOptionsKey`, `UITableViewCellEditingStyle`…), its
///   Info.plist named from `$(SRCROOT)`.
/// - `Shopping`: what first apps do that a strict harness refused: a text field with no
///   placeholder, cleared with `text = nil` and read with `text!`; a switch whose label the
///   storyboard lists after it; a checkmark set on the cell alone; a model whose `deinit`
///   asks `UNUserNotificationCenter.current()`.
enum Fixtures {
  /// The fixtures' folder.
  static let folder = PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures")

  /// The names of the fixture projects.
  static let names = ["Checklists", "Bookshelf", "Reminders", "Tally", "Errands", "Shopping"]

  /// A fixture project's folder.
  static func url(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  /// A fixture's walkthrough script.
  static func script(_ name: String) -> URL {
    folder.appendingPathComponent("\(name).stepwise")
  }
}
