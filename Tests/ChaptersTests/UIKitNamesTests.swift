// App code names only what UIKit and Foundation have, so a learner can paste it into Xcode.

import Foundation
import Testing

/// The names the kit has and UIKit, Foundation and UserNotifications do not.
///
/// Read from the kit's sources: every public type of the simulated UIKit whose name does not
/// carry one of Apple's prefixes (`UI`, `NS`, `UN`) is the kit's own, like `AppSandbox` or
/// `AppDefaults`. Two more lists are kept by hand, and grow when the kit does:
/// ``prefixedKitNames`` for kit types that borrow Apple's prefix (add one when you declare a
/// public `UI…` type that UIKit lacks), and ``kitMembers`` for members the kit adds to
/// UIKit's own types.
enum KitOnlyNames {
  /// Kit types named with a UIKit prefix although UIKit has no such type.
  static let prefixedKitNames: Set<String> = ["UIKitRuntime", "UIKitException"]

  /// Members the kit adds to UIKit's types, as app code would spell them.
  static let kitMembers = [
    "UIApplication.shared.sandbox", "UIApplication.shared.defaults", "application.sandbox",
    "application.defaults",
  ]

  /// The folders whose public types make up what an app can import.
  static let kitFolders = ["HeadlessUIKitCore", "HeadlessUIKit", "HeadlessUserNotifications"]

  /// The kit's own type names, read from its sources.
  static func typeNames(in root: URL) -> Set<String> {
    var names = prefixedKitNames
    for folder in kitFolders {
      for (_, text) in swiftFiles(under: root.appendingPathComponent("Sources/\(folder)")) {
        for name in publicTypeNames(in: text)
        where !["UI", "NS", "UN"].contains(where: name.hasPrefix) {
          names.insert(name)
        }
      }
    }
    return names
  }

  /// The names of the public types a Swift file declares at its top level.
  static func publicTypeNames(in text: String) -> [String] {
    let kinds = ["class", "struct", "enum", "protocol", "typealias", "actor"]
    var names: [String] = []
    for line in text.split(separator: "\n") where line.hasPrefix("public ") {
      let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      guard let kind = words.firstIndex(where: { kinds.contains(String($0)) }),
        kind + 1 < words.count
      else { continue }
      names.append(String(words[kind + 1]))
    }
    return names
  }

  /// The places in a file that name a kit-only type or member, as `line: name`.
  static func uses(in text: String, kitTypes: Set<String>) -> [String] {
    var found: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let code = line.trimmingCharacters(in: .whitespaces)
      // A comment may explain what the kit does; only code must be UIKit's.
      if code.hasPrefix("//") { continue }
      let words = Set(
        code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
          .map(String.init))
      for name in words.intersection(kitTypes).sorted() {
        found.append("\(number + 1): \(name)")
      }
      for member in kitMembers where code.contains(member) {
        found.append("\(number + 1): \(member)")
      }
    }
    return found
  }

  /// Every Swift file under a folder, by path, not following links (an exercise's `Stage`
  /// link leads back to a stage, which is checked as itself).
  static func swiftFiles(under folder: URL) -> [(path: String, text: String)] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isSymbolicLinkKey])
    else { return [] }
    var files: [(String, String)] = []
    for case let url as URL in walker {
      if (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == true {
        walker.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      files.append((url.path, text))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// Whether a file stands for one of the Xcode project's files rather than for code: the
  /// storyboard declaration (Main.storyboard) or the app's identity (Info.plist).
  static func standsForAProjectFile(_ path: String, text: String) -> Bool {
    let name = URL(fileURLWithPath: path).lastPathComponent
    return name.contains("Storyboard") || text.contains("AppDescriptor(")
      || text.contains("InfoPlist(")
  }
}

@Suite struct UIKitNamesTests {
  /// The app code a learner reads or types: the stages, the side tracks, the exercises'
  /// starters and solutions.
  static let appFolders = [
    "Sources/Checklists01", "Sources/Checklists02", "Sources/Checklists03",
    "Sources/Checklists04", "Sources/Checklists05", "Sources/Checklists06",
    "Sources/Checklists07", "Sources/Checklists08", "Sources/Checklists09",
    "Sources/TodoArchiver",
    "Sources/TodoCodable", "Sources/TodoCoreData", "Sources/TaskMVC", "Sources/NameInjection",
    "Chapters/Exercises",
  ]

  @Test(arguments: appFolders)
  func appCodeNamesNothingUIKitLacks(folder: String) {
    let root = RenderedPackage.root
    let kitTypes = KitOnlyNames.typeNames(in: root)
    let files = KitOnlyNames.swiftFiles(under: root.appendingPathComponent(folder))
    #expect(!files.isEmpty)
    for (path, text) in files where !KitOnlyNames.standsForAProjectFile(path, text: text) {
      let uses = KitOnlyNames.uses(in: text, kitTypes: kitTypes)
      #expect(
        uses.isEmpty,
        "\(path) names what UIKit and Foundation lack (a learner could not paste it into Xcode): \(uses)"
      )
    }
  }

  @Test(arguments: appFolders)
  func outletsAreDeclaredAsUIKitDeclaresThem(folder: String) {
    // `weak var textField: UITextField!`, as UIKit's outlets are, never `UITextField?`.
    let outlet =
      #/^\s*(weak )?var \w+: UI(TextField|Label|BarButtonItem|Button|Switch|DatePicker|ImageView)\?$/#
    for (path, text) in KitOnlyNames.swiftFiles(
      under: RenderedPackage.root.appendingPathComponent(folder))
    {
      for line in text.split(separator: "\n") where line.wholeMatch(of: outlet) != nil {
        Issue.record("\(path): \(line) — an outlet is `weak var name: UIType!` in UIKit")
      }
    }
  }

  /// The tutorial's references (`Reference/` of each step), what `compare` shows a learner:
  /// app code like the stages, checked the same way.
  @Test func theTutorialsReferencesNameNothingUIKitLacksAndDeclareOutletsAsUIKitDoes() {
    let root = RenderedPackage.root
    let kitTypes = KitOnlyNames.typeNames(in: root)
    let files = KitOnlyNames.swiftFiles(under: root.appendingPathComponent("Chapters/Tutorial"))
      .filter { $0.path.contains("/Reference/") }
    #expect(files.count > 8)
    let outlet =
      #/^\s*(weak )?var \w+: UI(TextField|Label|BarButtonItem|Button|Switch|DatePicker|ImageView)\?$/#
    for (path, text) in files {
      for line in text.split(separator: "\n") where line.wholeMatch(of: outlet) != nil {
        Issue.record("\(path): \(line) — an outlet is `weak var name: UIType!` in UIKit")
      }
      guard !KitOnlyNames.standsForAProjectFile(path, text: text) else { continue }
      let uses = KitOnlyNames.uses(in: text, kitTypes: kitTypes)
      #expect(uses.isEmpty, "\(path) names what UIKit and Foundation lack: \(uses)")
      #expect(
        !text.contains("import Foundation"), "\(path): app files import HeadlessUIKit only")
    }
  }

  @Test func onlyUIKitStyleCodeIsImplicitlyUnwrapped() {
    // The format rule against `Type!` is off so that app code can declare outlets as UIKit
    // does. Code in UIKit's style may use it: the apps and the ported apps, the Xcode
    // fixtures and the tests that quote Xcode code, and the simulated frameworks where
    // Apple's own API says `UIColor!` or `managedObjectClassName: String!`. Everywhere
    // else (the harness, the tool, the tests) this keeps the rule.
    let root = RenderedPackage.root.path
    let uikitStyle =
      Self.appFolders + [
        "Sources/PortedChecklists", "Sources/PortedBookshelf", "Sources/HeadlessUIKitCore",
        "Sources/HeadlessCoreData", "Tests/PortTests", "Tests/ExportKitTests",
      ]
    let declaration = #/(var|let) \w+: [\w.<>\[\]: ]+!(\s|$|\))/#
    for folder in ["Sources", "Tests"] {
      let files = KitOnlyNames.swiftFiles(
        under: RenderedPackage.root.appendingPathComponent(folder))
      for (path, text) in files
      where !uikitStyle.contains(where: { path.hasPrefix("\(root)/\($0)/") }) {
        for line in text.split(separator: "\n")
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
          // An outlet quoted from an Xcode project, in a test of the port or the export.
          && !line.contains("@IBOutlet")
          && line.firstMatch(of: declaration) != nil
        {
          Issue.record("\(path): \(line) — only UIKit-style code is implicitly unwrapped")
        }
      }
    }
  }

  @Test func theKitsOwnNamesAreFoundInItsSources() {
    let names = KitOnlyNames.typeNames(in: RenderedPackage.root)
    #expect(names.isSuperset(of: ["AppSandbox", "AppDefaults", "SandboxFile", "FileDamage"]))
    #expect(!names.contains("UITableView"))
    #expect(!names.contains("UNUserNotificationCenter"))
  }

  @Test func aKitNameInCodeIsFoundAndOneInACommentIsNot() {
    let text = """
      // The kit's AppSandbox is explained here.
      let folder = UIApplication.shared.sandbox.documentsDirectory
      let defaults: AppDefaults = .standard
      """
    #expect(
      KitOnlyNames.uses(in: text, kitTypes: ["AppSandbox", "AppDefaults"]) == [
        "2: UIApplication.shared.sandbox", "3: AppDefaults",
      ])
  }

  @Test func aStoryboardDeclarationMayUseTheKitsNames() {
    #expect(KitOnlyNames.standsForAProjectFile("Sources/App/Storyboard.swift", text: ""))
    #expect(
      KitOnlyNames.standsForAProjectFile(
        "Sources/App/App.swift", text: "static let app = AppDescriptor(id: \"x\")"))
    #expect(!KitOnlyNames.standsForAProjectFile("Sources/App/DataModel.swift", text: ""))
  }
}
