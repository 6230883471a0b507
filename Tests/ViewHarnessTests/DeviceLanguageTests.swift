// The device's language: set in Settings (a script's `language`), it starts the app again in
// it, and the app reads it through Foundation's names.

import HeadlessUIKit  // alone, as an app's file, for Locale.preferredLanguages
import Testing

@testable import ViewHarness

@MainActor
@Suite struct DeviceLanguageTests {
  @Test func aNewDeviceSpeaksEnglish() throws {
    let device = try Device(app: ReminderApp.descriptor)
    #expect(device.application?.preferredLanguages == ["en"])
    #expect(Locale.preferredLanguages == ["en"])
  }

  @Test func changingTheLanguageStartsTheAppAgainInIt() throws {
    let device = try Device(app: ReminderApp.descriptor)
    let first = try #require(device.application)
    try device.setLanguage("ja")
    let second = try #require(device.application)
    #expect(first !== second, "iOS restarts an app when the language changes")
    #expect(!first.isRunning)
    #expect(second.preferredLanguages == ["ja"])
    #expect(Locale.preferredLanguages == ["ja"])
    #expect(
      device.transcript.lines.filter { $0.hasPrefix("▶") }
        == ["▶ launch reminder", "▶ language ja", "▶ terminate", "▶ launch reminder"])
  }

  @Test func aLanguageSetBeforeLaunchIsTheOneTheAppStartsIn() throws {
    let sandbox = try AppSandbox.inMemory()
    let session = SimulatorSession(apps: [ReminderApp.descriptor]) { _ in sandbox }
    try session.perform(.gesture(.language("ja")))
    #expect(session.device == nil, "no app needed")
    try session.perform(.launch(appID: ReminderApp.descriptor.id))
    #expect(session.device?.application?.preferredLanguages == ["ja"])
    try session.perform(.gesture(.language("en-GB")))
    #expect(session.device?.application?.preferredLanguages == ["en-GB"])
    session.finish()
  }
}
