// Exercise names/variable-keeps-name: the var version shows the name the user typed.

import Testing
import ViewHarness

@testable import NameInjectionVariableKeepsName

@MainActor
@Suite(.attachesTranscripts)
struct NameInjectionVariableKeepsNameTests {
  /// Opens the name input of the way in `row`, types `name` and presses return.
  func handOver(_ name: String, way row: Int) throws -> Device {
    let device = try launch(NameInjection.app)
    try device.tapRow(row)
    try device.type(name)
    try device.pressReturn()
    #expect(device.title == "お名前画像")
    return device
  }

  /// The name the name screen shows.
  func shownName(_ device: Device) -> String? {
    (device.visibleController as? NameCheckViewController)?.nameLabel?.text
  }

  @Test func theTypedNameReachesTheNameScreen() throws {
    let device = try handOver("Hanako", way: 0)
    #expect(shownName(device) == "Hanako")
  }

  @Test func theNameplateIsDrawnFromTheTypedName() throws {
    let device = try handOver("Ada", way: 0)
    #expect(device.screen.contains("┃ Ａ ┃"))
    #expect(!device.screen.contains("名無し"))
  }

  @Test func noNameStillShowsTheDefaultName() throws {
    let device = try handOver("", way: 0)
    #expect(shownName(device) == "名無し")
  }

  @Test func theOtherTwoWaysAreUnchanged() throws {
    let fixed = try handOver("Hanako", way: 1)
    #expect(shownName(fixed) == "名無し")
    let injected = try handOver("Hanako", way: 2)
    #expect(shownName(injected) == "Hanako")
  }
}
