// Which container Foundation's names for the app's folders and preferences mean right now.

import Foundation

/// The container of the app whose code is running, as Foundation's names for it resolve:
/// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)`,
/// `NSHomeDirectory()` and `UserDefaults.standard` (HeadlessUIKit answers them from here).
///
/// On iOS each app is a process of its own, so those names are fixed for its life. Here one
/// process may launch many apps, one after another or on several simulated devices at once,
/// so the app made current last (at launch, and before each gesture) is the one they mean.
/// When no app is running they mean what Foundation says.
///
/// Read from any thread, as Foundation's names may be.
package enum AppContainer {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var current: (sandbox: AppSandbox, defaults: AppDefaults)?

  /// The running app's container, or nil when no app is running.
  package static var sandbox: AppSandbox? { lock.withLock { current?.sandbox } }

  /// The running app's preferences, or nil when no app is running.
  package static var defaults: AppDefaults? { lock.withLock { current?.defaults } }

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
