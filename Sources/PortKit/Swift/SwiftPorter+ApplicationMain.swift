// The app's entry point: `@UIApplicationMain` and `UIApplicationMain(…)` become `@main`.

extension SwiftPorter {
  /// Finds the app delegate: the class marked `@main` or `@UIApplicationMain`, or the one a
  /// `main.swift` hands to `UIApplicationMain(…)`, which then is marked `@main` instead.
  mutating func findApplicationMain() {
    for file in project.files {
      for declaration in file.declarations where declaration.keyword == "class" {
        if declaration.attributes.contains(where: {
          ["@main", "@UIApplicationMain", "@NSApplicationMain"].contains($0)
        }) {
          appDelegate = declaration.name
        }
      }
    }
    for (index, file) in project.files.enumerated() where file.path.hasSuffix("main.swift") {
      let tokens = file.source.tokens
      guard let call = tokens.firstIndex(where: { $0.text == "UIApplicationMain" }),
        call + 1 < tokens.count, tokens[call + 1].text == "(",
        let close = tokens.closingIndex(of: call + 1)
      else { continue }
      let line = file.source.line(at: tokens[call].start)
      let named = tokens[(call + 1)...close].indices.compactMap { position -> String? in
        guard tokens[position].text == "self", position >= 2,
          tokens[position - 1].text == "."
        else { return nil }
        return tokens[position - 2].text
      }
      let delegate =
        named.last(where: { project.classes[$0] != nil })
        ?? project.classes.values.first(where: {
          $0.inherited.contains("UIApplicationDelegate")
        })?.name
      guard let delegate, let found = project.classes[delegate] else {
        report.untranslated(
          file.path, line,
          "UIApplicationMain(…): no app delegate class found to mark @main instead")
        continue
      }
      let others = file.declarations.filter { $0.keyword != "import" }
      let statements = tokens.filter { $0.kind != .comment }.count
      let callTokens = close - call + 1
      let importTokens = file.declarations.filter { $0.keyword == "import" }
        .reduce(0) { $0 + $1.last - $1.first + 1 }
      if others.isEmpty, statements <= callTokens + importTokens + 1 {
        droppedFiles.insert(index)
      } else {
        edits[index].append(Edit(range: tokens[call].start..<tokens[close].end, text: "()"))
        report.untranslated(
          file.path, line, "main.swift does more than start UIKit: its other code is left as it is")
      }
      let classFile = project.files[found.file]
      let first = classFile.source.tokens[found.declaration.first].start
      let lineStart = classFile.source.lineStart(at: first)
      let indentation = classFile.source.text(lineStart, first)
      edits[found.file].append(Edit(range: lineStart..<lineStart, text: indentation + "@main\n"))
      appDelegate = delegate
      report.rewritten(
        file.path, line,
        "UIApplicationMain(…) replaced by @main on \(delegate) (in \(classFile.path)); "
          + "main.swift is left out")
    }
  }
}
