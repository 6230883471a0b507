// Shared steps for the todo-archiver tests: adding a to-do and reading the preferences.

import Foundation
import HeadlessUIKit
import ViewHarness

@testable import TodoArchiver

extension Device {
  /// Taps "+", types the title into the alert and taps OK.
  func addTodo(_ title: String) throws {
    try tap("+")
    try type(title)
    try tap("OK")
  }

  /// The app's preferences as they are on disk now.
  var storedPreferences: [String: Any] {
    let url = sandbox.preferencesDirectory
      .appendingPathComponent("\(app.bundleIdentifier).plist")
    guard let data = FileManager.default.contents(atPath: url.path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
    else { return [:] }
    return plist as? [String: Any] ?? [:]
  }

  /// The archive stored under the list's key, read from disk.
  var storedData: Data? {
    storedPreferences[TodoArchive.preferencesKey] as? Data
  }
}

extension AppSandbox {
  /// Stores a value in an app's preferences before the app launches.
  @MainActor
  func storePreference(_ value: Any, forKey key: String, of app: AppDescriptor) {
    AppDefaults(sandbox: self, bundleIdentifier: app.bundleIdentifier).set(value, forKey: key)
  }
}
