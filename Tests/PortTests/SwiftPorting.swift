// Swift files ported as the port ports an app's, for the suites of the porter's edits.

@testable import PortKit

/// Ports Swift files given as (path, text) and returns the ported texts by path and the
/// report.
func port(_ files: [(String, String)]) -> (files: [String: String], report: PortReport) {
  var porter = SwiftPorter(project: SwiftProject(files: files))
  let ported = porter.run()
  return (Dictionary(uniqueKeysWithValues: ported.map { ($0.path, $0.text) }), porter.report)
}
