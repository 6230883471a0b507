// The flow: transcript lines sorted into lanes, and drawn as a sequence diagram.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import Testing
import ViewHarness

@testable import StepwiseServe

@MainActor
@Suite struct FlowClassifierTests {
  /// The device's own lines: a gesture's heading, and what its watch saw.
  @Test(arguments: [
    (TaggedLine(.gesture, "tap row 2"), FlowLane.view),
    (TaggedLine(.model, "ChecklistViewController.items[0].checked: false → true"), .model),
    (TaggedLine(.storage, "wrote Documents/Checklists.plist (412 bytes)"), .storage),
    (TaggedLine(.storage, "preferences ChecklistIndex: -1 → 0"), .storage),
    (TaggedLine(.storageRead, "Documents/Checklists.plist (412 bytes)"), .storage),
    (TaggedLine(.view, "row [0, 0] accessoryType: .none → .checkmark"), .view),
  ])
  func eachOfTheDevicesLinesGoesToItsLane(line: TaggedLine, lane: FlowLane) {
    let shown = line.tag == .gesture ? line.shown : "  " + line.shown
    #expect(FlowClassifier.step(for: shown, tag: line.tag)?.lane == lane)
  }

  /// A line's kind chooses its lane, not its words: what an app prints or a harness's
  /// remark that reads like a watch's line stays beside the controller.
  @Test func aLinesWordsNeverChooseItsLane() {
    #expect(
      FlowClassifier.step(for: "  model: items[0].checked: false → true")
        == FlowStep(.controller, "model: items[0].checked: false → true"))
    let printed = TaggedLine(.print, "model: items[0] (new)")
    #expect(
      FlowClassifier.step(for: "  " + printed.shown, tag: .print)
        == FlowStep(nil, "print: model: items[0] (new)", kind: .note))
    #expect(
      FlowClassifier.step(for: "  model: view: a name", tag: .model)
        == FlowStep(.model, "view: a name"))
  }

  /// A UIKit call goes to the lane of who made it, whatever its words: a slider moved is a
  /// view's own work though no word of it says so.
  @Test(arguments: [
    ("slider moved to 0.5: sends .valueChanged", TraceOrigin.view, FlowLane.view),
    ("insertRows(at: [[0, 3]])", .view, .view),
    ("tableView(_:didSelectRowAt: [0, 2])", .tableDelegate, .controller),
    ("ChecklistViewController.viewWillAppear(_:)", .app, .controller),
    ("push ItemDetailViewController", .app, .controller),
    ("textViewDidChange(_:)", .textViewDelegate, .controller),
  ])
  func eachCallGoesToTheLaneOfWhoMadeIt(line: String, origin: TraceOrigin, lane: FlowLane) {
    #expect(FlowClassifier.step(for: "  " + line, origin: origin)?.lane == lane)
  }

  @Test func printsWarningsAndCrashesAreNotesBesideTheLanes() {
    #expect(
      FlowClassifier.step(for: "  print: saved", tag: .print)
        == FlowStep(nil, "print: saved", kind: .note))
    #expect(
      FlowClassifier.step(for: "  console: Attempt to present", tag: .console)
        == FlowStep(nil, "console: Attempt to present", kind: .note))
    #expect(
      FlowClassifier.step(for: "  *** Terminating app", tag: .crash)
        == FlowStep(nil, "Terminating app", kind: .failure))
    #expect(
      FlowClassifier.step(for: "  ✗ there is no row 9", tag: .failure)
        == FlowStep(nil, "there is no row 9", kind: .failure))
    #expect(FlowClassifier.step(for: "   ") == nil)
  }

  @Test func tappingARowGoesFromTheViewToTheControllerToTheModelAndBack() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true

    let mark = device.transcript.appendedCount
    try device.tapRow(0)

    let lanes = FlowClassifier.steps(
      device.transcript.lines(since: mark), origins: device.transcript.origins(since: mark),
      tags: device.transcript.tags(since: mark)
    ).compactMap(\.lane)
    #expect(Array(lanes.prefix(4)) == [.view, .controller, .controller, .model])
    #expect(lanes.dropFirst(4).first == .view, "the table is told: reloadRows")
  }

  @Test func theDiagramDrawsTheLanesAndEachStepEscaped() {
    let steps = [
      FlowStep(.view, "tap \"+\"", kind: .gesture),
      FlowStep(.controller, "tableView(_:didSelectRowAt: [0, 0])"),
      FlowStep(.model, "items[0].text: \"<b>&\" (new)"),
      FlowStep(nil, "print: hello", kind: .note),
    ]

    let html = FlowDiagram(steps: steps).html()

    for lane in FlowLane.allCases { #expect(html.contains(">\(lane.title)</span>")) }
    #expect(html.contains(">tap &quot;+&quot;</span>"))
    #expect(html.contains(">items[0].text:<wbr> &quot;&lt;b&gt;&amp;&quot; (<wbr>new)</span>"))
    #expect(
      html.contains("<li class=\"flow-row flow-note\"><span class=\"flow-text\">print:<wbr> hello"))
    #expect(html.components(separatedBy: "<path ").count - 1 == 2, "an arrow into each new lane")
  }

  @Test func arrowsGoOnlyWhereOneSideCallsOrChangesTheOther() {
    let steps = [
      FlowStep(.view, "tap row 0", kind: .gesture),
      FlowStep(.controller, "tableView(_:didSelectRowAt: [0, 0])"),
      FlowStep(.model, "items[0].checked: false → true"),
      FlowStep(.view, "row [0, 0] accessoryType: .none → .checkmark"),
      FlowStep(.storage, "wrote Documents/Checklists.plist (178 bytes)"),
      FlowStep(.controller, "ChecklistViewController.viewWillAppear(_:)"),
      FlowStep(.storage, "read Documents/Checklists.plist (178 bytes)", kind: .read),
      FlowStep(.model, "items.count: 0 → 1"),
    ]

    let arrows = FlowDiagram(steps: steps).html().components(separatedBy: "\n")
      .filter { $0.hasPrefix("<li") }
      .map { line -> String in
        guard let start = line.range(of: "data-arrow=\"") else { return "·" }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
      }

    #expect(
      arrows == [
        "·", "View → Controller", "Controller → Model", "Controller → View", "Controller → Storage",
        "·", "Storage → Model", "·",
      ],
      "no arrow from the Storage or the Model back to the Controller: nothing calls it from there")
  }

  @Test func aLongLaunchIsFoldedIntoASummaryThatOpens() {
    var steps = [FlowStep(.view, "relaunch", kind: .gesture)]
    steps += (1..<30).map { FlowStep(.controller, "call \($0)") }
    steps += (0..<5).map { FlowStep(.view, "dequeue \($0)") }

    let html = FlowDiagram(steps: steps).html()

    #expect(steps.count == 35)
    let summary =
      "<details class=\"flow-fold\"><summary>23 more steps (1 View, 22 Controller): "
      + "show them</summary>"
    #expect(html.contains(summary), "\(html)")
    let before = html.components(separatedBy: summary).first ?? ""
    #expect(before.contains(">call 7</span>"))
    #expect(!before.contains(">call 8</span>"))
    let after = html.components(separatedBy: "</details>").last ?? ""
    #expect(after.components(separatedBy: "<li").count - 1 == 4)
    #expect(after.contains(">dequeue 4</span>"))
    #expect(!FlowDiagram(steps: Array(steps.prefix(20))).html().contains("<details"))
  }

  @Test func aLongFlowIsCutAndCounted() {
    let steps = (0..<100).map { FlowStep(.controller, "call \($0)") }

    let html = FlowDiagram(steps: steps).html()

    #expect(html.contains(">call 79</span>"))
    #expect(!html.contains(">call 80</span>"))
    #expect(html.contains("… and 20 more steps"))
  }

  @Test func aLongLabelWrapsInItsColumnInsteadOfWideningTheDiagram() {
    let label = "AppDelegate.dataModel.lists[0].items[0].dueDate: 2026-11-26T00:48:19Z (new)"

    let html = FlowDiagram(steps: [FlowStep(.model, label)]).html()

    #expect(
      html.contains(
        "<span class=\"flow-text\">AppDelegate.dataModel.lists[0].items[0].dueDate:<wbr> "
          + "2026-11-26T00:<wbr>48:<wbr>19Z (<wbr>new)</span>"),
      "one text, wrapped by the page after its punctuation")
    #expect(!html.contains("width=\"900"), "the lanes are drawn at their own width only")
  }

  @Test func japaneseOnThePageBreaksByKinsokuInAJapaneseFontWhereverOneIsInstalled() throws {
    let style = PageStyle.text
    #expect(style.contains(":lang(ja) body { line-break: strict; word-break: normal; }"))
    let body = try #require(style.split(separator: "\n").first { $0.contains("body { font:") })
    let fonts = [
      "\"Noto Sans CJK JP\"", "\"Noto Sans JP\"", "\"Hiragino Sans\"", "\"Yu Gothic\"", "Meiryo",
      "\"IPAexGothic\"", "\"TakaoGothic\"", "\"Droid Sans Fallback\"", "sans-serif",
    ]
    for font in fonts {
      #expect(body.contains(font), "the page's font falls back to \(font)")
    }
  }
}
