// The files a port writes beside the app's code: Package.swift, which depends on the course
// package for the kit, and PORTING.md, the report.

import Foundation
import StepwiseBasics

extension PortedPackage {
  // MARK: - Package.swift and PORTING.md

  /// Text on one line, for a comment or a heading: line breaks and other control
  /// characters become spaces.
  static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          switch scalar.properties.generalCategory {
          case .control, .lineSeparator, .paragraphSeparator: " "
          default: scalar
          }
        }))
  }

  /// The Swift language mode of a project's `SWIFT_VERSION`, as SwiftPM names it: `.v4`,
  /// `.v4_2`, `.v5` or `.v6` (`.v5` when the project sets none, or one SwiftPM has no mode
  /// for).
  static func languageMode(_ version: String?) -> String {
    let parts = (version ?? "").split(separator: ".").map(String.init)
    switch (parts.first, parts.dropFirst().first ?? "0") {
    case ("4", "2"): return ".v4_2"
    // Swift 3 code is nearest to Swift 4's mode, the oldest SwiftPM has, where the kit serves
    // the UIKit spellings of that time.
    case ("3", _), ("4", _): return ".v4"
    case ("6", _): return ".v6"
    default: return ".v5"
    }
  }

  func manifest(kit: URL, imports: Set<String>) -> String {
    let kitPath = SwiftStringLiteral.escaped(kit.standardizedFileURL.path)
    let kitName = SwiftStringLiteral.escaped(kit.standardizedFileURL.lastPathComponent)
    // UIKit, and the kit's module for each other framework the app or its tests import
    // (XCUIAutomation only for the UI tests, below).
    let products =
      ["HeadlessUIKit"]
      + SwiftPorter.kitModules.filter {
        $0.key != "UIKit" && $0.key != "XCUIAutomation" && imports.contains($0.key)
      }
      .map(\.value).sorted()
    let dependencies = products.map { ".product(name: \"\($0)\", package: \"\(kitName)\")" }
      .joined(separator: ", ")
    let mode = Self.languageMode(project.swiftVersion)
    let module = project.moduleName
    let tests = testTargets.map { name in
      """
      ,
          // The project's unit tests, which `@testable import` the app as in Xcode.
          .testTarget(name: "\(name)", dependencies: ["\(module)", \(dependencies)])
      """
    }.joined()
    // The image sets kept for the export are no part of the app's target.
    let excludeLine = assetSetFiles.isEmpty ? "" : "\n      exclude: [\"Assets.xcassets\"],"
    let resourcesLine =
      resources.isEmpty
      ? ""
      : "\n      resources: ["
        + resources.map { ".copy(\"\(SwiftStringLiteral.escaped($0))\")" }.joined(separator: ", ")
        + "],"
    let uiTests = uiTestTargets.map { name in
      """
      ,
          // The project's UI tests: XCUIApplication launches the app's program, as Xcode's
          // UI-test target launches its target application.
          .testTarget(
            name: "\(name)",
            dependencies: [
              \(dependencies), .product(name: "HeadlessXCUIAutomation", package: "\(kitName)"),
            ])
      """
    }.joined()
    return """
      // swift-tools-version: 6.2
      // \(Self.oneLine(project.name)), ported from its Xcode project by `stepwise port` to run headless on
      // HeadlessUIKit: PORTING.md says what changed. Run it with `swift run \(module)`.
      import PackageDescription

      let package = Package(
        name: "\(module)",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: "\(kitPath)")],
        targets: [
          // The app's code is on the main actor unless it says otherwise, as in an Xcode app
          // target.
          .executableTarget(
            name: "\(module)",
            dependencies: [\(dependencies)],\(excludeLine)\(resourcesLine)
            swiftSettings: [.defaultIsolation(MainActor.self)])\(tests)\(uiTests)
        ],
        swiftLanguageModes: [\(mode)]
      )

      """
  }

  func porting() -> String {
    let module = project.moduleName
    return """
      # \(Self.oneLine(project.name)), ported to run headless

      `stepwise port` wrote this package from the Xcode project `\(Self.oneLine(project.name)).xcodeproj`: \
      the app's Swift files with the edits Linux needs, its main storyboard declared in Swift \
      (`Storyboard.swift`) and its Info.plist declared in Swift (`Info.swift`).

      - `swift run \(module)` opens the app in the terminal simulator (type `help`).
      - `swift run \(module) --play walkthrough.stepwise` plays a walkthrough script.

      \(report.markdown)
      """
  }
}
