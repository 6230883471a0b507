// The class page in a real browser: headless Chromium opens the file `classroom report`
// writes, with nothing to fetch, and shows the table and the chart. Runs when
// STEPWISE_BROWSER=1 (as .ci/run sets it); it also takes the teaching chapter's picture.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@testable import Classroom

@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STEPWISE_BROWSER"] == "1"))
struct ClassroomBrowserTests {
  @Test func theClassPageOpensFromItsFileWithTheTableAndTheChart() async throws {
    let folder = try ReportTests.makeClass()
    let outline = CourseOutline(
      name: "tutorial", steps: ReportTests.steps,
      retires: ["demo-02/01-add": ["demo-01/02-rows"]])
    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))
    let page = try TemporaryFolder()
    let html = report.html(title: "Class report")
    let file = try page.write(html, to: "class.html")

    let (rows, bars, ben, picture) = try await WebDriver.session { browser in
      try await browser.open(file)
      try await browser.wait(
        "the table", until: "return document.querySelectorAll('tr').length > 10")
      return (
        try await browser.evaluate("return document.querySelectorAll('tr').length"),
        try await browser.evaluate("return document.querySelectorAll('svg rect').length"),
        try await browser.evaluate(
          "return [...document.querySelectorAll('tr')].find(r => r.textContent.startsWith('ben'))"
            + "?.textContent ?? ''"),
        try await browser.screenshot()
      )
    }

    // Every row the file holds is drawn.
    #expect(rows as? Int == html.components(separatedBy: "<tr").count - 1)
    #expect((bars as? Int ?? 0) >= 3, "a bar for each step")
    #expect((ben as? String)?.contains("demo-01/02-rows") == true)
    #expect(picture.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    try picture.write(
      to: PackageRoot.url.appendingPathComponent("Chapters/images/classroom.png"))
  }
}
