import HeadlessUIKit

/// A data file the app could not read at launch, and where it was kept.
struct DamagedFile {
  /// The file's name.
  let name: String
  /// Where it was moved, or nil when it could not be moved (and is never saved over).
  let keptAt: URL?

  /// What the user is told about it.
  var explanation: String {
    guard let keptAt else {
      return "Your checklists (\(name)) could not be read. The file could not be moved "
        + "aside, so nothing will be saved over it."
    }
    return "Your checklists (\(name)) could not be read. The file was kept as "
      + "\(keptAt.lastPathComponent) in Documents."
  }
}
