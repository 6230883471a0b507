// An Xcode project ported to a Swift package that runs headless: its files and its report.

import Foundation
import StepwiseBasics
import XcodeFormats

/// The package `stepwise port` writes for an Xcode project: `Package.swift`, the app's
/// Swift files after the port's edits, `Storyboard.swift` (the main storyboard declared in
/// Swift), `Info.swift` (the Info.plist the `@main` app delegate declares), and
/// `PORTING.md` (the report).
///
/// ```swift
/// let project = try XcodeProject.read(folder)
/// let port = PortedPackage(project, kit: packageRoot)
/// try port.write(to: destination)
/// print(port.report.text)
/// ```
package struct PortedPackage {
  /// A folder the package cannot be written to.
  package enum WriteError: Error, Equatable, CustomStringConvertible {
    /// The folder exists and holds something: the port never overwrites anything.
    case notEmpty(String)
    /// Writing failed.
    case failed(String)

    package var description: String {
      switch self {
      case .notEmpty(let path):
        "\(path) is not empty: the port writes only into a new or empty folder"
      case .failed(let reason): reason
      }
    }
  }

  /// The project ported.
  package let project: XcodeProject
  /// The package's files: paths relative to the package folder, and contents.
  package internal(set) var files: [(path: String, contents: String)] = []
  /// The files of the app's asset catalog sets (image sets and their pictures, the app icon,
  /// colours), kept beside its code, out of its target, for `stepwise export` to take back to
  /// Xcode: paths relative to the package folder.
  package internal(set) var assetSetFiles: [(path: String, data: Data)] = []
  /// What the port changed and what it could not translate.
  package internal(set) var report = PortReport()
  /// The Swift files of the app that made it into the package, without the port's own.
  package private(set) var portedSwiftFiles = 0
  /// The unit-test targets ported, each a `Tests/<name>` folder that tests the app.
  package internal(set) var testTargets: [String] = []
  /// The UI-test targets ported, each a `Tests/<name>` folder whose tests launch the app's
  /// program through the kit's XCUIAutomation (`HeadlessXCUIAutomation`).
  package internal(set) var uiTestTargets: [String] = []
  /// The app delegate, marked `@main`, if one was found.
  package private(set) var appDelegate: String?

  /// The folder the app's module is in, inside the package.
  package var sourcesFolder: String { "Sources/\(project.moduleName)" }

  /// Ports a project, for a package that depends on the course package at `kit`.
  package init(_ project: XcodeProject, kit: URL) {
    self.project = project
    let swift = SwiftProject(files: project.swiftFiles)
    var porter = SwiftPorter(project: swift)
    porter.storyboardName = project.storyboard?.name
    let ported = porter.run()
    report = porter.report
    for file in project.transcoded { report.rewritten(file.path, nil, file.note) }
    for file in project.leftOut { report.untranslated(file.path, nil, file.note) }
    for note in project.membershipNotes { report.untranslated(note.path, nil, note.note) }
    appDelegate = porter.appDelegate
    addAppFiles(ported)
    let (storyboardMaker, storyboardUsesMapKit) = portStoryboard(swift)
    let nibs = portNibs(swift)
    let info = InfoTranslator(project: project, swift: swift)
    if let delegate = porter.appDelegate {
      files.append(
        (
          uniquePath("Info.swift"),
          info.file(delegate: delegate, storyboard: storyboardMaker, nibs: nibs)
        ))
      report.untranslated += info.notes
    } else {
      report.untranslated(
        project.name, nil,
        "no app delegate marked @main or @UIApplicationMain: the package has no entry point")
    }
    var imports = porter.imports
    if !project.dataModels.isEmpty {
      portDataModels()
      imports.insert("CoreData")
    }
    portBundledResources()
    portAssetSets()
    let strings = StringTablePort(project: project, sourcesFolder: sourcesFolder)
    files += strings.files
    resources += strings.resources
    report.mechanical += strings.report.mechanical
    report.untranslated += strings.report.untranslated
    // A map view in the storyboard is declared with HeadlessMapKit's MKMapView.
    if storyboardUsesMapKit { imports.insert("MapKit") }
    for target in project.testTargets {
      imports.formUnion(portTestTarget(target))
    }
    files.insert(("Package.swift", manifest(kit: kit, imports: imports)), at: 0)
    files.append(("PORTING.md", porting()))
  }

  /// Adds the app's ported Swift files under the module's folder, keeping their folders
  /// below the one they share; a file whose name SwiftPM cannot build is renamed, and the
  /// report says so.
  private mutating func addAppFiles(_ ported: [(path: String, text: String)]) {
    let prefix = Self.commonFolder(of: ported.map(\.path))
    let relativePaths = Set(ported.map { String($0.path.dropFirst(prefix.count)) })
    for file in ported {
      let relative = String(file.path.dropFirst(prefix.count))
      var buildable = Self.buildablePath(relative)
      guard buildable != relative else {
        files.append(("\(sourcesFolder)/\(relative)", file.text))
        continue
      }
      while relativePaths.contains(buildable)
        || files.contains(where: { $0.path == "\(sourcesFolder)/\(buildable)" })
      {
        buildable = (buildable as NSString).deletingPathExtension + "_.swift"
      }
      let path = "\(sourcesFolder)/\(buildable)"
      files.append((path, file.text))
      report.rewritten(
        file.path, nil,
        "renamed \(path.dropFirst(sourcesFolder.count + 1)): SwiftPM cannot build a Swift file "
          + "whose name holds a quote, a backslash or a control character (it writes the name "
          + "unescaped into its build files), so the compiler's messages name the new file")
    }
    portedSwiftFiles = ported.count
  }

  /// Translates the main storyboard into `Storyboard.swift`; returns the expression that
  /// makes it, and whether it holds a map view. The other storyboards are reported left out.
  private mutating func portStoryboard(_ swift: SwiftProject) -> (
    maker: String?, usesMapKit: Bool
  ) {
    var result: (maker: String?, usesMapKit: Bool) = (nil, false)
    if let storyboard = project.storyboard {
      var translator = StoryboardTranslator(
        path: storyboard.path, name: storyboard.name, data: storyboard.data, project: swift)
      if let text = translator.translate() {
        let path = uniquePath("Storyboard.swift")
        files.append((path, text))
        let name = String(path.split(separator: "/").last ?? "")
        if name != report.storyboardFile {
          report.rewritten(
            storyboard.path, nil,
            "declared in Swift in \(name): the app has a Storyboard.swift of its own")
          report.storyboardFile = name
        }
        result.maker = "UIStoryboard.make\(StoryboardTranslator.typeName(storyboard.name))()"
      }
      report.untranslated += translator.report.untranslated
      report.rewritten += translator.report.rewritten
      result.usesMapKit = translator.usesMapKit
    } else if project.swiftFiles.contains(where: { $0.text.contains("storyboard") }) {
      report.untranslated(
        project.name, nil, "no main storyboard found: the app must build its window in code")
    }
    for other in project.otherStoryboards {
      report.untranslated(
        other, nil, "only the main storyboard is translated; this one is left out")
    }
    return result
  }

  /// Each `.xib` file of the app declared in Swift, in `<Name>.xib.swift`: the nibs the app's
  /// Info.plist declaration lists, each named by the expression making it (`.makeTaskCell()`).
  private mutating func portNibs(_ swift: SwiftProject) -> [String] {
    var makers: [String] = []
    var translated: [String: String] = [:]
    // By the method each declares: `Task-Cell` and `task cell` both read `makeTaskCell`.
    var suffixes: [String: String] = [:]
    for xib in project.xibs {
      if let first = translated[xib.name] {
        report.untranslated(
          xib.path, nil,
          "another \(xib.name).xib (a localization of it?): only \(first) is translated")
        continue
      }
      translated[xib.name] = xib.path
      var translator = StoryboardTranslator(
        path: xib.path, name: xib.name, data: xib.data, project: swift)
      let suffix = translator.makerSuffix
      var number = 2
      while suffixes[translator.makerSuffix] != nil {
        translator.makerSuffix = suffix + String(number)
        number += 1
      }
      if let other = suffixes[suffix], translator.makerSuffix != suffix {
        report.rewritten(
          xib.path, nil,
          "declared as UINib.make\(translator.makerSuffix)(): \(other).xib is "
            + "UINib.make\(suffix)(), and Swift takes no two methods of one name")
      }
      suffixes[translator.makerSuffix] = xib.name
      let text = translator.translateNib()
      report.untranslated += translator.report.untranslated
      report.rewritten += translator.report.rewritten
      guard let text else { continue }
      let path = uniquePath("\(xib.name).xib.swift")
      files.append((path, text))
      makers.append(".make\(translator.makerSuffix)()")
      report.mechanical(
        xib.path, nil,
        "declared in Swift in \(path.split(separator: "/").last ?? ""): the nib "
          + "UINib(nibName: \"\(xib.name)\", bundle: nil) finds")
    }
    return makers
  }

  /// The resources of the app's target: the model folders, the `.lproj` folders and the
  /// String Catalogs, by name.
  var resources: [String] = []

  /// Whether a test target's `TestHost.swift` launches the app already.
  var hasTestHost = false

  /// A path inside the package that SwiftPM can build: each quote, backslash and control
  /// character replaced by `_`. SwiftPM writes a source file's name unescaped into the JSON of
  /// its output file map, so a file named `".swift` stops every build of the package.
  static func buildablePath(_ path: String) -> String {
    String(
      String.UnicodeScalarView(
        path.unicodeScalars.map { scalar in
          scalar == "\"" || scalar == "\\" || scalar.properties.generalCategory == .control
            ? "_" : scalar
        }))
  }

  /// A path in the module's folder that no file of the app takes yet.
  func uniquePath(_ name: String) -> String {
    var path = "\(sourcesFolder)/\(name)"
    while files.contains(where: { $0.path == path }) {
      path = "\(sourcesFolder)/Ported\(path.split(separator: "/").last ?? "")"
    }
    return path
  }

  /// The folder all the paths share (`Checklists/`), or "".
  static func commonFolder(of paths: [String]) -> String {
    guard let first = paths.first else { return "" }
    var folders = first.split(separator: "/").dropLast().map(String.init)
    for path in paths.dropFirst() {
      let components = path.split(separator: "/").dropLast().map(String.init)
      let shared = zip(folders, components).prefix { $0 == $1 }.count
      folders = Array(folders.prefix(shared))
    }
    return folders.map { $0 + "/" }.joined()
  }

  // MARK: - Writing

  /// Writes the package into a folder that does not exist or is empty, all or nothing
  /// (``WholeFolder``): the files go to a hidden folder beside it, renamed into place once
  /// every one is on the disk. A failure (a full disk) leaves the destination as it was, so
  /// a second try works.
  ///
  /// - Parameter writeFile: Writes one file; a test can fail it to play a full disk.
  package func write(
    to destination: URL, writeFile: (Data, URL) throws -> Void = WholeFolder.writeFlushed
  ) throws(WriteError) {
    do {
      try WholeFolder.write(
        files.map { ($0.path, Data($0.contents.utf8)) } + assetSetFiles, to: destination,
        kind: "port",
        writeFile: writeFile)
    } catch {
      switch error {
      case .notEmpty(let path): throw .notEmpty(path)
      case .failed(let path, let reason):
        throw .failed(
          "cannot write \(path): \(reason); nothing was written there, so the port can be run "
            + "again")
      }
    }
  }
}
