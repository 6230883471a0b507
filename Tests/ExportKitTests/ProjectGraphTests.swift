// The exported project files read by a reader that is not ours (Foundation's property list
// parser, which reads Xcode's old-style plists) and checked as a graph of objects: every
// reference resolves to an object of the kind Xcode expects, every file is in one group, and
// no object hangs unreached.

import AppTestSupport
import Foundation
import Testing

@testable import ExportKit

/// The objects of a `project.pbxproj`, and what is wrong with them as a graph.
struct ProjectGraph {
  let objects: [String: [String: Any]]
  let root: String

  init(_ text: String) throws {
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        as? [String: Any])
    objects = try #require(plist["objects"] as? [String: [String: Any]])
    root = try #require(plist["rootObject"] as? String)
  }

  /// What Xcode would refuse or show wrongly: a reference to no object or to one of another
  /// kind, an id that is not 24 hexadecimal digits, a file in no group or in two, an object
  /// nothing reaches.
  func problems() -> [String] {
    var problems: [String] = []
    var reached: Set<String> = []

    func isa(_ id: String) -> String? { objects[id]?["isa"] as? String }
    func ids(_ value: Any?) -> [String] {
      if let id = value as? String { return [id] }
      return value as? [String] ?? []
    }
    /// Follows a reference of `owner`'s `key`, which must be an object of one of `kinds`.
    func follow(_ owner: String, _ key: String, _ kinds: Set<String>, optional: Bool = false)
      -> [String]
    {
      let value = objects[owner]?[key]
      if value == nil {
        if !optional { problems.append("\(isa(owner) ?? "?") \(owner) has no \(key)") }
        return []
      }
      var found: [String] = []
      for id in ids(value) {
        guard let kind = isa(id) else {
          problems.append("\(isa(owner) ?? "?") \(owner).\(key) names \(id), which is no object")
          continue
        }
        if !kinds.contains(kind) {
          problems.append("\(isa(owner) ?? "?") \(owner).\(key) names a \(kind), not \(kinds)")
        }
        reached.insert(id)
        found.append(id)
      }
      return found
    }

    reached.insert(root)
    guard isa(root) == "PBXProject" else { return ["the root object is not a PBXProject"] }
    let files: Set<String> = ["PBXFileReference", "PBXVariantGroup", "XCVersionGroup"]
    _ = follow(root, "buildConfigurationList", ["XCConfigurationList"])
    let mainGroup = follow(root, "mainGroup", ["PBXGroup"])
    _ = follow(root, "productRefGroup", ["PBXGroup"])
    // Groups, from the main group down: each file in exactly one.
    var parents: [String: Int] = [:]
    var pending = mainGroup
    while let group = pending.popLast() {
      for child in follow(group, "children", files.union(["PBXGroup"])) {
        parents[child, default: 0] += 1
        if isa(child) == "PBXGroup" { pending.append(child) }
        if isa(child) == "PBXVariantGroup" || isa(child) == "XCVersionGroup" {
          _ = follow(child, "children", ["PBXFileReference"])
        }
      }
    }
    for (id, count) in parents where count > 1 {
      problems.append("\(isa(id) ?? "?") \(id) is in \(count) groups")
    }
    for target in follow(root, "targets", ["PBXNativeTarget"]) {
      _ = follow(target, "buildConfigurationList", ["XCConfigurationList"])
      _ = follow(target, "productReference", ["PBXFileReference"])
      let phases = [
        "PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase",
      ]
      for phase in follow(target, "buildPhases", Set(phases)) {
        for buildFile in follow(phase, "files", ["PBXBuildFile"]) {
          for file in follow(buildFile, "fileRef", files) where parents[file] == nil {
            problems.append("\(file), built by \(target), is in no group")
          }
        }
      }
      for dependency in follow(target, "dependencies", ["PBXTargetDependency"]) {
        _ = follow(dependency, "target", ["PBXNativeTarget"])
        for proxy in follow(dependency, "targetProxy", ["PBXContainerItemProxy"]) {
          _ = follow(proxy, "containerPortal", ["PBXProject"])
        }
      }
    }
    for list in objects.keys where isa(list) == "XCConfigurationList" {
      _ = follow(list, "buildConfigurations", ["XCBuildConfiguration"])
    }
    for id in objects.keys {
      if id.count != 24 || !id.allSatisfy(\.isHexDigit) {
        problems.append("\(id) is not 24 hexadecimal digits")
      }
      if !reached.contains(id) { problems.append("\(isa(id) ?? "?") \(id) is reached by nothing") }
    }
    return problems.sorted()
  }
}

@MainActor
@Suite struct ProjectGraphTests {
  @Test(arguments: Stages.targets)
  func eachStagesProjectIsAWholeGraph(_ target: String) throws {
    let export = try Stages.export(target)
    let text = try #require(export.files.first { $0.path.hasSuffix("project.pbxproj") }).text
    #expect(try ProjectGraph(text).problems() == [])
  }

  /// Projects with data models, xibs, string tables and test targets, from the port's
  /// fixtures exported again.
  @Test(arguments: ["Cellar", "Pantry", "Memos", "ToDo", "Bookshelf", "Planner"])
  func eachFixturesProjectExportedAgainIsAWholeGraph(_ fixture: String) throws {
    let work = try TemporaryFolder()
    let (_, export, _) = try DataModelExportTests().roundTrip(fixture, in: work)
    let text = try #require(export.files.first { $0.path.hasSuffix("project.pbxproj") }).text
    #expect(try ProjectGraph(text).problems() == [], "\(fixture)")
  }

  @Test(arguments: 0..<24)
  func eachGeneratedProjectIsAWholeGraph(index: Int) throws {
    let text = ProjectFileRoundTripTests.generated(index).text()
    #expect(try ProjectGraph(text).problems() == [], "project \(index)")
  }

  /// The check finds a reference to no object, a file in no group, and an object nothing
  /// reaches.
  @Test func theCheckFindsADanglingReferenceAndAnOrphan() throws {
    let text = ProjectFileRoundTripTests.generated(0).text()
    let graph = try ProjectGraph(text)
    let group = try #require(graph.objects.first { $0.value["isa"] as? String == "PBXGroup" }).key
    // The group's object gets another id: whatever names it names nothing.
    let broken = text.replacingOccurrences(
      of: "\n\t\t\(group) ", with: "\n\t\t000000000000000000000000 ")
    #expect(broken != text)
    let found = try ProjectGraph(broken).problems()
    #expect(found.contains { $0.contains("names \(group), which is no object") }, "\(found)")
    #expect(found.contains { $0.contains("000000000000000000000000 is reached by nothing") })
  }
}
