// The port's import lines: Foundation beside UIKit, Apple's frameworks as the kit's modules of
// their own names, and the modules Linux lacks.

import Testing

@testable import PortKit

@Suite struct SwiftPorterImportTests {
  @Test func importFoundationBesideUIKitGoesAndAloneItStaysUnlessItNamesTheContainer() {
    let both = """
      import Foundation
      import UIKit

      let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

      """
    let alone = """
      import Foundation

      let now = Date()

      """
    let preferences = """
      import Foundation

      let defaults = UserDefaults.standard

      """
    let folders = """
      import Foundation

      let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)

      """
    let (files, report) = port([
      ("App/Both.swift", both), ("App/Model.swift", alone), ("App/Settings.swift", preferences),
      ("App/Store.swift", folders),
    ])

    // Beside UIKit (HeadlessUIKit here), Foundation's own names for the app's container would
    // be ambiguous with the kit's, which stand for them; UIKit brings Foundation anyway.
    #expect(
      files["App/Both.swift"] == """
        import HeadlessUIKit

        let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

        """)
    #expect(files["App/Model.swift"] == alone)
    #expect(
      report.mechanical.contains {
        $0.path == "App/Both.swift" && $0.text.contains("import Foundation dropped")
      })
    // Alone, Foundation's names would mean the user's home on Linux: the kit's mean the
    // app's container, as Foundation's do on iOS.
    for (path, text) in [("App/Settings.swift", preferences), ("App/Store.swift", folders)] {
      #expect(
        files[path]
          == text.replacingOccurrences(of: "import Foundation", with: "import HeadlessUIKit"))
      #expect(
        report.mechanical.contains {
          $0.path == path && $0.text.contains("Foundation alone would answer the user's home")
        })
    }
  }

  /// A model that reads a word list its bundle holds, importing Foundation alone: on Linux
  /// Foundation's `Bundle.main` does not look in the app's SwiftPM resource bundle, the kit's
  /// does.
  @Test func importFoundationAloneBecomesTheKitWhereTheFileReadsItsBundle() {
    let words = """
      import Foundation

      let url = Bundle.main.url(forResource: "start", withExtension: "txt")

      """
    let (files, report) = port([("App/Words.swift", words)])

    #expect(
      files["App/Words.swift"]
        == words.replacingOccurrences(of: "import Foundation", with: "import HeadlessUIKit"))
    #expect(
      report.mechanical.map(\.description) == [
        "App/Words.swift: import Foundation → import HeadlessUIKit (the file finds files of the "
          + "app's bundle through Foundation's Bundle, which the kit answers from the app's "
          + "resources as iOS does; Foundation alone would not find them)"
      ])
  }

  @Test func modulesLinuxLacksAreReportedAndTheKitsOwnAreKept() {
    let source = """
      import CoreImage
      import Foundation
      import UIKit.UIGestureRecognizerSubclass
      import UserNotifications
      import os.log

      """
    let (_, report) = port([("Imports.swift", source)])
    #expect(
      report.untranslated.map(\.description) == [
        "Imports.swift:1: import CoreImage: no such module on Linux; the code that uses it needs "
          + "rewriting",
        "Imports.swift:3: import UIKit.UIGestureRecognizerSubclass: no such module on Linux; the "
          + "code that uses it needs rewriting",
        "Imports.swift:5: import os.log: no such module on Linux; the code that uses it needs "
          + "rewriting",
      ])
  }

  @Test func applesFrameworksBecomeTheKitsModulesOfTheirOwnNames() {
    let source = """
      import UIKit
      import UserNotifications

      """
    let (files, report) = port([("Reminders.swift", source)])
    #expect(files["Reminders.swift"] == "import HeadlessUIKit\nimport HeadlessUserNotifications\n")
    #expect(
      report.mechanical.map(\.description) == [
        "Reminders.swift: import UIKit → import HeadlessUIKit; import UserNotifications → "
          + "import HeadlessUserNotifications"
      ])
  }

  @Test func coreLocationAndMapKitBecomeTheKitsModulesOfTheirOwnNames() {
    let source = """
      import CoreLocation
      import MapKit
      import UIKit

      """
    let (files, report) = port([("Map.swift", source)])
    #expect(
      files["Map.swift"]
        == "import HeadlessCoreLocation\nimport HeadlessMapKit\nimport HeadlessUIKit\n")
    #expect(
      report.mechanical.map(\.description) == [
        "Map.swift: import CoreLocation → import HeadlessCoreLocation; import MapKit → "
          + "import HeadlessMapKit; import UIKit → import HeadlessUIKit"
      ])
    #expect(report.untranslated.isEmpty)
  }

  /// Apple's CoreLocation brings Foundation (`NSDictionary`, `Date`), so a model file may
  /// import it alone; the kit's does not, so the port adds Foundation, or the kit where the
  /// file names the app's folders.
  @Test func aFileImportingAFrameworkAloneGetsTheFoundationItBroughtOnIOS() {
    let place = """
      import CoreLocation

      struct Place {
        let coordinate: CLLocationCoordinate2D
        var plist: NSDictionary { ["latitude": coordinate.latitude] }
      }

      """
    let saved = """
      import CoreLocation
      import MapKit

      let file = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

      """
    let (files, report) = port([("Place.swift", place), ("Saved.swift", saved)])
    #expect(
      files["Place.swift"]?.hasPrefix("import HeadlessCoreLocation\nimport Foundation\n\n") == true)
    #expect(
      files["Saved.swift"]?.hasPrefix(
        "import HeadlessCoreLocation\nimport HeadlessUIKit\nimport HeadlessMapKit\n") == true,
      "\(files)")
    #expect(
      report.mechanical.map(\.description).first
        == "Place.swift: import CoreLocation → import HeadlessCoreLocation and import Foundation "
        + "(Apple's CoreLocation brings Foundation; the kit's does not)")
    #expect(report.untranslated.isEmpty)
  }

  @Test func coreDataBecomesTheKitsModuleOfItsOwnName() {
    let source = """
      import CoreData
      import UIKit

      """
    let (files, report) = port([("List.swift", source)])
    #expect(files["List.swift"] == "import HeadlessCoreData\nimport HeadlessUIKit\n")
    #expect(
      report.mechanical.map(\.description) == [
        "List.swift: import CoreData → import HeadlessCoreData; import UIKit → import HeadlessUIKit"
      ])
    #expect(report.untranslated.isEmpty)
  }

  @Test func theTodayWidgetsNotificationCenterModuleIsDroppedAndFoundationsClassKept() {
    let source = """
      import UIKit
      import NotificationCenter

      let center = NotificationCenter.default

      """
    let (files, report) = port([("Observer.swift", source)])
    #expect(
      files["Observer.swift"]
        == "import HeadlessUIKit\n\nlet center = NotificationCenter.default\n")
    #expect(report.untranslated.isEmpty)
    #expect(
      report.mechanical.map(\.description) == [
        "Observer.swift: import UIKit → import HeadlessUIKit; import NotificationCenter removed "
          + "(the Today-widget framework; Foundation's NotificationCenter needs no import)"
      ])
  }

  @Test func notificationCenterAloneBringsUIKitAsOnIOS() {
    // On iOS the Today-widget framework imports UIKit (its NCWidgetProviding names
    // UIEdgeInsets and extends UIVibrancyEffect), so this file compiles there with no other
    // import: a controller, Foundation's NotificationCenter and Date.
    let source = """
      import Foundation
      import NotificationCenter

      class ClockViewController: UIViewController {
        let started = Date()
        let center = NotificationCenter.default
      }

      """
    var porter = SwiftPorter(project: SwiftProject(files: [("Clock.swift", source)]))
    let files = porter.run()
    #expect(
      files.first?.text
        == """
        import HeadlessUIKit

        class ClockViewController: UIViewController {
          let started = Date()
          let center = NotificationCenter.default
        }

        """)
    #expect(porter.imports.contains("UIKit"))
    #expect(porter.report.untranslated.isEmpty)
    #expect(
      porter.report.mechanical.map(\.description) == [
        "Clock.swift: import Foundation dropped (UIKit brings it); import NotificationCenter → "
          + "import HeadlessUIKit (the Today-widget framework brings UIKit, and Foundation with it)"
      ])
  }

  @Test func userNotificationsNamesBesideUIKitAloneGetTheirImport() {
    // UIKit's headers import UserNotifications, so Xcode compiles this file as it is.
    let source = """
      import UIKit

      func remind() {
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
      }

      """
    var porter = SwiftPorter(project: SwiftProject(files: [("Remind.swift", source)]))
    let files = porter.run()
    #expect(
      files.first?.text.hasPrefix("import HeadlessUIKit\nimport HeadlessUserNotifications\n\n")
        == true)
    #expect(porter.imports.contains("UserNotifications"), "the manifest links the module")
    #expect(
      porter.report.mechanical.map(\.description) == [
        "Remind.swift: import UIKit → import HeadlessUIKit and import HeadlessUserNotifications "
          + "(the file uses UserNotifications' names, which UIKit brings along on iOS)"
      ])
    // A file that imports UserNotifications itself, or uses none of its names, is left as it was.
    let (plain, _) = port([
      (
        "A.swift",
        "import UIKit\nimport UserNotifications\nlet c = UNUserNotificationCenter.current()\n"
      ),
      ("B.swift", "import UIKit\nlet unknown = UNKNOWN\nlet n = UNITS\n"),
    ])
    #expect(
      plain["A.swift"]?.hasPrefix("import HeadlessUIKit\nimport HeadlessUserNotifications\nlet")
        == true)
    #expect(plain["B.swift"]?.hasPrefix("import HeadlessUIKit\nlet") == true)
  }
}
