// swift-tools-version: 6.2
import PackageDescription

// The package reads as tables, bottom to top (README.md, "Layers"): a target depends only on
// targets of lower layers, a test on its target's layer and lower. LayerTests checks every
// edge against the layers Tests/ChaptersTests/PackageLayers.swift gives each target.
//
// The course's content is not built here: the exercises' tests and reference solutions are
// built in the scratch package of `stepwise exercises` (`exercises verify` proves each
// solution passes), and the tutorial's references in the track's packages (TrackTests).

/// A target and the tests beside it (`Tests/<name>Tests`), which see its own dependencies;
/// `resources` are files it keeps as they are (an Xcode data model).
func module(
  _ name: String, _ dependencies: [Target.Dependency] = [], resources: [Resource] = [],
  tests: [Target.Dependency]? = nil
) -> [Target] {
  [.target(name: name, dependencies: dependencies, resources: resources)]
    + (tests.map { [.testTarget(name: "\(name)Tests", dependencies: [.target(name: name)] + $0)] }
      ?? [])
}

// MARK: 0 · Basics: text widths, spelling suggestions, XML escaping, SHA-256, small files

let basics =
  module("StepwiseBasics", tests: [])
  // What any test may use, the command line's included: temporary folders, and whether a
  // program can run as `nobody`
  + [.target(name: "BasicTestSupport", path: "Tests/BasicTestSupport")]

// MARK: 1 · The simulated UIKit, and the module apps import

/// UIKit's stand-in, the device and user that drive it, and an app as a program (the
/// terminal simulator that `@main` opens). `HeadlessUIKit` is what app code imports.
let kit: [Target] =
  // The C functions the link fills in: the host app a test target names, and the program
  // `@main` runs (weak here: unhosted, no program)
  module("HeadlessTestHost")
  // Xcode's file formats: the data model, string tables and String Catalogs (each read and
  // written), the project file and the XML of storyboards and xibs (read)
  + module("XcodeFormats", ["StepwiseBasics"], tests: [])
  + module("HeadlessUIKitCore", ["HeadlessTestHost", "XcodeFormats"])
  // Coordinates, locations, placemarks and the geocoder: what apps import as CoreLocation
  + module("HeadlessCoreLocation", tests: [])
  // What an app imports as UIKit: UIKit's classes, and the `main()` that `@main` finds, which
  // runs the program AppProgram installs
  + module("HeadlessUIKit", ["HeadlessUIKitCore"], tests: ["HeadlessUIKitCore"])
  + module("HeadlessUserNotifications", ["HeadlessUIKitCore"], tests: ["HeadlessUIKit"])
  // Models, contexts, fetch requests and the durable store: what apps import as CoreData
  + module("HeadlessCoreData", ["HeadlessUIKitCore", "XcodeFormats"], tests: ["HeadlessUIKitCore"])
  // The map view and its annotations: what apps import as MapKit
  + module(
    "HeadlessMapKit", ["HeadlessUIKitCore", "HeadlessCoreLocation"], tests: ["HeadlessUIKit"])
  + module(
    "ViewHarness", ["StepwiseBasics", "HeadlessUIKitCore", "HeadlessUserNotifications"],
    tests: ["StepwiseBasics", "HeadlessUIKit", "HeadlessUserNotifications", "AppTestSupport"])
  // The command-line base: console, line editor, colour, options, commands, running a program
  + module(
    "CommandLineKit", ["StepwiseBasics"], tests: ["BasicTestSupport"])
  // An app as a program: the interactive simulator, script playing, the `@main` process
  + module(
    "AppProgram", ["StepwiseBasics", "HeadlessUIKitCore", "ViewHarness", "CommandLineKit"],
    tests: [])
  + [
    // Helpers an app's tests share: the demo apps, temporary folders, gestures, built programs
    .target(
      name: "AppTestSupport",
      dependencies: ["BasicTestSupport", "HeadlessUIKitCore", "ViewHarness", "CommandLineKit"],
      path: "Tests/AppTestSupport"),
    // An app that prints where Foundation's names point, run by LaunchedAppTests
    .executableTarget(
      name: "ContainerProbe",
      dependencies: ["HeadlessUIKit", "HeadlessUserNotifications", "AppProgram"],
      path: "Tests/ContainerProbe",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
  ]

// MARK: 2 · Apps: the Checklists stages, the side tracks, apps as `stepwise port` writes them

/// The Checklists stages in teaching order, and what each imports beside UIKit.
let stages: [(name: String, imports: [Target.Dependency], testsAlsoSee: [Target.Dependency])] = [
  ("Checklists01", [], []),
  ("Checklists02", [], []),
  ("Checklists03", [], []),
  ("Checklists04", [], []),
  ("Checklists05", [], []),
  ("Checklists06", [], []),
  ("Checklists07", [], ["Checklists06"]),
  ("Checklists08", [], []),
  ("Checklists09", ["HeadlessUserNotifications"], []),
]

/// The side tracks, what each imports beside UIKit, the files it keeps as they are (an Xcode
/// data model), and the apps their tests compare them with.
let sideTracks:
  [(
    name: String, imports: [Target.Dependency], resources: [String],
    testsAlsoSee: [Target.Dependency]
  )] = [
    ("TodoArchiver", [], [], []),
    ("TodoCodable", [], [], ["TodoArchiver"]),
    ("TodoCoreData", ["HeadlessCoreData"], ["TodoList.xcdatamodeld"], ["TodoCodable"]),
    ("TaskMVC", [], [], []),
    ("NameInjection", [], [], []),
  ]

/// Code written for UIKit as `stepwise port` writes it: an app delegate marked `@main`, so
/// each is a program of its own, on the main actor as in an iOS app target made by Xcode.
let portedApps = ["PortedChecklists", "PortedBookshelf"]

let apps: [Target] =
  stages.flatMap { stage in
    module(
      stage.name, ["HeadlessUIKit"] + stage.imports,
      tests: stage.testsAlsoSee + stage.imports + ["ViewHarness", "AppTestSupport"])
  }
  + sideTracks.flatMap { track in
    module(
      track.name, ["HeadlessUIKit"] + track.imports, resources: track.resources.map { .copy($0) },
      tests: track.testsAlsoSee + track.imports + ["ViewHarness", "AppTestSupport"])
  }
  + [
    // What every stage with the same screen must do, run on each of them
    .testTarget(
      name: "StagesTests",
      dependencies: ["HeadlessUIKit", "ViewHarness"]
        + stages.prefix(3).map { .target(name: $0.name) })
  ]
  + portedApps.map { name in
    .executableTarget(
      name: name, dependencies: ["HeadlessUIKit", "AppProgram"],
      swiftSettings: [.defaultIsolation(MainActor.self)])
  }
  // Apps whose delegate is marked `@main`, launched as programs of their own: the process, the
  // page's channel and the tool's judged play, on PortedChecklists and ContainerProbe
  + [
    .testTarget(
      name: "LaunchedAppTests",
      dependencies: [
        "AppProgram", "ViewHarness", "AppTestSupport", "PortedChecklists", "ContainerProbe",
      ])
  ]
  // Every app of the package, in teaching order: the catalog `stepwise` runs its commands with
  + [
    .target(
      name: "StepwiseApps",
      dependencies: ["AppProgram"] + stages.map { .target(name: $0.name) }
        + sideTracks.map { .target(name: $0.name) })
  ]
  // UI tests in XCUIAutomation's API, on an app launched as its own program; its tests
  // launch the built PortedChecklists and ContainerProbe
  + module(
    "HeadlessXCUIAutomation", ["ViewHarness"], tests: ["PortedChecklists", "ContainerProbe"])

// MARK: 3 · The tool's jobs

let jobs: [Target] =
  module(
    "SourceDiff", ["StepwiseBasics", "CommandLineKit", "AppProgram"], tests: ["CommandLineKit"])
  // An Xcode project read, its storyboard translated, the package that runs it written; the
  // fixtures are Xcode projects, read by the tests and built by PortBuildTests
  + [.target(name: "PortKit", dependencies: ["StepwiseBasics", "XcodeFormats"])]
  + [
    .testTarget(
      name: "PortTests",
      dependencies: [
        "PortKit", "AppTestSupport", "CommandLineKit", "PortedBookshelf",
      ],
      exclude: ["Fixtures"])
  ]
  // A stage or a learner's package written as an Xcode project: PortKit's other way
  + [
    .target(
      name: "ExportKit", dependencies: ["StepwiseBasics", "HeadlessUIKitCore", "XcodeFormats"]),
    .testTarget(
      name: "ExportKitTests",
      dependencies: [
        "ExportKit", "PortKit", "AppTestSupport", "CommandLineKit", "HeadlessUIKitCore",
      ]
        + stages.dropLast().map { .target(name: $0.name) },
      // What `stepwise tutorial start` writes, as StartedPackageSnapshotTests keeps it
      exclude: ["Fixtures"]),
  ]
  + module(
    "ChapterRender",
    ["HeadlessUIKitCore", "ViewHarness", "CommandLineKit", "AppProgram", "SourceDiff", "PortKit"],
    tests: [])
  + module(
    "StepwiseServe", ["StepwiseBasics", "HeadlessUIKitCore", "ViewHarness", "AppProgram"],
    tests: ["ViewHarness", "AppTestSupport", "ToolTestSupport", "Checklists09"])
  // The lessons of both courses: steps and exercises checked in a scratch package, watch mode
  + module(
    "LessonEngine", ["StepwiseBasics", "CommandLineKit", "SourceDiff"],
    tests: ["StepwiseBasics", "CommandLineKit", "AppTestSupport", "ToolTestSupport"])
  + module(
    "TutorialCourse",
    ["StepwiseBasics", "ViewHarness", "LessonEngine", "CommandLineKit", "SourceDiff"],
    tests: [
      "StepwiseBasics", "LessonEngine", "CommandLineKit", "ViewHarness", "AppTestSupport",
      "ToolTestSupport",
    ])
  // The teacher's side: an assignment template with its grading workflow, grading, the class
  + module(
    "Classroom", ["StepwiseBasics", "TutorialCourse", "LessonEngine", "CommandLineKit"],
    tests: [
      "StepwiseBasics", "TutorialCourse", "LessonEngine", "CommandLineKit", "AppTestSupport",
      "ToolTestSupport",
    ])
  + [
    // Helpers the tool's tests share: captured consoles, scripted lines, a browser, a client
    .target(
      name: "ToolTestSupport",
      dependencies: [
        "AppTestSupport", "HeadlessUIKitCore", "CommandLineKit", "StepwiseServe",
      ],
      path: "Tests/ToolTestSupport")
  ]

// MARK: 4 · The `stepwise` tool: its commands, the program, the course's checks

let tool: [Target] =
  module(
    "ToolCommands",
    [
      "StepwiseBasics", "HeadlessUIKitCore", "ViewHarness", "CommandLineKit", "AppProgram",
      "SourceDiff", "ChapterRender", "LessonEngine", "TutorialCourse", "Classroom",
      "StepwiseServe", "PortKit", "ExportKit",
    ],
    tests: [
      "stepwise", "StepwiseApps", "CommandLineKit", "AppProgram", "SourceDiff", "ChapterRender",
      "LessonEngine",
      "TutorialCourse", "StepwiseServe", "HeadlessUIKit", "ViewHarness", "AppTestSupport",
      "ToolTestSupport",
    ])
  + [
    .executableTarget(name: "stepwise", dependencies: ["ToolCommands", "StepwiseApps"]),
    // The chapters, README and the course's own rules, checked against the code
    .testTarget(
      name: "ChaptersTests",
      dependencies: [
        "ToolCommands", "StepwiseApps", "CommandLineKit", "AppProgram", "SourceDiff",
        "ChapterRender",
        "LessonEngine",
        "TutorialCourse", "ViewHarness", "AppTestSupport",
      ]),
  ]

// MARK: 5 · Developer tools: the benchmarks (`swift run -c release stepwise-bench`) and the
// mutation check (`swift run stepwise-mutants <module>`)

let benchmarks: [Target] = [
  .target(
    name: "StepwiseBenchKit",
    dependencies: [
      "HeadlessUIKitCore", "ViewHarness", "CommandLineKit", "AppProgram", "LessonEngine",
      "Checklists06",
      "Classroom",
    ],
    // Swift 6.3's optimizer stops on AppDefaults' method table in a module that also sees
    // HeadlessUIKit's UserDefaults.standard ("result is ambiguous"); the bench does without
    // the one pass that reads it, which inlines no other module's code into the bench.
    swiftSettings: [.unsafeFlags(["-Xllvm", "-sil-disable-pass=performance-linker"])]),
  .testTarget(name: "StepwiseBenchTests", dependencies: ["StepwiseBenchKit"]),
  .executableTarget(name: "stepwise-bench", dependencies: ["StepwiseBenchKit"]),
]

/// Bugs planted one at a time in a module, each judged by the module's tests, in a scratch
/// copy of the package; Foundation and the basics only, so it builds before any module it
/// checks.
let mutationCheck: [Target] =
  module("MutationCheck", ["StepwiseBasics"], tests: [])
  + [.executableTarget(name: "stepwise-mutants", dependencies: ["MutationCheck"])]

let package = Package(
  name: "Stepwise",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "stepwise", targets: ["stepwise"]),
    // The kit, for the scratch package `stepwise exercises` builds a learner's exercise in
    // and the learner's own package: UIKit, and UserNotifications, which an app imports
    // beside it as on iOS, and the program `@main` runs (AppProgram, which an app links but
    // never imports); CoreLocation, MapKit and CoreData, which a ported app imports
    .library(
      name: "HeadlessUIKit", targets: ["HeadlessUIKit", "HeadlessUserNotifications", "AppProgram"]),
    .library(name: "HeadlessUIKitCore", targets: ["HeadlessUIKitCore"]),
    .library(name: "HeadlessUserNotifications", targets: ["HeadlessUserNotifications"]),
    .library(name: "HeadlessCoreLocation", targets: ["HeadlessCoreLocation"]),
    .library(name: "HeadlessCoreData", targets: ["HeadlessCoreData"]),
    .library(name: "HeadlessMapKit", targets: ["HeadlessMapKit"]),
    .library(name: "ViewHarness", targets: ["ViewHarness"]),
    // Apple's UI-test API over the simulated device, for a ported or a learner's UI tests
    .library(name: "HeadlessXCUIAutomation", targets: ["HeadlessXCUIAutomation"]),
  ],
  targets: basics + kit + apps + jobs + tool + benchmarks + mutationCheck,
  swiftLanguageModes: [.v6]
)
