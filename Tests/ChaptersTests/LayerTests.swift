// The package's graph, test targets included, against its layers: every dependency points
// down, and README draws the layers as they are.

import AppTestSupport
import Foundation
import Testing

@Suite struct LayerTests {
  /// The package's targets, read by SwiftPM itself (`swift package dump-package`).
  static let graph = try? PackageGraph.read(at: RenderedPackage.root)

  /// The targets, or a failure when SwiftPM could not read the package.
  static func targets() throws -> [PackageGraph.Target] {
    try #require(graph, "swift package dump-package failed").targets
  }

  @Test func everyTargetStandsAtOneLayer() throws {
    let targets = try Self.targets()
    #expect(targets.count > 40, "the package's graph was not read")
    for target in targets where PackageLayers.layer(of: target) == nil {
      let named = PackageLayers.layers(naming: target.name).count
      let tested = target.isTest ? ", and the target it tests by none" : ""
      Issue.record("\(target.name) is named by \(named) layers of PackageLayers, not 1\(tested)")
    }
  }

  @Test func everyDependencyPointsDownExceptTheOnesStillAllowed() throws {
    let targets = try Self.targets()
    let allowed = Set(PackageLayers.upwardEdgesAllowed.map(\.key))
    for edge in PackageLayers.upwardEdges(in: targets) where !allowed.contains(edge) {
      Issue.record(
        "\(PackageLayers.describe(edge, in: targets)): a target uses only lower layers, a test its own and lower"
      )
    }
  }

  @Test func everyEdgeStillAllowedStillPointsUp() throws {
    // An edge that was moved or turned around leaves the list, so that it cannot come back.
    let upward = Set(PackageLayers.upwardEdges(in: try Self.targets()))
    for (edge, _) in PackageLayers.upwardEdgesAllowed where !upward.contains(edge) {
      Issue.record("\(edge) no longer points up: take it out of upwardEdgesAllowed")
    }
  }

  @Test func anEdgeUpFromTheBottomOrFromATestIsFound() throws {
    var targets = try Self.targets()
    let basics = try #require(targets.firstIndex { $0.name == "StepwiseBasics" })
    targets[basics].dependencies.append("ViewHarness")
    let tests = try #require(targets.firstIndex { $0.name == "ViewHarnessTests" })
    targets[tests].dependencies.append("LessonEngine")
    let upward = PackageLayers.upwardEdges(in: targets)
    #expect(upward.contains(.init("StepwiseBasics", "ViewHarness")))
    #expect(upward.contains(.init("ViewHarnessTests", "LessonEngine")))
  }

  @Test func nothingUsesATestTarget() throws {
    let targets = try Self.targets()
    let tests = Set(targets.filter { $0.isTest && $0.name.hasSuffix("Tests") }.map(\.name))
    for target in targets {
      for dependency in target.dependencies where tests.contains(dependency) {
        Issue.record("\(target.name) uses the test target \(dependency)")
      }
    }
  }

  @Test func everyLayerNamesOnlyTargetsThePackageHas() throws {
    let names = try Self.targets().map(\.name)
    for (level, layer) in PackageLayers.layers.enumerated() {
      for pattern in layer.targets
      where !names.contains(where: { PackageLayers.matches($0, pattern) }) {
        Issue.record("layer \(level) names \(pattern), which no target is")
      }
    }
  }

  @Test func theToolIsAboveEveryApp() throws {
    // The rule the layers exist for: what an app links never reaches the tool's jobs.
    let app = try #require(PackageLayers.layers(naming: "Checklists01").first)
    for job in ["SourceDiff", "LessonEngine", "TutorialCourse", "ToolCommands", "StepwiseServe"] {
      #expect(try #require(PackageLayers.layers(naming: job).first) > app, "\(job)")
    }
    #expect(try #require(PackageLayers.layers(naming: "HeadlessUIKit").first) < app)
  }

  /// What a fresh clone compiles before a learner's first check: `stepwise`, the program
  /// README's first command builds, links none of the apps and none of the jobs a learner's
  /// first session does not need, which `stepwise-all` runs.
  @Test func theLearnersToolLinksNoAppAndNoOtherJob() throws {
    let targets = try Self.targets()
    var linked: Set<String> = []
    var next = ["stepwise"]
    while let name = next.popLast() {
      guard linked.insert(name).inserted else { continue }
      next += targets.first { $0.name == name }?.dependencies ?? []
    }
    #expect(linked.contains("TutorialCourse") && linked.contains("LessonEngine"))
    // The kit a learner's package imports, compiled for its first check (SharedBuildFolder).
    for kit in ["HeadlessUIKit", "HeadlessUserNotifications", "AppProgram", "ViewHarness"] {
      #expect(linked.contains(kit), "stepwise does not compile \(kit)")
    }
    let apps = try #require(PackageLayers.layers(naming: "Checklists01").first)
    let appsLinked = targets.filter { PackageLayers.layer(of: $0) == apps }.map(\.name)
      .filter(linked.contains)
    #expect(appsLinked.isEmpty, "stepwise links the apps \(appsLinked)")
    for job in [
      "StepwiseApps", "PortKit", "ExportKit", "Classroom", "StepwiseServe", "ChapterRender",
      "ToolCommands", "HeadlessCoreData", "HeadlessMapKit",
    ] {
      #expect(!linked.contains(job), "stepwise links \(job)")
    }
  }

  @Test func readmeDrawsTheLayersAsTheyAre() throws {
    let readme = try String(
      contentsOf: RenderedPackage.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```layers\n"), "README.md has no ```layers block")
    let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
    let drawn = String(readme[start.upperBound..<end.lowerBound])
    #expect(
      drawn == PackageLayers.diagram,
      "README.md's ```layers block differs from the layers; make it read:\n\(PackageLayers.diagram)"
    )
  }
}
