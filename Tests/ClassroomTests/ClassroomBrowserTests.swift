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

  @Test func aClickOnAHeadingSortsTheTableAndTheFilterNarrowsIt() async throws {
    let folder = try ReportTests.makeClass()
    let outline = CourseOutline(
      name: "tutorial", steps: ReportTests.steps,
      retires: ["demo-02/01-add": ["demo-01/02-rows"]])
    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))
    let page = try TemporaryFolder()
    let file = try page.write(report.html(title: "Class report"), to: "class.html")
    let shownNames =
      "return [...document.querySelectorAll('#students tbody tr')].filter(r => !r.hidden)"
      + ".map(r => r.cells[0].textContent).join(',')"

    let (sorted, reversed, filtered, stuck, count) = try await WebDriver.session { browser in
      try await browser.open(file)
      try await browser.wait(
        "the script", until: "return document.getElementById('shown').textContent !== ''")
      let reached = try await browser.element(xpath: "//table[@id='students']//th[2]")
      try await browser.click(reached)
      let sorted = try await browser.evaluate(shownNames)
      try await browser.click(reached)
      let reversed = try await browser.evaluate(shownNames)
      try await browser.type(
        "DEMO-01/02", into: try await browser.element(xpath: "//input[@id='filter']"))
      let filtered = try await browser.evaluate(shownNames)
      _ = try await browser.evaluate(
        "const f = document.getElementById('filter'); f.value = '';"
          + " f.dispatchEvent(new Event('input')); return 0")
      try await browser.click(
        try await browser.element(xpath: "//select[@id='show']/option[@value='stuck']"))
      return (
        sorted, reversed, filtered, try await browser.evaluate(shownNames),
        try await browser.evaluate("return document.getElementById('shown').textContent")
      )
    }

    // Reached, lowest first (the unread rows, with none, first of all), in the file's order
    // where equal; then highest first.
    #expect(sorted as? String == "eve,fay,gus,hal,jo,cy,ben,dee,ivy,ada,kim, \"the <b>\"")
    #expect(reversed as? String == "ada,kim, \"the <b>\",ben,dee,ivy,cy,eve,fay,gus,hal,jo")
    #expect(filtered as? String == "ben,dee,ivy")
    #expect(stuck as? String == "ben,dee,ivy,cy")
    #expect(count as? String == "4 of 11 students shown.")
  }
}
