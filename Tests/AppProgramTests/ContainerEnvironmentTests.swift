// The variables an app's process starts with, so Foundation's names point into its container.

import Foundation
import Testing

@testable import AppProgram

@Suite struct ContainerEnvironmentTests {
  @Test func everyNameFoundationReadsPointsIntoTheContainer() {
    let environment = ContainerEnvironment(root: URL(fileURLWithPath: "/data/box/../app box"))
    #expect(environment.root.path == "/data/app box")
    #expect(
      environment.variables == [
        "STEPWISE_APP_CONTAINER": "/data/app box",
        "CFFIXED_USER_HOME": "/data/app box",
        "HOME": "/data/app box",
        "XDG_CONFIG_HOME": "/data/app box/Library/Preferences",
        "XDG_DATA_HOME": "/data/app box/Library/Application Support",
        "XDG_CACHE_HOME": "/data/app box/Library/Caches",
        "TMPDIR": "/data/app box/tmp/",
      ])
  }

  @Test func theFoldersAreAnIOSContainers() {
    let environment = ContainerEnvironment(root: URL(fileURLWithPath: "/box"))
    #expect(
      environment.folders.map(\.path) == [
        "/box/Documents", "/box/Library/Preferences", "/box/Library/Caches",
        "/box/Library/Application Support", "/box/tmp",
      ])
  }

  @Test func thisTestProcessIsNotInAContainer() {
    // The test runner was started without the variables: Foundation's names point at the
    // machine's home, and the check says so rather than passing by accident.
    let problems = ContainerEnvironment.misplaced(in: URL(fileURLWithPath: "/nonexistent/box"))
    #expect(problems.count == 2)
    #expect(problems.first?.hasPrefix("NSHomeDirectory() is ") == true)
  }

  @Test func aMissingInfoPlistIsExplainedWithTheDeclarationToAdd() {
    let message = AppProcess.missingInfoPlist(delegate: "AppDelegate")
    #expect(message.hasPrefix("AppDelegate is marked @main but says nothing of"))
    #expect(message.contains("extension AppDelegate {"))
    #expect(message.contains("makeDelegate: { AppDelegate() }"))
  }
}
