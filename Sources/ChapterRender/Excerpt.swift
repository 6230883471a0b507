// Marked regions of a source file, as the chapters quote them.

import Foundation
import SourceDiff

/// Finds the regions of a Swift file that the chapters quote.
///
/// A region sits between two comment lines:
///
/// ```swift
/// // excerpt: toggle-checkmark
/// items[indexPath.row].toggleChecked()
/// // end excerpt
/// ```
///
/// The marker lines are not part of any excerpt (not even of the whole file), regions may
/// nest, and an excerpt is dedented to its least-indented line.
package enum Excerpt {
  /// A region that cannot be read.
  package struct Failure: Error, Equatable {
    /// What is wrong, naming the line of the source file when there is one.
    package var message: String
    /// The line of the source file, from 1, when the problem is at one.
    package var line: Int?
  }

  /// The text of the region named `region`, or of the whole file when it is nil.
  package static func text(of region: String?, in source: String) throws(Failure) -> String {
    var lines = source.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    let regions = try regions(in: lines)
    let range: Range<Int>
    if let region {
      guard let found = regions[region] else {
        let names = regions.keys.sorted()
        let known =
          names.isEmpty
          ? "it has no excerpt markers" : "its excerpts are " + names.joined(separator: ", ")
        throw Failure(message: "no \"// excerpt: \(region)\" marker (\(known))", line: nil)
      }
      range = found
    } else {
      range = lines.indices
    }
    let kept = lines[range].filter { !SourceFile.isExcerptMarker($0) }
    return dedented(kept).joined(separator: "\n")
  }

  /// Every region's lines (markers left out), by name.
  package static func regions(in lines: [String]) throws(Failure) -> [String: Range<Int>] {
    var open: [(name: String, start: Int)] = []
    var regions: [String: Range<Int>] = [:]
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix(SourceFile.excerptOpening) {
        let name = trimmed.dropFirst(SourceFile.excerptOpening.count).trimmingCharacters(
          in: .whitespaces)
        guard !name.isEmpty, !name.contains(" ") else {
          throw Failure(
            message: "an excerpt marker needs one name: // excerpt: name", line: index + 1)
        }
        guard regions[name] == nil, !open.contains(where: { $0.name == name }) else {
          throw Failure(message: "the excerpt \"\(name)\" is marked twice", line: index + 1)
        }
        // The region starts on the line after the marker: index + 1 counted from 0, which
        // is also the marker's own line counted from 1.
        open.append((name, index + 1))
      } else if trimmed == SourceFile.excerptClosing {
        guard let last = open.popLast() else {
          throw Failure(message: "\"// end excerpt\" closes no excerpt", line: index + 1)
        }
        regions[last.name] = last.start..<index
      }
    }
    if let unclosed = open.last {
      throw Failure(
        message: "the excerpt \"\(unclosed.name)\" has no \"// end excerpt\"",
        line: unclosed.start)
    }
    return regions
  }

  /// The lines with the indentation they all share removed (blank lines do not count).
  package static func dedented(_ lines: [String]) -> [String] {
    let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }
    let shared = indents.min() ?? 0
    return lines.map { line in
      line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String(line.dropFirst(shared))
    }
  }
}
