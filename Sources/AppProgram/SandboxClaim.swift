// Making a container one session's before anything is written in it.

import CommandLineKit
import Foundation
import HeadlessUIKitCore
import StepwiseBasics

/// Whether a session may have a container, and its lock if so.
package enum SandboxClaim {
  /// The container is this session's until the lock goes; `warnings` name links in it that
  /// lead out of it.
  case claimed(SandboxLock, warnings: [String])
  /// The container is refused.
  case refused(Refusal)

  /// Why a container is refused.
  package enum Refusal: Equatable {
    /// A file, or a folder holding other things: a mistake on the command line.
    case notAContainer(String)
    /// Another session holds it.
    case held(String)
    /// It cannot be opened.
    case failure(String)
  }

  /// Makes a container this session's before anything is written in it: refuses a path
  /// that is a file or a folder holding other things (`/`, a home folder, a project), and a
  /// container another session holds, changing nothing; else locks it until the session
  /// ends.
  @MainActor
  package static func claim(_ root: URL) -> SandboxClaim {
    do {
      try SandboxCleaner.check(root)
      let lock = try SandboxLock.acquire(root)
      let warnings = SandboxCleaner.linksLeadingOutside(root).map {
        "\($0) leads out of the sandbox; an app that reads it reads that file as its own"
      }
      return .claimed(lock, warnings: warnings)
    } catch let error as SandboxCleaner.NotAFolder {
      return .refused(.notAContainer(error.description))
    } catch let error as SandboxCleaner.NotAContainer {
      return .refused(.notAContainer(error.description))
    } catch let error as SandboxLock.Held {
      return .refused(.held(error.description))
    } catch {
      return .refused(
        .failure(
          localized(
            "cannot open the sandbox \(root.path): \(whyNotMade(root) ?? error.localizedDescription)"
          )))
    }
  }

  /// Why a sandbox folder could not be made where it is asked for, in the user's words: the
  /// nearest folder above it that exists is a file, or cannot be written; nil when neither.
  static func whyNotMade(_ root: URL) -> String? {
    let manager = FileManager.default
    var place = root.standardizedFileURL
    while !manager.fileExists(atPath: place.path) {
      let parent = place.deletingLastPathComponent()
      if parent.path == place.path { return nil }
      place = parent
    }
    var isFolder: ObjCBool = false
    _ = manager.fileExists(atPath: place.path, isDirectory: &isFolder)
    if !isFolder.boolValue {
      return localized("\(place.path) is a file: no folder can be made under it")
    }
    if place.path != root.standardizedFileURL.path, !manager.isWritableFile(atPath: place.path) {
      return localized("no folder can be made in \(place.path) (it cannot be written)")
    }
    return nil
  }
}
