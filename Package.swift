// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Stepwise",
  platforms: [.macOS(.v14)],
  targets: [
    // Simulated UIKit
    .target(name: "HeadlessUIKit"),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "ViewHarness"]),

    // Simulated device and user
    .target(name: "ViewHarness", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "ViewHarnessTests", dependencies: ["ViewHarness"]),

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
  ],
  swiftLanguageModes: [.v6]
)
