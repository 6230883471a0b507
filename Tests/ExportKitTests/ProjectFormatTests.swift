// The project file's format agrees with its settings: Xcode 26's settings in Xcode 26's format.

import Testing

@testable import ExportKit

@Suite struct ProjectFormatTests {
  func project(mainActorByDefault: Bool) -> String {
    ProjectFile(
      name: "Checklists", swiftFiles: ["AppDelegate.swift"], hasAssetCatalog: false,
      bundleIdentifier: "com.example.Checklists", swiftVersion: "6.0", deploymentTarget: "17.0",
      mainActorByDefault: mainActorByDefault
    ).text()
  }

  @Test func aProjectWhoseCodeIsOnTheMainActorByDefaultIsInXcode26sFormat() {
    let text = project(mainActorByDefault: true)
    #expect(text.contains("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"))
    #expect(text.contains("\tobjectVersion = 77;\n"))
    #expect(text.contains("\t\t\tpreferredProjectObjectVersion = 77;\n"))
    #expect(text.contains("\t\t\t\tLastUpgradeCheck = 2600;\n"))
    #expect(!text.contains("compatibilityVersion"))
  }

  @Test func anyOtherProjectIsInXcode14sFormatWhichEveryXcodeSinceOpens() {
    let text = project(mainActorByDefault: false)
    #expect(!text.contains("SWIFT_DEFAULT_ACTOR_ISOLATION"))
    #expect(text.contains("\tobjectVersion = 56;\n"))
    #expect(text.contains("\t\t\tcompatibilityVersion = \"Xcode 14.0\";\n"))
    #expect(text.contains("\t\t\t\tLastUpgradeCheck = 1500;\n"))
    #expect(!text.contains("preferredProjectObjectVersion"))
  }
}
