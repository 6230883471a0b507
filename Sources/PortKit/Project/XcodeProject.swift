// An Xcode project folder as the port reads it: Swift files, storyboard, Info.plist, assets.

import Foundation
import XcodeFormats

/// What the port reads from an Xcode project folder: the app target's Swift files, its test
/// targets' (each file in the targets whose Sources phase in `project.pbxproj` lists it; by
/// folder, a test target's ending in `Tests`, when there is no readable project file), its
/// main storyboard, its Info.plist and build settings, and the names of its asset catalog's
/// images.
package struct XcodeProject {
  /// A test target of the project, with its Swift files: one `project.pbxproj` declares, or
  /// without a readable one, a folder whose name ends in `Tests`.
  package struct TestTarget {
    /// The target's name (or its folder's), made a Swift identifier (`ToDoTests`).
    package var name: String
    /// The folder holding its files, relative to the project folder ("" for the folder).
    package var folder: String
    /// The Swift files, by path relative to the project folder, in path order.
    package var swiftFiles: [(path: String, text: String)]
    /// Whether `project.pbxproj` declares it a UI-test target.
    package var isDeclaredUITests = false
    /// Whether its tests run hosted in the app, as `TEST_HOST` says (Xcode's default for an
    /// app's unit tests, assumed without a project file).
    package var isHosted = true
    /// Whether it is a UI-test target: the project file says so, its folder ends in
    /// `UITests`, or a file of it drives the app through `XCUIApplication`.
    package var isUITests: Bool {
      isDeclaredUITests || folder.hasSuffix("UITests")
        || swiftFiles.contains { $0.text.contains("XCUIApplication") }
    }
  }

  /// Why a folder cannot be ported.
  package enum ReadError: Error, Equatable, CustomStringConvertible {
    /// There is no such folder.
    case noSuchFolder(String)
    /// The path is a file's, not a folder's.
    case notAFolder(String)
    /// The folder holds no `.xcodeproj`.
    case notAnXcodeProject(String)
    /// The path is a `.xcodeproj` itself, not the folder that holds it.
    case projectItself(String)

    package var description: String {
      switch self {
      case .noSuchFolder(let path): "no such folder: \(path)"
      case .notAFolder(let path):
        "\(path) is a file; port takes the folder that holds the .xcodeproj"
      case .notAnXcodeProject(let path):
        "\(path) is not an Xcode project folder (it holds no .xcodeproj)"
      case .projectItself(let path):
        "\(path) is the project itself; port takes the folder that holds it: "
          + URL(fileURLWithPath: path).deletingLastPathComponent().path
      }
    }
  }

  /// The project folder.
  package let folder: URL
  /// The project's name: its `.xcodeproj`'s.
  package let name: String
  /// The app target's module name, as `customModule` and `$(PRODUCT_MODULE_NAME)` say.
  package let moduleName: String
  /// The Swift files, by path relative to the folder, in path order.
  package let swiftFiles: [(path: String, text: String)]
  /// The test targets, unit and UI, in folder order.
  package let testTargets: [TestTarget]
  /// The main storyboard: its path relative to the folder, its name and its contents.
  package let storyboard: (path: String, name: String, data: Data)?
  /// The other storyboards, which are not translated (launch screens excepted).
  package let otherStoryboards: [String]
  /// The `.xib` files of the app (launch screens excepted), in path order: each one's path
  /// relative to the folder, its nib name and its contents. When `project.pbxproj` says
  /// which files the app holds, only those its app target's Resources phase copies.
  package let xibs: [(path: String, name: String, data: Data)]
  /// The app's string tables, in path order: each `.strings` file of a `.lproj` folder and
  /// each `.xcstrings` String Catalog its bundle holds, by path relative to the folder, with
  /// its contents.
  package let stringTables: [(path: String, data: Data)]
  /// The app's plural tables (`.stringsdict`), which are not carried, by path.
  package let pluralTables: [String]
  /// The plain files the app's bundle holds (a word list, a JSON file), in path order: each
  /// one's path relative to the folder, with its contents.
  package let bundledResources: [(path: String, data: Data)]
  /// The app's build settings (project then target, Debug), with `INFOPLIST_KEY_*` ones.
  package let settings: [String: String]
  /// The Info.plist's keys, if the project has a readable one.
  package let infoPlist: [String: PropertyList]
  /// The path of the Info.plist, relative to the folder.
  package let infoPlistPath: String?
  /// The names of the asset catalog's image sets.
  package let imageNames: [String]
  /// The files of the app's asset catalog sets (image sets, the app icon, colours: each set's
  /// `Contents.json` and pictures), by path from the catalog: `Folder.imageset/Folder.png`.
  /// Of two sets of one name (in two catalogs), the first in path order.
  package let assetSetFiles: [(path: String, data: Data)]
  /// The sets of a name another catalog's set has first, left out: `Pin.imageset`.
  package let assetSetsLeftOut: [String]
  /// The app's data models (`.xcdatamodeld` folders), in path order.
  package let dataModels: [DataModelFolder]
  /// What reading the files changed (a Swift file transcoded to UTF-8), by path.
  package let transcoded: [(path: String, note: String)]
  /// The files left out, by path, and why: a link leading out of the project, a file too
  /// large, a Swift file that is not text.
  package let leftOut: [(path: String, note: String)]
  /// How the files were assigned to targets, when not by `project.pbxproj`, what in it could
  /// not be followed, and what the shared schemes say of the test targets, by path.
  package let membershipNotes: [(path: String, note: String)]

  /// The most bytes of a Swift file, a property list or the project file read: far more
  /// than any real one (the port holds each in memory several times over).
  package static let maximumFileBytes = 8 * 1024 * 1024
  /// The most bytes of a storyboard read: one with 200,000 labels is 20 MB (and takes 14 s
  /// and 320 MB to port in a debug build).
  package static let maximumStoryboardBytes = 32 * 1024 * 1024
  /// The most bytes read from a project in all.
  package static let maximumProjectBytes = 256 * 1024 * 1024
  /// The Swift language version the target builds with (`SWIFT_VERSION`).
  package var swiftVersion: String? { settings["SWIFT_VERSION"] }

  /// Reads a project folder.
  package static func read(_ folder: URL) throws(ReadError) -> XcodeProject {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
      throw .noSuchFolder(folder.path)
    }
    guard isDirectory.boolValue else { throw .notAFolder(folder.path) }
    guard folder.pathExtension != "xcodeproj" else { throw .projectItself(folder.path) }
    let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted()
    guard let project = projects.first else { throw .notAnXcodeProject(folder.path) }
    return XcodeProject(folder: folder, projectFile: project, others: projects.dropFirst())
  }

  /// Reads the project `projectFile` in `folder`; `others` are the folder's other projects,
  /// which are left out.
  private init(folder: URL, projectFile: String, others: ArraySlice<String> = []) {
    self.folder = folder
    name = String(projectFile.dropLast(".xcodeproj".count))
    let listing = Self.listing(under: folder)
    let files = listing.files
    var reader = BudgetedReader(folder: folder, leftOut: listing.leftOut)
    for other in others {
      reader.leftOut.append(
        (
          other,
          "another project in the folder: the port reads \(projectFile), the first by name; "
            + "to port this one, copy it to a folder of its own"
        ))
    }

    let project = reader.projectFile(projectFile + "/project.pbxproj", among: files)
    settings = Self.appSettings(of: project.file, projectName: name)
    moduleName = settings["PRODUCT_MODULE_NAME"] ?? Self.identifier(name)

    let targets = Self.targets(
      of: files.filter { $0.hasSuffix(".swift") && !Self.isForeignPath($0) },
      in: project.file, problem: project.problem)
    swiftFiles = targets.app.compactMap { reader.swiftText($0) }
    testTargets = targets.tests.map { target in
      TestTarget(
        name: target.name, folder: target.folder,
        swiftFiles: target.files.compactMap { reader.swiftText($0) },
        isDeclaredUITests: target.isUITests, isHosted: target.isHosted)
    }
    membershipNotes =
      targets.notes
      + Self.schemeNotes(
        in: files, projectFile: projectFile, testTargets: Set(targets.tests.map(\.name)),
        reader: &reader)
    reader.leftOut += targets.leftOut

    (infoPlistPath, infoPlist) = Self.readInfoPlist(among: files, settings, &reader)

    (storyboard, otherStoryboards) = Self.readStoryboards(
      among: files, in: folder, infoPlist: infoPlist, settings, &reader)
    xibs = Self.readXibs(among: files, app: targets.appTarget, &reader)

    let tables = Self.stringTablePaths(in: files, app: targets.appTarget)
    reader.leftOut += tables.leftOut
    stringTables = tables.kept.compactMap { path in reader.contents(path).map { (path, $0) } }
    pluralTables = tables.plurals

    imageNames = AssetCatalogFolder(paths: files).imageNames
    (assetSetFiles, assetSetsLeftOut) = Self.assetSets(among: files, &reader)
    dataModels = Self.dataModelFolders(in: files).map { reader.dataModel($0, among: files) }
    bundledResources = Self.bundledResourcePaths(
      in: files, app: targets.appTarget, infoPlist: infoPlistPath
    ).compactMap { path in reader.contents(path).map { (path, $0) } }
    transcoded = reader.transcoded
    leftOut = reader.leftOut
  }

  /// The files of the asset catalogs' sets, by path from their catalog, and the names of the
  /// sets left out (``AssetCatalogFolder/setFiles(among:)``).
  static func assetSets(among files: [String], _ reader: inout BudgetedReader) -> (
    files: [(path: String, data: Data)], leftOut: [String]
  ) {
    let sets = AssetCatalogFolder.setFiles(among: files)
    return (
      sets.files.compactMap { path, inside in reader.contents(path).map { (inside, $0) } },
      sets.leftOut
    )
  }

  /// A data model of the app: a `.xcdatamodeld` folder, its files, and the model its current
  /// version holds.
  package struct DataModelFolder {
    /// The folder's path, relative to the project folder.
    package var path: String
    /// Its files (each version's `contents`, `.xccurrentversion`), by path inside it.
    package var files: [(path: String, data: Data)]
    /// The current version's model, or why it cannot be read.
    package var model: Result<DataModel, DataModel.ReadError>

    /// The model's name: the folder's, without `.xcdatamodeld`.
    package var name: String {
      String(path.split(separator: "/").last?.dropLast(".xcdatamodeld".count) ?? "")
    }
  }

  /// The `.xcdatamodeld` folders of the app's files (none of a test target's), in path order.
  static func dataModelFolders(in files: [String]) -> [String] {
    var folders: Set<String> = []
    for path in files where !isTestPath(path) {
      let components = path.split(separator: "/")
      guard let index = components.firstIndex(where: { $0.hasSuffix(".xcdatamodeld") }) else {
        continue
      }
      folders.insert(components[...index].joined(separator: "/"))
    }
    return folders.sorted()
  }

  /// Whether a path belongs to a test target or to a folder that is not the app's.
  static func isTestPath(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { component in
      component.hasSuffix("Tests") || component.hasSuffix("UITests") || component == "Pods"
        || component == "Carthage" || component == ".build" || component == "DerivedData"
        || component.hasSuffix(".xcodeproj") || component.hasPrefix(".")
    }
  }

  /// The folder of the test target a file belongs to: the first folder of its path whose
  /// name ends in `Tests`, or nil for a file of the app or of a folder that is not the
  /// project's own (`Pods`, `.build`…).
  static func testFolder(of path: String) -> String? {
    let folders = path.split(separator: "/").dropLast()
    guard
      !folders.contains(where: {
        $0 == "Pods" || $0 == "Carthage" || $0 == ".build" || $0 == "DerivedData"
          || $0.hasSuffix(".xcodeproj") || $0.hasPrefix(".")
      }),
      let index = folders.firstIndex(where: { $0.hasSuffix("Tests") })
    else { return nil }
    return folders[...index].joined(separator: "/")
  }

  /// Every file under a folder, relative to it, in path order.
  static func files(under folder: URL) -> [String] {
    listing(under: folder).files
  }

  /// The files under a project folder, relative to it, in path order, and the links left
  /// out because they lead out of the folder: the port reads nothing outside the project,
  /// whatever a link inside it points at. A link to a file inside the project is read as
  /// that file; folders reached through links are not walked.
  static func listing(under folder: URL) -> (
    files: [String], leftOut: [(path: String, note: String)]
  ) {
    let manager = FileManager.default
    // The folder named through a link (the link itself is the project's place) is walked
    // where it leads: the walker does not follow a link it is given.
    let base = folder.resolvingSymlinksInPath().standardizedFileURL.path
    guard let walker = manager.enumerator(atPath: base) else { return ([], []) }
    var files: [String] = []
    var leftOut: [(path: String, note: String)] = []
    while let path = walker.nextObject() as? String {
      let full = base + "/" + path
      let type = (try? manager.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
      switch type {
      case .typeRegular?:
        files.append(path)
      case .typeSymbolicLink?:
        let target = URL(fileURLWithPath: full).resolvingSymlinksInPath().standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard target.hasPrefix(base + "/") else {
          if !isTestPath(path) {
            let shown = (try? manager.destinationOfSymbolicLink(atPath: full)) ?? target
            leftOut.append(
              (
                path,
                "left out: a link to \(shown), outside the project; the port reads "
                  + "nothing outside the project folder"
              ))
          }
          continue
        }
        guard manager.fileExists(atPath: target, isDirectory: &isDirectory),
          !isDirectory.boolValue
        else { continue }
        let targetType = (try? manager.attributesOfItem(atPath: target))?[.type]
        if targetType as? FileAttributeType == .typeRegular {
          files.append(path)
        } else {
          leftOut.append((path, Self.notAFileNote))
        }
      case .typeDirectory?, nil:
        break
      default:
        leftOut.append((path, Self.notAFileNote))
      }
    }
    return (files.sorted(), leftOut.sorted { $0.path < $1.path })
  }

  /// Why a named pipe, a socket or a device in the project is left out: reading one could
  /// wait forever, and none is a file Xcode builds.
  static let notAFileNote =
    "left out: not a file but a named pipe, a socket or a device, which Xcode builds nothing "
    + "from (reading one could wait forever)"

  // MARK: - Build settings

  /// The app target's build settings from a `project.pbxproj`: the project's, then the
  /// target's (its Debug configuration), with `TARGET_NAME`.
  static func buildSettings(_ data: Data) -> [String: String]? {
    (try? XcodeProjectFile(data)).map(buildSettings(_:))
  }

  /// The app target's build settings: the project's, then the first application target's
  /// by name (its Debug configuration), with `TARGET_NAME`.
  static func buildSettings(_ file: XcodeProjectFile) -> [String: String] {
    var result = file.projectSettings
    if let target = appTarget(of: file) {
      result.merge(target.settings) { $1 }
      result["TARGET_NAME"] = target.name
    }
    return result
  }

  /// The app target: the application target first by name.
  static func appTarget(of file: XcodeProjectFile) -> XcodeProjectFile.Target? {
    file.targets.filter { $0.kind == .application }.min { $0.name < $1.name }
  }

  /// A value with its `$(NAME)` and `${NAME}` settings filled in (`:rfc1034identifier` and
  /// other modifiers are applied as plain text), and `$(inherited)` dropped.
  /// A path from the build settings, relative to the project's folder: `$(SRCROOT)`,
  /// `$(SOURCE_ROOT)` and `$(PROJECT_DIR)` are that folder, as Xcode sets them.
  static func projectPath(_ value: String, _ settings: [String: String]) -> String {
    var settings = settings
    for name in ["SRCROOT", "SOURCE_ROOT", "PROJECT_DIR"] where settings[name] == nil {
      settings[name] = "."
    }
    var path = expand(value, settings)
    while path.hasPrefix("./") { path.removeFirst(2) }
    return path
  }

  static func expand(_ value: String, _ settings: [String: String]) -> String {
    var result = value
    for _ in 0..<5 {
      guard let match = result.firstMatch(of: /\$[({]([A-Za-z0-9_]+)(:[A-Za-z0-9_,]+)?[)}]/)
      else { break }
      let name = String(match.output.1)
      let replacement = name == "inherited" ? "" : settings[name] ?? ""
      let modified =
        match.output.2.map { $0.contains("rfc1034identifier") } == true
        ? replacement.replacingOccurrences(of: " ", with: "-")
        : replacement
      result.replaceSubrange(match.range, with: modified)
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// A name made into a Swift identifier, as Xcode makes a module name: characters that
  /// cannot be in one become `_`.
  static func identifier(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if result.first?.isNumber == true { result = "_" + result }
    return result.isEmpty ? "App" : result
  }
}
