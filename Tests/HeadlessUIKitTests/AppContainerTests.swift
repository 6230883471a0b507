// Foundation's names for an app's folders and preferences find the running app's container,
// as they do on iOS, so app code never names the kit.

import HeadlessUIKit
import Testing

@MainActor
@Suite struct AppContainerTests {
  /// The Documents folder as app code asks for it.
  var documents: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  }

  @Test func foundationsNamesFindTheRunningAppsContainer() throws {
    let app = try RunningApp(RunningApp.descriptor())
    defer { app.stop() }
    let sandbox = app.sandbox

    #expect(documents == sandbox.documentsDirectory)
    #expect(
      FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)
        == [sandbox.libraryDirectory])
    #expect(
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)
        == [sandbox.libraryDirectory.appendingPathComponent("Caches", isDirectory: true)])
    let support = try FileManager.default.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    #expect(support.path.hasPrefix(sandbox.root.path + "/Library/"))
    #expect(FileManager.default.fileExists(atPath: support.path))
    #expect(NSHomeDirectory() == sandbox.root.path)
    #expect(NSTemporaryDirectory() == sandbox.root.path + "/tmp/")
    // A kind of folder an iOS app has none of.
    #expect(FileManager.default.urls(for: .desktopDirectory, in: .userDomainMask).isEmpty)
  }

  @Test func userDefaultsStandardIsTheAppsPreferencesInItsContainer() throws {
    let app = try RunningApp(RunningApp.descriptor(id: "container-test"))
    defer { app.stop() }

    UserDefaults.standard.set("kept", forKey: "Note")
    #expect(UserDefaults.standard.synchronize())
    let file = app.sandbox.preferencesDirectory.appendingPathComponent(
      "org.stepwise.container-test.plist")
    let stored = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: file), format: nil)
    #expect((stored as? [String: Any])?["Note"] as? String == "kept")
  }

  @Test func eachAppFindsItsOwnContainerWhenItsCodeRuns() throws {
    let first = try RunningApp(RunningApp.descriptor(id: "first"))
    let second = try RunningApp(RunningApp.descriptor(id: "second"))
    defer {
      first.stop()
      second.stop()
    }
    // The last launched is current; the device makes an app current before each gesture.
    #expect(documents == second.sandbox.documentsDirectory)
    UserDefaults.standard.set(2, forKey: "Which")
    first.application.makeCurrent()
    #expect(documents == first.sandbox.documentsDirectory)
    #expect(UserDefaults.standard.object(forKey: "Which") == nil)
    UserDefaults.standard.set(1, forKey: "Which")
    second.application.makeCurrent()
    #expect(UserDefaults.standard.integer(forKey: "Which") == 2)
  }

  @Test func aRelaunchReadsWhatWasSetAndForgetsWhatWasRegistered() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let descriptor = RunningApp.descriptor(id: "relaunch-test")
    let first = RunningApp.Launch(descriptor, in: sandbox)
    UserDefaults.standard.register(defaults: ["Registered": true])
    UserDefaults.standard.set(true, forKey: "Set")
    first.application.stop()

    let second = RunningApp.Launch(descriptor, in: sandbox)
    defer { second.application.stop() }
    #expect(UserDefaults.standard.bool(forKey: "Set"))
    #expect(UserDefaults.standard.object(forKey: "Registered") == nil)
  }

  @Test func withNoAppRunningTheNamesAnswerAsFoundationDoes() throws {
    let app = try RunningApp(RunningApp.descriptor())
    let sandbox = app.sandbox
    app.stop()
    #expect(documents != sandbox.documentsDirectory)
    #expect(!NSHomeDirectory().hasPrefix(sandbox.root.path))
    #expect(
      (UserDefaults.standard as? AppDefaults)?.fileURL.path.hasPrefix(sandbox.root.path) != true)
  }

  /// A unit test that saves through the app's own code, with no app launched, writes into a
  /// container of the test process, as on iOS (a hosted test's host app, or the simulator's
  /// test runner): never into the developer's home, where it would read another run's files.
  @Test func withNoAppRunningATestProcessHasAContainerOfItsOwn() throws {
    let app = try RunningApp(RunningApp.descriptor())
    app.stop()
    let home = ProcessInfo.processInfo.environment["HOME"] ?? "/"
    #expect(NSHomeDirectory() != home)
    #expect(!documents.path.hasPrefix(home + "/"))
    #expect(documents.path == NSHomeDirectory() + "/Documents")
    #expect(FileManager.default.fileExists(atPath: documents.path))
    // The same container throughout the process, as a host app's.
    #expect(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask) == [documents])
    // An app launched then has its own again.
    let next = try RunningApp(RunningApp.descriptor())
    defer { next.stop() }
    #expect(documents == next.sandbox.documentsDirectory)
  }

  /// An app whose container is gone (a test let go of its simulated device, and of the
  /// device's temporary container, without ending the app) runs no more code: a unit test run
  /// after it saves into the test process's container and preferences, not into a folder that
  /// no longer exists.
  @Test func anAppWhoseContainerIsGoneNoLongerOwnsTheNames() throws {
    let app = try RunningApp(RunningApp.descriptor())
    defer { app.application.stop() }
    #expect(documents == app.sandbox.documentsDirectory)
    try app.sandbox.removeAll()

    #expect(!documents.path.hasPrefix(app.sandbox.root.path))
    #expect(documents.path == NSHomeDirectory() + "/Documents")
    #expect(FileManager.default.fileExists(atPath: documents.path))
    let defaults = try #require(UserDefaults.standard as? AppDefaults)
    #expect(defaults.fileURL.path.hasPrefix(NSHomeDirectory() + "/Library/Preferences/"))
  }

  /// A unit test that sets a preference through the app's own code, with no app launched,
  /// sets it in the test process's container, as a hosted test on iOS sets its host app's:
  /// never in the developer's own preferences, where the next run would find it.
  @Test func withNoAppRunningATestProcessHasPreferencesOfItsOwn() throws {
    let app = try RunningApp(RunningApp.descriptor())
    app.stop()
    let key = "AppContainerTests.\(UUID().uuidString)"
    defer { UserDefaults.standard.removeObject(forKey: key) }
    UserDefaults.standard.set(7, forKey: key)
    #expect(AppContainer.foundationStandardDefaults.object(forKey: key) == nil)
    #expect(UserDefaults.standard.integer(forKey: key) == 7)
    // Kept in the container's Library/Preferences, as an app's are.
    let defaults = try #require(UserDefaults.standard as? AppDefaults)
    #expect(defaults.synchronize())
    #expect(defaults.fileURL.path.hasPrefix(NSHomeDirectory() + "/Library/Preferences/"))
    #expect(FileManager.default.fileExists(atPath: defaults.fileURL.path))
    // An app launched then has its own again.
    let next = try RunningApp(RunningApp.descriptor())
    defer { next.stop() }
    #expect(UserDefaults.standard.object(forKey: key) == nil)
  }
}

extension RunningApp {
  /// An app launched in a sandbox the test keeps, so a second launch can use it.
  @MainActor
  struct Launch {
    let application: UIApplication

    init(_ descriptor: AppDescriptor, in sandbox: AppSandbox) {
      application = UIApplication.launch(descriptor, in: sandbox)
    }
  }
}
