// The project's test targets as the package's: each under a name SwiftPM takes, its unit
// tests hosted in the app as `TEST_HOST` says.

import Foundation
import StepwiseBasics

extension PortedPackage {
  /// Ports a test target into `Tests/<name>/`, hosted in the app when it is a unit-test
  /// target; returns the modules its files import.
  mutating func portTestTarget(_ target: XcodeProject.TestTarget) -> Set<String> {
    let target = uniquelyNamed(target)
    var testPorter = SwiftPorter(
      project: SwiftProject(files: target.swiftFiles), testedModule: project.moduleName)
    testPorter.storyboardName = project.storyboard?.name
    let dropped = target.folder.isEmpty ? 0 : target.folder.count + 1
    for file in testPorter.run() {
      files.append(("Tests/\(target.name)/\(file.path.dropFirst(dropped))", file.text))
    }
    report.mechanical += testPorter.report.mechanical
    report.rewritten += testPorter.report.rewritten
    report.untranslated += testPorter.report.untranslated
    if target.isUITests {
      uiTestTargets.append(target.name)
    } else {
      testTargets.append(target.name)
      hostTests(of: target)
    }
    return testPorter.imports
  }

  /// The test target with a name no other target of the package has: SwiftPM takes no two
  /// targets of one name, where Xcode does (a test target named as its app). A name taken is
  /// followed by `Tests`, then a number, and the report says so.
  mutating func uniquelyNamed(_ target: XcodeProject.TestTarget)
    -> XcodeProject.TestTarget
  {
    let taken = Set([project.moduleName] + testTargets + uiTestTargets)
    guard taken.contains(target.name) else { return target }
    var renamed = target
    renamed.name = target.name + "Tests"
    var number = 2
    while taken.contains(renamed.name) {
      renamed.name = target.name + "Tests\(number)"
      number += 1
    }
    report.rewritten(
      target.folder.isEmpty ? target.name : target.folder, nil,
      "the test target \(target.name) is \(renamed.name) in the package: SwiftPM takes no two "
        + "targets of one name, and another target is \(target.name)")
    return renamed
  }

  /// Gives a unit-test target whose tests run in the app (`TEST_HOST`) its host, in a
  /// `TestHost.swift` of its own: the kit launches the app before a test first asks UIKit
  /// for it. The targets' tests share one test program, which can have one host: the first
  /// hosted target names it for all.
  ///
  /// Every unit-test target also gets Foundation's names for the app's folders and
  /// preferences (in `TestHost.swift`, or alone in `SandboxNames.swift`), declared in its own
  /// module, so that a test file importing XCTest finds the app's container through them.
  mutating func hostTests(of target: XcodeProject.TestTarget) {
    guard target.isHosted, let appDelegate, !hasTestHost else {
      if target.isHosted, appDelegate != nil {
        report.untranslated(
          "Tests/\(target.name)", nil,
          "hosted in the app as well: SwiftPM runs every test target in one program, so the "
            + "first hosted target's TestHost.swift launches the app for all of them")
      }
      let path = uniqueTestPath("SandboxNames.swift", in: target)
      files.append((path, TestHostFile.sandboxNamesText))
      report.mechanical(
        path, nil,
        "written: FileManager's folders, UserDefaults.standard and NSHomeDirectory() mean the "
          + "app's container in these tests, as on iOS")
      return
    }
    let path = uniqueTestPath(TestHostFile.name, in: target)
    files.append((path, TestHostFile.text(module: project.moduleName, delegate: appDelegate)))
    hasTestHost = true
    report.mechanical(
      path, nil,
      "written: the tests run hosted in the app, as TEST_HOST says; UIApplication.shared, its "
        + "delegate and key window are the app's, launched before a test first asks for them")
  }

  /// A path in a test target's folder for a file of this name, prefixed with "Ported" until
  /// no file of the project takes it.
  func uniqueTestPath(_ name: String, in target: XcodeProject.TestTarget) -> String {
    var name = name
    while files.contains(where: { $0.path == "Tests/\(target.name)/\(name)" }) {
      name = "Ported" + name
    }
    return "Tests/\(target.name)/\(name)"
  }
}
