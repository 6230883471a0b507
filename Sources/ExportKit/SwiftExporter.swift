// The app's Swift files as Xcode builds them: UIKit imported, outlets and actions marked.

import Foundation
import InterfaceBuilderDocuments
import StepwiseBasics

/// Edits the app's Swift files for UIKit on iOS, the other way of the port's edits:
///
/// - `import HeadlessUIKit` becomes `import UIKit`, `import HeadlessUserNotifications`
///   `import UserNotifications`, `import HeadlessCoreLocation` `import CoreLocation`,
///   `import HeadlessMapKit` `import MapKit` and `import HeadlessCoreData` `import CoreData`;
/// - each property the storyboard declaration wires by key path becomes an outlet,
///   `@IBOutlet weak var textField: UITextField!`, as Interface Builder writes one;
/// - each method an action closure calls gets `@IBAction`, so the storyboard can name it, and
///   `@objc(addEntry:)` when the declaration names it by another selector than its own;
/// - the app delegate is marked `@main` (the course launches stages through their
///   descriptors, and a learner's `main.swift` only calls `main()`), and an app or scene
///   delegate that has no superclass gets `UIResponder`, as UIKit's protocols require.
///
/// Names UIKit does not have are listed in the notes with their lines: they are left as
/// they are, and Xcode will point at them.
struct SwiftExporter {
  /// A property the storyboard connects.
  struct Outlet: Hashable {
    var owner: String
    var property: String
  }

  /// A method the storyboard connects.
  struct Action: Hashable {
    var owner: String
    /// The method's Objective-C selector, as the storyboard names it.
    var selector: String
  }

  /// Names the kit has and UIKit does not, as app code could write them. The full list is
  /// `KitOnlyNames` in Tests/ChaptersTests/UIKitNamesTests.swift, which keeps app code free
  /// of them; this one names what a learner's own code is likely to have kept (add a name
  /// here when you add one there that an app can call).
  static let kitOnlyNames = [
    "AppDescriptor", "InfoPlist", "AssetCatalog", "PrototypeCell", "StoryboardCoder",
    "AppSandbox", "AppDefaults", "SandboxFile", "FileDamage", "DefaultsStore", "UIKitRuntime",
    "UIKitException", "UIApplication.shared.sandbox", "UIApplication.shared.defaults",
    "application.sandbox", "application.defaults", "performTriggeredSegue", "HeadlessUIKit",
  ]

  private(set) var files: [(path: String, text: String)]
  private(set) var notes: [ExportNote] = []

  init(files: [(path: String, text: String)]) {
    self.files = files
  }

  /// The classes whose declaration or an extension adopts a protocol.
  static func classes(adopting protocolName: String, in files: [(path: String, text: String)])
    -> Set<String>
  {
    var result: Set<String> = []
    for file in files {
      for type in SwiftSourceMap(file.text).types where type.inherited.contains(protocolName) {
        result.insert(type.name)
      }
    }
    return result
  }

  /// Makes the edits. `namedSelectors` holds the selectors the declarations give in place of
  /// their methods' own (`addEntry:` for `add:`), each with the methods' own.
  mutating func run(
    outlets: [Outlet], actions: [Action], namedSelectors: [String: Set<String>] = [:]
  ) {
    var maps = files.map { SwiftSourceMap($0.text) }
    var lines = maps.map(\.lines)
    let members = MemberFinder(maps: maps)
    markOutlets(outlets, in: &lines, members)
    markActions(actions, namedSelectors: namedSelectors, in: &lines, members)
    markEntryPoint(&lines, maps: &maps)
    for index in files.indices {
      files[index].text = Self.importingApplesFrameworks(lines[index]).joined(separator: "\n")
      reportKitNames(in: index)
    }
  }

  /// Finds a member of a class in its declaration or in its superclasses', in any file.
  struct MemberFinder {
    let maps: [SwiftSourceMap]
    /// Each class's superclass: the first type it inherits from.
    let superclasses: [String: String]

    init(maps: [SwiftSourceMap]) {
      self.maps = maps
      var superclasses: [String: String] = [:]
      for map in maps {
        for type in map.types where type.keyword == "class" {
          if let first = type.inherited.first { superclasses[type.name] = first }
        }
      }
      self.superclasses = superclasses
    }

    /// The class, then its superclass, and so on up.
    func lineage(_ name: String) -> [String] {
      var result = [name]
      while let next = superclasses[result.last ?? ""], !result.contains(next) {
        result.append(next)
      }
      return result
    }

    /// The file and line of the owner's first member whose line matches, in the files'
    /// lines as they are now.
    func member(
      of owner: String, in lines: [[String]], matching pattern: (String) -> Bool
    ) -> (file: Int, line: Int)? {
      for name in lineage(owner) {
        for (index, map) in maps.enumerated() {
          if let line = map.memberLines(of: name).first(where: { pattern(lines[index][$0]) }) {
            return (index, line)
          }
        }
      }
      return nil
    }
  }

  /// Marks each stored property the storyboard connects `@IBOutlet weak … !`, as Interface
  /// Builder's outlets are declared.
  private mutating func markOutlets(
    _ outlets: [Outlet], in lines: inout [[String]], _ members: MemberFinder
  ) {
    for outlet in Set(outlets).sorted(by: { ($0.owner, $0.property) < ($1.owner, $1.property) }) {
      let pattern = Self.propertyPattern(outlet.property)
      guard
        let (file, line) = members.member(
          of: outlet.owner, in: lines, matching: { $0.firstMatch(of: pattern) != nil })
      else {
        notes.append(
          ExportNote(
            path: "Main.storyboard", line: nil,
            text: "outlet \(outlet.property): \(outlet.owner) has no such stored property; "
              + "the storyboard names it and Xcode will say it is missing"))
        continue
      }
      let text = lines[file][line]
      if text.contains("@IBOutlet")
        || (line > 0 && Self.isAttribute("@IBOutlet", lines[file][line - 1]))
      {
        continue
      }
      guard let match = text.firstMatch(of: pattern) else { continue }
      var modifiers = String(match.output.2)
      if !modifiers.split(separator: " ").contains("weak") { modifiers += "weak " }
      lines[file][line] =
        "\(match.output.1)@IBOutlet \(modifiers)var \(outlet.property): \(match.output.3)!"
        + match.output.4
    }
  }

  /// Marks each method the storyboard calls `@IBAction`, and `@objc(selector)` the one a
  /// declaration named by another selector than its own.
  private mutating func markActions(
    _ actions: [Action], namedSelectors: [String: Set<String>], in lines: inout [[String]],
    _ members: MemberFinder
  ) {
    for action in Set(actions).sorted(by: { ($0.owner, $0.selector) < ($1.owner, $1.selector) }) {
      // The method whose name is the likeliest for the selector (`show` for `showFor:`),
      // first among the methods the declaration gave it to (`add` for `addEntry:`).
      let candidates: [(name: String, objcName: String?)] =
        (namedSelectors[action.selector] ?? []).sorted().flatMap { own in
          ObjectiveCSelector.methodNames(of: own).map { ($0, action.selector) }
        } + ObjectiveCSelector.methodNames(of: action.selector).map { ($0, nil) }
      var found: (file: Int, line: Int, objcName: String?)?
      for candidate in candidates where found == nil {
        let pattern = Self.methodPattern(candidate.name)
        found = members.member(
          of: action.owner, in: lines, matching: { $0.firstMatch(of: pattern) != nil }
        ).map { ($0.file, $0.line, candidate.objcName) }
      }
      guard let (file, line, objcName) = found else {
        notes.append(
          ExportNote(
            path: "Main.storyboard", line: nil,
            text: "\(action.owner) has no method for the action \(action.selector); the "
              + "storyboard names it and Xcode will say it is missing"))
        continue
      }
      let text = lines[file][line]
      let above = line > 0 ? lines[file][line - 1] : ""
      var attributes: [String] = []
      if !text.contains("@IBAction") && !Self.isAttribute("@IBAction", above) {
        attributes.append("@IBAction")
      }
      if let objcName, !text.contains("@objc"),
        !above.trimmingCharacters(in: .whitespaces).hasPrefix("@objc")
      {
        attributes.append("@objc(\(objcName))")
      }
      guard !attributes.isEmpty else { continue }
      let indentation = text.prefix { $0 == " " || $0 == "\t" }
      lines[file][line] =
        indentation + attributes.joined(separator: " ") + " " + text.dropFirst(indentation.count)
    }
  }

  /// A file's lines with the kit's modules imported as Apple's frameworks (``KitModules``):
  /// the kit's UIKit modules as one `import UIKit`, its other frameworks by their own names,
  /// and its XCUIAutomation as `import XCTest`, which brings Apple's (or not at all, when the
  /// file imports XCTest already).
  static func importingApplesFrameworks(_ lines: [String]) -> [String] {
    var edited: [String] = []
    var imported: Set<String> = []
    if lines.contains(where: { $0.wholeMatch(of: /import\s+XCTest\s*/) != nil }) {
      imported.insert("XCTest")
    }
    for line in lines {
      guard let module = line.wholeMatch(of: /import\s+(\w+)\s*/)?.1,
        var framework = module == "UIKit" ? "UIKit" : KitModules.appleFramework(for: String(module))
      else {
        edited.append(line)
        continue
      }
      if framework == "XCUIAutomation" { framework = "XCTest" }
      // UIKit once, however many of the kit's modules stood for it; XCTest as the file has it.
      if framework == "UIKit" || framework == "XCTest" {
        guard imported.insert(framework).inserted else { continue }
      }
      edited.append("import \(framework)")
    }
    return edited
  }

  /// Whether a line is an attribute on a line of its own.
  static func isAttribute(_ attribute: String, _ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces) == attribute
  }

  /// `var name: Type?` (or `!`, or with no mark), with its indentation and modifiers; the
  /// type may be a protocol composition in parentheses (`(UITableViewDataSource &
  /// UITableViewDelegate)!`, an object's outlet).
  static func propertyPattern(_ name: String) -> Regex<
    (Substring, Substring, Substring, Substring, Substring)
  > {
    // swift-format-ignore
    try! Regex(
      #"^(\s*)((?:(?:private|fileprivate|internal|public|weak|final|unowned)(?:\(set\))?\s+)*)var\s+"#
        + NSRegularExpression.escapedPattern(for: name)
        + #"\s*:\s*([A-Za-z_][A-Za-z0-9_.]*|\([A-Za-z0-9_.&\s]*\))\s*[?!]?(.*)$"#)
  }

  /// `func name(`, with its modifiers.
  static func methodPattern(_ name: String) -> Regex<Substring> {
    // swift-format-ignore
    try! Regex(
      #"^\s*(?:(?:private|fileprivate|internal|public|final|override|@objc|@MainActor)\s+)*func\s+"#
        + NSRegularExpression.escapedPattern(for: name) + #"\s*\("#)
  }

  /// Marks the app delegate `@main` (unless a class is already) and gives app and scene
  /// delegates with no superclass `UIResponder`.
  private mutating func markEntryPoint(_ lines: inout [[String]], maps: inout [SwiftSourceMap]) {
    let hasMain = lines.contains { file in
      file.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@main") }
    }
    let delegates = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
    for (index, map) in maps.enumerated() {
      for type in map.types where type.keyword == "class" {
        guard let first = type.inherited.first, delegates.contains(first) else { continue }
        let header = lines[index][type.headerLine]
        if let range = header.range(of: ": \(first)") ?? header.range(of: ":\(first)") {
          lines[index][type.headerLine].replaceSubrange(range, with: ": UIResponder, \(first)")
        }
      }
    }
    var marked = hasMain
    for (index, map) in maps.enumerated() where !marked {
      guard
        let type = map.types.first(where: {
          $0.keyword == "class" && $0.inherited.contains("UIApplicationDelegate")
        })
      else { continue }
      let indentation = lines[index][type.headerLine].prefix { $0 == " " }
      lines[index].insert(indentation + "@main", at: type.headerLine)
      maps[index] = SwiftSourceMap(lines[index].joined(separator: "\n"))
      marked = true
    }
    if !marked {
      notes.append(
        ExportNote(
          path: "AppDelegate.swift", line: nil,
          text: "no class adopts UIApplicationDelegate: the app has no entry point; add one "
            + "marked @main"))
    }
  }

  private mutating func reportKitNames(in index: Int) {
    let file = files[index]
    for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
      for name in Self.kitOnlyNames where code.contains(name) {
        let before = code.range(of: name).map { code[..<$0.lowerBound].last } ?? nil
        if let before, before.isLetter || before.isNumber || before == "_" { continue }
        notes.append(
          ExportNote(
            path: file.path, line: number + 1,
            text: "\(name) is the course's, not UIKit's: Xcode will not build this line; "
              + "write it with UIKit's or Foundation's names"))
      }
    }
  }
}
