// The format a project file declares: the oldest Xcode that reads its settings.

extension ProjectFile {
  /// The project format the file declares, as Xcode writes it: the one its settings need.
  struct Format: Equatable {
    /// `objectVersion`.
    var objectVersion: Int
    /// The Xcode version the format names (`compatibilityVersion`, before Xcode 16).
    var xcode: String
    /// `LastUpgradeCheck` and `LastSwiftUpdateCheck`: the Xcode that last looked at it.
    var lastUpgradeCheck: Int

    /// Xcode 14's format, which every Xcode since opens.
    static let xcode14 = Format(objectVersion: 56, xcode: "Xcode 14.0", lastUpgradeCheck: 1500)
    /// Xcode 16's format (`preferredProjectObjectVersion` in place of
    /// `compatibilityVersion`), for a project whose settings only Xcode 26 reads.
    static let xcode26 = Format(objectVersion: 77, xcode: "Xcode 26.0", lastUpgradeCheck: 2600)

    /// The project's `compatibilityVersion` line, which Xcode 16's format no longer has.
    var compatibilityLine: String {
      objectVersion < 77 ? "\t\t\tcompatibilityVersion = \"\(xcode)\";\n" : ""
    }

    /// The project's `preferredProjectObjectVersion` line, from Xcode 16's format on.
    var preferredVersionLine: String {
      objectVersion >= 77 ? "\t\t\tpreferredProjectObjectVersion = \(objectVersion);\n" : ""
    }
  }
}
