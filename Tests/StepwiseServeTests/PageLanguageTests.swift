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
  }
}
