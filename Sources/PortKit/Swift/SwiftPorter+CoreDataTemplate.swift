// Xcode's template Core Data stack, which an app never used: dropped, so the app runs.

extension SwiftPorter {
  /// The names that show an app uses Core Data beyond the template's stack.
  private static let coreDataNames: Set<String> = [
    "persistentContainer", "saveContext", "NSManagedObject", "NSManagedObjectContext",
    "NSFetchRequest", "NSPersistentContainer", "NSFetchedResultsController", "viewContext",
    "NSEntityDescription", "NSManaged",
  ]

  /// Finds the Core Data stack Xcode's template puts in the app delegate
  /// (`persistentContainer` and `saveContext()`) when nothing else in the app uses Core
  /// Data, and blanks it, its calls and its `import CoreData`, keeping every other line
  /// where it was. Returns the file it was in.
  mutating func dropUnusedCoreDataTemplate() -> Int? {
    let importing = project.files.indices.filter { index in
      project.files[index].declarations.contains { declaration in
        declaration.keyword == "import"
          && project.files[index].source.tokens[declaration.keywordToken + 1].text == "CoreData"
      }
    }
    guard importing.count == 1, let index = importing.first else { return nil }
    let file = project.files[index]
    let source = file.source
    guard
      let owner = file.declarations.first(where: { declaration in
        declaration.keyword == "class"
          && source.members(of: declaration).contains { $0.name == "persistentContainer" }
      })
    else { return nil }
    let members = source.members(of: owner)
    guard let container = members.first(where: { $0.name == "persistentContainer" }) else {
      return nil
    }
    let save = members.first { $0.name == "saveContext" && $0.keyword == "func" }
    let stack = [container] + (save.map { [$0] } ?? [])
    let stackTokens = stack.map { $0.first...$0.last }
    // Nothing outside the stack may name Core Data, but statements calling saveContext()
    // (the template's scene delegate calls it through the app delegate).
    var blanks: [(file: Int, range: ClosedRange<Int>)] = stackTokens.map { (index, $0) }
    for (other, otherFile) in project.files.enumerated() {
      for (position, token) in otherFile.source.tokens.enumerated()
      where Self.coreDataNames.contains(token.text) || token.text == "@NSManaged" {
        if other == index, stackTokens.contains(where: { $0.contains(position) }) { continue }
        guard token.text == "saveContext",
          let call = saveContextStatement(at: position, in: otherFile.source)
        else { return nil }
        blanks.append((other, call))
      }
    }
    for (other, range) in blanks {
      let otherSource = project.files[other].source
      let start = otherSource.lineStart(at: otherSource.tokens[range.lowerBound].start)
      let end = otherSource.tokens[range.upperBound].end
      let newlines = otherSource.text(start, end).filter { $0 == "\n" }
      edits[other].append(Edit(range: start..<end, text: String(newlines)))
    }
    let importLine = file.declarations.first { declaration in
      declaration.keyword == "import"
        && source.tokens[declaration.keywordToken + 1].text == "CoreData"
    }
    if let importLine {
      // The line stays, empty, so the lines after it keep their numbers.
      edits[index].append(
        Edit(
          range: source.tokens[importLine.keywordToken].start..<source.tokens[importLine.last].end,
          text: ""))
    }
    report.rewritten(
      file.path, importLine.map { source.line(at: source.tokens[$0.keywordToken].start) },
      "Xcode's template Core Data stack (\(stack.map(\.name).joined(separator: ", ")) and "
        + "import CoreData) dropped: nothing else in the app uses it, and its model "
        + "(the .xcdatamodeld) is not ported yet")
    return index
  }

  /// The tokens of a statement that only calls `saveContext()` (`saveContext()`,
  /// `self.saveContext()`, `(UIApplication.shared.delegate as? AppDelegate)?.saveContext()`),
  /// alone on its line and ending with the call.
  private func saveContextStatement(at position: Int, in source: SwiftSource)
    -> ClosedRange<Int>?
  {
    let tokens = source.tokens
    guard position + 2 < tokens.count, tokens[position + 1].text == "(",
      tokens[position + 2].text == ")"
    else { return nil }
    let line = source.line(at: tokens[position].start)
    var first = position
    while first > 0, source.line(at: tokens[first - 1].end) == line { first -= 1 }
    let statementWords: Set<String> = ["let", "var", "if", "guard", "return", "=", "{", "}"]
    guard !tokens[first..<position].contains(where: { statementWords.contains($0.text) }),
      position + 3 == tokens.count || source.line(at: tokens[position + 3].start) > line
    else { return nil }
    return first...(position + 2)
  }
}
