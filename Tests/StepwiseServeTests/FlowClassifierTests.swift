// The flow: transcript lines sorted into lanes, and drawn as a sequence diagram.

import AppTestSupport
import Foundation
import Testing
import ViewHarness

@testable import StepwiseServe

@MainActor
@Suite struct FlowClassifierTests {
  @Test(arguments: [
    ("▶ tap row 2", FlowLane.view),
    ("  bar button \"Done\" tapped", .view),
    ("  button \"Save\" sends its actions", .view),
    ("  back button tapped", .view),
    ("  alert action \"OK\" tapped", .view),
    ("  insertRows(at: [[0, 3]])", .view),
    ("  reloadRows(at: [[0, 1]])", .view),
    ("    dequeue: reusing a queued \"Item\" cell", .view),
    ("  text field becomes first responder", .view),
    ("  tableView(_:didSelectRowAt: [0, 2])", .controller),
    ("  ChecklistViewController.viewWillAppear(_:)", .controller),
    ("  AllListsViewController.prepare(for: \"ShowChecklist\")", .controller),
    ("  textField(_:shouldChangeCharactersIn: {0, 0}, replacementString: \"M\")", .controller),
    ("  applicationWillTerminate(_:)", .controller),
    ("  push ItemDetailViewController", .controller),
    ("  model: ChecklistViewController.items[0].checked: false → true", .model),
    ("  storage: wrote Documents/Checklists.plist (412 bytes)", .storage),
    ("  storage: preferences ChecklistIndex: -1 → 0", .storage),
  ])
  func eachLineGoesToItsLane(line: String, lane: FlowLane) {
    #expect(FlowClassifier.step(for: line)?.lane == lane)
  }

  @Test func printsWarningsAndCrashesAreNotesBesideTheLanes() {
    #expect(
      FlowClassifier.step(for: "  print: saved") == FlowStep(nil, "print: saved", kind: .note))
    #expect(
      FlowClassifier.step(for: "  console: Attempt to present")
        == FlowStep(nil, "console: Attempt to present", kind: .note))
    #expect(
      FlowClassifier.step(for: "  *** Terminating app")
        == FlowStep(nil, "Terminating app", kind: .failure))
    #expect(
      FlowClassifier.step(for: "  ✗ there is no row 9")
        == FlowStep(nil, "there is no row 9", kind: .failure))
    #expect(FlowClassifier.step(for: "   ") == nil)
  }

  @Test func tappingARowGoesFromTheViewToTheControllerToTheModelAndBack() throws {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true

    try device.tapRow(0)

    let lanes = FlowClassifier.steps(device.transcript.lastGesture).compactMap(\.lane)
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

    let svg = FlowDiagram(steps: steps).svg()

    for lane in FlowLane.allCases { #expect(svg.contains(">\(lane.title)</text>")) }
    #expect(svg.contains(">tap &quot;+&quot;</text>"))
    #expect(svg.contains(">items[0].text: &quot;&lt;b&gt;&amp;&quot; (new)</text>"))
    #expect(svg.contains("font-style=\"italic\">print: hello</text>"))
    #expect(svg.components(separatedBy: "<path ").count - 1 == 2, "an arrow into each new lane")
  }

  @Test func aLongFlowIsCutAndCounted() {
    let steps = (0..<100).map { FlowStep(.controller, "call \($0)") }

    let svg = FlowDiagram(steps: steps).svg()

    #expect(svg.contains(">call 79</text>"))
    #expect(!svg.contains(">call 80</text>"))
    #expect(svg.contains("… and 20 more steps"))
  }
}
