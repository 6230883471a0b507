// The layout of the sources: every app keeps its files by role, and no target's folders
// depend on each other in a circle.

import AppProgram
import Foundation
import StepwiseApps
import Testing

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct SourceLayoutTests {
  /// The Swift files of a target, by their path inside it.
  nonisolated static func files(ofTarget target: String) -> [String: String] {
    let base = RenderedPackage.root.appendingPathComponent("Sources/\(target)", isDirectory: true)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [:] }
    var files: [String: String] = [:]
    for case let url as URL in walker where url.pathExtension == "swift" {
      let path = String(
        url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
      files[path] = try? String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// Every target under `Sources/`.
  nonisolated static var targets: [String] {
    let sources = RenderedPackage.root.appendingPathComponent("Sources")
    return ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
  }

  @Test(arguments: [
    "Checklists01", "Checklists02", "Checklists03", "Checklists04",
    "Checklists05", "Checklists06", "Checklists07", "Checklists08", "Checklists09",
    "TodoArchiver", "TodoCodable", "TodoCoreData", "TaskMVC", "NameInjection",
  ])
  func everyAppKeepsItsFilesByRole(target: String) throws {
    let files = Self.files(ofTarget: target)
    #expect(!files.isEmpty)
    for path in files.keys.sorted() {
      let parts = path.split(separator: "/")
      let name = String(parts.last ?? "")
      let folder = parts.count > 1 ? String(parts[0]) : ""
      switch folder {
      case "Model", "Views", "Controllers", "AsWritten":
        continue
      case "":
        // The top level is the app's wiring: its descriptor, its delegate, its storyboard.
        let isWiring =
          name == "AppDelegate.swift" || name.hasPrefix(target) || name.contains("Storyboard")
        #expect(isWiring, "\(target)/\(path) belongs in Model/, Views/ or Controllers/")
      default:
        Issue.record("\(target)/\(path): an app's folders are Model, Views and Controllers")
      }
      if name.hasSuffix("ViewController.swift") {
        #expect(folder == "Controllers" || folder == "AsWritten", "\(target)/\(path)")
      }
    }
  }

  /// The targets whose folders are layers. HeadlessUIKitCore's folders are UIKit's topics
  /// instead (Application, Views, Tables, Navigation…), and UIKit's own types name each
  /// other in circles (a view's window's root view controller owns the view).
  nonisolated static var layeredTargets: [String] {
    targets.filter { $0 != "HeadlessUIKitCore" }
  }

  @Test(arguments: layeredTargets)
  func noFolderOfATargetDependsOnAnotherInACircle(target: String) {
    let graph = FolderGraph(files: Self.files(ofTarget: target))
    #expect(graph.cycle == nil, "\(target): \(graph.cycle ?? [])")
  }

  @Test func theAppsCheckedAreTheCatalogsApps() {
    #expect(
      AppCatalog.standard.entries.map(\.target) == [
        "Checklists01", "Checklists02", "Checklists03", "Checklists04", "Checklists05",
        "Checklists06", "Checklists07", "Checklists08", "Checklists09", "TodoArchiver",
        "TodoCodable", "TodoCoreData", "TaskMVC", "NameInjection",
      ])
  }

  @Test func theCycleCheckFindsACircle() {
    let graph = FolderGraph(files: [
      "A/One.swift": "struct One { let two: Two }",
      "B/Two.swift": "struct Two { let three: Three }",
      "C/Three.swift": "enum Three { case one(One) }",
      "D/Four.swift": "final class Four { let one = One.self }",
    ])
    #expect(graph.cycle == ["A", "B", "C", "A"])
    #expect(
      FolderGraph(files: ["A/One.swift": "struct One {}", "B/Two.swift": "let x = One()"]).cycle
        == nil)
  }
}

/// Which folders of a target use the types another folder declares, and any circle in that.
///
/// A folder depends on another when one of its files names a type (struct, enum, class,
/// protocol, actor, typealias) that a file of the other declares at its top level. Files at
/// the target's top level form the folder "". Comments do not count.
struct FolderGraph {
  /// The folders each folder depends on.
  var edges: [String: Set<String>] = [:]

  init(files: [String: String]) {
    func folder(of path: String) -> String {
      path.contains("/") ? String(path.prefix { $0 != "/" }) : ""
    }
    // Top-level declarations only; a name declared in two folders belongs to neither.
    var owners: [String: Set<String>] = [:]
    let declaration =
      /(?m)^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)/
    for (path, text) in files {
      for match in text.matches(of: declaration) {
        owners[String(match.output.1), default: []].insert(folder(of: path))
      }
    }
    let owner = owners.compactMapValues { $0.count == 1 ? $0.first : nil }
    let identifier = /\b[A-Z][A-Za-z0-9_]*\b/
    for (path, text) in files {
      let from = folder(of: path)
      let code = text.split(separator: "\n").map { line in
        String(line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line)
      }.joined(separator: "\n")
      for match in code.matches(of: identifier) {
        if let to = owner[String(match.output)], to != from {
          edges[from, default: []].insert(to)
        }
      }
    }
  }

  /// A circle of folders, first folder repeated at the end, or nil when there is none.
  var cycle: [String]? {
    var state: [String: Bool] = [:]  // false: on the path; true: done
    var path: [String] = []
    func visit(_ folder: String) -> [String]? {
      if state[folder] == true { return nil }
      if state[folder] == false {
        return Array(path[(path.firstIndex(of: folder) ?? 0)...]) + [folder]
      }
      state[folder] = false
      path.append(folder)
      for next in (edges[folder] ?? []).sorted() {
        if let found = visit(next) { return found }
      }
      path.removeLast()
      state[folder] = true
      return nil
    }
    for folder in edges.keys.sorted() {
      if let found = visit(folder) { return found }
    }
    return nil
  }
}
