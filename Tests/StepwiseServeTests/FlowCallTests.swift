// Who calls whom in the flow: the table asking its data source, and a screen telling its
// delegate it is done.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import Testing
import ViewHarness

@testable import StepwiseServe

@MainActor
@Suite struct FlowCallTests {
  /// The fruit list with the Add Fruit screen up and "Fig" typed, watched as the page does.
  func deviceWithFigTyped() throws -> Device {
    let device = try Device(app: FruitApp.descriptor)
    device.watchesModelAndStorage = true
    try device.tap("+")
    try device.type("Fig")
    return device
  }

  @Test func tappingDoneShowsTheEditorCallingItsDelegateTheList() throws {
    let device = try deviceWithFigTyped()

    let mark = device.transcript.appendedCount
    try device.tap("Done")

    let lines = device.transcript.lastGesture
    let handOver =
      "  delegate: FruitEditorViewController → FruitListViewController "
      + "(delegate: FruitEditorDelegate)"
    #expect(lines.prefix(3) == ["▶ tap \"Done\"", "  bar button \"Done\" tapped", handOver])
    let steps = FlowClassifier.steps(
      device.transcript.lines(since: mark), tags: device.transcript.tags(since: mark))
    #expect(
      steps.contains(
        FlowStep(
          .controller, "FruitEditorViewController → FruitListViewController",
          call: .handOver(
            property: "delegate", type: "FruitEditorDelegate",
            receiver: "FruitListViewController"))))
  }

  @Test func tappingCancelIsADelegateCallToo() throws {
    let device = try deviceWithFigTyped()

    try device.tap("Cancel")

    #expect(device.transcript.lastGesture.contains { $0.contains("delegate: FruitEditor") })
  }

  @Test func terminatingOrRelaunchingFromTheEditorIsNoDelegateCall() throws {
    let device = try deviceWithFigTyped()

    try device.terminate()
    let terminated = device.transcript.lastGesture
    try device.launch()
    try device.tap("+")
    try device.relaunch()

    #expect(!terminated.contains { $0.contains("delegate: ") }, "\(terminated)")
    #expect(!device.transcript.lines.contains { $0.contains("delegate: ") })
  }

  @Test func typingIsNoDelegateCall() throws {
    let device = try deviceWithFigTyped()

    try device.type("s")

    #expect(!device.transcript.lastGesture.contains { $0.contains("delegate: ") })
  }

  @Test func theTableAsksItsDataSourceForItsCountsAndCells() throws {
    let device = try deviceWithFigTyped()

    let mark = device.transcript.appendedCount
    try device.tap("Done")

    let steps = FlowClassifier.steps(
      device.transcript.lines(since: mark), origins: device.transcript.origins(since: mark),
      tags: device.transcript.tags(since: mark))
    let asked = steps.filter { $0.call == .dataSource }.map(\.text)
    #expect(asked.contains("tableView(_:numberOfRowsInSection: 0)"), "\(asked)")
    #expect(asked.contains("tableView(_:cellForRowAt: [0, 3])"), "\(asked)")
  }

  @Test func theHarnessesOwnQuestionsAreNotTraced() throws {
    let device = try Device(app: FruitApp.descriptor)

    try device.tapRow(0)

    #expect(!device.transcript.lines.contains { $0.contains("numberOfRowsInSection") })
  }

  @Test(arguments: [
    ("tableView(_:cellForRowAt: [0, 2])", TraceOrigin.dataSource, FlowCall.dataSource),
    ("numberOfSections(in:)", .dataSource, .dataSource),
    ("tableView(_:didSelectRowAt: [0, 2])", .tableDelegate, .delegate(.table)),
    ("textFieldShouldReturn(_:)", .textFieldDelegate, .delegate(.textField)),
    ("textViewDidChange(_:)", .textViewDelegate, .delegate(.textView)),
  ])
  func aViewsCallIntoTheAppSaysWhoAsks(line: String, origin: TraceOrigin, call: FlowCall) {
    #expect(
      FlowClassifier.step(for: "  " + line, origin: origin)
        == FlowStep(.controller, line, call: call))
  }

  @Test func theDiagramLabelsEachCallAndDrawsItsArrow() {
    let steps = [
      FlowStep(.view, "tap \"Done\"", kind: .gesture),
      FlowStep(
        .controller, "AddItemViewController → ChecklistViewController",
        call: .handOver(
          property: "delegate", type: "AddItemViewControllerDelegate",
          receiver: "ChecklistViewController")),
      FlowStep(.model, "items.count: 5 → 6"),
      FlowStep(.controller, "tableView(_:cellForRowAt: [0, 5])", call: .dataSource),
    ]

    let rows = FlowDiagram(steps: steps).html().split(separator: "\n").filter {
      $0.hasPrefix("<li")
    }

    #expect(rows.count == 4)
    #expect(rows[1].contains("data-arrow=\"Controller → Controller\""))
    #expect(
      rows[1].contains(
        "<span class=\"flow-call\">a delegate call, through delegate "
          + "(AddItemViewControllerDelegate):</span>"))
    #expect(rows[3].contains("data-arrow=\"View → Controller\""), "the table asks")
    #expect(rows[3].contains("<span class=\"flow-call\">the table asks its data source:</span>"))
  }

  @Test func aCallWrapsAfterItsPunctuationAndNeverInsideAName() {
    let html = FlowDiagram(steps: [FlowStep(.controller, "tableView(_:cellForRowAt: [0, 5])")])
      .html()

    #expect(html.contains(">tableView(<wbr>_:<wbr>cellForRowAt:<wbr> [0,<wbr> 5])</span>"))
    #expect(PageStyle.text.contains("overflow-wrap: normal; word-break: normal;"))
    #expect(!PageStyle.text.contains("anywhere"))
    #expect(PageStyle.text.contains(".flow-diagram { font-size: 14px;"))
  }

  @Test func theLanesAndLabelsAreJapaneseInAJapanesePage() {
    let steps = [
      FlowStep(.controller, "tableView(_:cellForRowAt: [0, 5])", call: .dataSource)
    ]

    let html = Language.$chosen.withValue(.japanese) { FlowDiagram(steps: steps).html() }

    for title in ["ビュー", "コントローラー", "モデル", "ストレージ"] {
      #expect(html.contains(">\(title)</span>"))
    }
    #expect(html.contains(">テーブルがデータソースに尋ねる：</span> tableView("))
  }

  @Test func theHarnesssWordsInTheFlowAreJapaneseInAJapanesePage() {
    let steps = FlowClassifier.steps(
      [
        "▶ tap \"Done\"", "  bar button \"Done\" tapped", "  insertRows(at: [[0, 5]])",
        "  storage: wrote Documents/Checklists.plist (312 bytes)",
      ], tags: [.gesture, nil, nil, .storage])

    let japanese = Language.$chosen.withValue(.japanese) { FlowDiagram(steps: steps).html() }
    let english = FlowDiagram(steps: steps).html()

    #expect(japanese.contains(">バーボタン &quot;Done&quot; がタップされました</span>"))
    #expect(japanese.contains(">Documents/Checklists.plist に書きました (<wbr>312 バイト)</span>"))
    #expect(
      japanese.contains(">tap &quot;Done&quot;</span>"), "the gesture is the script's command")
    #expect(japanese.contains(">insertRows(<wbr>at:<wbr> [[0,<wbr> 5]])</span>"))
    #expect(english.contains(">bar button &quot;Done&quot; tapped</span>"))
    #expect(english.contains(">wrote Documents/Checklists.plist (<wbr>312 bytes)</span>"))
  }
}
