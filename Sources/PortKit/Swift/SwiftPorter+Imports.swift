// A file's imports and attributes, ported: UIKit's frameworks become the kit's modules,
// Interface Builder's and Objective-C's attributes go, and a file that names the app's
// folders or notifications imports what gives them.

extension SwiftPorter {
  /// Whether a file names the app's folders or preferences as Foundation does:
  /// `FileManager`'s `urls(for:in:)` or `url(for:in:appropriateFor:create:)`,
  /// `UserDefaults.standard`, `NSHomeDirectory()`, `NSTemporaryDirectory()`.
  private func usesContainerNames(_ source: SwiftSource) -> Bool {
    let words = Set(source.tokens.lazy.filter { $0.kind == .word }.map(\.text))
    return (words.contains("FileManager") && !words.isDisjoint(with: ["urls", "url"]))
      || (words.contains("UserDefaults") && words.contains("standard"))
      || !words.isDisjoint(with: ["NSHomeDirectory", "NSTemporaryDirectory"])
  }

  /// Whether a file looks up a file of the app's bundle as Foundation does:
  /// `Bundle`'s `url(forResource:withExtension:)` or `path(forResource:ofType:)`.
  private func usesBundleResources(_ source: SwiftSource) -> Bool {
    let words = Set(source.tokens.lazy.filter { $0.kind == .word }.map(\.text))
    return words.contains("Bundle") && words.contains("forResource")
  }

  /// Ports a file's import lines and Interface Builder's and Objective-C's attributes, and
  /// reports what changed in one line.
  mutating func portImportsAndAttributes(of index: Int) {
    let changes = portImports(of: index) + portAttributes(of: index)
    if !changes.isEmpty {
      report.mechanical(project.files[index].path, nil, changes.joined(separator: "; "))
    }
  }

  /// Maps a file's imports to the kit's modules, and says what changed.
  private mutating func portImports(of index: Int) -> [String] {
    let file = project.files[index]
    let tokens = file.source.tokens
    var changes: [String] = []
    let importsUIKit = file.declarations.contains { declaration in
      declaration.keyword == "import" && declaration.keywordToken + 1 == declaration.last
        && tokens[declaration.last].text == "UIKit"
    }
    let importedModules = Set(
      file.declarations.filter { $0.keyword == "import" && $0.keywordToken < $0.last }.map {
        tokens[$0.keywordToken + 1].text
      })
    // iOS's NotificationCenter module (the Today widget's) brings UIKit too.
    let bringsUIKit = importsUIKit || importedModules.contains("NotificationCenter")
    // Apple's frameworks bring Foundation; the kit's other than HeadlessUIKit do not.
    var needsFoundation =
      !bringsUIKit && importedModules.isDisjoint(with: ["Foundation", "XCTest"])
    for declaration in file.declarations where declaration.keyword == "import" {
      let moduleToken = declaration.keywordToken + 1
      guard moduleToken <= declaration.last else { continue }
      let module = tokens[moduleToken].text
      let path = (moduleToken...declaration.last).map { tokens[$0].text }.joined()
      imports.insert(module)
      let line = file.source.line(at: tokens[moduleToken].start)
      if path == "CoreData", index == droppedCoreDataFile {
        imports.remove(module)
        continue
      }
      if path == "Foundation",
        let change = portFoundationImport(declaration, in: index, bringsUIKit: bringsUIKit)
      {
        changes.append(change)
      } else if let kitModule = Self.kitModules[path] {
        let text = kitImport(
          kitModule, for: path, in: file.source, importedModules: importedModules,
          needsFoundation: &needsFoundation, changes: &changes)
        edits[index].append(
          Edit(range: tokens[moduleToken].start..<tokens[moduleToken].end, text: text))
      } else if path == "NotificationCenter" {
        changes.append(
          portNotificationCenterImport(
            declaration, in: index, importsUIKit: importsUIKit, importedModules: importedModules))
      } else if !importableModules.contains(module) || path != module {
        report.untranslated(
          file.path, line,
          "import \(path): no such module on Linux; the code that uses it needs rewriting",
          effect: .doesNotCompile)
      }
    }
    return changes
  }

  /// The port of `import Foundation`, with what it changed: dropped beside UIKit, which
  /// brings it; the kit's module instead where the file reaches the app's container or
  /// bundle through Foundation's names; nil when it stays as it is.
  private mutating func portFoundationImport(
    _ declaration: SwiftDeclaration, in index: Int, bringsUIKit: Bool
  ) -> String? {
    let file = project.files[index]
    let tokens = file.source.tokens
    let moduleToken = declaration.keywordToken + 1
    if bringsUIKit, declaration.modifiers.isEmpty,
      isAloneOnItsLine(declaration.keywordToken...declaration.last, in: file.source)
    {
      // UIKit brings Foundation, so the line adds nothing; here it would also make
      // Foundation's names for the app's container (`FileManager.default.urls(for:in:)`,
      // `UserDefaults.standard`) ambiguous with HeadlessUIKit's, which stand for them.
      let offset = tokens[declaration.keywordToken].start
      edits[index].append(
        Edit(range: file.source.lineStart(at: offset)..<file.source.lineEnd(at: offset), text: "")
      )
      return "import Foundation dropped (UIKit brings it)"
    }
    if !bringsUIKit, testedModule == nil,
      usesContainerNames(file.source) || usesBundleResources(file.source)
    {
      // On iOS Foundation's names for the app's folders and preferences mean the app's
      // container. On Linux, Foundation alone means the user's home (its Documents
      // folder), so such a file imports the kit, whose declarations stand for them.
      edits[index].append(
        Edit(range: tokens[moduleToken].start..<tokens[moduleToken].end, text: "HeadlessUIKit"))
      imports.insert("UIKit")
      return usesContainerNames(file.source)
        ? "import Foundation → import HeadlessUIKit (the file finds the app's folders or "
          + "preferences through Foundation's names, which the kit answers from the app's "
          + "container as iOS does; Foundation alone would answer the user's home folder)"
        : "import Foundation → import HeadlessUIKit (the file finds files of the app's "
          + "bundle through Foundation's Bundle, which the kit answers from the app's "
          + "resources as iOS does; Foundation alone would not find them)"
    }
    return nil
  }

  /// The import lines that stand for `import <path>` of an Apple framework the kit has
  /// (`kitModule`), with what else the file needs on Linux: UserNotifications beside UIKit
  /// when the file uses its names, and Foundation (or the kit, for the app's folders) beside
  /// a framework that brings it on iOS.
  private mutating func kitImport(
    _ kitModule: String, for path: String, in source: SwiftSource, importedModules: Set<String>,
    needsFoundation: inout Bool, changes: inout [String]
  ) -> String {
    var text = kitModule
    if path == "UIKit", !importedModules.contains("UserNotifications"),
      usesUserNotifications(source)
    {
      // UIKit's headers import UserNotifications (UNNotificationResponse's targetScene),
      // so `import UIKit` alone makes UNUserNotificationCenter visible on iOS;
      // HeadlessUIKit does not bring HeadlessUserNotifications, so the port imports it.
      text += "\nimport HeadlessUserNotifications"
      imports.insert("UserNotifications")
      changes.append(
        "import UIKit → import HeadlessUIKit and import HeadlessUserNotifications (the file "
          + "uses UserNotifications' names, which UIKit brings along on iOS)")
    } else if path != "UIKit", needsFoundation {
      needsFoundation = false
      // The file relies on Foundation's names through the framework, as iOS lets it; where
      // it names the app's folders or preferences, the kit's module answers for them.
      let foundation =
        testedModule == nil
          && (usesContainerNames(source) || usesBundleResources(source))
        ? "HeadlessUIKit" : "Foundation"
      text += "\nimport \(foundation)"
      if foundation == "HeadlessUIKit" { imports.insert("UIKit") }
      changes.append(
        "import \(path) → import \(kitModule) and import \(foundation) (Apple's \(path) "
          + "brings Foundation; the kit's does not)")
    } else {
      changes.append("import \(path) → import \(kitModule)")
    }
    return text
  }

  /// Ports `import NotificationCenter`, the Today-widget module, often imported by mistake
  /// for Foundation's class of the same name, and says what changed.
  private mutating func portNotificationCenterImport(
    _ declaration: SwiftDeclaration, in index: Int, importsUIKit: Bool,
    importedModules: Set<String>
  ) -> String {
    let file = project.files[index]
    let tokens = file.source.tokens
    let moduleToken = declaration.keywordToken + 1
    // On iOS it brings UIKit (and with it Foundation), so a file that imports nothing else
    // gets HeadlessUIKit; beside UIKit the line adds nothing.
    let start = tokens[declaration.keywordToken].start
    if importsUIKit {
      edits[index].append(
        Edit(
          range: file.source.lineStart(at: start)..<file.source.lineEnd(at: start), text: ""))
      return "import NotificationCenter removed (the Today-widget framework; Foundation's "
        + "NotificationCenter needs no import)"
    } else {
      var modules = ["HeadlessUIKit"]
      if usesUserNotifications(file.source), !importedModules.contains("UserNotifications") {
        modules.append("HeadlessUserNotifications")
        imports.insert("UserNotifications")
      }
      imports.insert("UIKit")
      edits[index].append(
        Edit(
          range: tokens[moduleToken].start..<tokens[moduleToken].end,
          text: modules.joined(separator: "\nimport ")))
      return "import NotificationCenter → import " + modules.joined(separator: " and import ")
        + " (the Today-widget framework brings UIKit, and Foundation with it)"
    }
  }

  /// Drops Interface Builder's and Objective-C's attributes, gives `@NSManaged` properties
  /// bodies and `@UIApplicationMain` its `@main`, and says what changed.
  private mutating func portAttributes(of index: Int) -> [String] {
    let file = project.files[index]
    let tokens = file.source.tokens
    var changes: [String] = []
    var dropped: [String: Int] = [:]
    for (position, token) in tokens.enumerated() where token.kind == .attribute {
      let line = file.source.line(at: token.start)
      switch token.text {
      case "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable", "@objc", "@objcMembers",
        "@nonobjc":
        edits[index].append(
          Edit(range: removalRange(ofAttributeAt: position, in: file.source), text: ""))
        dropped[token.text, default: 0] += 1
        if token.text == "@objc" { reportObjectiveCOnly(after: position, in: index) }
        if token.text == "@IBOutlet" || token.text == "@IBAction" {
          dropPrivacy(after: position, in: index)
        }
      case "@UIApplicationMain", "@NSApplicationMain":
        edits[index].append(Edit(range: token.start..<token.end, text: "@main"))
        report.rewritten(
          file.path, line,
          "\(token.text) → @main: UIKit finds the app delegate through the protocol's main(), "
            + "as HeadlessUIKit does")
      case "@IBSegueAction":
        edits[index].append(
          Edit(range: removalRange(ofAttributeAt: position, in: file.source), text: ""))
        report.untranslated(
          file.path, line,
          "@IBSegueAction dropped: make the controller in prepare(for:sender:) or with "
            + "instantiateViewController(identifier:creator:) instead")
      case "@NSManaged":
        if writeManagedAccessors(at: position, in: index) {
          dropped[token.text, default: 0] += 1
        } else {
          report.untranslated(
            file.path, line,
            "@NSManaged: Linux has no Objective-C runtime to make the accessors, so the build "
              + "fails when it links, at no line; write it with a body over value(forKey:) and "
              + "setValue(_:forKey:)",
            effect: .doesNotCompile)
        }
      default:
        break
      }
    }
    let order = [
      "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable", "@objc", "@objcMembers",
      "@nonobjc",
    ]
    let counts = order.compactMap { name in dropped[name].map { "\($0) \(name)" } }
    if !counts.isEmpty {
      changes.append("dropped " + counts.joined(separator: ", "))
    }
    if let managed = dropped["@NSManaged"] {
      changes.append(
        "\(managed) @NSManaged given bodies over value(forKey:) and setValue(_:forKey:) (Linux "
          + "has no Objective-C runtime to make their accessors)")
    }
    return changes
  }

  /// Whether a file names a type of UserNotifications (`UNUserNotificationCenter`,
  /// `UNMutableNotificationContent`…): a word of `UN`, a capital letter and lower-case ones
  /// (not a constant such as `UNKNOWN`).
  private func usesUserNotifications(_ source: SwiftSource) -> Bool {
    source.tokens.contains { token in
      guard token.kind == .word, token.text.hasPrefix("UN") else { return false }
      let rest = token.text.dropFirst(2)
      return rest.first?.isUppercase == true && rest.contains(where: \.isLowercase)
    }
  }

  /// Whether the tokens in `span` fill their line, with no other token before or after.
  private func isAloneOnItsLine(_ span: ClosedRange<Int>, in source: SwiftSource) -> Bool {
    let tokens = source.tokens
    let line = source.line(at: tokens[span.lowerBound].start)
    return (span.lowerBound == 0 || source.line(at: tokens[span.lowerBound - 1].end) < line)
      && source.line(at: tokens[span.upperBound].end) == line
      && (span.upperBound + 1 == tokens.count
        || source.line(at: tokens[span.upperBound + 1].start) > line)
  }

  /// The bytes to delete for an attribute: with its arguments and the space after it, or
  /// its whole line when nothing else is on it.

  func removalRange(ofAttributeAt position: Int, in source: SwiftSource) -> Range<Int> {
    let tokens = source.tokens
    var last = position
    if position + 1 < tokens.count, tokens[position + 1].text == "(",
      tokens[position + 1].start == tokens[position].end,
      let close = tokens.closingIndex(of: position + 1)
    {
      last = close
    }
    let start = tokens[position].start
    let line = source.line(at: start)
    let isAloneOnLine =
      (position == 0 || source.line(at: tokens[position - 1].end) < line)
      && (last + 1 == tokens.count || source.line(at: tokens[last + 1].start) > line)
    if isAloneOnLine {
      return source.lineStart(at: start)..<source.lineEnd(at: start)
    }
    let end = last + 1 < tokens.count ? tokens[last + 1].start : tokens[last].end
    return start..<end
  }

  /// Makes an outlet or action that is `private` or `fileprivate` internal: Storyboard.swift,
  /// another file, connects it by key path or calls it.
  private mutating func dropPrivacy(after position: Int, in index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    var current = position + 1
    while current < tokens.count,
      tokens[current].kind == .attribute || tokens[current].kind == .comment
        || SwiftSource.modifiers.contains(tokens[current].text)
    {
      let token = tokens[current]
      guard token.text == "private" || token.text == "fileprivate" else {
        current += 1
        continue
      }
      var last = current
      if current + 3 < tokens.count, tokens[current + 1].text == "(",
        tokens[current + 2].text == "set", tokens[current + 3].text == ")"
      {
        last = current + 3
      }
      let end = last + 1 < tokens.count ? tokens[last + 1].start : tokens[last].end
      edits[index].append(Edit(range: token.start..<end, text: ""))
      let keyword = tokens[current...].first { SwiftSource.keywords.contains($0.text) }
      let name = keyword.flatMap { keyword in
        tokens.firstIndex { $0.start == keyword.start }.map { tokens[$0 + 1].text }
      }
      report.rewritten(
        file.path, file.source.line(at: token.start),
        "\(file.source.text(token.start, tokens[last].end)) dropped from \(name ?? "an outlet"): "
          + "Storyboard.swift, another file, connects it")
      current = last + 1
    }
  }
}
