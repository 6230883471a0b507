// A generated block of a chapter: the comment naming its source and the fenced block after it.

/// A block of a chapter that `stepwise render` writes.
///
/// In the Markdown it is an HTML comment naming the source, then a fenced block:
///
/// ````
/// <!-- excerpt: Checklists01/ChecklistViewController.swift#toggle-checkmark -->
/// ```swift
/// …the region between the markers…
/// ```
/// ````
package struct GeneratedBlock: Equatable, Sendable {
  /// Where a block's text comes from.
  package enum Source: Equatable, Sendable, CustomStringConvertible {
    /// A marked region of a file under `Sources/` (the whole file when `region` is nil).
    case excerpt(path: String, region: String?)
    /// The screen at the `show` numbered `index` (from 1) of an app's walkthrough script.
    case screen(appID: String, index: Int)
    /// One file's diff between two stages, or the summary (`--stat`) when `file` is nil.
    case diff(from: String, to: String, file: String?)
    /// The English meaning of each word an app's screens show in another language.
    case glossary(appID: String)
    /// The report `stepwise port` prints for an Xcode project folder of the package, such as
    /// `Tests/PortTests/Fixtures/Checklists`.
    case port(project: String)

    /// The fence's language: XML for an excerpt of a data model's `contents` file, which Xcode
    /// saves as XML.
    package var language: String {
      switch self {
      case .excerpt(let path, _): path.hasSuffix(".xcdatamodel/contents") ? "xml" : "swift"
      case .screen: "text"
      case .diff: "diff"
      case .glossary: "text"
      case .port: "text"
      }
    }

    /// What the block is, as a message names it.
    package var kind: String {
      switch self {
      case .excerpt: "excerpt"
      case .screen: "screen"
      case .diff: "diff"
      case .glossary: "glossary"
      case .port: "port"
      }
    }

    /// The source as the comment writes it.
    package var description: String {
      switch self {
      case .excerpt(let path, let region): "excerpt: " + path + (region.map { "#" + $0 } ?? "")
      case .screen(let appID, let index): "screen: \(appID)#\(index)"
      case .diff(let from, let to, let file): "diff: \(from)..\(to)" + (file.map { " " + $0 } ?? "")
      case .glossary(let appID): "glossary: \(appID)"
      case .port(let project): "port: \(project)"
      }
    }
  }

  /// The source.
  package var source: Source
  /// The line of the comment, from 1.
  package var line: Int
  /// The indices (from 0) of the chapter's lines the fenced block takes, fences included;
  /// empty (at the line after the comment) when the comment has no block after it yet.
  package var lines: Range<Int>
  /// The block's text as the chapter has it now: its lines, joined with line breaks; nil
  /// when there is no block yet.
  package var content: String?
}
