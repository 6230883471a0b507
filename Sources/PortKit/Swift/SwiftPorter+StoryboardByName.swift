// UIStoryboard(name: "Main", bundle: nil): the storyboard the port declared, loaded by name.

extension SwiftPorter {
  /// `UIStoryboard(name: "Main", bundle: …)` for the storyboard the port translates becomes
  /// `UIStoryboard.makeMain()`, the declaration Storyboard.swift holds: the kit has no
  /// storyboard files to find by name. Another name, or one not written as a literal, is
  /// reported.
  mutating func rewriteStoryboardsLoadedByName(in index: Int) {
    guard let storyboardName else { return }
    let file = project.files[index]
    let tokens = file.source.tokens
    for position in tokens.indices.dropLast(4)
    where tokens[position].text == "UIStoryboard" && tokens[position + 1].text == "("
      && tokens[position + 2].text == "name" && tokens[position + 3].text == ":"
    {
      guard let close = tokens.closingIndex(of: position + 1) else { continue }
      let line = file.source.line(at: tokens[position].start)
      let name = tokens[position + 4]
      guard name.kind == .string, name.text == "\"\(storyboardName)\"",
        tokens[position + 5].text == ","
      else {
        report.untranslated(
          file.path, line,
          "UIStoryboard(name:bundle:) with a name other than \"\(storyboardName)\": only the "
            + "main storyboard is declared, as UIStoryboard.make"
            + "\(StoryboardTranslator.typeName(storyboardName))()", effect: .doesNotRun)
        continue
      }
      let call = "UIStoryboard.make\(StoryboardTranslator.typeName(storyboardName))()"
      edits[index].append(Edit(range: tokens[position].start..<tokens[close].end, text: call))
      report.rewritten(
        file.path, line,
        "UIStoryboard(name: \(name.text), bundle: …) → \(call): the storyboard is declared in "
          + "Storyboard.swift, not found in a bundle")
    }
  }
}
