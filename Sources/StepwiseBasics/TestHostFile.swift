// A test target's TestHost.swift: the kit's form of Xcode's "Host Application" setting, which
// `stepwise port` writes from TEST_HOST, the tutorial's starter writes for the learner's tests,
// and `stepwise export` leaves out (the Xcode project says it in its own setting).

/// The file that names a test target's host app.
package enum TestHostFile {
  /// The file's usual name in a test target's folder.
  package static let name = "TestHost.swift"

  /// The file, for tests of the app module `module` whose delegate is `delegate`.
  package static func text(module: String, delegate: String) -> String {
    """
    // The host application of these tests, as an Xcode project's TEST_HOST setting names it.
    // Before a test first asks UIKit for the app (UIApplication.shared, a storyboard by
    // name), the kit launches it: its delegate, window and first screen, as Xcode launches
    // the host before hosted tests run.

    import HeadlessUIKit

    @testable import \(module)

    \(marker)
    func launchTestHost() {
      UIApplication.launchTestHost(\(delegate).self)
    }

    """
  }

  /// Whether a test file names the tests' host app for the kit.
  package static func isTestHost(_ text: String) -> Bool {
    text.contains(marker)
  }

  /// The attribute that makes the file's function the test program's host launcher.
  private static let marker = "@_cdecl(\"stepwise_launch_test_host\")"
}
