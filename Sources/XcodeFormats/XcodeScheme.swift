// A shared scheme (`<App>.xcodeproj/xcshareddata/xcschemes/<App>.xcscheme`): which target
// Xcode builds, runs and profiles, and which test bundles Product › Test (⌘U) runs.

import Foundation
import StepwiseBasics

/// What a shared scheme says of a project: the app built for every action, run and profiled;
/// the test bundles of its Test action, each run or skipped.
///
/// ```swift
/// let scheme = try XcodeScheme(reading: data)
/// scheme.testables.filter(\.isSkipped).map(\.buildable.target)  // ["SlowTests"]
/// XcodeScheme(reading: Data(scheme.text().utf8)) == scheme        // true
/// ```
package struct XcodeScheme: Equatable, Sendable {
  /// A target's product, as a scheme names it (`BuildableReference`).
  package struct Buildable: Equatable, Sendable {
    /// The target's id in the project file (`BlueprintIdentifier`).
    package var id: String
    /// Its product's file name (`BuildableName`): `Checklists.app`, `ChecklistsTests.xctest`.
    package var product: String
    /// The target's name (`BlueprintName`).
    package var target: String

    package init(id: String, product: String, target: String) {
      self.id = id
      self.product = product
      self.target = target
    }
  }

  /// A test bundle of the Test action.
  package struct Testable: Equatable, Sendable {
    package var buildable: Buildable
    /// Whether ⌘U leaves it out (`skipped = "YES"`).
    package var isSkipped: Bool
    /// Whether its tests may run in parallel (`parallelizable`).
    package var isParallelizable: Bool

    package init(_ buildable: Buildable, isSkipped: Bool = false, isParallelizable: Bool = true) {
      self.buildable = buildable
      self.isSkipped = isSkipped
      self.isParallelizable = isParallelizable
    }
  }

  /// The project file's folder the targets are in (`ReferencedContainer`):
  /// `Checklists.xcodeproj`.
  package var container: String
  /// The Xcode version that last wrote it (`LastUpgradeVersion`), as the project file says;
  /// nil when the scheme does not say (a tool other than Xcode wrote it).
  package var lastUpgradeVersion: Int?
  /// The app: built for every action, launched by Run, profiled.
  package var app: Buildable
  /// The Test action's bundles, in order.
  package var testables: [Testable]

  package init(container: String, lastUpgradeVersion: Int?, app: Buildable, testables: [Testable]) {
    self.container = container
    self.lastUpgradeVersion = lastUpgradeVersion
    self.app = app
    self.testables = testables
  }

  /// Why a scheme could not be read, with the line it stopped at.
  package typealias ReadError = DocumentReadError
}

// MARK: - Writing

extension XcodeScheme {
  /// The scheme's XML, as Xcode writes a shared scheme: three-space indents, one attribute a
  /// line.
  package func text() -> String {
    let app = { (indent: Int) in reference(self.app, indent: indent) }
    let testables = testables.map { testable in
      """
               <TestableReference
                  skipped = "\(testable.isSkipped ? "YES" : "NO")"
                  parallelizable = "\(testable.isParallelizable ? "YES" : "NO")">
      \(reference(testable.buildable, indent: 12))
               </TestableReference>
      """
    }.joined(separator: "\n")
    let version = lastUpgradeVersion.map { "\n   LastUpgradeVersion = \"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <Scheme\(version)
         version = "1.7">
         <BuildAction
            parallelizeBuildables = "YES"
            buildImplicitDependencies = "YES">
            <BuildActionEntries>
               <BuildActionEntry
                  buildForTesting = "YES"
                  buildForRunning = "YES"
                  buildForProfiling = "YES"
                  buildForArchiving = "YES"
                  buildForAnalyzing = "YES">
      \(app(12))
               </BuildActionEntry>
            </BuildActionEntries>
         </BuildAction>
         <TestAction
            buildConfiguration = "Debug"
            selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
            selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
            shouldUseLaunchSchemeArgsEnv = "YES"
            shouldAutocreateTestPlan = "YES">
            <Testables>
      \(testables)
            </Testables>
         </TestAction>
         <LaunchAction
            buildConfiguration = "Debug"
            selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
            selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
            launchStyle = "0"
            useCustomWorkingDirectory = "NO"
            ignoresPersistentStateOnLaunch = "NO"
            debugDocumentVersioning = "YES"
            debugServiceExtension = "internal"
            allowLocationSimulation = "YES">
            <BuildableProductRunnable
               runnableDebuggingMode = "0">
      \(app(9))
            </BuildableProductRunnable>
         </LaunchAction>
         <ProfileAction
            buildConfiguration = "Release"
            shouldUseLaunchSchemeArgsEnv = "YES"
            savedToolIdentifier = ""
            useCustomWorkingDirectory = "NO"
            debugDocumentVersioning = "YES">
            <BuildableProductRunnable
               runnableDebuggingMode = "0">
      \(app(9))
            </BuildableProductRunnable>
         </ProfileAction>
         <AnalyzeAction
            buildConfiguration = "Debug">
         </AnalyzeAction>
         <ArchiveAction
            buildConfiguration = "Release"
            revealArchiveInOrganizer = "YES">
         </ArchiveAction>
      </Scheme>

      """
  }

  /// A reference to a target's product, indented by `indent` spaces; line breaks in a name
  /// kept as character references, as Xcode keeps them.
  private func reference(_ buildable: Buildable, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    func escaped(_ text: String) -> String { text.xmlEscaped(lineBreaks: .characterReference) }
    return """
      \(pad)<BuildableReference
      \(pad)   BuildableIdentifier = "primary"
      \(pad)   BlueprintIdentifier = "\(escaped(buildable.id))"
      \(pad)   BuildableName = "\(escaped(buildable.product))"
      \(pad)   BlueprintName = "\(escaped(buildable.target))"
      \(pad)   ReferencedContainer = "container:\(escaped(container))">
      \(pad)</BuildableReference>
      """
  }
}

// MARK: - Reading

extension XcodeScheme {
  /// Reads a scheme from its XML. The app is the one the Launch action runs, or else the
  /// first the Build action builds; every reference must name the same container.
  package init(reading data: Data) throws(ReadError) {
    let root = try XMLElementNode.root(of: data, as: "a scheme")
    guard root.name == "Scheme" else {
      throw ReadError(
        line: root.line, reason: "the document is a <\(root.name)>, not a <Scheme>")
    }
    var version: Int?
    if let text = root["LastUpgradeVersion"] {
      guard let number = Int(text) else {
        throw ReadError(
          line: root.line, reason: "<Scheme>'s LastUpgradeVersion \"\(text)\" is not a number")
      }
      version = number
    }
    let launched = root.child("LaunchAction")?.child("BuildableProductRunnable")?
      .child("BuildableReference")
    let built = root.child("BuildAction")?.child("BuildActionEntries")?.children(
      "BuildActionEntry"
    ).lazy.compactMap { $0.child("BuildableReference") }.first
    guard let appReference = launched ?? built else {
      throw ReadError(line: root.line, reason: "the scheme neither runs nor builds a target")
    }
    var container: String?
    func buildable(_ element: XMLElementNode) throws(ReadError) -> Buildable {
      var values: [String] = []
      for name in ["BlueprintIdentifier", "BuildableName", "BlueprintName"] {
        guard let value = element[name] else {
          throw ReadError(line: element.line, reason: "<BuildableReference> has no \(name)")
        }
        values.append(value)
      }
      let prefix = "container:"
      guard let named = element["ReferencedContainer"], named.hasPrefix(prefix) else {
        throw ReadError(
          line: element.line, reason: "<BuildableReference> names no container:…xcodeproj")
      }
      let folder = String(named.dropFirst(prefix.count))
      if let container, container != folder {
        throw ReadError(
          line: element.line,
          reason: "a reference names container \(folder), another \(container): one project")
      }
      container = folder
      return Buildable(id: values[0], product: values[1], target: values[2])
    }
    let app = try buildable(appReference)
    var testables: [Testable] = []
    for element in root.child("TestAction")?.child("Testables")?.children("TestableReference")
      ?? []
    {
      guard let reference = element.child("BuildableReference") else {
        throw ReadError(line: element.line, reason: "<TestableReference> names no target")
      }
      testables.append(
        Testable(
          try buildable(reference), isSkipped: element["skipped"] == "YES",
          isParallelizable: element["parallelizable"] == "YES"))
    }
    self.init(
      container: container ?? "", lastUpgradeVersion: version, app: app,
      testables: testables)
  }
}
