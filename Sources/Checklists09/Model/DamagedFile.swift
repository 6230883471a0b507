// A file the app could not read at launch, and where it was kept instead of being lost.

import Foundation

/// A damaged file that the app moved aside instead of saving over it, and what to tell the
/// user about it.
///
/// ```swift
/// let damaged = DamagedFile(
///   summary: "Your lists could not be read.",
///   keptAt: keptURL, folder: "Documents")
/// damaged.explanation  // "Your lists … The damaged file was kept as … in …."
/// ```
struct DamagedFile: Equatable {
  /// What could not be read and what the app did instead, in one sentence.
  let summary: String
  /// Where the damaged file is now, or nil if it could not be moved.
  let keptAt: URL?
  /// The folder it was kept in, as the user would look for it, such as "Documents".
  let folder: String

  /// The paragraph the alert shows for this file.
  var explanation: String {
    guard let keptAt else {
      return summary + " The damaged file could not be moved aside, so nothing will be saved "
        + "over it."
    }
    return summary + " The damaged file was kept as \(keptAt.lastPathComponent) in \(folder)."
  }
}
