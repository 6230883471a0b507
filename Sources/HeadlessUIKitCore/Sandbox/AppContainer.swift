// Which container Foundation's names for the app's folders and preferences mean right now.

import Foundation

/// The container of the app whose code is running, as Foundation's names for it resolve:
/// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)`,
/// `NSHomeDirectory()` and `UserDefaults.standard` (HeadlessUIKit answers them from here).
///
/// On iOS each app is a process of its own, so those names are fixed for its life. Here one
/// process may launch many apps, one after another or on several simulated devices at once,
/// so the app made current last (at launch, and before each gesture) is the one they mean.
/// In a test process an app is current only for its turn (a launch, a gesture), since other
/// tests' code runs between its turns (`UIApplication.endTurn()`). When no app is current
/// they mean what Foundation says, but in a test process, which has a container and
/// preferences of its own (``testProcessSandbox``, ``testProcessDefaults``).
///
/// Read from any thread, as Foundation's names may be.
package enum AppContainer {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var current: (sandbox: AppSandbox, defaults: AppDefaults)?

  /// The running app's container, or nil when no app is running.
  package static var sandbox: AppSandbox? { lock.withLock { current?.sandbox } }

  /// The running app's preferences, or nil when no app is running.
  package static var defaults: AppDefaults? { lock.withLock { current?.defaults } }

  /// The container whose folders Foundation's names mean: the running app's; in a test
  /// process with no app running, the test process's own (``testProcessSandbox``); else nil,
  /// for Foundation's folders.
  package static var folders: AppSandbox? {
    launchTestHostFirst()
    return liveSandbox ?? testProcessSandbox
  }

  /// In a test process, launches the tests' host app (if they have one) before Foundation's
  /// names for the container first answer: Xcode launches the host before any test runs, so
  /// a test that clears the app's files or preferences before it starts clears them after the
  /// host's launch, not before.
  ///
  /// The host launches on the main actor. Asked from elsewhere (a suite's stored property,
  /// whose initial value is computed off the main actor), the caller waits for the launch,
  /// up to ``hostLaunchPatience``: should the main actor be waiting for the caller, the host
  /// then launches at the test's first use of UIKit instead.
  private static func launchTestHostFirst() {
    guard isTestProcess, !lock.withLock({ askedForHost }) else { return }
    if Thread.isMainThread {
      MainActor.assumeIsolated { _ = UIApplication.hostOnFirstUse() }
      return
    }
    // Swift Testing's main actor may run off the main thread. `Task.immediate` runs the
    // launch at once when the caller is on the main actor, else as soon as the main actor can.
    guard #available(macOS 26.0, *) else { return }
    let launched = DispatchSemaphore(value: 0)
    Task.immediate { @MainActor in
      _ = UIApplication.hostOnFirstUse()
      launched.signal()
    }
    _ = launched.wait(timeout: .now() + hostLaunchPatience)
  }

  /// How long a caller off the main actor waits for the tests' host to launch: seconds.
  static let hostLaunchPatience: TimeInterval = 10

  /// Whether the tests' host was asked for: set once the kit asks the test program for it.
  nonisolated(unsafe) private static var askedForHost = false

  /// Notes that the tests' host is asked for now (``UIApplication/hostOnFirstUse()``):
  /// true the first time, when the caller asks; false after.
  static func claimHostAsk() -> Bool {
    lock.withLock {
      defer { askedForHost = true }
      return !askedForHost
    }
  }

  /// The running app's container while it is still on disk.
  ///
  /// An app a test launched on a simulated device stays current when the test lets go of the
  /// device without ending the app, and its temporary container goes away with the device.
  /// That app can run no more code: in a test process, Foundation's names then mean the test
  /// process's own container and preferences again, as if no app ran, rather than a folder
  /// that no longer exists.
  private static var liveSandbox: AppSandbox? {
    guard let sandbox else { return nil }
    guard isTestProcess else { return sandbox }
    return FileManager.default.fileExists(atPath: sandbox.root.path) ? sandbox : nil
  }

  /// The container of a test process while no app runs, made when first asked for and
  /// removed when the process ends; nil outside tests.
  ///
  /// On iOS a unit test never reads or writes the developer's home: a hosted test runs in its
  /// host app's container, a logic test in the test runner's, on the simulator. So a test
  /// here that saves and loads through `FileManager.default.urls(for: .documentDirectory,
  /// in: .userDomainMask)` without launching an app gets a container too: one per test
  /// process, empty when the process starts, shared by its tests as a host app's is.
  ///
  /// Unless ``keptContainerVariable`` names a folder: the container is then that folder, kept
  /// when the process ends, as a simulator keeps an app's container from one run of its
  /// tests to the next. The course runs a learner's test twice in one so, to find a test that
  /// passes on a new install only.
  package static var testProcessSandbox: AppSandbox? {
    guard isTestProcess else { return nil }
    return lock.withLock {
      if let testSandbox { return testSandbox }
      let kept = ProcessInfo.processInfo.environment[keptContainerVariable].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
      }
      // A folder that cannot be a container (a file is there) gives way to a new one: a test
      // process never falls back on the folders of the user who runs it.
      let keptSandbox = kept.flatMap { try? AppSandbox(root: $0) }
      testSandbox = keptSandbox ?? (try? AppSandbox.inMemory())
      if let testSandbox {
        testSandboxRoot = keptSandbox == nil ? testSandbox.root : nil
        atexit {
          // A write of the test process's preferences still under way ends first, so that
          // nothing is left in the folder once it is removed, and a kept folder holds it.
          AppContainer.lock.withLock { AppContainer.testDefaults }?.synchronize()
          if let root = AppContainer.testSandboxRoot {
            try? FileManager.default.removeItem(at: root)
          }
        }
      }
      return testSandbox
    }
  }

  /// The environment variable naming a folder a test process keeps its container in
  /// (``testProcessSandbox``).
  package static let keptContainerVariable = "STEPWISE_TEST_CONTAINER"

  nonisolated(unsafe) private static var testSandbox: AppSandbox?
  /// The test process's container to remove when it ends: nil when it is kept.
  nonisolated(unsafe) private static var testSandboxRoot: URL?

  /// The preferences of a test process while no app runs, kept in its container's
  /// `Library/Preferences/` (``testProcessSandbox``) and removed with it; nil outside tests.
  ///
  /// On iOS `UserDefaults.standard` is the current app's preferences, and a unit test's are
  /// its host app's (or the test runner's), never the developer's: so here a test that
  /// sets a preference through the app's code without launching an app gets preferences of
  /// its own too, empty when the process starts and shared by its tests.
  package static var testProcessDefaults: AppDefaults? {
    guard let sandbox = testProcessSandbox else { return nil }
    return lock.withLock {
      if let testDefaults { return testDefaults }
      let defaults = AppDefaults(
        sandbox: sandbox, bundleIdentifier: ProcessInfo.processInfo.processName)
      testDefaults = defaults
      return defaults
    }
  }

  nonisolated(unsafe) private static var testDefaults: AppDefaults?

  /// The preferences `UserDefaults.standard` means: the running app's; in a test process
  /// with no app running, the test process's own (``testProcessDefaults``); else nil, for
  /// Foundation's.
  package static var standardDefaults: UserDefaults? {
    launchTestHostFirst()
    return liveSandbox == nil ? testProcessDefaults : defaults
  }

  /// Whether this process runs tests: an XCTest bundle (`…PackageTests.xctest` on Linux,
  /// `xctest` on macOS) or the helper that runs Swift Testing's tests on macOS.
  package static var isTestProcess: Bool {
    let name = ProcessInfo.processInfo.processName
    return name.hasSuffix(".xctest") || name == "xctest" || name == "swiftpm-testing-helper"
  }

  /// Makes Foundation's names mean this container, or Foundation's own folders for nil.
  static func use(_ sandbox: AppSandbox?, defaults: AppDefaults?) {
    lock.withLock {
      if let sandbox, let defaults {
        current = (sandbox, defaults)
      } else {
        current = nil
      }
    }
  }

  /// The folder of a standard kind inside the container, where iOS puts it: Documents,
  /// Library, Library/Caches, Library/Application Support, tmp. Nil for kinds an iOS app
  /// has no folder of.
  package static func folder(
    _ directory: FileManager.SearchPathDirectory, in sandbox: AppSandbox
  ) -> URL? {
    switch directory {
    case .documentDirectory: sandbox.documentsDirectory
    case .libraryDirectory: sandbox.libraryDirectory
    case .cachesDirectory:
      sandbox.libraryDirectory.appendingPathComponent("Caches", isDirectory: true)
    case .applicationSupportDirectory:
      sandbox.libraryDirectory.appendingPathComponent("Application Support", isDirectory: true)
    default: nil
    }
  }

  // Foundation's own answers, for when no app runs. They are reached from here because in
  // HeadlessUIKit the same names mean the app's container.

  /// Foundation's `UserDefaults.standard`.
  package static var foundationStandardDefaults: UserDefaults { UserDefaults.standard }

  /// Foundation's `FileManager.urls(for:in:)`.
  package static func foundationURLs(
    for directory: FileManager.SearchPathDirectory,
    in domainMask: FileManager.SearchPathDomainMask
  ) -> [URL] {
    FileManager.default.urls(for: directory, in: domainMask)
  }

  /// Foundation's `FileManager.url(for:in:appropriateFor:create:)`.
  package static func foundationURL(
    for directory: FileManager.SearchPathDirectory,
    in domain: FileManager.SearchPathDomainMask,
    appropriateFor url: URL?,
    create shouldCreate: Bool
  ) throws -> URL {
    try FileManager.default.url(
      for: directory, in: domain, appropriateFor: url, create: shouldCreate)
  }

  /// Foundation's `NSHomeDirectory()`.
  package static var foundationHomeDirectory: String { NSHomeDirectory() }

  /// Foundation's `NSTemporaryDirectory()`.
  package static var foundationTemporaryDirectory: String { NSTemporaryDirectory() }
}
