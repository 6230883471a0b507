// The flow and the phone in a real browser: the delegate call, readable labels at 900 px,
// the Relaunch offered after a crash, and a Japanese page's lanes.
// Runs when STEPWISE_BROWSER=1, as BrowserTests does.

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
struct FlowBrowserTests {
  static let phoneText = BrowserTests.phoneText
  static let flowText = "document.getElementById('flow').textContent"
  /// Whether the phone shows the list's "+".
  static let addButtonShown = #"document.querySelector('[data-command="tap \\"+\\""]') !== null"#

  /// Opens a site on checklists-02 (the Add Item screen reports to its delegate) in the
  /// browser, runs `body`, and stops the site however `body` ends.
  func withChecklists(
    japanese: Bool = false, width: Int? = nil,
    _ body: (WebDriver, LiveSite) async throws -> Void
  ) async throws {
    let app = try #require(AppCatalog.standard.entry(id: "checklists-02")?.app)
    try await WebDriver.session { browser in
      let site = try LiveSite(apps: AppCatalog.standard.apps, startApp: app)
      if japanese { site.website.language = .japanese }
      do {
        if let width { try await browser.resize(width: width, height: 1000) }
        try await browser.open(try site.url("/"))
        try await browser.wait("the phone", until: "return \(Self.addButtonShown)")
        try await body(browser, site)
      } catch {
        await site.stop()
        throw error
      }
      await site.stop()
    }
  }

  /// "+", an item typed, Done: the flow of Done is on the page.
  func addItem(_ browser: WebDriver) async throws {
    try await browser.click(try await browser.element(xpath: #"//*[@data-command='tap "+"']"#))
    try await browser.wait("Add Item", until: "return \(Self.phoneText).includes('Add Item')")
    try await browser.type("Milk", into: try await browser.element(xpath: "//*[@id='phone']"))
    try await browser.wait("the typed text", until: "return \(Self.phoneText).includes('Milk')")
    try await browser.click(try await browser.element(xpath: #"//*[@data-command='tap "Done"']"#))
    try await browser.wait(
      "the flow of Done",
      until: "return document.getElementById('last').textContent === 'tap \"Done\"'")
  }

  @Test func addingAnItemShowsTheAddScreenCallingItsDelegateTheList() async throws {
    try await withChecklists { browser, _ in
      try await addItem(browser)
      try await browser.wait(
        "the delegate call",
        until: """
          const row = document.querySelector('#flow [data-arrow="Controller → Controller"]');
          return row !== null && row.checkVisibility()
            && row.textContent.includes('AddItemViewController → ChecklistViewController')
            && row.textContent.includes('a delegate call, through delegate (AddItemViewControllerDelegate):')
          """)
      try await browser.wait(
        "the data source asked",
        until: """
          return [...document.querySelectorAll('#flow [data-arrow="View → Controller"]')].some(
            (row) => row.textContent.includes('the table asks its data source: tableView(_:cellForRowAt:'))
          """)
    }
  }

  @Test func atNineHundredPixelsTheFlowsLabelsAreLargeAndNeverBrokenInsideAName() async throws {
    try await withChecklists(width: 900) { browser, _ in
      let width = try await browser.evaluate("return document.documentElement.clientWidth") as? Int
      #expect((860...900).contains(width ?? 0), "the window is 900 px wide: \(width ?? 0)")
      try await addItem(browser)
      let report =
        try await browser.evaluate(
          """
          const problems = [];
          const labels = document.querySelectorAll('#flow .flow-text, #flow .flow-head span');
          for (const label of labels) {
            const size = parseFloat(getComputedStyle(label).fontSize);
            if (size < 14) { problems.push(size + 'px: ' + label.textContent); }
          }
          // Each name (letters, digits, _) lies on one line: its rectangles share one top.
          const walker = document.createTreeWalker(document.getElementById('flow'), NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.textContent.matchAll(/[A-Za-z0-9_]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (tops.size > 1) { problems.push('broken: ' + match[0]); }
            }
          }
          const text = document.querySelector('#flow .flow-text');
          if (text.getBoundingClientRect().width < 300) { problems.push('narrow: ' + text.getBoundingClientRect().width); }
          return labels.length + ' labels; ' + problems.join('; ');
          """) as? String
      let checked = try #require(report)
      #expect(checked.hasSuffix("labels; "), "\(checked)")
      #expect(!checked.hasPrefix("0 labels"))
    }
  }

  @Test func afterACrashThePhoneSaysTheAppEndedAndOffersARelaunch() async throws {
    try await withChecklists { browser, _ in
      try await browser.click(
        try await browser.element(xpath: "//header//button[@data-line='crash']"))
      let offer = "document.getElementById('ended')"
      try await browser.wait(
        "the offer",
        until: """
          return \(offer).checkVisibility()
            && \(offer).textContent.includes('crashed: the app has ended')
          """)
      let overPhone =
        try await browser.evaluate(
          """
          const offer = document.getElementById('ended').getBoundingClientRect();
          const phone = document.getElementById('phone').getBoundingClientRect();
          return offer.left >= phone.left && offer.right <= phone.right
            && offer.top >= phone.top && offer.bottom <= phone.bottom;
          """) as? Bool
      #expect(overPhone == true, "the offer lies over the phone")
      try await browser.click(try await browser.element(xpath: "//*[@id='ended']/button"))
      try await browser.wait(
        "the app again",
        until: "return \(Self.addButtonShown) && !\(offer).checkVisibility()")
    }
  }

  @Test func aJapanesePageNamesTheLanesAndTheCallsInJapanese() async throws {
    try await withChecklists(japanese: true) { browser, _ in
      try await addItem(browser)
      try await browser.wait(
        "the Japanese lanes",
        until: """
          return document.querySelector('#flow .flow-head').textContent === 'ビューコントローラーモデルストレージ'
            && \(Self.flowText).includes('テーブルがデータソースに尋ねる：')
            && \(Self.flowText).includes('を通したデリゲートの呼び出し：')
          """)
    }
  }
}
