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

    // Tool
    .target(name: "StepwiseTool", dependencies: ["HeadlessUIKit", "ViewHarness"]),
    .executableTarget(name: "stepwise", dependencies: ["StepwiseTool"]),
    .testTarget(name: "StepwiseToolTests", dependencies: ["StepwiseTool", "stepwise"]),
  ],
  swiftLanguageModes: [.v6]
)
