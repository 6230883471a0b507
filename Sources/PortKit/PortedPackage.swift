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
  package private(set) var files: [(path: String, contents: String)] = []
  /// What the port changed and what it could not translate.
  package private(set) var report = PortReport()
  /// The Swift files of the app that made it into the package, without the port's own.
  package private(set) var portedSwiftFiles = 0
  /// The unit-test targets ported, each a `Tests/<name>` folder that tests the app.
  package private(set) var testTargets: [String] = []
  /// The UI-test targets ported, each a `Tests/<name>` folder whose tests launch the app's
  /// program through the kit's XCUIAutomation (`HeadlessXCUIAutomation`).
  package private(set) var uiTestTargets: [String] = []
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

  /// Ports a test target into `Tests/<name>/`, hosted in the app when it is a unit-test
  /// target; returns the modules its files import.
  private mutating func portTestTarget(_ target: XcodeProject.TestTarget) -> Set<String> {
    let target = uniquelyNamed(target)
    var testPorter = SwiftPorter(
      project: SwiftProject(files: target.swiftFiles), testedModule: project.moduleName)
    testPorter.storyboardName = project.storyboard?.name
    let dropped = target.folder.isEmpty ? 0 : target.folder.count + 1
    for file in testPorter.run() {
      files.append(("Tests/\(target.name)/\(file.path.dropFirst(dropped))", file.text))
    }
    report.mechanical += testPorter.report.mechanical
    report.rewritten += testPorter.report.rewritten
    report.untranslated += testPorter.report.untranslated
    if target.isUITests {
      uiTestTargets.append(target.name)
    } else {
      testTargets.append(target.name)
      hostTests(of: target)
    }
    return testPorter.imports
  }

  /// The test target with a name no other target of the package has: SwiftPM takes no two
  /// targets of one name, where Xcode does (a test target named as its app). A name taken is
  /// followed by `Tests`, then a number, and the report says so.
  private mutating func uniquelyNamed(_ target: XcodeProject.TestTarget)
    -> XcodeProject.TestTarget
  {
    let taken = Set([project.moduleName] + testTargets + uiTestTargets)
    guard taken.contains(target.name) else { return target }
    var renamed = target
    renamed.name = target.name + "Tests"
    var number = 2
    while taken.contains(renamed.name) {
      renamed.name = target.name + "Tests\(number)"
      number += 1
    }
    report.rewritten(
      target.folder.isEmpty ? target.name : target.folder, nil,
      "the test target \(target.name) is \(renamed.name) in the package: SwiftPM takes no two "
        + "targets of one name, and another target is \(target.name)")
    return renamed
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

  /// The model folders copied as they are, as resources `NSPersistentContainer(name:)` finds
  /// (iOS finds them compiled in the app's bundle), and the classes Xcode would generate for
  /// their entities written out beside them.
  private mutating func portDataModels() {
    for folder in project.dataModels {
      let name = folder.path.split(separator: "/").last.map(String.init) ?? folder.path
      for file in folder.files {
        guard let text = String(data: file.data, encoding: .utf8) else {
          report.untranslated(
            "\(folder.path)/\(file.path)", nil,
            "left out: not text (a model saved by Xcode 3 keeps binary files, which are not read)")
          continue
        }
        files.append(("\(sourcesFolder)/\(name)/\(file.path)", text))
      }
      resources.append(name)
      report.mechanical(
        folder.path, nil,
        "copied as it is, a resource of the app: NSPersistentContainer(name: \"\(folder.name)\") "
          + "reads it, as iOS reads the compiled \(folder.name).momd")
      let model: DataModel
      switch folder.model {
      case .success(let read): model = read
      case .failure(let error):
        report.untranslated(
          folder.path, error.line > 0 ? error.line : nil,
          "the model cannot be read (\(error.reason)): the app finds no entities",
          effect: .doesNotRun)
        continue
      }
      for (element, line) in model.unsupported {
        report.untranslated(
          folder.path, line,
          "<\(element)> is not read: the kit's model has entities, attributes and relationships "
            + "only", effect: .doesNotRun)
      }
      let writer = EntityClassWriter(model: model, modelName: folder.name)
      for left in writer.leftOut {
        report.untranslated(folder.path, nil, left, effect: .doesNotCompile)
      }
      guard let text = writer.text else { continue }
      let path = uniquePath("\(folder.name)+Generated.swift")
      files.append((path, text))
      let names = writer.generatedEntities.compactMap(\.swiftClassName)
      report.mechanical(
        path, nil,
        "written: the code Xcode generates when it builds the app for "
          + names.joined(separator: ", ") + " (Codegen \"Class Definition\" or "
          + "\"Category/Extension\"), each property over value(forKey:)")
    }
  }

  /// The resources of the app's target: the model folders, the `.lproj` folders and the
  /// String Catalogs, by name.
  private(set) var resources: [String] = []

  /// Gives a unit-test target whose tests run in the app (`TEST_HOST`) its host, in a
  /// `TestHost.swift` of its own: the kit launches the app before a test first asks UIKit
  /// for it. The targets' tests share one test program, which can have one host: the first
  /// hosted target names it for all.
  ///
  /// Every unit-test target also gets Foundation's names for the app's folders and
  /// preferences (in `TestHost.swift`, or alone in `SandboxNames.swift`), declared in its own
  /// module, so that a test file importing XCTest finds the app's container through them.
  private mutating func hostTests(of target: XcodeProject.TestTarget) {
    guard target.isHosted, let appDelegate, !hasTestHost else {
      if target.isHosted, appDelegate != nil {
        report.untranslated(
          "Tests/\(target.name)", nil,
          "hosted in the app as well: SwiftPM runs every test target in one program, so the "
            + "first hosted target's TestHost.swift launches the app for all of them")
      }
      let path = uniqueTestPath("SandboxNames.swift", in: target)
      files.append((path, TestHostFile.sandboxNamesText))
      report.mechanical(
        path, nil,
        "written: FileManager's folders, UserDefaults.standard and NSHomeDirectory() mean the "
          + "app's container in these tests, as on iOS")
      return
    }
    let path = uniqueTestPath(TestHostFile.name, in: target)
    files.append((path, TestHostFile.text(module: project.moduleName, delegate: appDelegate)))
    hasTestHost = true
    report.mechanical(
      path, nil,
      "written: the tests run hosted in the app, as TEST_HOST says; UIApplication.shared, its "
        + "delegate and key window are the app's, launched before a test first asks for them")
  }

  /// A path in a test target's folder for a file of this name, prefixed with "Ported" until
  /// no file of the project takes it.
  private func uniqueTestPath(_ name: String, in target: XcodeProject.TestTarget) -> String {
    var name = name
    while files.contains(where: { $0.path == "Tests/\(target.name)/\(name)" }) {
      name = "Ported" + name
    }
    return "Tests/\(target.name)/\(name)"
  }

  private var hasTestHost = false

  /// A path in the module's folder that no file of the app takes yet.
  /// The plain files the app's bundle holds, copied beside its Swift files as resources of
  /// its target, where `Bundle.main.url(forResource:withExtension:)` and
  /// `path(forResource:ofType:)` find them, as Xcode copies them to the bundle's top folder.
  /// A file that is not UTF-8 text is reported instead (the package is written as text).
  private mutating func portBundledResources() {
    for (path, data) in project.bundledResources {
      let name = String(path.split(separator: "/").last ?? "")
      guard let text = String(data: data, encoding: .utf8) else {
        report.untranslated(
          path, nil,
          "not carried: the port copies only text files; copy it into \(sourcesFolder)/ and "
            + "list it in Package.swift's resources, or Bundle.main will not find it")
        continue
      }
      guard Self.buildablePath(name) == name, !name.hasSuffix(".swift"),
        !files.contains(where: { $0.path == "\(sourcesFolder)/\(name)" }),
        !resources.contains(name)
      else {
        report.untranslated(
          path, nil, "not carried: another file of the package has the name \(name)")
        continue
      }
      files.append(("\(sourcesFolder)/\(name)", text))
      resources.append(name)
      report.mechanical(
        path, nil,
        "copied as \(name), a resource of the app: Bundle.main.url(forResource:withExtension:) "
          + "and path(forResource:ofType:) find it, as in the app's bundle")
    }
  }

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

  private func uniquePath(_ name: String) -> String {
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
        files.map { ($0.path, Data($0.contents.utf8)) }, to: destination, kind: "port",
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
