// The version the tool's two programs print.

/// The tool's version, which `stepwise --version` prints: the course and kit it carries.
/// `stepwise` answers it itself, so that on a fresh clone it builds nothing more to say it.
package enum ToolVersion {
  package static let current = "2.0.0"

  /// The line `--version` prints.
  package static var line: String { "stepwise \(current)" }
}
