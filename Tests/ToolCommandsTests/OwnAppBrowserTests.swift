// The learner's own app in the page: `stepwise tutorial start`'s package, with a screen of
// their own, served by `stepwise serve --dir` and driven in headless Chromium.
// Runs when STEPWISE_BROWSER=1 (as .ci/run sets it): the build compiles the kit, unless the
// course's build folder, where it is compiled, can be shared (as under .ci/run).

import AppTestSupport
import Foundation
import StepwiseServe
import Testing
import ToolTestSupport

@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STEPWISE_BROWSER"] == "1"))
struct OwnAppBrowserTests {
  /// The learner's list screen: one row a tap checks, as the tutorial's first chapter has.
  static let controller = """
    import HeadlessUIKit

    class ChecklistViewController: UITableViewController {
      var checked = false

      override func tableView(
        _ tableView: UITableView, numberOfRowsInSection section: Int
      ) -> Int {
        1
      }

      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
        if let label = cell.viewWithTag(1000) as? UILabel {
          label.text = "Walk the dog"
        }
        cell.accessoryType = checked ? .checkmark : .none
        return cell
      }

      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        checked.toggle()
        if let cell = tableView.cellForRow(at: indexPath) {
          cell.accessoryType = checked ? .checkmark : .none
        }
        tableView.deselectRow(at: indexPath, animated: true)
      }
    }

    """

  @Test func theLearnersOwnTutorialAppIsServedAndItsFlowDrawsTheCheckmark() async throws {
    let home = try TemporaryFolder()
    let started = try BuiltTool.run(["tutorial", "start"], in: home.url, home: home.url)
    try #require(started.status == 0, "\(started.error)")
    let learner = home.url.appendingPathComponent("MyChecklists")
    let sources = learner.appendingPathComponent("Sources/Checklists")
    try Self.controller.write(
      to: sources.appendingPathComponent("ChecklistViewController.swift"), atomically: true,
      encoding: .utf8)
    let storyboard = sources.appendingPathComponent("Storyboard.swift")
    try String(contentsOf: storyboard, encoding: .utf8).replacingOccurrences(
      of: ".tableViewController(\"ChecklistViewController\", ChecklistViewController.self)",
      with: ".tableViewController(\n          \"ChecklistViewController\", "
        + "ChecklistViewController.self, title: \"Checklists\",\n"
        + "          prototypes: [PrototypeCell(\"ChecklistItem\", labels: [1000])])"
    ).write(to: storyboard, atomically: true, encoding: .utf8)

    // One browser at a time, from the build on: the build compiles the kit, which with
    // another test's Chromium beside it would starve both on two cores.
    try await WebDriver.session { browser in
      let process = Process()
      process.executableURL = try BuiltTool.url()
      process.arguments = ["serve", "--dir", "MyChecklists", "--port", "0", "--sandbox", "box"]
      process.currentDirectoryURL = home.url
      process.environment = [
        "HOME": home.url.path, "NO_COLOR": "1",
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      let printed = PipeText(output)
      try process.run()
      defer {
        if process.isRunning {
          process.interrupt()
          process.waitUntilExit(seconds: 10)
        }
      }
      // The first build compiles the kit into the learner's package.
      let address = try await OwnThread.run { try printed.address(seconds: 900) }

      try await drive(browser, address: address)
      process.interrupt()
      let ended = await OwnThread.run { process.waitUntilExit(seconds: 60) }
      #expect(ended, "Ctrl-C stops the server: \(printed.text)")
      #expect(process.terminationStatus == 0)
    }
  }

  private func drive(_ browser: WebDriver, address: URL) async throws {
    let phone = BrowserTests.phoneText
    try await browser.resize(width: 900, height: 1000)
    try await browser.open(address)
    try await browser.wait(
      seconds: 60, "the learner's screen", until: "return \(phone).includes('Walk the dog')")
    #expect(
      try await browser.evaluate("return document.getElementById('app').value") as? String
        == "Checklists")

    // A tap on the row: UIKit calls the controller, which sets the cell's checkmark.
    try await browser.click(try await browser.element(xpath: "//*[@data-command='tap row 0']"))
    try await browser.wait(
      "the flow back to the view",
      until: """
        return document.querySelector('#flow [data-arrow="View → Controller"]') !== null
          && document.querySelector('#flow [data-arrow="Controller → View"]') !== null
          && document.getElementById('flow').textContent
            .includes('row [0, 0] accessoryType: .none → .checkmark')
        """)

    // At 900 pixels, every label of the flow stays inside its panel.
    let cut = try await browser.evaluate(
      """
      const flow = document.getElementById('flow');
      const right = flow.getBoundingClientRect().right + 1;
      return [...flow.querySelectorAll('.flow-text')]
        .filter(text => text.getBoundingClientRect().right > right)
        .map(text => text.textContent).concat(flow.scrollWidth > flow.clientWidth ? ['scroll'] : []);
      """)
    #expect((cut as? [Any])?.isEmpty == true, "\(String(describing: cut))")
  }
}
