// The smallest app that launches: what `stepwise tutorial start` writes for the learner.

import Foundation
import StepwiseBasics

/// The files of a new learner's package: a manifest that uses this course's kit by path, and
/// an app of four small files (the app delegate marked `@main`, the Info.plist declaration,
/// the storyboard with one empty table screen, and its controller).
package enum StarterApp {
  /// The manifest, using the course package at `course` by path.
  package static func manifest(course: URL) -> String {
    manifest(coursePath: course.standardizedFileURL.path, identity: identity(of: course))
  }

  /// The manifest, using the course package at `coursePath` (whole, or relative to the
  /// package) by path; `identity` is how SwiftPM names it.
  package static func manifest(coursePath path: String, identity: String) -> String {
    manifest(coursePath: path, identity: identity, withTests: true)
  }

  /// The manifest, with the test target or (as packages made before it existed are)
  /// without.
  package static func manifest(coursePath path: String, identity: String, withTests: Bool)
    -> String
  {
    let quoted = path.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    let module = TutorialWorkspace.module
    var targets = """
          // The app: on the main actor unless it says otherwise, as an iOS app target is.
          .executableTarget(
            name: "\(module)",
            dependencies: [.product(name: "HeadlessUIKit", package: "\(identity)")],
            swiftSettings: [.defaultIsolation(MainActor.self)])
      """
    if withTests {
      targets += ",\n" + testTarget(identity: identity)
    }
    return """
      // swift-tools-version: 6.2
      // Your Checklists app. It uses the Stepwise course's simulated UIKit, found by path: if
      // you move the course, change the path below.
      import PackageDescription

      let package = Package(
        name: "\(module)",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: "\(quoted)")],
        targets: [

      """ + targets + "\n  ]\n)\n"
  }

  /// The tests' target in the manifest, indented as in its `targets:`. Unlike the app's, it
  /// is not on the main actor by default, as an Xcode test target is not: an `XCTestCase`
  /// subclass must stay nonisolated like its superclass, and a test that uses UIKit says
  /// `@MainActor`.
  package static func testTarget(identity: String) -> String {
    """
        // Your unit tests, as in Xcode: `@testable import Checklists` gives them your app.
        // As in Xcode, they are not on the main actor unless they say so: a test that uses
        // UIKit is marked `@MainActor`.
        .testTarget(
          name: "\(testsModule)",
          dependencies: [
            "\(TutorialWorkspace.module)", .product(name: "ViewHarness", package: "\(identity)"),
            .product(name: "HeadlessUIKit", package: "\(identity)"),
          ])
    """
  }

  /// Whether a learner's manifest puts their tests on the main actor by default, as the
  /// manifests `start` wrote before test targets followed Xcode's did: the tests' target
  /// declares `.defaultIsolation(MainActor.self)`. The checks build the learner's tests as
  /// their package does.
  package static func testsDefaultToMainActor(manifest: String) -> Bool {
    guard let name = manifest.range(of: "name: \"\(testsModule)\"") else { return false }
    let rest = manifest[name.upperBound...]
    let end =
      rest.firstMatch(of: /\.(testTarget|target|executableTarget)\(/)?.range.lowerBound
      ?? rest.endIndex
    return rest[..<end].contains(".defaultIsolation(MainActor.self)")
  }

  /// The module of the learner's tests.
  package static let testsModule = "ChecklistsTests"

  /// The folder of the learner's tests, relative to their package.
  package static let testsPath = "Tests/\(testsModule)"

  /// The tests' host: the learner's app, launched before a test first asks UIKit for it, as
  /// an Xcode unit-test target is hosted by its app (`TEST_HOST`).
  package static let testHost = (
    path: "\(testsPath)/\(TestHostFile.name)",
    text: TestHostFile.text(module: TutorialWorkspace.module, delegate: "AppDelegate")
  )

  /// The file the tests' folder starts with: a test target needs one source file.
  package static let testsStarter = (
    path: "\(testsPath)/ChecklistsTests.swift",
    text: """
    // Your tests live in this folder, one file per test-first step (each step names its
    // file and shows how it begins). They are unit tests, as in Xcode: `@testable import
    // Checklists` gives them your app's types, and they call UIKit and your code as the app
    // does. As in Xcode, a test that uses UIKit is marked `@MainActor` (or its suite is).
    // Run them with `swift test`.

    import HeadlessUIKit
    import Testing

    @testable import Checklists

    """
  )

  /// How SwiftPM names a package used by path: its folder's name, in lower case.
  package static func identity(of course: URL) -> String {
    course.standardizedFileURL.lastPathComponent.lowercased()
  }

  /// The app's files, by path in the learner's package.
  package static let sources: KeyValuePairs<String, String> = [
    "Sources/Checklists/AppDelegate.swift": """
    import HeadlessUIKit

    /// The object the system tells about the app's life. `@main` makes it the program's
    /// entry point, as in an Xcode project.
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
    }

    """,
    "Sources/Checklists/Info.swift": """
    import HeadlessUIKit

    // What an Xcode project's Info.plist says: the app's identity and its main storyboard.
    extension AppDelegate {
      static let infoPlist: InfoPlist? = InfoPlist(
        bundleIdentifier: "com.example.Checklists", displayName: "Checklists",
        makeDelegate: { AppDelegate() }, mainStoryboard: { UIStoryboard.makeMain() })
    }

    """,
    "Sources/Checklists/Storyboard.swift": """
    import HeadlessUIKit

    // Main.storyboard: the app's screens, as Interface Builder would draw them. For now,
    // one table screen inside a navigation controller.
    extension UIStoryboard {
      static func makeMain() -> UIStoryboard {
        UIStoryboard(
          name: "Main", initialScene: "NavigationController",
          scenes: [
            .navigationController("NavigationController", root: "ChecklistViewController"),
            .tableViewController("ChecklistViewController", ChecklistViewController.self),
          ])
      }
    }

    """,
    "Sources/Checklists/ChecklistViewController.swift": """
    import HeadlessUIKit

    /// The checklist screen: a table, still empty.
    class ChecklistViewController: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
      }
    }

    """,
  ]

  /// The package's other files.
  package static let extras: KeyValuePairs<String, String> = [
    ".gitignore": """
    .build/
    .swiftpm/
    .stepwise/tutorial/progress.json*

    """,
    "README.md": """
    # My Checklists

    My own Checklists app, built step by step with the Stepwise tutorial.

    ```
    stepwise run --dir .     # the app, in the terminal simulator
    stepwise tutorial        # check the current step (and every earlier one)
    stepwise tutorial watch  # check again on every save
    ```

    """,
  ]
}
