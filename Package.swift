// swift-tools-version: 6.2
import PackageDescription

// The package as tables, bottom to top (README.md, "Layers"; LayerTests checks the edges); no
// course content: `stepwise exercises verify` and TrackTests build solutions and references.

typealias Uses = [Target.Dependency]
/// A module: what it uses, and what its tests (`Tests/<name>Tests`) use besides (nil: none).
typealias Module = (name: String, uses: Uses, tests: Uses?)

let basics: Uses = ["StepwiseBasics"]
let core: Uses = ["HeadlessUIKitCore"]
let appTests: Uses = ["ViewHarness", "AppTestSupport"]
let toolTests: Uses = ["AppTestSupport", "ToolTestSupport"]
let lessons: Uses = ["LessonEngine", "CommandLineKit"]
let lessonTests: Uses = basics + ["CommandLineKit"] + toolTests
let courseTests: Uses = lessonTests + ["LessonEngine", "ViewHarness"]
/// Swift read as tokens (the lexer): by the port, the export, the lessons, the mutation check.
let lexed: Uses = basics + ["SwiftLexing"]
/// What the port and the export read and write beside Swift: Xcode's and Interface Builder's.
let formats: Uses = ["XcodeFormats", "InterfaceBuilderDocuments"]
/// An app as a program, and the harness that drives it.
let program: Uses = ["ViewHarness", "AppProgram"]
let commands: Uses =
  ["AppProgram", "SourceDiff", "ChapterRender", "TutorialCourse", "ViewHarness"] + lessons
/// The tool's two programs, which its tests run; UIKit with the program `@main` runs.
let tools = ["stepwise", "stepwise-all"]
let uikit = ["HeadlessUIKit", "HeadlessUserNotifications", "AppProgram"]
let benchUses: Uses = ["Checklists06", "Classroom"] + program + lessons + core

/// The modules, bottom to top, but for the apps (below).
let modules: [Module] = [
  // 0 · Basics: text widths, spelling, XML escaping, SHA-256, small files; the Swift lexer
  ("StepwiseBasics", [], []),
  ("SwiftLexing", [], []),
  // 1 · The simulated UIKit: link hooks (a test's host, `@main`'s program); Xcode's formats;
  // UIKit, Interface Builder's documents, the frameworks apps import, the device and its user
  ("HeadlessTestHost", [], nil),
  ("XcodeFormats", basics, []),
  ("HeadlessUIKitCore", basics + ["HeadlessTestHost", "XcodeFormats"], nil),
  ("HeadlessCoreLocation", [], []),
  ("InterfaceBuilderDocuments", ["XcodeFormats"], basics),
  ("HeadlessUIKit", core, core),
  ("HeadlessUserNotifications", core, ["HeadlessUIKit"]),
  ("HeadlessCoreData", basics + core + ["XcodeFormats"], core),
  ("HeadlessMapKit", core + ["HeadlessCoreLocation"], ["HeadlessUIKit"]),
  (
    "ViewHarness", basics + core + ["HeadlessTestHost", "HeadlessUserNotifications"],
    basics + ["HeadlessUIKit", "HeadlessUserNotifications", "AppTestSupport"]
  ),
  // The command-line base: console, line editor, colour, options, commands, running a program
  ("CommandLineKit", basics, ["BasicTestSupport"]),
  // An app as a program: the interactive simulator, script playing, the `@main` process
  ("AppProgram", basics + core + ["ViewHarness", "CommandLineKit"], ["BasicTestSupport"]),
  // 2 · UI tests in XCUIAutomation's API, on an app launched as its own program
  ("HeadlessXCUIAutomation", ["ViewHarness"], ["PortedChecklists", "ContainerProbe"]),
  // 3 · The tool's jobs: a change shown as a diff, chapters rendered, the page
  ("SourceDiff", basics + ["CommandLineKit", "AppProgram"], ["CommandLineKit"]),
  ("ChapterRender", core + program + ["CommandLineKit", "SourceDiff", "PortKit"], []),
  ("StepwiseServe", basics + core + program, ["ViewHarness", "Checklists09"] + toolTests),
  // The lessons of both courses: steps and exercises checked in a scratch package, watch mode
  ("LessonEngine", lexed + ["CommandLineKit", "SourceDiff", "ViewHarness"], lessonTests),
  ("TutorialCourse", basics + lessons + ["ViewHarness", "SourceDiff"], courseTests),
  // The teacher's side: an assignment template with its grading workflow, grading, the class
  ("Classroom", basics + lessons + ["TutorialCourse"], courseTests + ["TutorialCourse"]),
  // 4 · The tool's commands: a learner's first (`stepwise`, with the kit for their package), all
  ("LearnerCommands", lessons + named(uikit) + ["TutorialCourse"], toolTests + named(tools)),
  (
    "ToolCommands",
    basics + core + commands + ["Classroom", "StepwiseServe", "PortKit", "ExportKit"],
    named(tools) + ["LearnerCommands", "StepwiseApps", "HeadlessUIKit"] + commands + toolTests
  ),
  // 5 · Bugs planted one at a time, each judged by the module's tests (`stepwise-mutants`)
  ("MutationCheck", lexed, []),
]

// MARK: 2 · Apps: the Checklists stages in teaching order, then the side tracks

/// An app: what it imports beside UIKit, the apps its tests compare it with, and the files it
/// keeps as they are (an Xcode data model).
typealias App = (name: String, imports: Uses, testsAlsoSee: Uses, copy: [String])

let stageApps: [App] = [
  ("Checklists01", [], [], []),
  ("Checklists02", [], [], []),
  ("Checklists03", [], [], []),
  ("Checklists04", [], [], []),
  ("Checklists05", [], [], []),
  ("Checklists06", [], [], []),
  ("Checklists07", [], ["Checklists06"], []),
  ("Checklists08", [], [], []),
  ("Checklists09", ["HeadlessUserNotifications"], [], []),
]
let apps: [App] =
  stageApps + [
    ("TodoArchiver", [], [], []),
    ("TodoCodable", [], ["TodoArchiver"], []),
    ("TodoCoreData", ["HeadlessCoreData"], ["TodoCodable"], ["TodoList.xcdatamodeld"]),
    ("TaskMVC", [], [], []),
    ("NameInjection", [], [], []),
  ]
let stages = stageApps.map(\.name)

func named(_ names: some Sequence<String>) -> Uses { names.map { .target(name: $0) } }
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
/// LLVM's linker (the toolchain's): it links the tool and the tests in half gold's time.
let lld: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

/// Each module as a target, and its tests.
func targets(_ module: Module, copy: [String] = []) -> [Target] {
  let target = Target.target(
    name: module.name, dependencies: module.uses, resources: copy.map { .copy($0) })
  guard let uses = module.tests.map({ named([module.name]) + $0 }) else { return [target] }
  return [
    target, .testTarget(name: "\(module.name)Tests", dependencies: uses, linkerSettings: lld),
  ]
}

let appTargets = apps.flatMap { app in
  targets(
    (app.name, ["HeadlessUIKit"] + app.imports, app.testsAlsoSee + app.imports + appTests),
    copy: app.copy)
}

/// Code written for UIKit as `stepwise port` writes it: each app delegate marked `@main`.
let portedApps: [Target] = ["PortedChecklists", "PortedBookshelf"].map {
  .executableTarget(
    name: $0, dependencies: ["HeadlessUIKit", "AppProgram"], swiftSettings: mainActor)
}

/// A module of helpers for tests, in `Tests/<name>`.
func testHelper(_ name: String, _ uses: Uses) -> Target {
  .target(name: name, dependencies: uses, path: "Tests/\(name)")
}

/// What no table row makes: test helpers, executables, tests with fixtures or across modules.
let others: [Target] = [
  // Helpers: temporary folders, `nobody`, demo apps, built programs, consoles, a browser
  testHelper("BasicTestSupport", []),
  testHelper("AppTestSupport", ["BasicTestSupport", "ViewHarness", "CommandLineKit"] + core),
  testHelper("ToolTestSupport", ["AppTestSupport", "CommandLineKit", "StepwiseServe"] + core),
  // An app that prints where Foundation's names point, run by LaunchedAppTests
  .executableTarget(
    name: "ContainerProbe", dependencies: named(uikit), path: "Tests/ContainerProbe",
    swiftSettings: mainActor),
  // What every stage with the same screen must do, run on each of them
  .testTarget(
    name: "StagesTests", dependencies: ["HeadlessUIKit", "ViewHarness"] + named(stages.prefix(3))),
  // Apps launched as programs of their own (the process, the page's channel, judged play)
  .testTarget(
    name: "LaunchedAppTests",
    dependencies: ["AppProgram", "PortedChecklists", "ContainerProbe"] + appTests),
  // Every app of the package, in teaching order: the catalog `stepwise-all` runs commands with
  .target(name: "StepwiseApps", dependencies: ["AppProgram"] + named(apps.map(\.name))),
  // Xcode projects ported; the fixtures are read by the tests and built by PortBuildTests
  .target(name: "PortKit", dependencies: lexed + formats),
  .testTarget(
    name: "PortTests",
    dependencies: ["PortKit", "AppTestSupport", "CommandLineKit", "PortedBookshelf"],
    exclude: ["Fixtures"]),
  // A package exported as an Xcode project; Fixtures holds what `stepwise tutorial start` writes
  .target(name: "ExportKit", dependencies: lexed + formats + core),
  .testTarget(
    name: "ExportKitTests",
    dependencies: ["ExportKit", "PortKit", "AppTestSupport", "CommandLineKit"] + core
      + named(stages),
    exclude: ["Fixtures"]),
  .executableTarget(name: "stepwise", dependencies: ["LearnerCommands"], linkerSettings: lld),
  .executableTarget(
    name: "stepwise-all", dependencies: ["ToolCommands", "StepwiseApps"], linkerSettings: lld),
  // The chapters, README and the course's own rules, checked against the code
  .testTarget(
    name: "ChaptersTests",
    dependencies: ["ToolCommands", "StepwiseApps", "AppTestSupport"] + commands),
  // The benchmarks (`swift run -c release stepwise-bench`), without the one optimizer pass
  // that stops on AppDefaults' method table beside HeadlessUIKit's UserDefaults.standard
  .target(
    name: "StepwiseBenchKit", dependencies: benchUses,
    swiftSettings: [.unsafeFlags(["-Xllvm", "-sil-disable-pass=performance-linker"])]),
  .testTarget(name: "StepwiseBenchTests", dependencies: ["StepwiseBenchKit"]),
  .executableTarget(name: "stepwise-bench", dependencies: ["StepwiseBenchKit"]),
  .executableTarget(name: "stepwise-mutants", dependencies: ["MutationCheck"]),
]

/// The tool, and the kit for exercises' scratch packages and learners' packages: UIKit with the
/// program `@main` runs (linked, never imported), the frameworks apps import, the UI-test API.
let products: [Product] =
  tools.map { .executable(name: $0, targets: [$0]) } + [.library(name: uikit[0], targets: uikit)]
  + [
    "HeadlessUIKitCore", "HeadlessUserNotifications", "HeadlessCoreLocation", "HeadlessCoreData",
    "HeadlessMapKit", "ViewHarness", "HeadlessXCUIAutomation",
  ].map { .library(name: $0, targets: [$0]) }

let package = Package(
  name: "Stepwise",
  platforms: [.macOS(.v14)],
  products: products,
  targets: modules.flatMap { targets($0) } + appTargets + portedApps + others,
  swiftLanguageModes: [.v6]
)
