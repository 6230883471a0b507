// The project's shared scheme (`xcshareddata/xcschemes/<App>.xcscheme`): build and run the
// app, test it with its test targets.

import StepwiseBasics

/// The shared scheme Xcode writes for an app with test targets: the app built for every
/// action, run and profiled; its unit-test and UI-test bundles listed in the Test action, so
/// that Product › Test (⌘U) runs them all.
struct ProjectScheme {
  /// The project's name, its app target's and its scheme's.
  let name: String
  /// The app target's id in the project file.
  let appID: String
  /// The test targets' ids and names, in the Test action's order.
  let tests: [(id: String, name: String)]
  /// The Xcode version that wrote it (`LastUpgradeVersion`), as the project file says.
  let lastUpgradeCheck: Int

  /// Where the scheme goes, relative to the project's folder.
  var path: String { "\(name).xcodeproj/xcshareddata/xcschemes/\(name).xcscheme" }

  /// A reference to a target's product, indented by `indent` spaces.
  private func reference(id: String, product: String, target: String, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    return """
      \(pad)<BuildableReference
      \(pad)   BuildableIdentifier = "primary"
      \(pad)   BlueprintIdentifier = "\(id)"
      \(pad)   BuildableName = "\(product.xmlEscaped())"
      \(pad)   BlueprintName = "\(target.xmlEscaped())"
      \(pad)   ReferencedContainer = "container:\(name.xmlEscaped()).xcodeproj">
      \(pad)</BuildableReference>
      """
  }

  /// The scheme's XML.
  func text() -> String {
    let app = { (indent: Int) in
      reference(id: appID, product: name + ".app", target: name, indent: indent)
    }
    let testables = tests.map { test in
      """
               <TestableReference
                  skipped = "NO"
                  parallelizable = "YES">
      \(reference(id: test.id, product: test.name + ".xctest", target: test.name, indent: 12))
               </TestableReference>
      """
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <Scheme
         LastUpgradeVersion = "\(lastUpgradeCheck)"
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
}
