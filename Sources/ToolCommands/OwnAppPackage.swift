// `stepwise serve --dir`: the learner's own package, its app found and built.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

/// A package of the learner's own (the one `stepwise tutorial start` wrote, or one
/// `stepwise port` wrote): its app executable found in the manifest and built with
/// `swift build`, so that it can serve itself in the page.
///
/// Each step that can go wrong says what went wrong in words the learner acts on: a folder
/// with no `Package.swift`, a package whose executables do not use HeadlessUIKit, a build
/// that fails (the compiler's errors at the learner's own files and lines).
struct OwnAppPackage {
  /// The package's folder.
  let folder: URL
  /// The folder as the learner typed it, for messages.
  let shownFolder: String
  /// The `swift` that reads the manifest and builds: its name on `PATH`, or a path.
  var swift = "swift"
  /// The longest a build may take (the first one also builds the kit).
  var buildTimeLimit: TimeInterval = 1800
  /// The command that builds it, as messages that show how to type it write it: `serve`,
  /// `run`, or `play eggs.stepwise`.
  var command = "serve"
  /// What comes before an app's name in that command: nothing for `serve` and `run`, whose
  /// argument it is, `--app ` for `play`.
  var appOption = ""
  /// The course this tool belongs to: a package that depends on it by path is built in its
  /// `.build`, where the kit is compiled already (``SharedBuildFolder``); nil never shares.
  var course: URL?

  /// Why the app cannot be served, in words for the learner.
  struct Problem: Error, Equatable, CustomStringConvertible {
    /// The message.
    var description: String
    /// Whether the learner named something wrong (exit status 2) rather than the package
    /// failing (1).
    var isUsage: Bool

    /// Says the problem and gives the exit code it ends the command with.
    @MainActor func report(_ context: ToolContext) -> ExitCode {
      isUsage ? context.usageError(description) : context.failure(description)
    }
  }

  /// The module apps import: an app executable depends on it.
  static let kitProduct = "HeadlessUIKit"

  /// Refuses, before any of its code runs, a folder that is not a package with an app.
  func checkIsAppPackage() throws(Problem) {
    try checkIsPackage()
    try checkNamesAnApp()
  }

  /// Refuses a folder that is not a Swift package.
  func checkIsPackage() throws(Problem) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      throw Problem(description: localized("there is no folder \(shownFolder)"), isUsage: true)
    }
    guard isFolder.boolValue else {
      throw Problem(
        description: localized(
          "\(shownFolder) is a file: --dir takes the folder of your app's package"),
        isUsage: true)
    }
    guard
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    else {
      throw Problem(
        description: localized(
          "\(shownFolder) is not a Swift package: it has no Package.swift. Give the folder of your app's package, the one stepwise tutorial start or stepwise port wrote"
        ),
        isUsage: true)
    }
  }

  /// The largest manifest read to look for an app: 1 MB, where those `tutorial start` and
  /// `port` write are a few KB.
  static let largestManifest = SmallFile.megabyte

  /// Refuses, before any of the package's code runs, a package whose manifest names no app.
  ///
  /// A manifest is Swift: what it declares is known for sure only once `swift` runs it, as
  /// ``readManifest()`` does next, with the learner's rights. Its text tells enough before
  /// that: an app is an `.executableTarget` that depends on HeadlessUIKit, so a manifest
  /// whose text lacks either name has none.
  func checkNamesAnApp() throws(Problem) {
    let manifest = "\(shownFolder)/Package.swift"
    switch SmallFile.read(
      folder.appendingPathComponent("Package.swift"), atMost: Self.largestManifest)
    {
    case .success(let data):
      let text = String(decoding: data, as: UTF8.self)
      guard text.contains("executableTarget"), text.contains(Self.kitProduct) else {
        throw noApp
      }
    case .failure(.unreadable):
      throw Problem(description: localized("cannot read \(manifest)"), isUsage: true)
    case .failure(.tooLarge(let bytes)):
      let size = SmallFile.megabytes(bytes)
      let most = SmallFile.megabytes(Self.largestManifest)
      throw Problem(
        description: localized("\(manifest) is \(size), too large to read (at most \(most))"),
        isUsage: true)
    }
  }

  /// What the package's manifest says that serving needs, read once by ``readManifest()``.
  struct Manifest: Equatable {
    /// The executable targets that use HeadlessUIKit, in the manifest's order.
    var apps: [String]
    /// The folders of the packages it depends on by path.
    var pathDependencies: [URL]
  }

  /// Reads the manifest once, finds the app in it (the one named, or the only one), says
  /// `building` with its name, and builds it where the manifest allows: the app's name and
  /// its executable.
  func buildApp(named name: String?, building: (String) -> Void) throws(Problem) -> (
    product: String, executable: URL
  ) {
    let manifest = try readManifest()
    let product = try appExecutable(named: name, in: manifest)
    building(product)
    return (product, try build(product, of: manifest))
  }

  /// Reads the manifest with `swift package dump-package`.
  func readManifest() throws(Problem) -> Manifest {
    let dump: ExternalCommand.Outcome
    do {
      // The JSON alone: a warning while the manifest compiles goes to standard error.
      var command = ExternalCommand(swift, ["package", "dump-package"], in: folder, timeLimit: 300)
      command.keepsErrorsApart = true
      dump = try command.run()
    } catch {
      throw Problem(description: localized("cannot run \(swift): \(error)"), isUsage: false)
    }
    let json = Data(dump.output.utf8)
    guard dump.status == 0, let apps = Self.appExecutables(inManifest: json) else {
      throw Problem(
        description: localized("cannot read \(shownFolder)/Package.swift:") + "\n"
          + ScratchPackageTester.tail(of: dump.errors + dump.output, lines: 20),
        isUsage: false)
    }
    return Manifest(apps: apps, pathDependencies: Self.pathDependencies(inManifest: json))
  }

  /// The app executable to serve: the one named, or the package's only executable target
  /// that uses HeadlessUIKit.
  func appExecutable(named name: String?, in manifest: Manifest) throws(Problem) -> String {
    let apps = manifest.apps
    let list = apps.joined(separator: ", ")
    if let name {
      guard apps.contains(name) else {
        let found = apps.isEmpty ? localized("it has none") : localized("its apps: \(list)")
        throw Problem(
          description: localized("\(shownFolder) has no app executable \(name) (\(found))"),
          isUsage: true)
      }
      return name
    }
    switch apps.count {
    case 1:
      return apps[0]
    case 0:
      throw noApp
    default:
      throw Problem(
        description: localized(
          "\(shownFolder) has several apps (\(list)): name one, such as stepwise \(command) --dir \(shownFolder) \(appOption)\(apps[0])"
        ),
        isUsage: true)
    }
  }

  /// The refusal of a package with no app, saying what an app is.
  var noApp: Problem {
    Problem(
      description: localized(
        "\(shownFolder) has no app: none of its executable targets uses \(Self.kitProduct). An app is an .executableTarget that depends on .product(name: \"\(Self.kitProduct)\", …), whose app delegate is marked @main"
      ),
      isUsage: true)
  }

  /// The executable targets that depend on HeadlessUIKit, in the order of the manifest, read
  /// from `swift package dump-package`'s JSON; nil when it is not such JSON.
  static func appExecutables(inManifest data: Data) -> [String]? {
    guard let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let targets = manifest["targets"] as? [[String: Any]]
    else { return nil }
    return targets.compactMap { target in
      guard target["type"] as? String == "executable", let name = target["name"] as? String,
        let dependencies = target["dependencies"] as? [[String: Any]]
      else { return nil }
      let usesKit = dependencies.contains { dependency in
        let named = (dependency["product"] ?? dependency["byName"]) as? [Any]
        return named?.first as? String == kitProduct
      }
      return usesKit ? name : nil
    }
  }

  /// Builds the app and returns its executable; a failed build throws the compiler's
  /// errors at the learner's files and lines.
  func build(_ product: String, of manifest: Manifest) throws(Problem) -> URL {
    let scratch = buildFolder(manifest)
    let build: ExternalCommand.Outcome
    do {
      build = try ExternalCommand(
        swift, ["build", "--product", product, "--scratch-path", scratch.path], in: folder,
        timeLimit: buildTimeLimit
      ).run()
    } catch {
      throw Problem(description: localized("cannot run \(swift): \(error)"), isUsage: false)
    }
    guard build.status == 0, !build.timedOut else {
      throw Problem(description: buildFailure(build), isUsage: false)
    }
    return scratch.appendingPathComponent("debug/\(product)")
  }

  /// Where the app is built: the course's `.build` when the package depends on this course
  /// by path and that folder can be shared now, else the package's own `.build`.
  func buildFolder(_ manifest: Manifest) -> URL {
    let own = folder.appendingPathComponent(".build")
    guard let course,
      manifest.pathDependencies.contains(where: {
        $0.resolvingSymlinksInPath().standardizedFileURL.path
          == course.resolvingSymlinksInPath().standardizedFileURL.path
      })
    else { return own }
    return SharedBuildFolder.choose(course: course, own: own)
  }

  /// The folders of the packages a manifest depends on by path, read from `swift package
  /// dump-package`'s JSON.
  static func pathDependencies(inManifest data: Data) -> [URL] {
    guard let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let dependencies = manifest["dependencies"] as? [[String: Any]]
    else { return [] }
    return dependencies.compactMap { dependency in
      let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first
      return (fileSystem?["path"] as? String).map { URL(fileURLWithPath: $0) }
    }
  }

  /// The compiler's errors, at the learner's own files and lines, or the build's end.
  func buildFailure(_ build: ExternalCommand.Outcome) -> String {
    if let why = ScratchPackageTester.whyTheBuildStopped(build) { return why }
    let diagnostics = CompilerDiagnostics(build.output, rename: shownPath)
    let yours = diagnostics.errors(inPathsStartingWith: ["Sources/"])
    if !yours.isEmpty {
      return "Your app does not compile:\n\n" + yours.map(\.text).joined(separator: "\n\n")
    }
    return "The build failed:\n" + ScratchPackageTester.tail(of: build.output, lines: 40)
  }

  /// A path the compiler printed, relative to the package when it is inside it.
  func shownPath(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    let root = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : path
  }
}

extension OwnAppPackage {
  /// The package in `path`, as the learner typed it to `command` (`serve`, `run`, `play …`): built
  /// with `swift`, in this course's `.build` when it can be shared.
  @MainActor init(_ path: String, command: String, swift: String, _ context: ToolContext) {
    self.init(folder: context.environment.url(forPath: path), shownFolder: path)
    self.command = command
    self.swift = swift
    course = try? PackageLocator.locate(in: context.environment)
  }

  /// Says first that the package's manifest and code run with the learner's rights, then
  /// builds its app (the one named, or the only one), saying so with its name.
  @MainActor func announceAndBuildApp(named name: String?, _ context: ToolContext) throws(Problem)
    -> (
      product: String, executable: URL
    )
  {
    context.console.print(
      localized(
        "swift reads \(shownFolder)/Package.swift and builds its app: the package's manifest and code run with your rights, as with swift build."
      ))
    return try buildApp(named: name) { product in
      context.console.print(
        context.style.dim(localized("Building \(product) in \(shownFolder) with swift build…")))
    }
  }
}
