// The UserDefaults-style API that both the sandbox preferences and Foundation's
// UserDefaults offer.

import Foundation

/// A preferences store with `UserDefaults`' API, so a stage can take either
/// ``AppDefaults`` or Foundation's `UserDefaults`.
@MainActor
public protocol DefaultsStore: AnyObject {
  /// Registers fallback values for this launch only; they are never written (FIDELITY 23).
  func register(defaults registrationDictionary: [String: Any])
  /// The stored or registered value for a key.
  func object(forKey defaultName: String) -> Any?
  /// Stores a value for a key.
  func set(_ value: Any?, forKey defaultName: String)
  /// Removes the stored value, so a registered one shows again.
  func removeObject(forKey defaultName: String)
  /// The value as a Boolean: false when missing (FIDELITY 24).
  func bool(forKey defaultName: String) -> Bool
  /// The value as an integer: 0 when missing, numbers in strings converted (FIDELITY 24).
  func integer(forKey defaultName: String) -> Int
  /// The value as a string; numbers are converted (FIDELITY 24).
  func string(forKey defaultName: String) -> String?
  /// The value as data.
  func data(forKey defaultName: String) -> Data?
}

extension UserDefaults: DefaultsStore {}
