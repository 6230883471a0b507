// Overrides declared in extensions move into their class's body, which Swift on Linux needs.

import Foundation

extension SwiftPorter {
  /// Moves every `override` declared in an extension of a class of the app into the class's
  /// body, in whichever file the class is. An extension left empty goes, with the comment
  /// above it (which then heads the moved members).
  ///
  /// On Apple platforms the members of a class that inherits from an Objective-C class are
  /// dispatched through the runtime, so an extension can override them; Swift without
  /// Objective-C rejects it: "overriding non-@objc declarations from extensions is not
  /// supported".
  mutating func moveOverridesOutOfExtensions() {
    var insertions: [String: [String]] = [:]
    for (index, file) in project.files.enumerated() where !droppedFiles.contains(index) {
      let source = file.source
      for declaration in file.declarations where declaration.keyword == "extension" {
        let members = source.members(of: declaration)
        let overrides = members.filter { $0.modifiers.contains("override") }
        guard !overrides.isEmpty else { continue }
        guard let target = project.classes[declaration.name] else {
          for member in overrides {
            report.untranslated(
              file.path, source.line(at: source.tokens[member.keywordToken].start),
              "override \(member.displayName) in an extension of \(declaration.name), which "
                + "is not a class of this project: Swift on Linux cannot override from an "
                + "extension; override it in a subclass's body instead",
              effect: .doesNotCompile)
          }
          continue
        }
        let classFile = project.files[target.file]
        let isEmptied = overrides.count == members.count && declaration.inherited.isEmpty
        var heading = ""
        var moved: [String] = []
        if isEmptied {
          let range = extent(of: declaration, in: source, withComments: false)
          let comments = leadingComments(of: declaration, in: source, blankLines: 1)
          heading =
            source.text(comments.lowerBound, comments.upperBound)
            .split(separator: "\n").map { "  " + $0.trimmingCharacters(in: .whitespaces) + "\n" }
            .joined() + "\n"
          edits[index].append(
            Edit(range: widened(comments.lowerBound..<range.upperBound, in: source), text: ""))
        }
        for member in overrides {
          let range = extent(of: member, in: source, withComments: true)
          moved.append(source.text(range.lowerBound, range.upperBound))
          if !isEmptied {
            edits[index].append(Edit(range: widened(range, in: source), text: ""))
          }
          let line = source.line(at: source.tokens[member.keywordToken].start)
          let place = classFile.path == file.path ? "" : " (\(classFile.path))"
          report.rewritten(
            file.path, line,
            "override \(member.displayName) moved from an extension into the body of "
              + "\(target.name)\(place): Swift on Linux cannot override a declaration from "
              + "an extension")
        }
        insertions[target.name, default: []].append(heading + moved.joined(separator: "\n"))
      }
    }
    for (name, pieces) in insertions.sorted(by: { $0.key < $1.key }) {
      guard let target = project.classes[name], let body = target.declaration.body else {
        continue
      }
      let source = project.files[target.file].source
      let closing = source.lineStart(at: source.tokens[body.upperBound].start)
      let text = pieces.map { "\n" + $0 }.joined()
      edits[target.file].append(Edit(range: closing..<closing, text: text))
    }
  }

  /// The whole lines a declaration spans, with the comments just above it when asked.
  private func extent(
    of declaration: SwiftDeclaration, in source: SwiftSource, withComments: Bool
  ) -> Range<Int> {
    let comments = leadingComments(of: declaration, in: source)
    let first = source.tokens[declaration.first].start
    let start =
      withComments && !comments.isEmpty ? comments.lowerBound : source.lineStart(at: first)
    return start..<source.lineEnd(at: source.tokens[declaration.last].end)
  }

  /// The lines of comments right above a declaration, with no blank line between (or as
  /// many as `blankLines` between the comments and the declaration, as a `// MARK:` above an
  /// extension often has).
  private func leadingComments(
    of declaration: SwiftDeclaration, in source: SwiftSource, blankLines: Int = 0
  ) -> Range<Int> {
    let first = source.lineStart(at: source.tokens[declaration.first].start)
    var start = first
    var index = declaration.first - 1
    var allowedGap = blankLines
    while index >= 0, source.tokens[index].kind == .comment {
      let token = source.tokens[index]
      let lineStart = source.lineStart(at: token.start)
      let gap = source.line(at: start) - source.line(at: token.end) - 1
      guard source.text(lineStart, token.start).allSatisfy({ $0 == " " || $0 == "\t" }),
        gap >= 0, gap <= allowedGap
      else { break }
      allowedGap = 0
      start = lineStart
      index -= 1
    }
    return start..<first
  }

  /// A range of whole lines, with the blank line before it (or else after it) when there is
  /// one, so that removing it leaves no double blank line.
  private func widened(_ range: Range<Int>, in source: SwiftSource) -> Range<Int> {
    if range.lowerBound > 0 {
      let previous = source.lineStart(at: range.lowerBound - 1)
      if source.text(previous, range.lowerBound).allSatisfy(\.isWhitespace) {
        return previous..<range.upperBound
      }
    }
    if range.upperBound < source.bytes.count {
      let next = source.lineEnd(at: range.upperBound)
      if source.text(range.upperBound, next).allSatisfy(\.isWhitespace) {
        return range.lowerBound..<next
      }
    }
    return range
  }
}

extension SwiftDeclaration {
  /// The declaration as a reader names it: `tableView(_:numberOfRowsInSection:)`, or a
  /// property's name.
  var displayName: String {
    guard keyword == "func" || keyword == "init" || keyword == "subscript" else { return name }
    return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}
