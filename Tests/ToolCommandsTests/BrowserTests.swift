// The page in a real browser: headless Chromium, driven through chromedriver by WebDriver.
// Runs when STEPWISE_BROWSER=1 (as .ci/run sets it); it also takes the README's screenshot.

import AppProgram
import AppTestSupport
import Foundation
import StepwiseApps
import StepwiseBasics
import StepwiseServe
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STEPWISE_BROWSER"] == "1"))
struct BrowserTests {
  /// The phone's text, for waiting on what it shows.
  static let phoneText = "document.getElementById('phone').textContent"

  @Test func addingCheckingAndRelaunchingInTheBrowser() async throws {
    let app = try #require(AppCatalog.standard.finishedChecklists?.app)
    try await WebDriver.session { browser in
      let site = try LiveSite(apps: AppCatalog.standard.apps, startApp: app)
      do {
        try await drive(browser, site: site)
      } catch {
        await site.stop()
        throw error
      }
      await site.stop()
    }
  }

  @Test func aJapanesePageNeverStartsALineWithALongVowelOrASmallKana() async throws {
    let app = try #require(AppCatalog.standard.finishedChecklists?.app)
    try await WebDriver.session { browser in
      let site = try LiveSite(apps: AppCatalog.standard.apps, startApp: app)
      site.website.language = .japanese
      do {
        try await expectKinsoku(browser, site: site)
      } catch {
        await site.stop()
        throw error
      }
      await site.stop()
    }
  }

  private func expectKinsoku(_ browser: WebDriver, site: LiveSite) async throws {
    try await browser.open(try site.url("/"))
    try await browser.wait("the phone", until: "return \(Self.phoneText).length > 0")
    // A paragraph in the page's own style, at widths of 5 to 16 characters: the first
    // character of each line it is laid out in, as the browser breaks it.
    let firsts =
      try await browser.evaluate(
        """
        const p = document.createElement('p');
        p.style.fontSize = '14px';
        document.querySelector('main').appendChild(p);
        const text = 'チェックリストのショートカットのフォーカスはちょっとキャッシュします。';
        p.textContent = text;
        const node = p.firstChild;
        const firsts = [];
        for (let width = 5; width <= 16; width++) {
          p.style.width = (width * 14) + 'px';
          let top = null;
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const y = range.getClientRects()[0].top;
            if (top !== null && y > top + 4) { firsts.push(text[i]); }
            top = y;
          }
        }
        return firsts.join('');
        """) as? String
    let starts = try #require(firsts)
    #expect(!starts.isEmpty, "the paragraph was broken into lines")
    #expect(!starts.contains { $0.isNeverFirstOnALine }, "lines start with \(starts)")
  }

  private func drive(_ browser: WebDriver, site: LiveSite) async throws {
    try await browser.open(try site.url("/"))
    try await browser.wait("the phone", until: "return \(Self.phoneText).includes('List')")

    // "+", then type on the keyboard, then Done: the new row shows, and the flow says how.
    try await browser.click(try await browser.element(xpath: #"//*[@data-command='tap "+"']"#))
    try await browser.wait("Add Item", until: "return \(Self.phoneText).includes('Add Item')")
    try await browser.type("Buy milk", into: try await browser.element(xpath: "//*[@id='phone']"))
    try await browser.wait("the typed text", until: "return \(Self.phoneText).includes('Buy milk')")
    try await browser.click(try await browser.element(xpath: #"//*[@data-command='tap "Done"']"#))
    try await browser.wait(
      "the new row and its flow",
      until: """
        return document.querySelector('[data-command="tap row 0"]') !== null
          && \(Self.phoneText).includes('Buy milk')
          && document.getElementById('flow').textContent.includes('insertRows(at: [[0, 0]])')
          && document.getElementById('flow').textContent.includes('items[0].text: "Buy milk" (new)')
        """)

    // A tap on the row checks it: one more tinted stroke, the checkmark, is drawn.
    let tinted = "document.querySelectorAll('#phone path[stroke=\"#007aff\"]').length"
    let unchecked = try #require(try await browser.evaluate("return \(tinted)") as? Int)
    try await browser.click(try await browser.element(xpath: "//*[@data-command='tap row 0']"))
    let checkmark = "return \(tinted) === \(unchecked + 1)"
    try await browser.wait("the checkmark", until: checkmark)
    try await browser.wait(
      "the model's change",
      until: "return document.getElementById('flow').textContent.includes('checked: false → true')")

    // The README's picture: the phone, and the flow of that tap through the four lanes.
    let picture = try await browser.screenshot()
    try picture.write(to: PackageRoot.url.appendingPathComponent("Chapters/images/serve.png"))
    #expect(picture.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))

    // Relaunch: the app comes back with the item, still checked.
    try await browser.click(try await browser.element(xpath: "//button[@data-line='relaunch']"))
    try await browser.wait(
      "the relaunch",
      until: "return document.getElementById('last').textContent === 'relaunch'")
    try await browser.wait("the kept item", until: "return \(Self.phoneText).includes('Buy milk')")
    try await browser.wait("the kept checkmark", until: checkmark)
    try await browser.wait(
      "the script",
      until: "return document.getElementById('script').value.includes('type \"Buy milk\"')")

    // The relaunch's long flow is folded into a summary, which opens on a click; the file
    // read back is in the Storage lane.
    try await browser.wait(
      "the fold", until: "return document.querySelector('#flow details.flow-fold') !== null")
    #expect(
      try await browser.evaluate(
        "return document.getElementById('flow').textContent.includes('read Documents/')")
        as? Bool == true)
    let shown = """
      (document.querySelector('#flow details.flow-fold').open
        && document.querySelector('#flow details.flow-fold li').checkVisibility())
      """
    #expect(try await browser.evaluate("return \(shown)") as? Bool == false)
    try await browser.click(
      try await browser.element(xpath: "//details[@class='flow-fold']/summary"))
    try await browser.wait("the folded steps", until: "return \(shown)")

    // The server stops: the page left open says so.
    await site.stop()
    try await browser.wait(
      "the banner",
      until: """
        return !document.getElementById('banner').hidden
          && document.getElementById('banner').textContent.includes('The server has stopped')
        """)

  }
}
