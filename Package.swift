// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Stepwise",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "stepwise", targets: ["stepwise"]),
    // The kit, for the scratch package `stepwise exercises` builds a learner's exercise in
    // and the learner's own package: UIKit, and UserNotifications, which an app imports
    // beside it as on iOS
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit", "UserNotifications"]),
    .library(name: "HeadlessUIKitCore", targets: ["HeadlessUIKitCore"]),
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    .library(name: "ViewHarness", targets: ["ViewHarness"]),
  ],
  targets: [
    // Simulated UIKit
    // Simulated UIKit: the core that the device and the tool build on, and the module apps
    // import, which adds the entry point of an app with `@main`
    .target(name: "HeadlessUIKitCore"),
    .target(
      name: "HeadlessUIKit", dependencies: ["HeadlessUIKitCore", "AppRunner", "StepwiseCLI"]),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: ["HeadlessUIKit", "HeadlessUIKitCore", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "UserNotifications", dependencies: ["HeadlessUIKitCore"]),
    .testTarget(
      name: "UserNotificationsTests", dependencies: ["UserNotifications", "HeadlessUIKit"]),

    // Simulated device and user (the device's notification service included)
    .target(name: "ViewHarness", dependencies: ["HeadlessUIKitCore", "UserNotifications"]),
    .testTarget(
      name: "ViewHarnessTests",
      dependencies: ["ViewHarness", "HeadlessUIKit", "UserNotifications", "StepwiseTestSupport"]),

    // Helpers the test targets share: the demo app, temporary folders, common gestures
    .target(
      name: "StepwiseTestSupport",
      dependencies: [
        "HeadlessUIKitCore", "ViewHarness", "StepwiseCLI", "StepwiseServe", "ExerciseRunner",
      ],
      path: "Tests/StepwiseTestSupport"),

    // Checklists stages
    .target(name: "Checklists01", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists01Tests",
      dependencies: ["Checklists01", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "Checklists02", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists02Tests",
      dependencies: ["Checklists02", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "Checklists03", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists03Tests",
      dependencies: ["Checklists03", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "Checklists04", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists04Tests",
      dependencies: ["Checklists04", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "Checklists05", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists05Tests",
      dependencies: ["Checklists05", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "Checklists06", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists06Tests",
      dependencies: ["Checklists06", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "Checklists07", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists07Tests",
      dependencies: ["Checklists07", "Checklists06", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "Checklists08", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists08Tests",
      dependencies: ["Checklists08", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "Checklists09", dependencies: ["HeadlessUIKit", "UserNotifications"]),
    .testTarget(
      name: "Checklists09Tests",
      dependencies: ["Checklists09", "ViewHarness", "UserNotifications", "StepwiseTestSupport"]),

    // Side tracks
    .target(name: "TodoArchiver", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "TodoArchiverTests",
      dependencies: ["TodoArchiver", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "TodoCodable", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "TodoCodableTests",
      dependencies: ["TodoCodable", "TodoArchiver", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "TaskMVC", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "TaskMVCTests", dependencies: ["TaskMVC", "ViewHarness", "StepwiseTestSupport"]),
    .target(name: "NameInjection", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "NameInjectionTests",
      dependencies: ["NameInjection", "ViewHarness", "StepwiseTestSupport"]),

    // Code written for UIKit, with only the edits Linux forces, as `stepwise port` writes it:
    // an app whose delegate is marked @main, so the target is a program of its own. Its code
    // is on the main actor unless it says otherwise, as in an iOS app target made by Xcode.
    .executableTarget(
      name: "PortedChecklists", dependencies: ["HeadlessUIKit"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // Another app as `stepwise port` writes it: a prototype cell of its own class with
    // outlets, a cell's selection segue, and a toolbar with a segue (Tests/PortTests)
    .executableTarget(
      name: "PortedBookshelf", dependencies: ["HeadlessUIKit"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),

    // Tool: a small command-line base, then one target per job, then the command table
    .target(name: "StepwiseCLI", dependencies: ["HeadlessUIKitCore", "ViewHarness"]),
    // An app as a program: the interactive simulator, script playing, the page it serves
    // itself in (`--serve`, which `stepwise serve --dir` uses), and the process of an app
    // with `@main`
    .target(
      name: "AppRunner",
      dependencies: ["HeadlessUIKitCore", "ViewHarness", "StepwiseCLI", "StepwiseServe"]),
    .testTarget(
      name: "AppRunnerTests",
      dependencies: ["AppRunner", "StepwiseTestSupport", "PortedChecklists", "ContainerProbe"]),
    // An app that prints where Foundation's names point, run by AppRunnerTests
    .executableTarget(
      name: "ContainerProbe", dependencies: ["HeadlessUIKit"], path: "Tests/ContainerProbe",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(name: "StepwiseCLITests", dependencies: ["StepwiseCLI", "StepwiseTestSupport"]),
    .target(name: "SourceDiff", dependencies: ["StepwiseCLI", "ViewHarness"]),
    .testTarget(name: "SourceDiffTests", dependencies: ["SourceDiff", "StepwiseCLI"]),
    .target(
      name: "ChapterRender",
      dependencies: ["HeadlessUIKitCore", "ViewHarness", "StepwiseCLI", "SourceDiff", "PortKit"]),
    .testTarget(name: "ChapterRenderTests", dependencies: ["ChapterRender"]),
    .target(name: "StepwiseServe", dependencies: ["HeadlessUIKitCore", "ViewHarness"]),
    .testTarget(
      name: "StepwiseServeTests",
      dependencies: ["StepwiseServe", "ViewHarness", "StepwiseTestSupport", "Checklists09"]),
    .target(name: "ExerciseRunner", dependencies: ["StepwiseCLI", "SourceDiff"]),
    .target(
      name: "TutorialRunner", dependencies: ["ExerciseRunner", "StepwiseCLI", "SourceDiff"]),
    .testTarget(
      name: "TutorialRunnerTests",
      dependencies: ["TutorialRunner", "ExerciseRunner", "StepwiseCLI", "StepwiseTestSupport"]),
    // The teacher's side: an assignment template with its grading workflow, grading, and
    // the class view
    .target(
      name: "Classroom", dependencies: ["TutorialRunner", "ExerciseRunner", "StepwiseCLI"]),
    .testTarget(
      name: "ClassroomTests",
      dependencies: [
        "Classroom", "TutorialRunner", "ExerciseRunner", "StepwiseCLI", "StepwiseTestSupport",
      ]),
    // An Xcode project read, its storyboard translated, and the package that runs it written
    .target(name: "PortKit"),
    // The fixtures are Xcode projects written for UIKit: read by the tests, never compiled
    .testTarget(
      name: "PortTests",
      dependencies: ["PortKit", "StepwiseTestSupport", "ExerciseRunner", "PortedBookshelf"],
      exclude: ["Fixtures"]),
    // A stage or a learner's package written as an Xcode project: PortKit's other way
    .target(name: "ExportKit", dependencies: ["HeadlessUIKitCore"]),
    .testTarget(
      name: "ExportKitTests",
      dependencies: [
        "ExportKit", "PortKit", "StepwiseTestSupport", "ExerciseRunner", "TutorialRunner",
        "HeadlessUIKitCore",
        "Checklists01", "Checklists02", "Checklists03", "Checklists04", "Checklists05",
        "Checklists06", "Checklists07", "Checklists08",
      ]),
    .testTarget(
      name: "ExerciseRunnerTests",
      dependencies: ["ExerciseRunner", "StepwiseCLI", "StepwiseTestSupport"]),
    .target(
      name: "StepwiseTool",
      dependencies: [
        "HeadlessUIKitCore", "ViewHarness", "StepwiseCLI", "AppRunner", "SourceDiff",
        "ChapterRender", "ExerciseRunner", "TutorialRunner", "Classroom", "StepwiseServe",
        "PortKit", "ExportKit",
        "Checklists01", "Checklists02", "Checklists03", "Checklists04", "Checklists05",
        "Checklists06", "Checklists07", "Checklists08", "Checklists09",
        "TodoArchiver", "TodoCodable", "TaskMVC", "NameInjection",
      ]),
    .executableTarget(name: "stepwise", dependencies: ["StepwiseTool"]),
    .testTarget(
      name: "StepwiseToolTests",
      dependencies: [
        "StepwiseTool", "stepwise", "StepwiseCLI", "SourceDiff", "ChapterRender", "ExerciseRunner",
        "StepwiseServe", "StepwiseTestSupport",
      ]),

    // Chapters
    .testTarget(
      name: "ChaptersTests",
      dependencies: [
        "StepwiseTool", "StepwiseCLI", "SourceDiff", "ChapterRender", "ExerciseRunner",
        "TutorialRunner", "ViewHarness",
      ]),

    // Exercises: each reference solution is its stage with the exercise's files replaced
    // (Chapters/Exercises/Solutions/<Name>/Stage links to the stage's folder)
    .target(
      name: "Checklists01ItemCount", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists01ItemCount",
      exclude: ["Stage/Controllers/ChecklistViewController.swift"]),
    .target(
      name: "Checklists01SortButton", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists01SortButton",
      exclude: ["Stage/Storyboard.swift", "Stage/Controllers/ChecklistViewController.swift"]),
    .target(
      name: "Checklists02BlankText", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists02BlankText",
      exclude: ["Stage/Controllers/AddItemViewController.swift"]),
    .target(
      name: "Checklists02NewItemsFirst", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists02NewItemsFirst",
      exclude: ["Stage/Controllers/ChecklistViewController.swift"]),
    .target(
      name: "Checklists03DoneWhenChanged", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists03DoneWhenChanged",
      exclude: ["Stage/Controllers/ItemDetailViewController.swift"]),
    .target(
      name: "Checklists03EditUnchecks", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists03EditUnchecks",
      exclude: [
        "Stage/Controllers/ItemDetailViewController.swift",
        "Stage/Controllers/ChecklistViewController.swift",
      ]),
    .target(
      name: "Checklists04FirstLaunchSamples", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists04FirstLaunchSamples",
      exclude: ["Stage/Controllers/ChecklistViewController.swift"]),
    .target(
      name: "Checklists04JsonFile", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists04JsonFile",
      exclude: ["Stage/Controllers/ChecklistViewController.swift"]),
    .target(
      name: "Checklists05DeleteAsksFirst", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists05DeleteAsksFirst",
      exclude: ["Stage/Controllers/AllListsViewController.swift"]),
    .target(
      name: "Checklists05UniqueNames", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists05UniqueNames",
      exclude: [
        "Stage/Controllers/ListDetailViewController.swift",
        "Stage/Controllers/AllListsViewController.swift",
      ]),
    .target(
      name: "Checklists06SaveListsAtOnce", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists06SaveListsAtOnce",
      exclude: ["Stage/Controllers/AllListsViewController.swift"]),
    .target(
      name: "Checklists06OpenNewList", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists06OpenNewList",
      exclude: ["Stage/Controllers/AllListsViewController.swift"]),
    .target(
      name: "Checklists07SortedItems", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists07SortedItems",
      exclude: ["Stage/Controllers/ChecklistViewController.swift"]),
    .target(
      name: "Checklists07IconFromName", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists07IconFromName",
      exclude: ["Stage/Controllers/ListDetailViewController.swift"]),
    .target(
      name: "Checklists08MaxLength", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists08MaxLength",
      exclude: ["Stage/Controllers/ItemDetailViewController.swift"]),
    .target(
      name: "Checklists08BackupFile", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/Checklists08BackupFile",
      exclude: ["Stage/Model/DataModel.swift"]),
    .target(
      name: "Checklists09EarlyReminder", dependencies: ["HeadlessUIKit", "UserNotifications"],
      path: "Chapters/Exercises/Solutions/Checklists09EarlyReminder",
      exclude: ["Stage/Model/ChecklistItem.swift"]),
    .target(
      name: "Checklists09CheckedNoReminder",
      dependencies: ["HeadlessUIKit", "UserNotifications"],
      path: "Chapters/Exercises/Solutions/Checklists09CheckedNoReminder",
      exclude: ["Stage/Controllers/ChecklistViewController.swift"]),
    .target(
      name: "TodoArchiverCheckedToBottom", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/TodoArchiverCheckedToBottom",
      exclude: ["Stage/Controllers/TodoListViewController.swift"]),
    .target(
      name: "TodoCodableMissingDoneKey", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/TodoCodableMissingDoneKey",
      exclude: ["Stage/Model/Todo.swift"]),
    .target(
      name: "TaskMVCSortedByDeadline", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/TaskMVCSortedByDeadline",
      exclude: ["Stage/Model/TaskDataSource.swift"]),
    .target(
      name: "NameInjectionVariableKeepsName", dependencies: ["HeadlessUIKit"],
      path: "Chapters/Exercises/Solutions/NameInjectionVariableKeepsName",
      exclude: ["Stage/Controllers/VariableNameCheckViewController.swift"]),
    .testTarget(
      name: "ExerciseTests",
      dependencies: [
        "ViewHarness",
        "Checklists01ItemCount",
        "Checklists01SortButton",
        "Checklists02BlankText",
        "Checklists02NewItemsFirst",
        "Checklists03DoneWhenChanged",
        "Checklists03EditUnchecks",
        "Checklists04FirstLaunchSamples",
        "Checklists04JsonFile",
        "Checklists05DeleteAsksFirst",
        "Checklists05UniqueNames",
        "Checklists06SaveListsAtOnce",
        "Checklists06OpenNewList",
        "Checklists07SortedItems",
        "Checklists07IconFromName",
        "Checklists08MaxLength",
        "Checklists08BackupFile",
        "Checklists09EarlyReminder",
        "Checklists09CheckedNoReminder",
        "TodoArchiverCheckedToBottom",
        "TodoCodableMissingDoneKey",
        "TaskMVCSortedByDeadline",
        "NameInjectionVariableKeepsName",
      ]),

    // Benchmarks
    .target(
      name: "StepwiseBenchKit",
      dependencies: [
        "HeadlessUIKitCore", "ViewHarness", "StepwiseCLI", "Checklists06", "Classroom",
      ],
      // Swift 6.3's optimizer stops on AppDefaults' method table in a module that also sees
      // HeadlessUIKit's UserDefaults.standard ("result is ambiguous"); the bench does without
      // the one pass that reads it, which inlines no other module's code into the bench.
      swiftSettings: [.unsafeFlags(["-Xllvm", "-sil-disable-pass=performance-linker"])]),
    .testTarget(name: "StepwiseBenchTests", dependencies: ["StepwiseBenchKit"]),
    .executableTarget(name: "stepwise-bench", dependencies: ["StepwiseBenchKit"]),
  ],
  swiftLanguageModes: [.v6]
)
