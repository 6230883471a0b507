// The layers the package is built in, bottom to top, and which edges of its graph point up.

import AppProgram
import AppTestSupport

/// The package's layers: where each target stands, and the rule that dependencies point down.
///
/// A target uses only targets of lower layers. A test target stands at the layer of the target
/// it tests and may use that layer and the ones below, as may the helpers kept under `Tests/`.
/// Nothing uses a test target.
///
/// ```swift
/// let targets = try PackageGraph.read().targets
/// let wrong = PackageLayers.upwardEdges(in: targets)  // [] when every edge points down
/// ```
enum PackageLayers {
  /// One layer: what it is for, and the names (or `Prefix*` patterns) of its targets.
  struct Layer {
    var summary: String
    var targets: [String]

    init(_ summary: String, _ targets: [String]) {
      self.summary = summary
      self.targets = targets
    }

    /// Whether the layer names this target, itself or by a pattern.
    func holds(_ name: String) -> Bool {
      targets.contains { PackageLayers.matches(name, $0) }
    }
  }

  /// A dependency of one target on another, by name.
  struct Edge: Hashable, CustomStringConvertible {
    var from: String
    var to: String

    init(_ from: String, _ to: String) {
      self.from = from
      self.to = to
    }

    var description: String { "\(from) → \(to)" }
  }

  /// The layers, bottom to top: a layer's number is its place in this list.
  static let layers: [Layer] = [
    Layer(
      "small utilities: text widths, spelling, XML escaping, SHA-256, the Swift lexer; link "
        + "hooks; test helpers",
      ["StepwiseBasics", "SwiftLexing", "HeadlessTestHost", "BasicTestSupport"]),
    Layer(
      "Xcode's file formats, each a model with its reader and writer, which the kit reads too",
      ["XcodeFormats"]),
    Layer(
      "UIKit's classes, Core Location's, Interface Builder's documents, the command-line base",
      ["HeadlessUIKitCore", "HeadlessCoreLocation", "InterfaceBuilderDocuments", "CommandLineKit"]),
    Layer(
      "the frameworks an app imports",
      ["HeadlessUserNotifications", "HeadlessMapKit", "HeadlessCoreData", "HeadlessUIKit"]),
    Layer(
      "the device and user that drive an app, and its tests' helpers",
      ["ViewHarness", "AppTestSupport"]),
    Layer("an app as a program: the simulator, scripts played, the process", ["AppProgram"]),
    Layer(
      "apps: the stages, side tracks, ported apps",
      [
        "Checklists0*", "TodoArchiver", "TodoCodable", "TodoCoreData", "TaskMVC",
        "NameInjection", "Ported*",
        "ContainerProbe",
      ]),
    Layer(
      "what stands on the apps: their catalog, and UI tests in Apple's XCUIAutomation API",
      ["StepwiseApps", "HeadlessXCUIAutomation"]),
    Layer(
      "the tool's jobs, and its tests' helpers",
      ["SourceDiff", "PortKit", "ExportKit", "StepwiseServe", "ToolTestSupport"]),
    Layer(
      "the lessons of both courses, and the chapters rendered", ["LessonEngine", "ChapterRender"]),
    Layer("the build-along course", ["TutorialCourse"]),
    Layer("the teacher's side", ["Classroom"]),
    Layer(
      "the tool's commands (a learner's first, then all), the benchmarks, the mutation check",
      ["LearnerCommands", "ToolCommands", "StepwiseBenchKit", "MutationCheck"]),
    Layer("the programs", ["stepwise", "stepwise-all", "stepwise-bench", "stepwise-mutants"]),
  ]

  /// The test targets whose name is not the name of the target they test and `Tests`.
  static let testedTargets = [
    "StagesTests": "Checklists01",
    // AppProgram's process, run as the built programs of apps marked `@main`
    "LaunchedAppTests": "PortedChecklists",
    "PortTests": "PortKit",
    "ChaptersTests": "ToolCommands",
    // The tool's tests run the built `stepwise` end to end
    "ToolCommandsTests": "stepwise",
    "LearnerCommandsTests": "stepwise",
    "StepwiseBenchTests": "StepwiseBenchKit",
  ]

  /// The edges that still point up, each with why: issue #45 takes them away. No other may
  /// appear, and one that no longer points up must leave this list.
  static let upwardEdgesAllowed: KeyValuePairs<Edge, String> = [:]

  /// The diagram README.md draws in its ```layers block: the layers top to bottom, each
  /// with its number and targets, then the edges still allowed to point up, if any.
  static var diagram: String {
    let rows = layers.indices.reversed().map { level in
      let number = String(level)
      let padding = String(repeating: " ", count: 2 - number.count)
      return padding + number + "  " + layers[level].targets.joined(separator: " · ")
    }
    let allowed = upwardEdgesAllowed.map { "  \($0.key)" }
    let stillUp =
      allowed.isEmpty
      ? [] : ["", "Still pointing up, until issue #45 moves them (LayerTests says why):"] + allowed
    return (rows + stillUp).joined(separator: "\n")
  }

  /// Whether a target's name is this name, or starts with a `Prefix*` pattern's prefix.
  static func matches(_ name: String, _ pattern: String) -> Bool {
    pattern.hasSuffix("*") ? name.hasPrefix(pattern.dropLast()) : name == pattern
  }

  /// The numbers of the layers that name this target.
  static func layers(naming name: String) -> [Int] {
    layers.indices.filter { layers[$0].holds(name) }
  }

  /// The layer a target stands at: the one that names it, or for a test target that no layer
  /// names, the layer of the target it tests. Nil when that is not exactly one layer.
  static func layer(of target: PackageGraph.Target) -> Int? {
    var found = layers(naming: target.name)
    if found.isEmpty, target.isTest {
      let tested = testedTargets[target.name] ?? String(target.name.dropLast("Tests".count))
      found = layers(naming: tested)
    }
    return found.count == 1 ? found.first : nil
  }

  /// The edges of the graph that do not point down: to a higher layer, or for a target that
  /// is not a test, to its own layer. A target without a layer has no edges here.
  static func upwardEdges(in targets: [PackageGraph.Target]) -> [Edge] {
    let levels = Dictionary(
      targets.compactMap { target in layer(of: target).map { (target.name, $0) } },
      uniquingKeysWith: { first, _ in first })
    return targets.flatMap { target -> [Edge] in
      guard let level = levels[target.name] else { return [] }
      return target.dependencies.filter { dependency in
        guard let below = levels[dependency] else { return false }
        return target.isTest ? below > level : below >= level
      }.map { Edge(target.name, $0) }
    }
  }

  /// A dependency with the layers at both ends, as a failure names it.
  static func describe(_ edge: Edge, in targets: [PackageGraph.Target]) -> String {
    func place(_ name: String) -> String {
      guard let target = targets.first(where: { $0.name == name }),
        let level = layer(of: target)
      else { return name }
      return "\(name) (layer \(level), \(layers[level].summary))"
    }
    return "\(place(edge.from)) uses \(place(edge.to))"
  }
}
