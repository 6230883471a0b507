// The host app of each test target in a package that builds a learner's test against several
// apps: what Xcode's "Host Application" setting says for one test target, said here for many.

import Foundation

/// The host applications of a package's test targets, in a target of their own.
///
/// A learner's test asks UIKit for the app as a test does in Xcode (`UIStoryboard(name:
/// "Main", bundle: nil)`, `UIApplication.shared`), and the kit launches the test target's host
/// app on that first use. A test program has one host, named by the C function
/// `stepwise_launch_test_host` it links; a learner's own package defines it in its test
/// target's `TestHost.swift`. A trial's package links every app and every test target into one
/// test program, so this target defines another, `stepwise_launch_trial_host`, which the kit
/// asks first: each run of one test target
/// (``MutantTrial/runTests(ofModule:inPackage:packageName:swift:buildFolder:container:timeLimit:user:crashSummary:onTimeout:)``)
/// names its module in ``moduleVariable``, and the function launches that target's app. For a
/// test target it does not know (the learner's own tests, with their own `TestHost.swift`),
/// it launches nothing, and the test program's own host launches.
package struct TestHosts: Sendable, Equatable {
  /// How a host app is launched, from the module that holds it.
  package enum Launch: Sendable, Equatable {
    /// Through the app delegate's `infoPlist`, as a learner's app declares it.
    case appDelegate(String)
    /// Through the app's ``AppDescriptor``, a static property of a type of the module (a
    /// stage's `Checklists04.app`).
    case descriptor(String)
  }

  /// One test target's host.
  package struct Host: Sendable, Equatable {
    /// The test target's module.
    package var testModule: String
    /// The module of its app.
    package var appModule: String
    /// How that app is launched.
    package var launch: Launch

    /// A host.
    package init(testModule: String, appModule: String, launch: Launch) {
      self.testModule = testModule
      self.appModule = appModule
      self.launch = launch
    }
  }

  /// The hosts, one per test target.
  package var hosts: [Host]

  /// Test modules that run with no host, even where the test program has one of its own.
  package var unhosted: [String]

  /// Hosts.
  package init(_ hosts: [Host], unhosted: [String] = []) {
    self.hosts = hosts
    self.unhosted = unhosted
  }

  /// The target's name, which test targets name among their dependencies.
  package static let targetName = "StepwiseTestHosts"

  /// The target's folder in its package.
  package static let path = "Hosts/\(targetName)"

  /// The environment variable naming the test module a test process runs.
  package static let moduleVariable = "STEPWISE_TESTED_MODULE"

  /// The environment variable naming the folder a test process keeps its container in,
  /// from one run to the next, as a simulator keeps an app's (the kit's
  /// `AppContainer.keptContainerVariable`).
  package static let containerVariable = "STEPWISE_TEST_CONTAINER"

  /// Whether there is nothing to say: no test target hosted, none kept unhosted. The package
  /// then has no hosts target.
  var isEmpty: Bool { hosts.isEmpty && unhosted.isEmpty }

  /// The target, for a manifest's `targets:` list, using the kit's products from `kitPackage`;
  /// nothing when ``isEmpty``.
  package func manifestTarget(kitPackage: String) -> String {
    guard !isEmpty else { return "" }
    let apps = Set(hosts.map(\.appModule)).sorted().map { "\"\($0)\", " }.joined()
    return """
          .target(
            name: "\(Self.targetName)",
            dependencies: [\(apps).product(name: "HeadlessUIKit", package: "\(kitPackage)")],
            path: "\(Self.path)"),

      """
  }

  /// The target's one source file.
  package var source: String {
    var text = """
      // Written by stepwise: the host app of each test target, launched when its tests first ask
      // UIKit for the app. The test process's \(Self.moduleVariable) names the test target.

      import Foundation
      import HeadlessUIKit


      """
    for module in Set(hosts.map(\.appModule)).sorted() {
      text += "@testable import \(module)\n"
    }
    text += """

      @_cdecl("stepwise_launch_trial_host")
      func launchTrialHost() -> Int32 {
        switch ProcessInfo.processInfo.environment["\(Self.moduleVariable)"] {

      """
    for host in hosts.sorted(by: { $0.testModule < $1.testModule }) {
      let argument =
        switch host.launch {
        case .appDelegate(let type): "\(host.appModule).\(type).self"
        case .descriptor(let property): "\(host.appModule).\(property)"
        }
      text += """
          case "\(host.testModule)":
            MainActor.assumeIsolated { UIApplication.launchTestHost(\(argument)) }
            return 1

        """
    }
    for module in unhosted.sorted() {
      text += """
          case "\(module)":
            return 1

        """
    }
    text += """
        default: return 0
        }
      }

      """
    return text
  }

  /// Writes the target's source into the package at `folder`, unless it holds it already;
  /// removes the target's folder when ``isEmpty``.
  package func write(in folder: URL) throws {
    guard !isEmpty else {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(Self.path))
      return
    }
    let url = folder.appendingPathComponent("\(Self.path)/TestHosts.swift")
    let data = Data(source.utf8)
    if (try? Data(contentsOf: url)) == data { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
