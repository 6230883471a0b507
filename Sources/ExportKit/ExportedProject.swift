// A stage or a learner's package written as an Xcode project: its files and its notes.

import Foundation
import InterfaceBuilderDocuments
import StepwiseBasics
import XcodeFormats

/// The Xcode project `stepwise export` writes for an app of the course:
///
/// ```
/// <Name>/                      the app's Swift files, edited for UIKit (SwiftExporter)
/// <Name>/Base.lproj/Main.storyboard   the storyboard declaration, in Interface Builder's XML
/// <Name>/<Nib>.xib             each nib declaration (`<Nib>.xib.swift`), in Interface
///                              Builder's XML, a resource of the app
/// <Name>/<lang>.lproj/*.strings, <Name>/*.xcstrings   the app's string tables, as they are,
///                              in a variant group per table (knownRegions lists each language)
/// <Name>/Info.plist            the bundle's keys, the main storyboard, the launch screen
/// <Name>/Assets.xcassets       the app's catalog, if it has one: its image names' sets (a
///                              ported app's with their pictures), its app icon and colours
/// <Name>.xcodeproj/project.pbxproj
/// <Name>Tests/, <Name>UITests/   the package's test targets, if it has any, with a shared
///                              scheme (<Name>.xcodeproj/xcshareddata/xcschemes/)
/// EXPORT.md                    what was changed, and what Xcode will need from the learner
/// ```
///
/// The storyboard declaration is read as Swift source, not run: its actions are closures
/// and its outlets key paths, whose method and property names exist only in the source.
package struct ExportedProject {
  /// The project's name: its target's, its module's and its folder's.
  package let name: String
  /// The files, by path relative to the destination.
  package internal(set) var files: [(path: String, text: String)] = []
  /// The files of the asset catalog's sets a ported app keeps (pictures, the app icon,
  /// colours), written as they are, by path relative to the destination.
  package internal(set) var assetFiles: [(path: String, data: Data)] = []
  /// What the export left for Xcode or the learner.
  package private(set) var notes: [String] = []
  /// The Swift files of the app the project builds.
  package private(set) var swiftFileCount = 0
  /// The storyboard read from the declaration.
  let storyboard: StoryboardModel

  /// Exports an app's Swift files (paths relative to its source folder), with its test
  /// targets. `info` says what its Info.plist holds; nil reads it from its `Info.swift`.
  /// `assetSets` are the files of the asset catalog's sets the package keeps, by path from the
  /// catalog, and the sets left out (``SourceReader/assetSets(ofTarget:)``).
  package init(
    name: String, sources: [(path: String, text: String)], info: AppInfo?,
    swiftVersion: String = "6.0", mainActorByDefault: Bool = false, tests: [TestBundle] = [],
    dataModels: [(path: String, files: [(path: String, text: String)])] = [],
    stringTables: [(path: String, text: String)] = [],
    assetSets: (files: [(path: String, data: Data)], leftOut: [String]) = ([], [])
  ) throws(ExportError) {
    self.name = name
    let sorted = Self.sorted(sources, name: name, info: info)
    let kept = sorted.kept
    var notes = sorted.notes
    guard let declaration = sorted.declaration else { throw .noStoryboard(name) }
    var reader = StoryboardDeclaration(path: declaration.path)
    do {
      storyboard = try reader.read(declaration.text)
    } catch {
      throw .unreadableStoryboard(declaration.path, error)
    }
    notes += reader.notes
    let appInfo =
      sorted.info
      ?? AppInfo(
        displayName: name, bundleIdentifier: "com.example.\(name)", images: [], usesScenes: false)

    var namedSelectors = reader.namedSelectors
    let nibs = Self.readNibs(
      sorted.nibDeclarations, notes: &notes, namedSelectors: &namedSelectors)
    var exporter = SwiftExporter(files: kept)
    exporter.run(
      outlets: Self.outlets(of: storyboard) + Self.outlets(of: nibs.map(\.model)),
      actions: Self.actions(of: storyboard) + Self.actions(of: nibs.map(\.model))
        + reader.unwindActions.map { .init(owner: $0.owner, selector: $0.action.selector) },
      namedSelectors: namedSelectors)
    notes += exporter.notes
    notes += Self.objectClassNotes(of: storyboard, in: kept)

    let models = Self.dataModelFolders(dataModels)
    let named = Self.namingManagedObjectClasses(exporter.files, models: dataModels)
    for file in named { files.append(("\(name)/\(file.path)", file.text)) }
    addDataModels(dataModels)
    swiftFileCount = exporter.files.count
    notes += addInterfaceBuilderDocuments(nibs: nibs, appFiles: kept)
    for table in stringTables { files.append(("\(name)/\(table.path)", table.text)) }
    addInfo(appInfo, appFiles: kept)
    let catalog = addAssetCatalog(images: appInfo.images, sets: assetSets)
    notes += catalog.notes
    let target = DeploymentTarget.minimum(for: exporter.files)
    notes += target.notes
    var project = ProjectFile(
      name: name, swiftFiles: exporter.files.map(\.path), hasAssetCatalog: catalog.isWritten,
      bundleIdentifier: appInfo.bundleIdentifier, swiftVersion: swiftVersion,
      deploymentTarget: target.version, mainActorByDefault: mainActorByDefault)
    (project.appIcon, project.accentColor) = (catalog.appIcon, catalog.accentColor)
    project.dataModels = models
    project.xibs = nibs.map { "\($0.model.name).xib" }
    project.stringTables = stringTables.map(\.path)
    notes += addProject(project, tests: tests)
    self.notes = notes.map(\.description)
    files.append(("EXPORT.md", report(tests: tests)))
  }

  /// Adds `Main.storyboard` and each nib's `.xib`, drawn in Interface Builder's XML; a text
  /// field, text view or search bar has its scene's or nib's class as delegate when the class
  /// adopts the protocol, as the kit's declarations connect them. Returns the writers' notes.
  private mutating func addInterfaceBuilderDocuments(
    nibs: [(path: String, model: NibModel)], appFiles: [(path: String, text: String)]
  ) -> [ExportNote] {
    let textFieldDelegates = SwiftExporter.classes(adopting: "UITextFieldDelegate", in: appFiles)
    let textViewDelegates = SwiftExporter.classes(adopting: "UITextViewDelegate", in: appFiles)
    let searchBarDelegates = SwiftExporter.classes(adopting: "UISearchBarDelegate", in: appFiles)
    func writer(_ storyboard: StoryboardModel) -> StoryboardWriter {
      StoryboardWriter(
        storyboard, module: Self.moduleName(name), textFieldDelegates: textFieldDelegates,
        textViewDelegates: textViewDelegates, searchBarDelegates: searchBarDelegates)
    }
    var storyboardWriter = writer(storyboard)
    files.append(("\(name)/Base.lproj/Main.storyboard", storyboardWriter.write()))
    var notes = storyboardWriter.notes.map {
      ExportNote(path: "Main.storyboard", line: nil, text: $0)
    }
    for nib in nibs {
      var nibWriter = writer(StoryboardModel(name: nib.model.name, initialScene: nil, scenes: []))
      files.append(("\(name)/\(nib.model.name).xib", nibWriter.writeNib(nib.model)))
      notes += nibWriter.notes.map { ExportNote(path: nib.path, line: nil, text: $0) }
    }
    return notes
  }

  /// Adds the data models' files, each `.xcdatamodeld` folder in the app's folder.
  private mutating func addDataModels(
    _ dataModels: [(path: String, files: [(path: String, text: String)])]
  ) {
    for model in dataModels {
      let folder = model.path.split(separator: "/").last.map(String.init) ?? model.path
      for file in model.files { files.append(("\(name)/\(folder)/\(file.path)", file.text)) }
    }
  }

  /// Adds `Info.plist`, naming the scene delegate when the app uses scenes.
  private mutating func addInfo(_ appInfo: AppInfo, appFiles: [(path: String, text: String)]) {
    let sceneDelegate =
      appInfo.usesScenes
      ? SwiftExporter.classes(adopting: "UIWindowSceneDelegate", in: appFiles).sorted().first
        ?? SwiftExporter.classes(adopting: "UISceneDelegate", in: appFiles).sorted().first
      : nil
    files.append(
      ("\(name)/Info.plist", ProjectFiles.infoPlist(appInfo, sceneDelegate: sceneDelegate)))
  }

  /// A package's files, by what the export does with each.
  private struct SortedSources {
    /// The Swift files the app keeps.
    var kept: [(path: String, text: String)] = []
    /// The storyboard's declaration: the first (another is noted).
    var declaration: (path: String, text: String)?
    /// The nibs' declarations.
    var nibDeclarations: [(path: String, text: String)] = []
    /// What the Info.plist says, as given or read from its declaration.
    var info: AppInfo?
    /// What the sorting noted: a second storyboard declaration, which is not drawn.
    var notes: [ExportNote] = []
  }

  /// Sorts a package's files by what the export does with each; the files Xcode makes
  /// itself (the course's launcher, generated model classes, a main that only starts the
  /// app) are left out.
  private static func sorted(
    _ sources: [(path: String, text: String)], name: String, info: AppInfo?
  ) -> SortedSources {
    var result = SortedSources(info: info)
    for file in sources.sorted(by: { $0.path < $1.path }) {
      let text = file.text
      if text.contains("extension UINib"), text.contains("UINib(") {
        result.nibDeclarations.append(file)
      } else if text.contains("extension UIStoryboard"), text.contains("UIStoryboard(") {
        if let first = result.declaration {
          result.notes.append(
            ExportNote(
              path: file.path, line: nil,
              text: "a second storyboard declaration: only \(first.path) is drawn"))
        } else {
          result.declaration = file
        }
      } else if text.contains("AppDescriptor(") {
        continue  // The course's launcher: Info.plist says it for Xcode.
      } else if text.contains("InfoPlist(") {
        if result.info == nil { result.info = readInfo(text, name: name) }
      } else if text.hasPrefix(generatedClassesMarker) {
        continue  // Xcode generates these from the model when it builds the app.
      } else if onlyStartsTheApp(text) {
        continue  // `AppDelegate.main()`: the delegate is marked @main instead.
      } else {
        result.kept.append(file)
      }
    }
    return result
  }

  /// Adds the project file, with a test target for each test bundle and the bundles' files,
  /// and, when there are tests, the shared scheme that runs them; returns the bundles' notes.
  private mutating func addProject(_ project: ProjectFile, tests: [TestBundle]) -> [ExportNote] {
    var project = project
    var notes: [ExportNote] = []
    for bundle in tests {
      project.tests.append(
        ProjectTestTarget(
          name: bundle.name, isUITests: bundle.isUITests, swiftFiles: bundle.files.map(\.path)))
      for file in bundle.files {
        files.append(("\(bundle.name)/\(file.path)", Self.xcodeTestFile(file.text)))
      }
      notes += Self.notes(of: bundle)
    }
    let made = project.make()
    files.append(("\(name).xcodeproj/project.pbxproj", made.text))
    if !tests.isEmpty {
      // The shared scheme Xcode writes for an app with test targets, so that Product › Test
      // (⌘U) runs them all.
      let scheme = XcodeScheme(
        container: "\(name).xcodeproj", lastUpgradeVersion: project.format.lastUpgradeCheck,
        app: .init(id: made.appID, product: name + ".app", target: name),
        testables: made.testIDs.map {
          .init(.init(id: $0.id, product: $0.name + ".xctest", target: $0.name))
        })
      files.append(("\(name).xcodeproj/xcshareddata/xcschemes/\(name).xcscheme", scheme.text()))
    }
    return notes
  }

  /// How the file the port writes for a model's generated classes begins.
  static let generatedClassesMarker = "// Stands for the classes Xcode generates from "

  /// The model folders as the project file lists them: name, versions, current version.
  static func dataModelFolders(
    _ models: [(path: String, files: [(path: String, text: String)])]
  ) -> [ProjectFile.DataModelFolder] {
    models.map { model in
      let name = model.path.split(separator: "/").last.map(String.init) ?? model.path
      let versions = Set(
        model.files.compactMap { file in
          file.path.split(separator: "/").first.map(String.init).flatMap {
            $0.hasSuffix(".xcdatamodel") ? $0 : nil
          }
        }
      ).sorted()
      let currentVersion = model.files.first { $0.path == ".xccurrentversion" }.map {
        Data($0.text.utf8)
      }
      let current =
        (try? DataModel.currentContentsPath(
          folderName: name, versions: versions, currentVersion: currentVersion))
        .map { String($0.dropLast("/contents".count)) } ?? versions.last ?? name
      return ProjectFile.DataModelFolder(name: name, versions: versions, current: current)
    }
  }

  /// The app's files with `@objc(Name)` given back to each class of an entity the model
  /// names bare (`representedClassName="Item"`), as Xcode's subclasses carry it: Core Data
  /// finds an entity's class by its Objective-C name, which the port took away.
  static func namingManagedObjectClasses(
    _ files: [(path: String, text: String)],
    models: [(path: String, files: [(path: String, text: String)])]
  ) -> [(path: String, text: String)] {
    var bare: Set<String> = []
    for model in models {
      for file in model.files where file.path.hasSuffix("/contents") {
        guard let read = try? DataModel(reading: Data(file.text.utf8)) else { continue }
        for entity in read.entities where entity.codeGeneration != .classDefinition {
          if let name = entity.className, !name.contains("."), name != "NSManagedObject" {
            bare.insert(name)
          }
        }
      }
    }
    guard !bare.isEmpty else { return files }
    return files.map { file in
      var lines = file.text.components(separatedBy: "\n")
      var index = 0
      while index < lines.count {
        let words = lines[index].split(whereSeparator: { $0 == " " || $0 == ":" })
        if let keyword = words.firstIndex(of: "class"), keyword + 2 < words.count,
          words[keyword + 2] == "NSManagedObject", bare.contains(String(words[keyword + 1])),
          words[..<keyword].allSatisfy({
            ["public", "open", "final", "nonisolated", "internal"].contains($0)
          }),
          index == 0 || !lines[index - 1].contains("@objc(")
        {
          let indent = lines[index].prefix { $0 == " " }
          lines.insert("\(indent)@objc(\(words[keyword + 1]))", at: index)
          index += 1
        }
        index += 1
      }
      return (file.path, lines.joined(separator: "\n"))
    }
  }

  /// A module name as Xcode makes it from a target's name.
  static func moduleName(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if result.first?.isNumber == true { result = "_" + result }
    return result
  }

  /// Whether a file does nothing but start the app (`AppDelegate.main()`).
  static func onlyStartsTheApp(_ text: String) -> Bool {
    let code = text.split(separator: "\n").map { line in
      (line.range(of: "//").map { line[..<$0.lowerBound] } ?? line)
        .trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    return code.count == 1 && code[0].wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*\.main\(\)/) != nil
  }

  /// What an `Info.swift` declares: `InfoPlist(bundleIdentifier:displayName:…)`.
  static func readInfo(_ text: String, name: String) -> AppInfo? {
    guard var reader = try? DeclarationReader(text), let call = reader.call(named: "InfoPlist"),
      let value = try? reader.expression(at: call)
    else { return nil }
    var images: [String] = []
    if let catalog = value.argument("assets") {
      images = (catalog.argument("images")?.elements ?? []).compactMap(\.string)
    }
    return AppInfo(
      displayName: value.argument("displayName")?.string ?? name,
      bundleIdentifier: value.argument("bundleIdentifier")?.string ?? "com.example.\(name)",
      images: images, usesScenes: value.argument("makeSceneDelegate") != nil)
  }

  private func report(tests: [TestBundle]) -> String {
    let list =
      notes.isEmpty
      ? "Nothing: every part of the app has its Xcode form.\n"
      : notes.map { "- \($0)" }.joined(separator: "\n") + "\n"
    let kinds = tests.map {
      "`\($0.name)` (\($0.isUITests ? "UI tests" : "unit tests, hosted in the app"))"
    }
    let testing =
      tests.isEmpty
      ? ""
      : "\n\nThe package's tests are its test targets, \(kinds.joined(separator: " and ")), with "
        + "`import UIKit` and `import XCTest` for the kit's modules; the shared scheme "
        + "`\(name)` tests with them all: Product › Test (⌘U)."
    let nibs =
      files.contains { $0.path.hasSuffix(".xib") }
      ? ", each nib declaration (`<Name>.xib.swift`) drawn as its `.xib` file" : ""
    return """
      # \(name), exported for Xcode

      `stepwise export` wrote this Xcode project from the course's app: the Swift files with \
      `import UIKit`, outlets marked `@IBOutlet` and action methods `@IBAction`, the \
      storyboard declaration (`Storyboard.swift`) drawn as `Main.storyboard`\(nibs), and an \
      `Info.plist`. Open `\(name).xcodeproj` in Xcode on a Mac, choose an iPhone simulator \
      and run.\(testing)

      It was written and checked on Linux only: `stepwise port` reads it back into the app \
      it came from. It has not been opened in Xcode here, so Xcode may still ask for \
      something (a signing team for a device).

      ## What Xcode will need from you

      \(list)
      """
  }

  // MARK: - Writing

  /// Writes the project into a folder that does not exist or is empty, all or nothing
  /// (``WholeFolder``): the files go into a hidden folder beside it, renamed into place once
  /// every one is on the disk. A failure (a full disk) leaves the destination as it was, so
  /// the export can be run again.
  ///
  /// - Parameter writeFile: Writes one file; a test can fail it to play a full disk.
  package func write(
    to destination: URL, writeFile: (Data, URL) throws -> Void = WholeFolder.writeFlushed
  ) throws(ExportError) {
    do {
      try WholeFolder.write(
        files.map { ($0.path, Data($0.text.utf8)) } + assetFiles, to: destination, kind: "export",
        writeFile: writeFile)
    } catch {
      switch error {
      case .notEmpty(let path): throw .notEmpty(path)
      case .failed(let path, let reason): throw .cannotWrite(path, reason)
      }
    }
  }
}
