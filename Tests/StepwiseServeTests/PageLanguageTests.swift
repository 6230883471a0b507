// The page sets the device's language with the script's own line: the app starts again in
// it, and the walkthrough the page writes says so.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@testable import StepwiseServe

@MainActor
@Suite struct PageLanguageTests {
  @Test func languageJaOnThePageStartsTheAppAgainInJapanese() async throws {
    let site = try LiveSite(apps: [FruitApp.descriptor], startApp: FruitApp.descriptor)
    let session = try await site.newSession()

    let switched = try await site.send("language ja", to: session).state()
    await site.stop()

    #expect(switched.isRunning)
    #expect(switched.message == nil, "\(switched.message ?? "")")
    #expect(switched.script.contains("language ja"), "\(switched.script)")
    #expect(switched.flow.contains("language ja"), "\(switched.flow)")
    #expect(switched.language == "ja")
  }

  /// `serve --language ja`: each new tab's device is in Japanese, and its walkthrough says so
  /// after the launch, so that it replays the same way.
  @Test func aSiteWithADeviceLanguageStartsEachTabInIt() async throws {
    let site = try LiveSite(
      apps: [FruitApp.descriptor], startApp: FruitApp.descriptor, deviceLanguage: "ja")
    let first = try await site.newSession()
    let second = try await site.newSession()
    let states = [
      try await site.request("GET", "/session/\(first)/state").state(),
      try await site.request("GET", "/session/\(second)/state").state(),
    ]
    let back = try await site.send("language en", to: first).state()
    await site.stop()

    for state in states {
      #expect(state.isRunning)
      #expect(state.language == "ja")
      let lines = state.script.split(separator: "\n").map(String.init)
      #expect(
        Array(lines.dropFirst().prefix(2)) == ["launch \(FruitApp.descriptor.id)", "language ja"])
    }
    #expect(back.language == "en")
  }

  /// The app's own program reports the device's language the page shows.
  @Test func theAppsOwnProgramSaysWhichLanguageItsDeviceIsIn() async throws {
    let data = try TemporaryFolder()
    let site = try LiveSite(
      program: try BuiltProgram(named: "PortedChecklists").url(),
      sandbox: data.url.appendingPathComponent("box"), deviceLanguage: "fr")
    let session = try await site.newSession()
    let started = try await site.request("GET", "/session/\(session)/state").state()
    let switched = try await site.send("language ja", to: session).state()
    await site.stop()

    #expect(started.isRunning)
    #expect(started.language == "fr")
    #expect(switched.language == "ja")
    #expect(switched.isRunning)
  }
}
