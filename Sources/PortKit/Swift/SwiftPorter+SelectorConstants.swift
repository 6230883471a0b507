// Selector constants: `static let` selectors declared in an `extension Selector`, as Swift 3-era
// code names its target–action methods, rewritten at each use and removed with their
// extension once every use is.

import Foundation

extension SwiftPorter {
  /// A selector declared once as a constant (`static let save =
  /// #selector(InputViewController.save)` in an `extension Selector`), as Swift 3-era code
  /// names its target–action methods, and passed as `.save`.
  private struct SelectorConstant {
    var name: String
    var method: (name: String, arity: Int?)
  }

  /// An `extension Selector` whose every member is a selector constant each of whose uses
  /// the port rewrites: removed with them.
  struct RemovableSelectorExtension {
    var file: Int
    var declaration: SwiftDeclaration
    var names: [String]
  }

  /// A use of a selector constant as a call's `action:` or `selector:` (`.save`), with its
  /// rewrite when the port can make one.
  struct SelectorConstantUse {
    var file: Int
    /// The `.` before the constant's name.
    var position: Int
    var name: String
    var rewrite: (edits: [Edit], description: String)?
  }

  /// The project's selector constants: their uses, each with its rewrite, and the
  /// `extension Selector`s that go because every use of every constant they declare is
  /// rewritten.
  func selectorConstants() -> (
    uses: [SelectorConstantUse], removable: [RemovableSelectorExtension]
  ) {
    var extensions: [(file: Int, declaration: SwiftDeclaration, constants: [SelectorConstant]?)] =
      []
    for (index, file) in project.files.enumerated() {
      let source = file.source
      for declaration in file.declarations
      where declaration.keyword == "extension" && declaration.name == "Selector" {
        let constants = source.members(of: declaration).map { member in
          selectorConstant(member, in: source)
        }
        extensions.append(
          (index, declaration, constants.contains { $0 == nil } ? nil : constants.compactMap { $0 })
        )
      }
    }
    let constants = extensions.flatMap { $0.constants ?? [] }
    guard !constants.isEmpty else { return ([], []) }
    var uses: [SelectorConstantUse] = []
    for (index, file) in project.files.enumerated() {
      let tokens = file.source.tokens
      for position in tokens.indices.dropFirst(2).dropLast()
      where tokens[position].text == "." && tokens[position - 1].text == ":"
        && ["action", "selector"].contains(tokens[position - 2].text)
      {
        guard let constant = constants.first(where: { $0.name == tokens[position + 1].text })
        else { continue }
        let rewrite = self.rewrite(
          argumentAt: position, naming: constant.method, selector: ".\(constant.name)",
          in: index)
        uses.append(
          SelectorConstantUse(
            file: index, position: position, name: constant.name, rewrite: rewrite))
      }
    }
    let removable = extensions.compactMap { found -> RemovableSelectorExtension? in
      guard let declared = found.constants, !declared.isEmpty,
        declared.allSatisfy({ constant in
          let its = uses.filter { $0.name == constant.name }
          return !its.isEmpty && its.allSatisfy { $0.rewrite != nil }
        })
      else { return nil }
      return RemovableSelectorExtension(
        file: found.file, declaration: found.declaration, names: declared.map(\.name))
    }
    return (uses, removable)
  }

  /// The constant a member of an `extension Selector` declares: `static let name =
  /// #selector(…)` and nothing more; nil for anything else.
  private func selectorConstant(_ member: SwiftDeclaration, in source: SwiftSource)
    -> SelectorConstant?
  {
    let tokens = source.tokens
    let code = (member.keywordToken...member.last).filter { tokens[$0].kind != .comment }
    guard member.keyword == "let", member.modifiers.contains("static"), code.count >= 5,
      tokens[code[2]].text == "=", tokens[code[3]].text == "#selector",
      tokens[code[4]].text == "(", let close = tokens.closingIndex(of: code[4]),
      close == code.last,
      let method = methodName(in: (code[4] + 1)..<close, of: source)
    else { return nil }
    return SelectorConstant(name: member.name, method: method)
  }

  /// Replaces an `extension Selector` by a comment saying where its constants went, in as
  /// many lines as it had, so that the lines after it keep their numbers.
  func removal(ofSelectorExtension declaration: SwiftDeclaration, in source: SwiftSource)
    -> Edit
  {
    let start = source.lineStart(at: source.tokens[declaration.first].start)
    let end = source.tokens[declaration.last].end
    let lines = source.text(start, end).filter { $0 == "\n" }.count + 1
    let comment = [
      "// extension Selector: each use of its constants became a closure, since Linux has",
      "// no Objective-C runtime for #selector.",
    ]
    let text =
      lines == 1
      ? "// extension Selector: each use of its constants became a closure."
      : (comment + Array(repeating: "", count: max(0, lines - 2))).joined(separator: "\n")
    return Edit(range: start..<end, text: text)
  }
}
