// One line of a Swift backtrace: the function and the file and line it was at.

/// A frame of the backtrace Swift prints when a program crashes, such as
/// `3 [ra] 0x0000556fc03bf798 ChecklistViewController.addItem() + 151 in Tests.xctest at
/// /…/ChecklistViewController.swift:28:16`.
package struct CrashFrame: Equatable {
  /// The function, as the backtrace names it.
  package var function: String
  /// The source file.
  package var path: String
  /// The line in it.
  package var line: Int

  /// A frame from its parts.
  package init(function: String, path: String, line: Int) {
    self.function = function
    self.path = path
    self.line = line
  }

  /// Reads a frame; nil for any other line, or a frame without a source file.
  package init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.first?.isNumber == true,
      let address = trimmed.range(of: " 0x"),
      let at = trimmed.range(of: " at ", options: .backwards),
      let plus = trimmed.range(
        of: " + ", options: .backwards, range: address.upperBound..<at.lowerBound)
    else { return nil }
    let afterAddress = trimmed[address.upperBound...].drop { $0 != " " }.dropFirst()
    guard afterAddress.startIndex <= plus.lowerBound else { return nil }
    function = String(afterAddress[..<plus.lowerBound])
    let location = trimmed[at.upperBound...].split(separator: ":")
    guard location.count >= 2, let line = Int(location[1]) else { return nil }
    path = String(location[0])
    self.line = line
  }
}
