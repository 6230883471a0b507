// Why a file of one of Xcode's formats could not be read, and where.

import Foundation

/// Why a document (a property list, a shared scheme, a data model's `contents`, a storyboard
/// or a xib) could not be read: the line it stopped at, and what is wrong there. Each format
/// names it its own `ReadError`.
///
/// ```swift
/// DocumentReadError(line: 3, reason: "an <entity> has no name").description
/// // "line 3: an <entity> has no name"
/// ```
package struct DocumentReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line of the file, from 1; 0 where it has none (a binary property list).
  package var line: Int
  /// What is wrong, in plain words.
  package var reason: String

  package init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  package var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

extension XMLElementNode {
  /// The root element of an XML document of a format, or why it cannot be read: malformed
  /// XML is "not `what`'s XML", with the line the parser stopped at.
  package static func root(of data: Data, as what: String) throws(DocumentReadError)
    -> XMLElementNode
  {
    switch parse(data) {
    case .success(let root): return root
    case .failure(let failure):
      throw DocumentReadError(line: failure.line, reason: "not \(what)'s XML: \(failure.message)")
    }
  }
}
