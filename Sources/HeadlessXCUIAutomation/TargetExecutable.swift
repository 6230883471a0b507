// Which program a UI test launches, and the container it keeps for the test process.

import Foundation

/// The app's executable a UI test launches, as Xcode's UI-test target names its target
/// application.
///
/// ``variable`` (`STEPWISE_UI_TEST_APP`) names it: a path, or the name of an executable in
/// the folder SwiftPM builds the package's products into (beside the test bundle). Without
/// the variable, that folder must hold exactly one executable besides the test bundle.
public enum TargetExecutable {
  /// The environment variable naming the app's executable.
  public static let variable = "STEPWISE_UI_TEST_APP"

  /// Why no executable could be chosen.
  public struct NotFound: Error, CustomStringConvertible {
    /// What went wrong, and how to say which executable.
    public var description: String
  }

  /// The executable the environment names, or the only one in the products folder.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    productsFolder: URL = productsFolder
  ) throws(NotFound) -> URL {
    if let named = environment[variable], !named.isEmpty {
      let url =
        named.contains("/")
        ? URL(fileURLWithPath: named) : productsFolder.appendingPathComponent(named)
      guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw NotFound(
          description:
            "\(variable) names \(named), but \(url.path) is not an executable; "
            + "build it with swift build")
      }
      return url
    }
    let found = executables(in: productsFolder)
    switch found.count {
    case 1:
      return found[0]
    case 0:
      throw NotFound(
        description:
          "no executable in \(productsFolder.path): build the app with swift build, or name "
          + "it in \(variable)")
    default:
      let names = found.map(\.lastPathComponent).joined(separator: ", ")
      throw NotFound(
        description:
          "\(productsFolder.path) holds several executables (\(names)): name the app's in "
          + "\(variable)")
    }
  }

  /// The folder SwiftPM builds the package's products into: the test bundle's (on Linux,
  /// the folder the test program is in; on macOS, the one the `.xctest` bundle is in).
  public static var productsFolder: URL {
    let bundle = Bundle.main.bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  }

  /// The executables in a folder: plain files that may be run, without an extension (not
  /// the test bundle, libraries or build records), and not this process's own program.
  static func executables(in folder: URL) -> [URL] {
    let own = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])) ?? []
    return entries.filter { url in
      guard url.pathExtension.isEmpty,
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
        FileManager.default.isExecutableFile(atPath: url.path)
      else { return false }
      return url.resolvingSymlinksInPath().path != own.path
    }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}

/// A test class that names the executable its tests launch, as Xcode's UI-test target names
/// its target application in the project's settings, not in the test file: an extension of
/// the class, in a file of its own, conforms it, and its tests launch that app (through
/// ``TargetExecutable/variable``).
///
/// ```swift
/// extension ChecklistsUITests: TargetApplicationNaming {
///   static var targetApplicationName: String { "Checklists" }
/// }
/// ```
public protocol TargetApplicationNaming {
  /// The name of the app's executable, in the products folder.
  static var targetApplicationName: String { get }
}

/// The app's container for this test process: kept across launches within it, as a
/// simulator keeps an installed app's; empty in a new test process.
enum TestContainer {
  /// This test process's folder of containers, emptied when first used.
  nonisolated(unsafe) private static var root: URL?

  /// The container of the app with this executable's name.
  static func folder(for name: String) -> URL {
    let folder = root ?? makeRoot(forProcess: ProcessInfo.processInfo.processIdentifier)
    root = folder
    return folder.appendingPathComponent(name)
  }

  /// The folder where the attachments a test keeps are written (see ``XCTAttachment``).
  static func attachments(ofTest test: String) -> URL {
    let folder = root ?? makeRoot(forProcess: ProcessInfo.processInfo.processIdentifier)
    root = folder
    return folder.appendingPathComponent("Attachments")
      .appendingPathComponent(test.replacingOccurrences(of: "/", with: ":"))
  }

  /// Where the containers of the test process with this id live.
  static func root(forProcess id: Int32) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("stepwise-ui-tests-\(id)")
  }

  /// The folder of a test process's containers, made empty (an old process may have had the
  /// same id).
  static func makeRoot(forProcess id: Int32) -> URL {
    let folder = root(forProcess: id)
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
