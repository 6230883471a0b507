// Which target each Swift file of a project belongs to: `project.pbxproj`'s, else folders'.

import XcodeFormats

extension XcodeProject {
  /// The Swift files of the app and of each test target, and what was noted on the way.
  struct Targets {
    /// A test target's name, the folder holding its files, and its files.
    struct Test {
      var name: String
      var folder: String
      var files: [String]
      var isUITests: Bool
      /// Whether its tests run inside the app (`TEST_HOST`): Xcode's default for an app's
      /// unit tests, assumed when there is no project file to say.
      var isHosted = true
    }

    var app: [String] = []
    var tests: [Test] = []
    /// The Swift files compiled by no target ported, and why.
    var leftOut: [(path: String, note: String)] = []
    /// How the files were assigned, when not by the project file, and what in it could not
    /// be followed.
    var notes: [(path: String, note: String)] = []
    /// The app target of the project file, when the files were assigned by it.
    var appTarget: XcodeProjectFile.Target?
  }

  /// Assigns Swift files (paths relative to the project's folder) to the app and its test
  /// targets: each to the targets whose Sources phase in `file` lists it; by folder (a test
  /// target is a folder whose name ends in `Tests`) when there is no readable project file
  /// (`problem` says why), when it has no application target or one that compiles no Swift
  /// file, or when its Sources phases name Swift files the folder does not have — then it
  /// does not describe this folder.
  static func targets(of swiftFiles: [String], in file: XcodeProjectFile?, problem: String)
    -> Targets
  {
    let present = Set(swiftFiles)
    var reason = problem
    if let file {
      let missing = file.targets.flatMap(\.sources).filter {
        $0.hasSuffix(".swift") && !present.contains($0)
      }
      let app = appTarget(of: file)
      let compilesSwift =
        app.map { app in
          !app.synchronizedFolders.isEmpty || app.sources.contains { $0.hasSuffix(".swift") }
        } ?? false
      if let app, compilesSwift, missing.isEmpty {
        return targets(of: swiftFiles, in: file, app: app)
      }
      if let first = missing.first {
        let more = missing.count > 1 ? " and \(missing.count - 1) more" : ""
        reason =
          "project.pbxproj names Swift files this folder does not have (\(first)\(more)), "
          + "so it does not describe this folder"
      } else if let app {
        reason = "project.pbxproj's application target \(app.name) compiles no Swift file"
      } else {
        reason = "project.pbxproj has no application target"
      }
    }
    var result = Targets()
    result.notes = [
      (
        "project.pbxproj",
        "target membership taken from folders: \(reason); each folder whose name ends in "
          + "Tests is a test target, the other Swift files are the app's"
      )
    ]
    result.app = swiftFiles.filter { !isTestPath($0) }
    var testFiles: [String: [String]] = [:]
    for path in swiftFiles {
      if let folder = testFolder(of: path) { testFiles[folder, default: []].append(path) }
    }
    result.tests = testFiles.keys.sorted().map { folder in
      let name = String(folder.split(separator: "/").last ?? "")
      return Targets.Test(
        name: identifier(name), folder: folder, files: testFiles[folder, default: []],
        isUITests: false)
    }
    return result
  }

  /// Assigns Swift files by the project file's Sources phases.
  private static func targets(
    of swiftFiles: [String], in file: XcodeProjectFile, app: XcodeProjectFile.Target
  ) -> Targets {
    var result = Targets()
    result.notes = file.notes
    result.appTarget = app
    let tests = file.targets.filter { $0.kind == .unitTests || $0.kind == .uiTests }
    result.app = swiftFiles.filter(app.compiles)
    for target in tests {
      let files = swiftFiles.filter(target.compiles)
      guard !files.isEmpty else { continue }
      result.tests.append(
        Targets.Test(
          name: identifier(target.name),
          folder: String(PortedPackage.commonFolder(of: files).dropLast()), files: files,
          isUITests: target.kind == .uiTests,
          isHosted: !(target.settings["TEST_HOST"] ?? "").isEmpty))
    }
    for path in swiftFiles
    where !app.compiles(path) && !tests.contains(where: { $0.compiles(path) }) {
      let others = file.targets(compiling: path)
      result.leftOut.append(
        (
          path,
          others.isEmpty
            ? "left out: no target's Sources phase in project.pbxproj lists it, so Xcode "
              + "does not compile it either"
            : "left out: only \(others.joined(separator: ", ")) compiles it, a target that is "
              + "neither the app nor its tests"
        ))
    }
    return result
  }

  /// Whether a path is in a folder that is not the project's own: another project's
  /// (`Pods`, `Carthage`), a build's, the `.xcodeproj`, or a hidden one.
  static func isForeignPath(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { component in
      component == "Pods" || component == "Carthage" || component == ".build"
        || component == "DerivedData" || component.hasSuffix(".xcodeproj")
        || component.hasPrefix(".")
    }
  }
}
