// What a session hands to the process that takes it over after a relaunch.

import Foundation
import Testing

@testable import AppProgram

@Suite struct RunProgressTests {
  @Test func progressSurvivesItsTripThroughTheEnvironment() throws {
    var progress = RunProgress()
    progress.mistakes = 2
    progress.expectationsHeld = 5
    progress.nextLine = 7
    progress.history = ["tap \"+\"", "type \"Milk \\\"2%\\\" 🥛\"", ""]
    progress.relaunches = 1
    let text = String(decoding: try JSONEncoder().encode(progress), as: UTF8.self)
    #expect(!text.contains("\n"), "one line, as an environment variable holds it")
    #expect(try JSONDecoder().decode(RunProgress.self, from: Data(text.utf8)) == progress)
  }
}
