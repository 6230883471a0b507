// The command a page's script names to replay it: one that works for what the page serves.

import Foundation
import StepwiseBasics

/// The command line, with `FILE` for the script's path, that replays a page's script.
///
/// The course's apps are played by `stepwise play`, which knows them by id. A learner's
/// app (`stepwise serve --dir`) is not among them: `stepwise play --dir` builds it where
/// the page's build was made, and its own program plays the script, in a new empty
/// container as for the course's apps, so that the replay starts as the app does on a new
/// phone and leaves the kept data alone:
///
/// ```
/// stepwise play FILE --dir MyChecklists --app Checklists
/// ```
package enum ReplayCommand {
  /// For the course's apps.
  package static let course = "stepwise play FILE"

  /// The arguments after the program that play `FILE` in a new empty container.
  package static let playArguments = "--play FILE --sandbox \"$(mktemp -d)\""

  /// For the app of a learner's package, built and played by `stepwise play --dir`.
  package static func ownApp(package path: String, product: String) -> String {
    "\(course) --dir \(path.shellQuoted) --app \(product.shellQuoted)"
  }

  /// For an app's own program, run by its path.
  package static func program(_ executable: URL) -> String {
    "\(executable.path.shellQuoted) \(playArguments)"
  }

}
