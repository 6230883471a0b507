// Calls of UIKit's optional protocol requirements, `dataSource?.tableView?(…)`, made calls
// of the kit's requirements, which have default implementations instead.

extension SwiftPorter {
  /// The names of UIKit's optional delegate and data-source requirements that the kit
  /// declares as plain requirements with default implementations.
  static let optionalRequirements: Set<String> = [
    "tableView", "numberOfSections", "sectionIndexTitles", "textField", "textFieldShouldReturn",
    "textFieldShouldClear", "textFieldShouldBeginEditing", "textFieldDidBeginEditing",
    "textFieldShouldEndEditing", "textFieldDidEndEditing", "textFieldDidChangeSelection",
    "navigationController", "application", "applicationDidBecomeActive",
    "applicationWillResignActive", "applicationDidEnterBackground",
    "applicationWillEnterForeground", "applicationWillTerminate", "scene", "sceneDidDisconnect",
    "sceneDidBecomeActive", "sceneWillResignActive", "sceneWillEnterForeground",
    "sceneDidEnterBackground",
  ]

  /// `x?.tableView?(…)` (or `tableView!(…)`, which traps when it is not): UIKit declares the
  /// requirement `@objc optional`, so the call asks whether it is implemented; Linux has no Objective-C runtime, and the kit's requirement
  /// always is (its default does what UIKit does when it is not), so the `?` after the name
  /// goes.
  mutating func rewriteOptionalRequirementCalls(in index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    for position in tokens.indices.dropFirst().dropLast(2)
    where tokens[position].kind == .word
      && Self.optionalRequirements.contains(tokens[position].text)
      && tokens[position - 1].text == "."
      && (tokens[position + 1].text == "?" || tokens[position + 1].text == "!")
      && tokens[position + 2].text == "(" && tokens[position + 1].start == tokens[position].end
      && tokens[position + 2].start == tokens[position + 1].end
    {
      let mark = tokens[position + 1]
      edits[index].append(Edit(range: mark.start..<mark.end, text: ""))
      report.rewritten(
        file.path, file.source.line(at: mark.start),
        "\(tokens[position].text)\(mark.text)(…) → \(tokens[position].text)(…): UIKit's requirement is "
          + "@objc optional, which needs the Objective-C runtime; the kit's has a default "
          + "implementation")
    }
  }
}
