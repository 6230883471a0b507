// A learner building their own app at a real terminal: start, watch, pass a step, break one,
// go back to a step done and stay there.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine
@testable import TutorialCourse

/// Runs the built `stepwise tutorial` as a learner does: `start` makes their package, then
/// `watch` runs under a pseudo-terminal while the test saves files: the first step passes,
/// the second is begun, and an edit that breaks the first step is named.
///
/// The first check builds the learner's app, and the kit too when the course's build folder
/// cannot be shared (a `swift test` holding it, as `.ci/run`'s does not), so this runs when
/// `STEPWISE_LEARNER_SESSION` is set, as `.ci/run` does.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STEPWISE_LEARNER_SESSION"] != nil))
struct TutorialSessionAtATerminalTests {
  /// Output without colour codes, and with the terminal's `\r\n` turned back into `\n`.
  func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test func startWatchPassAStepAndHearWhichEarlierStepBroke() throws {
    let home = try TemporaryFolder()
    let started = try BuiltTool.run(["tutorial", "start"], in: home.url, home: home.url)
    try #require(started.status == 0, "\(started.error)")
    let learner = home.url.appendingPathComponent("MyChecklists")
    let storyboard = learner.appendingPathComponent("Sources/Checklists/Storyboard.swift")
    let controller = learner.appendingPathComponent(
      "Sources/Checklists/ChecklistViewController.swift")
    let banner = "for saves"

    let (process, terminal) = try BuiltTool.startInTerminal(
      ["tutorial", "watch"], in: learner, home: home.url)
    defer { if process.isRunning { process.terminate() } }

    // The first check builds the app (and the kit, where it is not shared), then the
    // starter app fails step 1.
    var session = plain(terminal.read(timeout: 900) { plain($0).contains(banner) })
    try #require(session.contains(banner), "\(session)")
    #expect(session.contains("Step 1 of "))
    #expect(session.contains("✗ checklists-01/01-title: a check did not hold."))
    #expect(session.contains("expected: the title \"Checklists\""))
    #expect(session.contains("but:      the screen has no title"))

    // The title, in the storyboard: step 1 passes, and step 2 begins (and fails).
    let titled = try String(contentsOf: storyboard, encoding: .utf8).replacingOccurrences(
      of: ".tableViewController(\"ChecklistViewController\", ChecklistViewController.self)",
      with: ".tableViewController(\n          \"ChecklistViewController\", "
        + "ChecklistViewController.self, title: \"Checklists\")")
    let saved = Date()
    try titled.write(to: storyboard, atomically: true, encoding: .utf8)
    var more = plain(
      terminal.read(timeout: 300) { plain($0).contains("✓ checklists-01/01-title") })
    let seen = Date().timeIntervalSince(saved)
    more += plain(terminal.read(timeout: 300) { (more + plain($0)).contains(banner) })
    #expect(more.contains("✓ checklists-01/01-title: your app does what the step asks."))
    #expect(more.contains("Step 2 of "))
    #expect(more.contains("✗ checklists-01/02-one-row"))
    let reported = more.components(separatedBy: "\n").first { $0.hasPrefix("Result ") }
    print(
      "From saving to seeing the step pass: \(String(format: "%.1f", seen)) s; the tutorial "
        + "said: \(reported ?? "nothing")")
    session += more

    // Step 2's row, with the title gone from the storyboard: step 2 passes, step 1 broke.
    try String(contentsOf: storyboard, encoding: .utf8)
      .replacingOccurrences(of: ", title: \"Checklists\"", with: ", title: \"Lists\"")
      .replacingOccurrences(
        of: "ChecklistViewController.self, title: \"Lists\")",
        with: "ChecklistViewController.self, title: \"Lists\",\n"
          + "          prototypes: [PrototypeCell(\"ChecklistItem\", labels: [1000])])"
      ).write(to: storyboard, atomically: true, encoding: .utf8)
    try """
    import HeadlessUIKit

    class ChecklistViewController: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
      }

      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
        (cell.viewWithTag(1000) as? UILabel)?.text = "Walk the dog"
        return cell
      }
    }

    """.write(to: controller, atomically: true, encoding: .utf8)
    more = plain(terminal.read(timeout: 300) { plain($0).contains("earlier step broke") })
    more += plain(terminal.read(timeout: 60) { (more + plain($0)).contains(banner) })
    #expect(more.contains("✓ checklists-01/02-one-row: your app does what the step asks."))
    #expect(
      more.contains("✗ But an earlier step broke: checklists-01/01-title, Give the screen its "))
    #expect(more.contains("but:      the title is \"Lists\""), "\(more)")
    session += more

    // The title back: step 2 passes with step 1, and step 3 begins.
    try String(contentsOf: storyboard, encoding: .utf8)
      .replacingOccurrences(of: "title: \"Lists\"", with: "title: \"Checklists\"")
      .write(to: storyboard, atomically: true, encoding: .utf8)
    more = plain(terminal.read(timeout: 300) { plain($0).contains("Step 3 of ") })
    more += plain(terminal.read(timeout: 300) { (more + plain($0)).contains(banner) })
    #expect(more.contains("✓ checklists-01/02-one-row: your app does what the step asks."))

    // Back to step 2, the command completed by Tab: it is checked, passes, and stays the
    // current step.
    terminal.type("prev\t")
    more = plain(terminal.read(timeout: 30) { plain($0).contains("\rprevious") })
    #expect(more.contains("prev\rprevious"), "Tab completes the command: \(more)")
    terminal.type("\n")
    let stays = "checklists-01/02-one-row was done already: it stays the current step."
    more = plain(terminal.read(timeout: 300) { plain($0).contains(stays) })
    more += plain(terminal.read(timeout: 60) { (more + plain($0)).contains(banner) })
    #expect(more.contains("Step 2 of "))
    #expect(more.contains(stays), "\(more)")
    #expect(!more.contains("Step 3 of "), "it does not jump forward again")
    #expect(!more.contains("stepwise tutorial"), "watch mode names its own commands")

    terminal.type("quit\n")
    _ = terminal.read(timeout: 30)
    #expect(process.waitUntilExit(seconds: 60), "quit ends watch mode")
    #expect(process.terminationStatus == 0)
    let progress = TutorialWorkspace(learner: learner, course: BuiltTool.packageRoot)
      .progressFile.load().progress
    #expect(progress.done == ["checklists-01/01-title", "checklists-01/02-one-row"])
    #expect(progress.current == "checklists-01/02-one-row")
  }
}
