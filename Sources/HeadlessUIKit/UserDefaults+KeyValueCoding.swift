// Key-value coding's `setValue(_:forKey:)` on preferences, which iOS apps call on UserDefaults
// through NSObject and Linux's Foundation lacks.

import Foundation

#if !canImport(Darwin)
  extension UserDefaults {
    /// Stores a value for a key, as `set(_:forKey:)` does; nil removes it.
    ///
    /// On iOS this is `NSObject`'s key-value coding, which `UserDefaults` answers from its
    /// values: `defaults.setValue(false, forKey: "FirstTime")` stores `false` for
    /// "FirstTime". Linux's Foundation has no key-value coding, so the kit declares it here.
    public func setValue(_ value: Any?, forKey key: String) {
      set(value, forKey: key)
    }
  }
#endif
