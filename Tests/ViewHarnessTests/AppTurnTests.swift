// An app's code runs in its turns: between its gestures, in a test process, the names app
// code uses for its container mean the test process's own, so that other tests' code never
// saves into a device's app.

import AppTestSupport
import HeadlessUIKit
import Testing

@testable import ViewHarness

@MainActor
@Suite struct AppTurnTests {
  /// The Documents folder, as app code and unit tests ask for it.
  var documents: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  }

  /// A site keeps its device's app running across awaits, and a unit test of another suite
  /// may run in such a gap: it saves into the test process's container, not the site's app's
  /// (which the site's test deletes when it ends).
  @Test func betweenItsGesturesAnAppLendsItsContainerToNoOtherCode() async throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tapRow(0)
    await Task.yield()

    #expect(device.isRunning)
    #expect(!documents.path.hasPrefix(device.sandbox.root.path))
    #expect(documents.path == NSHomeDirectory() + "/Documents")
    #expect(
      (UserDefaults.standard as? AppDefaults)?.fileURL.path.hasPrefix(device.sandbox.root.path)
        == false)
    #expect(UIApplication.running == nil)

    // Its next gesture is its turn again: its code finds its own container.
    var seen: URL?
    try device.perform { seen = documents }
    #expect(seen == device.sandbox.documentsDirectory)
  }
}
