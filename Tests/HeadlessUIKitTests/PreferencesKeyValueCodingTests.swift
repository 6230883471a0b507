// Key-value coding on the app's preferences: `setValue(_:forKey:)`, as iOS apps call it.

import HeadlessUIKit
import Testing

@MainActor
@Suite final class PreferencesKeyValueCodingTests {
  let sandbox: AppSandbox

  init() throws {
    sandbox = try AppSandbox.inMemory()
  }

  deinit {
    try? sandbox.removeAll()
  }

  /// Opens the preferences as a new launch of the app would.
  func launchDefaults() -> UserDefaults {
    AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.test")
  }

  /// iOS apps call NSObject's key-value coding on their preferences
  /// (`userDefaults.setValue(false, forKey: "FirstTime")`); UserDefaults answers it from its
  /// values, as `set(_:forKey:)` does.
  @Test func setValueForKeyStoresAsSetDoesAndNilRemoves() {
    let defaults = launchDefaults()
    defaults.register(defaults: ["FirstTime": true])
    defaults.setValue(false, forKey: "FirstTime")
    #expect(defaults.bool(forKey: "FirstTime") == false)
    #expect(launchDefaults().object(forKey: "FirstTime") as? Bool == false)
    defaults.setValue(nil, forKey: "FirstTime")
    #expect(defaults.bool(forKey: "FirstTime") == true)
    #expect(launchDefaults().object(forKey: "FirstTime") == nil)
  }
}
