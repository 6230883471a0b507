// Foundation's names for the app's folders and preferences, answered from the running app's
// container, as they are on iOS.

import Foundation
import HeadlessUIKitCore

// An app written for iOS finds its files and preferences through Foundation: these
// declarations take the place of Foundation's own for code that imports this module (as iOS
// code imports UIKit), so that the same lines find the simulated app's container. When no
// app is running they answer as Foundation does, but for the folders and preferences of a test
// process, which has a container of its own (`AppContainer.testProcessSandbox`).
//
// They win over Foundation's in a file that imports this module alone, as a UIKit file
// imports only UIKit. A file that imports Foundation as well sees both and calls them
// ambiguous: an app's file needs no `import Foundation`, since this module brings it (and
// `stepwise port` drops it). A test file imports XCTest, which brings Foundation, so a test
// target declares the names again in its own module (its `TestHost.swift` or
// `SandboxNames.swift`), forwarding to ``SandboxNames``: a module's own declarations win over
// every imported one.

extension UserDefaults {
  /// The running app's preferences, kept in `Library/Preferences/` inside its container;
  /// when no app is running, the test process's own in a test, else Foundation's shared
  /// defaults.
  public class var standard: UserDefaults {
    AppContainer.standardDefaults ?? AppContainer.foundationStandardDefaults
  }
}

extension FileManager {
  /// The folders of a kind: for the user's domain, the running app's folder of that kind
  /// inside its container (`Documents/`, `Library/`, `Library/Caches/`,
  /// `Library/Application Support/`), as on iOS.
  public func urls(
    for directory: FileManager.SearchPathDirectory,
    in domainMask: FileManager.SearchPathDomainMask
  ) -> [URL] {
    if domainMask.contains(.userDomainMask), let sandbox = AppContainer.folders {
      guard let folder = AppContainer.folder(directory, in: sandbox) else { return [] }
      return [folder]
    }
    return AppContainer.foundationURLs(for: directory, in: domainMask)
  }

  /// The folder of a kind in one domain, created if asked: for the user's domain, the
  /// running app's folder inside its container, as on iOS.
  public func url(
    for directory: FileManager.SearchPathDirectory,
    in domain: FileManager.SearchPathDomainMask,
    appropriateFor url: URL?,
    create shouldCreate: Bool
  ) throws -> URL {
    guard domain == .userDomainMask, let sandbox = AppContainer.folders,
      let folder = AppContainer.folder(directory, in: sandbox)
    else {
      return try AppContainer.foundationURL(
        for: directory, in: domain, appropriateFor: url, create: shouldCreate)
    }
    if shouldCreate {
      try createDirectory(at: folder, withIntermediateDirectories: true)
    }
    return folder
  }
}

/// The running app's container folder, as on iOS; when no app is running, the test process's
/// container in a test, else the user's home.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public func NSHomeDirectory() -> String {
  AppContainer.folders?.root.path ?? AppContainer.foundationHomeDirectory
}

/// The running app's `tmp/` folder inside its container, as on iOS (created when first
/// asked for), ending in a slash as Foundation's does; the system's when no app is running.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public func NSTemporaryDirectory() -> String {
  guard let sandbox = AppContainer.sandbox else { return AppContainer.foundationTemporaryDirectory }
  let folder = sandbox.root.appendingPathComponent("tmp", isDirectory: true)
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder.path + "/"
}

/// Foundation's names for the app's folders and preferences, as the declarations above answer
/// them, under names of their own: a test target's `TestHost.swift` forwards Foundation's
/// names to these in the test module, since a test file that imports XCTest (which brings
/// Foundation) sees Foundation's declarations beside the ones above and calls both ambiguous.
/// Declarations in the test's own module win over both. Nothing else should use these.
public enum SandboxNames {
  /// `UserDefaults.standard`: the running app's preferences, or the test process's own.
  public static var standardDefaults: UserDefaults { UserDefaults.standard }

  /// `NSHomeDirectory()`: the running app's container folder.
  public static func homeDirectory() -> String { NSHomeDirectory() }

  /// `NSTemporaryDirectory()`: the running app's `tmp/` folder.
  public static func temporaryDirectory() -> String { NSTemporaryDirectory() }

  /// `FileManager.default.urls(for:in:)`: the running app's folders of a kind.
  public static func urls(
    for directory: FileManager.SearchPathDirectory,
    in domainMask: FileManager.SearchPathDomainMask
  ) -> [URL] {
    FileManager.default.urls(for: directory, in: domainMask)
  }

  /// `FileManager.default.url(for:in:appropriateFor:create:)`: the running app's folder of a
  /// kind, created if asked.
  public static func url(
    for directory: FileManager.SearchPathDirectory,
    in domain: FileManager.SearchPathDomainMask,
    appropriateFor url: URL?,
    create shouldCreate: Bool
  ) throws -> URL {
    try FileManager.default.url(
      for: directory, in: domain, appropriateFor: url, create: shouldCreate)
  }
}
