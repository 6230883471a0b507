// Building a learner's package where the course already compiled the simulated UIKit.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a learner's package is built (its checks, its app for the page): in the course's
/// own `.build`, where `swift run stepwise` compiled the simulated UIKit, so that the build
/// compiles only the learner's files and finds the kit's modules up to date (the same
/// commands, the same outputs), rather than the kit's 180 files again in a folder of its own.
///
/// The course's folder is used only when the kit is compiled there and no other SwiftPM
/// command holds it: the course's own `swift test` holds it for its whole run, and a build
/// waiting for it would wait that long. Otherwise the learner's own folder is used, as
/// before.
package enum SharedBuildFolder {
  /// The course's build folder when it can be shared now, else `own`.
  package static func choose(course: URL, own: URL) -> URL {
    let shared = course.appendingPathComponent(".build")
    guard holdsTheKit(shared), !isBusy(shared) else { return own }
    return shared
  }

  /// Whether a build has left the simulated UIKit compiled in a build folder.
  package static func holdsTheKit(_ folder: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("debug/Modules/HeadlessUIKit.swiftmodule").path)
  }

  /// Whether a SwiftPM command holds a build folder now (one of its ``lockFiles(of:)``).
  package static func isBusy(_ folder: URL) -> Bool {
    lockFiles(of: folder).contains { path in
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
      flock(descriptor, LOCK_UN)
      return false
    }
  }

  /// The files SwiftPM may lock while it uses a build folder, sorted: SwiftPM locks the file
  /// named after the folder's path in the temporary folder (`/tmp/_course_.build.lock`) with
  /// `flock`. The folder is named by its path as given and as the system resolves it (SwiftPM
  /// names a package's folder as the working directory gives it, with no symbolic links).
  package static func lockFiles(of folder: URL) -> [String] {
    let named = [folder.standardizedFileURL, folder.resolvingSymlinksInPath()]
    return Set(named.map { lockFile(of: $0).path }).sorted()
  }

  /// The file SwiftPM locks while it uses a build folder, named by this path.
  package static func lockFile(of folder: URL) -> URL {
    let name = folder.path.replacingOccurrences(of: "/", with: "_") + ".lock"
    return URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(name)
  }
}
