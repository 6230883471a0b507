// Hosted tests: the app a test target names as its host launches, in the test process's
// container, before a test first asks UIKit for it. Each test runs in a process of its own
// (an exit test), since a host is the host for the rest of its process.

import HeadlessUIKit
import Testing

@MainActor
@Suite struct TestHostTests {
  /// The host app: a navigation controller over a table, from its main storyboard.
  final class HostDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    static let infoPlist: InfoPlist? = InfoPlist(
      bundleIdentifier: "com.example.Host", displayName: "Host",
      makeDelegate: { HostDelegate() }, mainStoryboard: { TestHostTests.storyboard() })
  }

  static func storyboard() -> UIStoryboard {
    UIStoryboard(
      name: "Main", initialScene: "Navigation",
      scenes: [
        .navigationController("Navigation", root: "List"),
        .tableViewController("List", UITableViewController.self),
      ])
  }

  /// Ends the process with a message when a condition does not hold: an exit test's verdict
  /// is its exit status.
  static func require(_ condition: Bool, _ message: String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("TestHostTests: \(message)\n".utf8))
    exit(1)
  }

  @Test func theHostIsTheAppWithItsWindowAndMainStoryboard() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        // What a test saved before the host launched is still there after: the host runs in
        // the test process's container, with its preferences.
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let note = documents.appendingPathComponent("before.txt")
        try? Data("saved".utf8).write(to: note)
        UserDefaults.standard.set(7, forKey: "BeforeHost")

        UIApplication.launchTestHost(TestHostTests.HostDelegate.self)
        let app = UIApplication.shared
        TestHostTests.require(app.delegate is TestHostTests.HostDelegate, "the host's delegate")
        let window = app.windows.first
        TestHostTests.require(window?.isKeyWindow == true, "its window, key and visible")
        let navigation = window?.rootViewController as? UINavigationController
        TestHostTests.require(
          navigation?.topViewController is UITableViewController, "its first screen")
        let loaded = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        TestHostTests.require(
          loaded is UINavigationController && loaded !== navigation,
          "a new instance of its main storyboard's first scene")
        let after = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        TestHostTests.require(
          (try? Data(contentsOf: after.appendingPathComponent("before.txt"))) == Data("saved".utf8),
          "the same Documents folder before and after")
        TestHostTests.require(
          UserDefaults.standard.integer(forKey: "BeforeHost") == 7, "the same preferences")
        UIApplication.launchTestHost(TestHostTests.HostDelegate.self)
        TestHostTests.require(UIApplication.shared === app, "one host for the process")
      }
      exit(0)
    }
  }

  @Test func aStoryboardByNameNeedsAHostAsOnIOS() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = UIStoryboard(name: "Main", bundle: nil) }
    }
  }

  @Test func aStoryboardTheHostHasNotStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UIApplication.launchTestHost(TestHostTests.HostDelegate.self)
        _ = UIStoryboard(name: "Settings", bundle: nil)
      }
    }
  }
}
