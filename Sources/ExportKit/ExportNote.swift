// A note of the export: something of the declaration Xcode's files cannot say, where it is.

/// Something of the declaration the storyboard cannot say, with its line.
struct ExportNote: Equatable, CustomStringConvertible {
  var path: String
  var line: Int?
  var text: String
  var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(text)" }
}
