// The package's graph against README's layer diagram: every dependency points down.

import AppTestSupport
import Foundation
import Testing

@Suite struct LayerTests {
  /// README's layer diagram: each row a layer number and the names (or `Prefix*` patterns)
  /// of its targets.
  static func layers() throws -> [(layer: Int, patterns: [String])] {
    let readme = try String(
      contentsOf: RenderedPackage.root.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "```layers\n"),
      let end = readme.range(of: "\n```", range: start.upperBound..<readme.endIndex)
    else { throw LayerError("README.md has no ```layers block") }
    return try readme[start.upperBound..<end.lowerBound].split(separator: "\n").map { row in
      let words = row.split(separator: " ").map(String.init).filter { $0 != "·" }
      guard let number = words.first.flatMap({ Int($0) }), words.count > 1 else {
        throw LayerError("a layer row reads \"<number>  <target> · <target>\": \(row)")
      }
      return (number, Array(words.dropFirst()))
    }
  }

  /// The package's targets, read by SwiftPM itself.
  static func targets() throws -> [PackageGraph.Target] {
    try PackageGraph.read(at: RenderedPackage.root).targets
  }

  /// The layer whose row names this target.
  static func layer(of name: String, in layers: [(layer: Int, patterns: [String])]) -> [Int] {
    layers.filter { row in
      row.patterns.contains { pattern in
        pattern.hasSuffix("*") ? name.hasPrefix(pattern.dropLast()) : name == pattern
      }
    }.map(\.layer)
  }

  @Test func everyTargetHasOneLayerAndUsesOnlyLowerLayers() throws {
    let layers = try Self.layers()
    let targets = try Self.targets()
    #expect(targets.count > 40, "the package's graph was not read")
    let testTargets = Set(targets.filter(\.isTest).map(\.name))
    for target in targets where !target.isTest {
      let own = Self.layer(of: target.name, in: layers)
      guard own.count == 1, let level = own.first else {
        Issue.record("\(target.name) is in \(own.count) rows of README's layer diagram, not 1")
        continue
      }
      for dependency in target.dependencies {
        #expect(
          !testTargets.contains(dependency), "\(target.name) uses the test target \(dependency)")
        guard let below = Self.layer(of: dependency, in: layers).first else { continue }
        #expect(
          below < level,
          "\(target.name) (layer \(level)) uses \(dependency) (layer \(below)): a target uses only lower layers"
        )
      }
    }
  }

  @Test func theDiagramNamesNoTargetThePackageLacks() throws {
    let names = try Self.targets().filter { !$0.isTest }.map(\.name)
    for row in try Self.layers() {
      for pattern in row.patterns {
        let matched = names.contains {
          pattern.hasSuffix("*") ? $0.hasPrefix(pattern.dropLast()) : $0 == pattern
        }
        #expect(matched, "README's layer \(row.layer) names \(pattern), which no target is")
      }
    }
  }

  @Test func theToolIsAboveEveryApp() throws {
    // The rule the diagram exists for: what an app links never reaches the tool's jobs.
    let layers = try Self.layers()
    let app = try #require(Self.layer(of: "Checklists01", in: layers).first)
    for job in ["SourceDiff", "LessonEngine", "TutorialCourse", "ToolCommands", "StepwiseServe"] {
      #expect(try #require(Self.layer(of: job, in: layers).first) > app, "\(job)")
    }
    let kit = try #require(Self.layer(of: "HeadlessUIKit", in: layers).first)
    #expect(kit < app)
  }

  struct LayerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
