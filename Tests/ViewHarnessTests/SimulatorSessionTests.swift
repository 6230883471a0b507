// The interpreter: each command on the fruit fixture, and what a failed expectation says.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import Testing

@testable import ViewHarness

@MainActor
@Suite struct SimulatorSessionTests {
  private let home: TemporaryFolder
  private let session: SimulatorSession

  init() throws {
    let home = try TemporaryFolder()
    self.home = home
    session = SimulatorSession(
      apps: [FruitApp.descriptor, FruitApp.checklistsDescriptor], app: FruitApp.descriptor
    ) { app in
      try AppSandbox(root: home.url.appendingPathComponent(app.id))
    }
  }

  /// Runs script lines; each must parse.
  private func perform(_ lines: String...) throws {
    for line in lines {
      guard let command = try ScriptParser.parseLine(line) else { continue }
      try session.perform(command)
    }
  }

  /// The message of the failure a line causes, or nil when it runs.
  private func failure(_ line: String) throws -> String? {
    guard let command = try ScriptParser.parseLine(line) else { return nil }
    do {
      try session.perform(command)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func everyExpectationHoldsOnTheScreenItDescribes() throws {
    try perform(
      "launch", #"expect title "Fruit""#, #"expect rows "Apple", "Banana", "Cherry""#,
      "expect row count 3", #"expect row 1 "Banana""#, #"expect row "Banana" checked"#,
      "expect row 0 unchecked", #"expect no row "Melon""#, #"expect enabled "+""#,
      #"expect enabled "Clear""#, "expect no alert", #"expect text "Cherry""#,
      #"expect no text "Melon""#)
    try perform(#"tap "+""#, #"expect field """#, #"expect disabled "Done""#, #"type "Fig""#)
    try perform(#"expect field "Fig""#, #"expect text "Fig""#, #"tap "Cancel""#)
    try perform(#"tap "Clear""#, "expect alert", #"expect alert "Remove all fruit?""#)
    try perform(#"expect enabled "Remove""#, #"tap "Cancel""#, "expect no alert")
  }

  /// A launch of another app whose container is refused leaves the running app running,
  /// as it was: one that cannot happen changes nothing.
  @Test func aLaunchRefusedForItsContainerLeavesTheRunningAppRunning() throws {
    let shared = try AppSandbox(root: home.url.appendingPathComponent("shared"))
    let session = SimulatorSession(
      apps: [FruitApp.descriptor, FruitApp.checklistsDescriptor], app: FruitApp.descriptor
    ) { _ in shared }
    try session.perform(#require(try ScriptParser.parseLine("launch")))
    try session.perform(#require(try ScriptParser.parseLine(#"tap "+""#)))

    let launch = try #require(
      try ScriptParser.parseLine("launch \(FruitApp.checklistsDescriptor.id)"))
    #expect {
      try session.perform(launch)
    } throws: { error in
      (error as? SessionFailure)?.message.contains("belongs to") == true
    }
    #expect(session.device?.app.id == FruitApp.descriptor.id)
    #expect(session.device?.isRunning == true)
    try session.perform(#require(try ScriptParser.parseLine(#"tap "Cancel""#)))
  }

  @Test func aFailedExpectationSaysWhatTheScreenShowsInstead() throws {
    try perform("launch")

    #expect(
      try failure(#"expect title "Veg""#) == #"expected the title "Veg", but the title is "Fruit""#)
    #expect(
      try failure(#"expect rows "Apple""#)
        == #"expected the rows "Apple", but the rows are "Apple", "Banana", "Cherry": "#
        + #"row 1, "Banana", is one too many"#)
    #expect(
      try failure(#"expect rows "Apple", "Pear", "Cherry""#)
        == #"expected the rows "Apple", "Pear", "Cherry", but the rows are "Apple", "Banana", "#
        + #""Cherry": row 1 shows "Banana", not "Pear""#)
    #expect(
      try failure(#"expect rows "Apple", "Banana", "Cherry", "Date""#)
        == #"expected the rows "Apple", "Banana", "Cherry", "Date", but the rows are "Apple", "#
        + #""Banana", "Cherry": row 3, "Date", is missing"#)
    #expect(try failure("expect row count 1") == "expected 1 row, but the table has 3 rows")
    #expect(
      try failure(#"expect row 0 "Pear""#)
        == #"expected row 0 showing "Pear", but row 0 shows "Apple""#)
    #expect(
      try failure(#"expect row 7 "Pear""#)
        == #"expected row 7 showing "Pear", but there is no row 7 on screen "#
        + #"(rows: "Apple", "Banana", "Cherry")"#)
    #expect(
      try failure(#"expect row "Apple" checked"#)
        == #"expected row "Apple" checked, but row "Apple" is unchecked"#)
    #expect(
      try failure(#"expect row 0 detail "ripe""#)
        == #"expected row 0 with the detail "ripe", but row 0 has no detail text"#)
    #expect(
      try failure(#"expect no row "Cherry""#)
        == #"expected no row showing "Cherry", but row 2 shows "Cherry""#)
    #expect(
      try failure(#"expect disabled "+""#) == #"expected "+" disabled, but "+" is enabled"#)
    #expect(
      try failure(#"expect enabled "Done""#)
        == #"expected "Done" enabled, but there is no button "Done" on screen"#)
    #expect(try failure("expect alert") == "expected an alert, but no alert is up")
    #expect(
      try failure(#"expect field "x""#)
        == #"expected the field showing "x", but no text field has the keyboard"#)
    #expect(
      try failure(#"expect text "Melon""#)
        == #"expected the screen showing "Melon", but no text on screen is exactly "Melon""#)
    #expect(
      try failure(#"expect no text "Apple""#)
        == #"expected nothing showing "Apple", but the screen shows "Apple""#)

    try perform(#"tap "Clear""#)

    #expect(
      try failure(#"expect alert "Sure?""#)
        == #"expected an alert titled "Sure?", but the alert's title is "Remove all fruit?""#)
    #expect(
      try failure("expect no alert")
        == #"expected no alert, but the alert "Remove all fruit?" is up"#)
  }

  @Test func aFailedExpectationSaysItInJapaneseWhenJapaneseIsChosen() throws {
    try perform("launch")

    let japanese = { (line: String) in
      Language.$chosen.withValue(.japanese) { (try? self.failure(line)) ?? nil }
    }
    #expect(
      japanese(#"expect title "Veg""#)
        == #"期待したのは タイトル "Veg" ですが、タイトルは "Fruit" です"#)
    #expect(
      japanese(#"expect rows "Apple", "Pear", "Cherry""#)
        == #"期待したのは 行 "Apple", "Pear", "Cherry" ですが、行は "Apple", "Banana", "#
        + #""Cherry" です: 行 1 は "Pear" ではなく "Banana" を表示しています"#)
    #expect(
      japanese(#"expect rows "Apple""#)
        == #"期待したのは 行 "Apple" ですが、行は "Apple", "Banana", "Cherry" です: "#
        + #"行 1 の "Banana" は余分です"#)
    #expect(japanese("expect row count 1") == "期待したのは 1 行 ですが、テーブルの行は 3 行です")
    #expect(
      japanese(#"expect row "Apple" checked"#)
        == #"期待したのは チェックマークの付いた行 "Apple" ですが、行 "Apple" にはチェックマークがありません"#)
    #expect(
      japanese(#"expect row 7 "Pear""#)
        == #"期待したのは "Pear" を表示している行 7 ですが、画面に行 7 はありません "#
        + #"(行: "Apple", "Banana", "Cherry")"#)
    #expect(
      japanese(#"expect disabled "+""#) == #"期待したのは 無効な "+" ですが、"+" は有効になっています"#)
    #expect(japanese("expect alert") == "期待したのは アラート ですが、アラートは表示されていません")
    #expect(
      japanese(#"expect no text "Apple""#)
        == #"期待したのは "Apple" がどこにも表示されていないこと ですが、画面に "Apple" が表示されています"#)
    // The same failure, with no language chosen, is English as before.
    #expect(
      try failure(#"expect title "Veg""#)
        == #"expected the title "Veg", but the title is "Fruit""#)
  }

  @Test func gesturesTakeTheHarnessPathAndRefusalsSayWhy() throws {
    try perform("launch", "tap row 0", #"delete row "Cherry""#, #"tap row "Banana""#)
    #expect(session.device?.rowTexts == ["Apple", "Banana"])
    #expect(session.device?.rows.map(\.isChecked) == [true, false])

    #expect(try failure("tap row 5") == "there is no row 5 (rows are 0 to 1)")
    #expect(try failure("accessory row 0") == "that row has no accessory button to tap")
    #expect(try failure("backspace") == "no text field has the keyboard")
    #expect(try failure("pick date 2026-01-01 00:00") == "there is no date picker on screen")

    try perform(#"tap "+""#, #"type "Kiwi 🥝""#, "backspace 2", "clear", #"type "Lime""#)
    try perform("pick date 2030-06-15 07:45", "return")
    #expect(session.device?.rowTexts == ["Apple", "Banana", "Lime"])
    #expect(try failure("back") == "there is no back button on this screen")
  }

  @Test func pickDateTurnsThePickerInItsOwnTimeZone() throws {
    try perform("launch", #"tap "+""#, "pick date 2030-06-15 07:45")

    let picker = session.device?.visibleController?.viewIfLoaded?.allViews
      .compactMap { $0 as? UIDatePicker }.first
    // The fixture's picker shows Tokyo time: 07:45 there is 22:45 the day before in UTC.
    #expect(picker?.date == Date(timeIntervalSince1970: 1_907_707_500))
  }

  @Test func theAppsLifeCommandsReachItsDelegate() throws {
    try perform("launch", "delete row 0", "background")
    #expect(home.read("fruit/Documents/Fruit.txt") == "+Banana\n-Cherry\n")

    try perform("foreground", "delete row 0", "crash")
    #expect(home.read("fruit/Documents/Fruit.txt") == "+Banana\n-Cherry\n")
    #expect(try failure("expect row count 2") == "fruit is not running")
    #expect(try failure("terminate") == "fruit is not running")

    try perform("launch", "delete row 0", "terminate")
    #expect(home.read("fruit/Documents/Fruit.txt") == "-Cherry\n")

    try perform("relaunch", #"expect rows "Cherry""#, "relaunch", #"expect rows "Cherry""#)
    #expect(try failure("launch") == "fruit is already running")
  }

  @Test func launchingByIdChecksTheCatalog() throws {
    #expect(try failure("tap row 0") == SessionFailure.noApp.message)
    #expect(
      try failure("launch melon") == "there is no app \"melon\" (apps: fruit, checklists-fruit)")
    try perform("launch checklists-fruit", "delete row 0", "launch fruit")
    #expect(session.device?.app.id == "fruit")
    #expect(home.read("checklists-fruit/Documents/Fruit.txt") == "+Banana\n-Cherry\n")
  }
}
