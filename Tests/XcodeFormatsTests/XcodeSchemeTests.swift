// A shared scheme: read as Xcode saves one, written as Xcode writes one, and read back the same.

import Foundation
import StepwiseBasics
import Testing
import XcodeFormats

@Suite("Shared schemes")
struct XcodeSchemeTests {
  /// A scheme as Xcode 16 saves one for an app with a unit-test bundle and a UI-test bundle
  /// the developer unticked in the Test action, with what the model does not hold (launch
  /// arguments, an environment variable, a code-coverage setting) around it.
  static let tallyScheme = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Scheme
       LastUpgradeVersion = "1640"
       version = "1.7">
       <BuildAction
          parallelizeBuildables = "YES"
          buildImplicitDependencies = "YES"
          buildArchitectures = "Automatic">
          <BuildActionEntries>
             <BuildActionEntry
                buildForTesting = "YES"
                buildForRunning = "YES"
                buildForProfiling = "YES"
                buildForArchiving = "YES"
                buildForAnalyzing = "YES">
                <BuildableReference
                   BuildableIdentifier = "primary"
                   BlueprintIdentifier = "5A1F2C3D2B00000100ABCDEF"
                   BuildableName = "Tally.app"
                   BlueprintName = "Tally"
                   ReferencedContainer = "container:Tally.xcodeproj">
                </BuildableReference>
             </BuildActionEntry>
          </BuildActionEntries>
       </BuildAction>
       <TestAction
          buildConfiguration = "Debug"
          selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
          selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
          shouldUseLaunchSchemeArgsEnv = "YES"
          codeCoverageEnabled = "YES">
          <Testables>
             <TestableReference
                skipped = "NO"
                parallelizable = "YES">
                <BuildableReference
                   BuildableIdentifier = "primary"
                   BlueprintIdentifier = "5A1F2C3D2B00000200ABCDEF"
                   BuildableName = "TallyTests.xctest"
                   BlueprintName = "TallyTests"
                   ReferencedContainer = "container:Tally.xcodeproj">
                </BuildableReference>
             </TestableReference>
             <TestableReference
                skipped = "YES">
                <BuildableReference
                   BuildableIdentifier = "primary"
                   BlueprintIdentifier = "5A1F2C3D2B00000300ABCDEF"
                   BuildableName = "TallyUITests.xctest"
                   BlueprintName = "TallyUITests"
                   ReferencedContainer = "container:Tally.xcodeproj">
                </BuildableReference>
             </TestableReference>
          </Testables>
       </TestAction>
       <LaunchAction
          buildConfiguration = "Debug"
          launchStyle = "0"
          useCustomWorkingDirectory = "NO"
          ignoresPersistentStateOnLaunch = "NO"
          debugDocumentVersioning = "YES"
          debugServiceExtension = "internal"
          allowLocationSimulation = "YES">
          <BuildableProductRunnable
             runnableDebuggingMode = "0">
             <BuildableReference
                BuildableIdentifier = "primary"
                BlueprintIdentifier = "5A1F2C3D2B00000100ABCDEF"
                BuildableName = "Tally.app"
                BlueprintName = "Tally"
                ReferencedContainer = "container:Tally.xcodeproj">
             </BuildableReference>
          </BuildableProductRunnable>
          <CommandLineArguments>
             <CommandLineArgument
                argument = "-AppleLanguages (ja)"
                isEnabled = "YES">
             </CommandLineArgument>
          </CommandLineArguments>
          <EnvironmentVariables>
             <EnvironmentVariable
                key = "TALLY_RESET"
                value = "1"
                isEnabled = "NO">
             </EnvironmentVariable>
          </EnvironmentVariables>
       </LaunchAction>
    </Scheme>
    """

  @Test func xcodesSchemeIsReadWithItsAppAndEachTestBundle() throws {
    let scheme = try XcodeScheme(reading: Data(Self.tallyScheme.utf8))
    #expect(scheme.container == "Tally.xcodeproj")
    #expect(scheme.lastUpgradeVersion == 1640)
    #expect(
      scheme.app == .init(id: "5A1F2C3D2B00000100ABCDEF", product: "Tally.app", target: "Tally"))
    #expect(scheme.testables.map(\.buildable.target) == ["TallyTests", "TallyUITests"])
    #expect(scheme.testables.map(\.isSkipped) == [false, true])
    // No parallelizable attribute: Xcode's default, serial.
    #expect(scheme.testables.map(\.isParallelizable) == [true, false])
    #expect(scheme.testables[1].buildable.product == "TallyUITests.xctest")
  }

  /// Names as a project may have them: spaces, XML's and Swift's own characters, Japanese,
  /// an emoji, a line break.
  static let names = [
    "Tally", "My App", "Tom & Jerry", "<Lists>", "\"Quoted\"", "It's", "買い物リスト", "📋 Todo",
    "Two\nLines", "a/b", "x",
  ]

  /// A target's id in a project file: 24 hexadecimal digits.
  static func randomID(using random: inout SplitMix64) -> String {
    String((0..<24).map { _ in random.pick(Array("0123456789ABCDEF")) })
  }

  static func randomScheme(using random: inout SplitMix64) -> XcodeScheme {
    let name = random.pick(names)
    var testables: [XcodeScheme.Testable] = []
    for index in 0..<random.next(in: 0...3) {
      let target = "\(name)Tests\(index)\(random.pick(names))"
      let id = randomID(using: &random)
      testables.append(
        .init(
          .init(id: id, product: target + ".xctest", target: target),
          isSkipped: random.oneIn(3), isParallelizable: random.oneIn(2)))
    }
    let container = "\(random.pick(names)).xcodeproj"
    let version = random.pick([1500, 1640, 2600, nil])
    let app = XcodeScheme.Buildable(
      id: randomID(using: &random), product: name + ".app", target: name)
    return XcodeScheme(
      container: container, lastUpgradeVersion: version, app: app, testables: testables)
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func aGeneratedSchemeReadsBackAsWritten(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let scheme = Self.randomScheme(using: &random)
    let text = scheme.text()
    #expect(try XcodeScheme(reading: Data(text.utf8)) == scheme, "seed \(seed):\n\(text)")
  }

  @Test func xcodesSchemeReadAndWrittenReadsBackTheSame() throws {
    let scheme = try XcodeScheme(reading: Data(Self.tallyScheme.utf8))
    #expect(try XcodeScheme(reading: Data(scheme.text().utf8)) == scheme)
  }

  /// A damaged scheme: its line (where the element's start tag ends, as the XML parser
  /// counts) and why.
  @Test(arguments: [
    ("", "not a scheme's XML"),
    ("<Scheme LastUpgradeVersion = \"1500\">", "not a scheme's XML"),
    ("<Workspace/>", "line 1: the document is a <Workspace>, not a <Scheme>"),
    (
      "<Scheme LastUpgradeVersion = \"new\"/>",
      #"line 1: <Scheme>'s LastUpgradeVersion "new" is not a number"#
    ),
    ("<Scheme LastUpgradeVersion = \"1500\"/>", "line 1: the scheme neither runs nor builds"),
    ("<Scheme/>", "line 1: the scheme neither runs nor builds"),
    (
      """
      <Scheme LastUpgradeVersion = "1500"><LaunchAction><BuildableProductRunnable>
      <BuildableReference BlueprintIdentifier = "A" BuildableName = "A.app"/>
      </BuildableProductRunnable></LaunchAction></Scheme>
      """,
      "line 2: <BuildableReference> has no BlueprintName"
    ),
    (
      """
      <Scheme LastUpgradeVersion = "1500"><LaunchAction><BuildableProductRunnable>
      <BuildableReference BlueprintIdentifier = "A" BuildableName = "A.app" BlueprintName = "A"
       ReferencedContainer = "A.xcodeproj"/>
      </BuildableProductRunnable></LaunchAction></Scheme>
      """,
      "line 3: <BuildableReference> names no container:…xcodeproj"
    ),
    (
      """
      <Scheme LastUpgradeVersion = "1500">
      <TestAction><Testables><TestableReference skipped = "NO">
      <BuildableReference BlueprintIdentifier = "T" BuildableName = "T.xctest" BlueprintName = "T"
       ReferencedContainer = "container:Other.xcodeproj"/>
      </TestableReference></Testables></TestAction>
      <LaunchAction><BuildableProductRunnable>
      <BuildableReference BlueprintIdentifier = "A" BuildableName = "A.app" BlueprintName = "A"
       ReferencedContainer = "container:A.xcodeproj"/>
      </BuildableProductRunnable></LaunchAction></Scheme>
      """,
      "line 4: a reference names container Other.xcodeproj, another A.xcodeproj: one project"
    ),
    (
      """
      <Scheme LastUpgradeVersion = "1500">
      <TestAction><Testables><TestableReference skipped = "NO"/></Testables></TestAction>
      <LaunchAction><BuildableProductRunnable>
      <BuildableReference BlueprintIdentifier = "A" BuildableName = "A.app" BlueprintName = "A"
       ReferencedContainer = "container:A.xcodeproj"/>
      </BuildableProductRunnable></LaunchAction></Scheme>
      """,
      "line 2: <TestableReference> names no target"
    ),
  ])
  func aDamagedSchemeGivesItsLineAndWhy(text: String, reason: String) {
    #expect {
      try XcodeScheme(reading: Data(text.utf8))
    } throws: { error in
      "\(error)".contains(reason)
    }
  }
}
