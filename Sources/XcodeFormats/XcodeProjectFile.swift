// `project.pbxproj` read: targets, the files each compiles and bundles, build settings.

import Foundation

/// An Xcode project file read: its objects, and from them each native target with the Swift
/// files its Sources phase compiles, the way Xcode finds them — a build file's file
/// reference, its path resolved through its parent groups by their `sourceTree`.
///
/// ```swift
/// let file = try XcodeProjectFile(data)
/// file.targets(compiling: "ToDo/ItemTests.swift")  // ["ToDoTests"]
/// ```
///
/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`) are read too: every
/// file under such a folder belongs to the targets that list it, except those its exception
/// sets name for a target.
package struct XcodeProjectFile {
  /// What kind of product a target builds.
  package enum Kind: Equatable, Sendable {
    case application
    case unitTests
    case uiTests
    /// Anything else (a framework, an extension…), named by its product type.
    case other(String)

    init(productType: String) {
      switch productType {
      case "com.apple.product-type.application": self = .application
      case "com.apple.product-type.bundle.unit-test": self = .unitTests
      case "com.apple.product-type.bundle.ui-testing": self = .uiTests
      default: self = .other(productType)
      }
    }
  }

  /// A native target: its name, kind, the files its Sources phase compiles and those its
  /// Resources phase copies.
  package struct Target: Equatable, Sendable {
    package var name: String
    package var kind: Kind
    /// The files of its Sources phase, relative to the project's folder.
    package var sources: [String]
    /// The files of its Resources phase, relative to the project's folder: a localized
    /// file (a variant group, `Base.lproj/Main.storyboard`) by each of its localizations.
    package var resources: [String] = []
    /// Its synchronized folders, relative to the project's folder, each with the files
    /// (relative to the folder) whose membership an exception set turns around.
    package var synchronizedFolders: [(folder: String, exceptions: Set<String>)]
    /// Its Debug build settings (the target's alone).
    package var settings: [String: String]

    package static func == (left: Target, right: Target) -> Bool {
      left.name == right.name && left.kind == right.kind && left.sources == right.sources
        && left.resources == right.resources && left.settings == right.settings
        && left.synchronizedFolders.map(\.folder) == right.synchronizedFolders.map(\.folder)
        && left.synchronizedFolders.map(\.exceptions) == right.synchronizedFolders.map(\.exceptions)
    }

    /// Whether it compiles the file at `path` (relative to the project's folder).
    package func compiles(_ path: String) -> Bool {
      sources.contains(path) || isInSynchronizedFolder(path)
    }

    /// Whether its bundle holds the file at `path` (relative to the project's folder): its
    /// Resources phase lists it, or a synchronized folder of the target holds it.
    package func bundles(_ path: String) -> Bool {
      resources.contains(path) || isInSynchronizedFolder(path)
    }

    private func isInSynchronizedFolder(_ path: String) -> Bool {
      synchronizedFolders.contains { folder, exceptions in
        let prefix = folder.isEmpty ? "" : folder + "/"
        guard path.hasPrefix(prefix) else { return false }
        return !exceptions.contains(String(path.dropFirst(prefix.count)))
      }
    }
  }

  /// Why a project file cannot be read.
  package enum ReadError: Error, Equatable, CustomStringConvertible {
    /// It is not a property list (damaged, cut short, or not a project file at all): why,
    /// with the line.
    case notAPropertyList(PropertyList.ReadError)
    /// It is a property list, but not a dictionary.
    case notADictionary
    /// It is a binary property list, which Xcode never writes for a project.
    case binary
    /// It is a property list without `objects` and a `rootObject` that is a `PBXProject`.
    case noProject

    package var description: String {
      switch self {
      case .notAPropertyList(let error):
        "it is not a property list (damaged, cut short, or not a project file): \(error)"
      case .notADictionary: "it is a property list, but not a dictionary as a project file is"
      case .binary: "it is a binary property list, which Xcode never writes for a project"
      case .noProject: "it has no objects with a PBXProject as its root object"
      }
    }
  }

  /// The project's objects, by id.
  package let objects: [String: [String: Any]]
  /// The `PBXProject`.
  package let project: [String: Any]
  /// The native targets, in the project's order.
  package private(set) var targets: [Target] = []
  /// What could not be followed, by path where there is one: a file outside the project's
  /// folder, a group that is its own ancestor.
  package private(set) var notes: [(path: String, note: String)] = []

  /// Reads a project file's data.
  package init(_ data: Data) throws(ReadError) {
    guard !data.starts(with: Data("bplist".utf8)) else { throw .binary }
    let list: PropertyList
    do {
      list = try PropertyList.readOpenStep(data)
    } catch {
      throw .notAPropertyList(error)
    }
    guard let plist = list.object as? [String: Any] else { throw .notADictionary }
    guard let objects = plist["objects"] as? [String: Any],
      let root = plist["rootObject"] as? String,
      let project = objects[root] as? [String: Any], project["isa"] as? String == "PBXProject"
    else { throw .noProject }
    self.objects = objects.compactMapValues { $0 as? [String: Any] }
    self.project = project
    let paths = resolvePaths()
    let targetIDs = (project["targets"] as? [Any] ?? []).compactMap { $0 as? String }
    targets = targetIDs.compactMap { id in
      guard let target = self.objects[id], target["isa"] as? String == "PBXNativeTarget"
      else { return nil }
      return makeTarget(target, id: id, paths: paths)
    }
  }

  /// The targets that compile the file at `path`, by name.
  package func targets(compiling path: String) -> [String] {
    targets.filter { $0.compiles(path) }.map(\.name)
  }

  /// The project's Debug build settings.
  package var projectSettings: [String: String] {
    settings(ofList: project["buildConfigurationList"])
  }

  // MARK: - Targets

  private func makeTarget(_ target: [String: Any], id: String, paths: [String: String]) -> Target {
    let name = target["name"] as? String ?? ""
    var sources: [String] = []
    var resources: [String] = []
    let phases = (target["buildPhases"] as? [Any] ?? []).compactMap { ($0 as? String) }
    for phase in phases.compactMap({ objects[$0] })
    where phase["isa"] as? String == "PBXResourcesBuildPhase" {
      for buildFile in (phase["files"] as? [Any] ?? []).compactMap({ $0 as? String }) {
        guard let reference = objects[buildFile]?["fileRef"] as? String else { continue }
        let localizations = (objects[reference]?["children"] as? [Any] ?? []).compactMap {
          ($0 as? String).flatMap { paths[$0] }
        }
        let isVariantGroup = objects[reference]?["isa"] as? String == "PBXVariantGroup"
        resources += isVariantGroup ? localizations : paths[reference].map { [$0] } ?? []
      }
    }
    for phase in phases.compactMap({ objects[$0] })
    where phase["isa"] as? String == "PBXSourcesBuildPhase" {
      for buildFile in (phase["files"] as? [Any] ?? []).compactMap({ $0 as? String }) {
        guard let reference = objects[buildFile]?["fileRef"] as? String,
          let path = paths[reference]
        else { continue }
        sources.append(path)
      }
    }
    var folders: [(folder: String, exceptions: Set<String>)] = []
    let synchronized = (target["fileSystemSynchronizedGroups"] as? [Any] ?? []).compactMap {
      $0 as? String
    }
    for group in synchronized {
      guard let folder = paths[group] else { continue }
      folders.append((folder, exceptions(of: group, for: id)))
    }
    // A synchronized folder of another target can make one of its files a member of this
    // one through an exception set naming this target.
    for (groupID, group) in objects
    where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup"
      && !synchronized.contains(groupID)
    {
      guard let folder = paths[groupID] else { continue }
      let prefix = folder.isEmpty ? "" : folder + "/"
      sources += exceptions(of: groupID, for: id).sorted().map { prefix + $0 }
    }
    return Target(
      name: name, kind: Kind(productType: target["productType"] as? String ?? ""),
      sources: sources, resources: resources, synchronizedFolders: folders,
      settings: settings(ofList: target["buildConfigurationList"]))
  }

  /// The files (relative to a synchronized folder) whose membership in a target the folder's
  /// exception sets for that target turn around.
  private func exceptions(of group: String, for target: String) -> Set<String> {
    let sets = (objects[group]?["exceptions"] as? [Any] ?? []).compactMap { $0 as? String }
    var files: Set<String> = []
    for set in sets.compactMap({ objects[$0] }) where set["target"] as? String == target {
      for file in set["membershipExceptions"] as? [Any] ?? [] {
        if let file = file as? String { files.insert(file) }
      }
    }
    return files
  }

  /// A configuration list's Debug settings (or its first configuration's).
  package func settings(ofList id: Any?) -> [String: String] {
    guard let id = id as? String, let list = objects[id],
      let ids = list["buildConfigurations"] as? [Any]
    else { return [:] }
    let configurations = ids.compactMap { ($0 as? String).flatMap { objects[$0] } }
    let chosen = configurations.first { $0["name"] as? String == "Debug" } ?? configurations.first
    let raw = chosen?["buildSettings"] as? [String: Any] ?? [:]
    return raw.compactMapValues { value in
      (value as? String) ?? (value as? [Any])?.compactMap { $0 as? String }.joined(separator: " ")
    }
  }

  // MARK: - Paths

  /// The path of every file reference and group that lies in the project's folder, relative
  /// to it, by id. A path that leads out of the folder, or a group that is its own
  /// ancestor, is noted and left out.
  private mutating func resolvePaths() -> [String: String] {
    let tree = PathTree(
      objects: objects,
      base: (project["projectDirPath"] as? String).map { Self.normalized($0) } ?? "",
      mainGroup: project["mainGroup"] as? String)
    var paths: [String: String] = [:]
    var outside: Set<String> = []
    for (id, object) in objects {
      let isa = object["isa"] as? String ?? ""
      guard
        isa == "PBXFileReference" || isa == "PBXGroup" || isa == "PBXVariantGroup"
          || isa == "XCVersionGroup" || isa == "PBXFileSystemSynchronizedRootGroup"
      else { continue }
      guard let parts = tree.components(of: id) else {
        if object["sourceTree"] as? String == "<group>" {
          notes.append(
            (
              object["path"] as? String ?? id,
              "its group in project.pbxproj is its own ancestor (or nests more than 64 deep): its path cannot be found"
            ))
        }
        continue
      }
      guard let path = Self.inFolder(parts) else {
        outside.insert(object["path"] as? String ?? parts.joined(separator: "/"))
        continue
      }
      paths[id] = path
    }
    for path in outside.sorted() {
      notes.append(
        (
          path,
          "project.pbxproj names it outside the project's folder: the port reads nothing there"
        ))
    }
    notes.sort { $0.path < $1.path }
    return paths
  }

  /// The groups and file references of a project as a tree of paths.
  private struct PathTree {
    let objects: [String: [String: Any]]
    /// The project's folder (`projectDirPath`), from the project file's.
    let base: String
    let mainGroup: String?
    /// Each child's group, by the child's id.
    let parents: [String: String]

    init(objects: [String: [String: Any]], base: String, mainGroup: String?) {
      self.objects = objects
      self.base = base
      self.mainGroup = mainGroup
      // A child listed by two groups (a damaged file) takes the first by id, the same every
      // run.
      var parents: [String: String] = [:]
      for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
        for child in object["children"] as? [Any] ?? [] {
          if let child = child as? String, parents[child] == nil { parents[child] = id }
        }
      }
      self.parents = parents
    }

    /// The components of an object's path, from the project's folder, `..` included; nil
    /// when it is not a file of the folder's (`BUILT_PRODUCTS_DIR`, `SDKROOT`…) or its groups
    /// nest 64 deep (a group that is its own ancestor).
    func components(of id: String, depth: Int = 0) -> [String]? {
      guard depth < 64, let object = objects[id] else { return nil }
      let own = (object["path"] as? String).map { XcodeProjectFile.normalized($0) } ?? ""
      let ownParts = own.split(separator: "/").map(String.init)
      let tree = object["sourceTree"] as? String ?? "<group>"
      // An absolute path is outside the folder, whatever it names.
      if own.hasPrefix("/") || tree == "<absolute>" { return ["..", own] }
      switch tree {
      case "SOURCE_ROOT":
        return base.split(separator: "/").map(String.init) + ownParts
      case "<group>":
        guard id != mainGroup, let parent = parents[id] else {
          return base.split(separator: "/").map(String.init) + ownParts
        }
        return components(of: parent, depth: depth + 1).map { $0 + ownParts }
      default:
        return nil
      }
    }
  }

  /// A path's components with `.` and `..` resolved, joined; nil when a `..` leaves the
  /// folder.
  private static func inFolder(_ parts: [String]) -> String? {
    var resolved: [String] = []
    for part in parts where part != "." {
      if part == ".." {
        guard resolved.popLast() != nil else { return nil }
      } else {
        resolved.append(part)
      }
    }
    return resolved.joined(separator: "/")
  }

  /// A path without a leading `./` or a trailing `/`.
  private static func normalized(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.hasSuffix("/") { path.removeLast() }
    return path == "." ? "" : path
  }
}
