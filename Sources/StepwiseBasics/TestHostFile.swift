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
    // name, its folders or preferences), the kit launches it: its delegate, window and first
    // screen, as Xcode launches the host before hosted tests run.

    import Foundation
    import HeadlessUIKit

    @testable import \(module)

    \(marker)
    func launchTestHost() {
      UIApplication.launchTestHost(\(delegate).self)
    }

    """ + sandboxNames
  }

  /// The file of a test target that names no host: Foundation's names for the app's folders
  /// and preferences alone.
  package static let sandboxNamesText = """
    // The kit's form of what a test target sees on iOS: Foundation's names for the app's
    // folders and preferences mean the app's container.

    import Foundation
    import HeadlessUIKit

    """ + sandboxNames

  /// Foundation's names for the app's folders and preferences, declared in the test module so
  /// that they win over Foundation's own and the kit's, which a file importing XCTest (which
  /// brings Foundation) sees side by side and calls ambiguous.
  private static let sandboxNames = """

    // Foundation's names for the app's folders and preferences, as the app's own code sees
    // them (its container's), in every file of these tests, including one that imports XCTest
    // or Foundation.
    extension UserDefaults {
      class var standard: UserDefaults { SandboxNames.standardDefaults }
    }

    extension FileManager {
      func urls(
        for directory: FileManager.SearchPathDirectory,
        in domainMask: FileManager.SearchPathDomainMask
      ) -> [URL] {
        SandboxNames.urls(for: directory, in: domainMask)
      }

      func url(
        for directory: FileManager.SearchPathDirectory,
        in domain: FileManager.SearchPathDomainMask,
        appropriateFor url: URL?,
        create shouldCreate: Bool
      ) throws -> URL {
        try SandboxNames.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
      }
    }

    func NSHomeDirectory() -> String { SandboxNames.homeDirectory() }

    func NSTemporaryDirectory() -> String { SandboxNames.temporaryDirectory() }

    """

  /// Whether a test file is the kit's form of a test target's settings (its host, the names
  /// of the app's folders), which an Xcode project says in its own settings.
  package static func isTestHost(_ text: String) -> Bool {
    text.contains(marker) || text.contains("SandboxNames.standardDefaults")
  }

  /// The attribute that makes the file's function the test program's host launcher.
  private static let marker = "@_cdecl(\"stepwise_launch_test_host\")"
}
