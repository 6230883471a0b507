// A chapter's Markdown read as lines, with the generated blocks found and rewritable.

import Foundation

/// A chapter: its lines and the generated blocks among them.
///
/// ```swift
/// let chapter = ChapterDocument(name: "checklists-01.md", text: markdown)
/// chapter.blocks.first?.source  // .excerpt(path: "Checklists01/ChecklistItem.swift", region: nil)
/// chapter.replacingContents([text])  // the Markdown with that block rewritten
/// ```
///
/// A comment whose source is written wrongly, or a fence that is never closed, is a
/// ``RenderProblem`` naming the chapter and line. A comment with no fenced block after it
/// gets one when the chapter is rendered.
package struct ChapterDocument: Sendable {
  /// The file's name, such as `checklists-01.md`.
  package let name: String
  /// The lines, without their line breaks.
  package let lines: [String]
  /// The generated blocks, in order.
  package let blocks: [GeneratedBlock]
  /// What could not be read.
  package let problems: [RenderProblem]

  /// The kinds of generated block, as the comments name them.
  package static let kinds = ["excerpt", "screen", "diff", "glossary", "port"]

  package init(name: String, text: String) {
    self.name = name
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
    var blocks: [GeneratedBlock] = []
    var problems: [RenderProblem] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard let directive = Self.directive(in: lines[index]) else { continue }
      let place = RenderProblem.Place(file: "Chapters/\(name)", line: index + 1)
      let source: GeneratedBlock.Source
      do {
        source = try Self.source(kind: directive.kind, argument: directive.argument)
      } catch {
        problems.append(RenderProblem(place: place, message: error.message))
        continue
      }
      let start = index + 1
      guard start < lines.count, let fence = Self.fence(opening: lines[start]) else {
        blocks.append(
          GeneratedBlock(source: source, line: index + 1, lines: start..<start, content: nil))
        continue
      }
      guard let end = lines[(start + 1)...].firstIndex(where: { Self.closes(fence, $0) }) else {
        problems.append(
          RenderProblem(place: place, message: "the fenced block after this line never ends"))
        break
      }
      let content = lines[(start + 1)..<end].joined(separator: "\n")
      blocks.append(
        GeneratedBlock(source: source, line: index + 1, lines: start..<(end + 1), content: content))
      index = end
    }
    self.blocks = blocks
    self.problems = problems
  }

  /// The Markdown with each block's fenced block replaced by the given text, in order; a
  /// nil leaves that block as it is.
  package func replacingContents(_ contents: [String?]) -> String {
    var result: [String] = []
    var next = 0
    for (block, content) in zip(blocks, contents) {
      guard let content else { continue }
      result += lines[next..<block.lines.lowerBound]
      let fence = Self.fence(for: content)
      result.append(fence + block.source.language)
      if !content.isEmpty { result += content.components(separatedBy: "\n") }
      result.append(fence)
      next = block.lines.upperBound
    }
    result += lines[next...]
    return result.joined(separator: "\n") + "\n"
  }

  // MARK: - Reading the comments

  /// A comment line's kind and argument: `<!-- screen: checklists-01#2 -->` gives
  /// `("screen", "checklists-01#2")`; nil for any other line.
  package static func directive(in line: String) -> (kind: String, argument: String)? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
    let inside = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    guard let colon = inside.firstIndex(of: ":") else { return nil }
    let kind = String(inside[..<colon])
    guard kinds.contains(kind) else { return nil }
    return (kind, inside[inside.index(after: colon)...].trimmingCharacters(in: .whitespaces))
  }

  /// A comment's source written wrongly.
  package struct SourceError: Error {
    package var message: String
  }

  /// Reads a comment's argument into a source.
  package static func source(kind: String, argument: String) throws(SourceError)
    -> GeneratedBlock.Source
  {
    switch kind {
    case "excerpt":
      let parts = argument.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      // Relative to Sources/, so "../Tests/…" is the only way up, and it stays in the package.
      let climbs = path.hasPrefix("../Tests/") ? path.dropFirst(3) : path[...]
      guard !path.isEmpty, !path.contains(" "), !path.hasPrefix("/"), !climbs.contains("..")
      else {
        throw SourceError(
          message: "an excerpt names a file under Sources/, such as "
            + "<!-- excerpt: Checklists01/ChecklistItem.swift#name -->, not \"\(argument)\"")
      }
      let region = parts.count == 2 ? String(parts[1]) : nil
      if region?.isEmpty == true {
        throw SourceError(message: "the excerpt \"\(argument)\" has no region name after #")
      }
      return .excerpt(path: path, region: region)
    case "screen":
      let parts = argument.split(separator: "#", maxSplits: 1)
      guard parts.count == 2, let index = Int(parts[1]), index >= 1, !parts[0].contains(" ")
      else {
        throw SourceError(
          message: "a screen names a script and a show, counted from 1, such as "
            + "<!-- screen: checklists-01#2 -->, not \"\(argument)\"")
      }
      return .screen(appID: String(parts[0]), index: index)
    case "glossary":
      guard !argument.isEmpty, !argument.contains(" ") else {
        throw SourceError(
          message: "a glossary names an app, such as <!-- glossary: tasks -->, not \"\(argument)\"")
      }
      return .glossary(appID: argument)
    case "port":
      guard !argument.isEmpty, !argument.contains(" "), !argument.hasPrefix("/"),
        !argument.contains("..")
      else {
        throw SourceError(
          message: "a port names an Xcode project folder of the package, such as "
            + "<!-- port: Tests/PortTests/Fixtures/Checklists -->, not \"\(argument)\"")
      }
      return .port(project: argument)
    default:
      let words = argument.split(separator: " ")
      let stages = words.first?.components(separatedBy: "..") ?? []
      guard (1...2).contains(words.count), stages.count == 2, !stages[0].isEmpty,
        !stages[1].isEmpty
      else {
        throw SourceError(
          message: "a diff names two stages and maybe a file, such as "
            + "<!-- diff: checklists-01..checklists-02 ChecklistViewController.swift -->, "
            + "not \"\(argument)\"")
      }
      return .diff(from: stages[0], to: stages[1], file: words.count == 2 ? String(words[1]) : nil)
    }
  }

  // MARK: - Fences

  /// The backticks opening a fenced block, or nil when the line opens none.
  package static func fence(opening line: String) -> String? {
    let backticks = line.prefix { $0 == "`" }
    return backticks.count >= 3 ? String(backticks) : nil
  }

  /// Whether a line closes a block opened with `fence`.
  package static func closes(_ fence: String, _ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces) == fence
  }

  /// A fence that no line of the content can close: three backticks, or more when the
  /// content has a line of backticks of its own.
  package static func fence(for content: String) -> String {
    var length = 3
    for line in content.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.count >= length, trimmed.allSatisfy({ $0 == "`" }) { length = trimmed.count + 1 }
    }
    return String(repeating: "`", count: length)
  }
}
