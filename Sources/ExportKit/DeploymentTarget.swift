// The oldest iOS the app's code can run on: 15, or later for a newer API it calls.

/// Finds the iOS version the project must target: 15.0 (`UIListContentConfiguration`,
/// `UIAction` and the table APIs the course's kit has are older), raised for each API of a
/// later iOS the code names, with the file and line that needs it.
enum DeploymentTarget {
  /// The baseline.
  static let baseline = 15

  /// APIs newer than the baseline, as code writes them, with the iOS that brought them.
  static let newerAPIs: [(text: String, version: Int)] = [
    ("URL.documentsDirectory", 16), (".appending(path:", 16), (".appending(component:", 16),
    ("URL(filePath:", 16), ("UICalendarView", 16), ("UIEditMenuInteraction", 16),
    ("UIContentUnavailableConfiguration", 17), ("UITraitChangeObservable", 17),
    ("registerForTraitChanges", 17),
  ]

  /// The version to target, and why, for files given by path and text.
  static func minimum(for files: [(path: String, text: String)]) -> (
    version: String, notes: [ExportNote]
  ) {
    var version = baseline
    var notes: [ExportNote] = []
    for file in files {
      for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        for api in newerAPIs where api.version > baseline && code.contains(api.text) {
          version = max(version, api.version)
          notes.append(
            ExportNote(
              path: file.path, line: number + 1,
              text: "\(api.text) needs iOS \(api.version): the project targets it"))
        }
      }
    }
    return ("\(version).0", notes)
  }
}
