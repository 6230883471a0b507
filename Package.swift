// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Stepwise",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "stepwise", targets: ["stepwise"])
  ],
  targets: [
    // Simulated UIKit
    .target(name: "HeadlessUIKit"),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "ViewHarness"]),

    // Simulated device and user
    .target(name: "ViewHarness", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "ViewHarnessTests", dependencies: ["ViewHarness"]),

    // Checklists stages
    .target(name: "Checklists01", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "Checklists01Tests", dependencies: ["Checklists01", "ViewHarness"]),
    .target(name: "Checklists02", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "Checklists02Tests", dependencies: ["Checklists02", "ViewHarness"]),
    .target(name: "Checklists03", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "Checklists03Tests", dependencies: ["Checklists03", "ViewHarness"]),
    .target(name: "Checklists04", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "Checklists04Tests", dependencies: ["Checklists04", "ViewHarness"]),
    .target(name: "Checklists05", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "Checklists05Tests", dependencies: ["Checklists05", "ViewHarness"]),
    .target(name: "Checklists06", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "Checklists06Tests", dependencies: ["Checklists06", "ViewHarness"]),
    .target(name: "Checklists07", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "Checklists07Tests", dependencies: ["Checklists07", "Checklists06", "ViewHarness"]),
    .target(name: "Checklists08", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "Checklists08Tests", dependencies: ["Checklists08", "ViewHarness"]),

    // Side tracks
    .target(name: "TodoArchiver", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "TodoArchiverTests", dependencies: ["TodoArchiver", "ViewHarness"]),
    .target(name: "TodoCodable", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "TodoCodableTests", dependencies: ["TodoCodable", "TodoArchiver", "ViewHarness"]),
    .target(name: "TaskMVC", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "TaskMVCTests", dependencies: ["TaskMVC", "ViewHarness"]),
    .target(name: "NameInjection", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "NameInjectionTests", dependencies: ["NameInjection", "ViewHarness"]),

    // Tool
    .target(
      name: "StepwiseTool",
      dependencies: [
        "HeadlessUIKit", "ViewHarness",
        "Checklists01", "Checklists02", "Checklists03", "Checklists04", "Checklists05",
        "Checklists06", "Checklists07", "Checklists08",
        "TodoArchiver", "TodoCodable", "TaskMVC", "NameInjection",
      ]),
    .executableTarget(name: "stepwise", dependencies: ["StepwiseTool"]),
    .testTarget(name: "StepwiseToolTests", dependencies: ["StepwiseTool", "stepwise"]),

    // Chapters
    .testTarget(name: "ChaptersTests", dependencies: ["StepwiseTool"]),
  ],
  swiftLanguageModes: [.v6]
)
