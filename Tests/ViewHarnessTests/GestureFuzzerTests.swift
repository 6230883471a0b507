// The random-gesture fuzzer: reproducible, only possible gestures, finds and shrinks bugs.

import AppTestSupport
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import Testing

@testable import ViewHarness

@MainActor
@Suite struct GestureFuzzerTests {
  let demo = FuzzSubject(app: FruitApp.descriptor, durability: .backgroundAndTerminate)

  @Test func theGeneratorGivesSplitMix64sPublishedNumbers() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func boundedNumbersStayInRangeAndZeroWeightsAreNeverPicked() {
    var random = SplitMix64(seed: 7)
    for bound in 1...50 {
      let number = random.next(below: bound)
      #expect(number >= 0 && number < bound)
    }
    let picks = (0..<200).map { _ in random.pick(weighted: [("never", 0), ("a", 1), ("b", 3)]) }
    #expect(!picks.contains("never"))
    #expect(Set(picks) == ["a", "b"])
  }

  @Test func theSameSeedWalksTheSameWay() {
    let fuzzer = GestureFuzzer(demo)
    let first = fuzzer.walk(seed: 42, steps: 60)
    let second = fuzzer.walk(seed: 42, steps: 60)
    let other = fuzzer.walk(seed: 43, steps: 60)
    #expect(first.statistics == second.statistics)
    #expect(first.statistics.gestureCounts != other.statistics.gestureCounts)
  }

  @Test func aWalkOnlyMakesGesturesTheScreenAllowsAndTriesThemAll() {
    let report = GestureFuzzer(demo).run(FuzzBudget(steps: 600, walkLength: 300))
    #expect(report.failure == nil, "\(report.failureDescription)")
    #expect(report.statistics.driverMistakes == 0)
    let tried = Set(report.statistics.gestureCounts.keys)
    let expected: Set<String> = [
      "tap \"+\"", "tap \"Done\"", "tap \"Cancel\"", "tap row", "accessory row", "delete row",
      "type", "backspace", "return", "background", "foreground", "terminate", "crash",
      "relaunch",
    ]
    #expect(expected.subtracting(tried).isEmpty, "never tried: \(expected.subtracting(tried))")
  }

  @Test func aForgottenDeleteRowsIsFoundAndShrunkToAScriptThatReplaysIt() throws {
    let subject = FuzzSubject(
      app: ForgetfulListApp.descriptor, durability: .backgroundAndTerminate)
    let fuzzer = GestureFuzzer(subject)
    let failure = try #require(fuzzer.run(FuzzBudget(steps: 2_000)).failure)
    guard case .inconsistent = failure.kind else {
      Issue.record("expected an inconsistency, found \(failure)")
      return
    }
    #expect(failure.shrunk.dropLast() == [.tap("+"), .tap("+"), .tap("+")])
    #expect(failure.script.hasPrefix("launch forgetful-list\ntap \"+\"\ntap \"+\"\ntap \"+\"\n"))
    // The last line deletes a row: by a swipe and Delete, or by a full swipe.
    let last = failure.script.split(separator: "\n").last ?? ""
    #expect(last.hasPrefix("delete row ") || last.hasPrefix("full swipe left on row "), "\(last)")
    let replayed = try Gesture.gestures(inScript: failure.script)
    #expect(replayed == failure.shrunk)
    #expect(fuzzer.replay(replayed)?.kind.isSameKind(as: failure.kind) == true)
  }

  @Test func aListSavedOnlyInTheBackgroundBreaksAPromiseToKeepEveryChange() throws {
    let subject = FuzzSubject(app: ForgetfulListApp.careful, durability: .everyChange)
    let failure = try #require(GestureFuzzer(subject).run(FuzzBudget(steps: 2_000)).failure)
    guard case .brokenPromise(.crashInForeground, let expected, let found) = failure.kind else {
      Issue.record("expected a broken promise after a crash, found \(failure.kind)")
      return
    }
    // The walk may lose an added item or bring back a deleted one; shrunk, it is an add.
    #expect(expected != found)
    #expect(failure.shrunk == [.tap("+"), .crash, .relaunch])
  }

  @Test func theSameListKeepsTheWeakerPromiseOfSavingInTheBackground() {
    let subject = FuzzSubject(app: ForgetfulListApp.careful, durability: .backgroundAndTerminate)
    let report = GestureFuzzer(subject).run(FuzzBudget(steps: 200))
    #expect(report.failure == nil, "\(report.failureDescription)")
    #expect(report.statistics.relaunchesWithLoss > 0)
    #expect(report.statistics.brokenPromises == 0)
  }

  @Test func crashingAtEveryPointFindsTheChangeNotYetSaved() throws {
    let subject = FuzzSubject(app: ForgetfulListApp.careful, durability: .everyChange)
    let report = GestureFuzzer(subject).crashAtEveryPoint(FuzzBudget(steps: 20, walkLength: 20))
    let failure = try #require(report.failure)
    guard case .brokenPromise(.crashInForeground, _, _) = failure.kind else {
      Issue.record("expected a broken promise after a crash, found \(failure)")
      return
    }
    #expect(failure.shrunk == [.tap("+"), .crash, .relaunch])
  }

  @Test func crashingAtEveryPointReplaysEachPointOnceAndRelaunchesAfterEach() {
    let subject = FuzzSubject(app: ForgetfulListApp.careful, durability: .backgroundAndTerminate)
    let fuzzer = GestureFuzzer(subject)
    let walk = fuzzer.gestures(seed: 5, steps: 12)
    let report = fuzzer.crashAtEveryPoint(FuzzBudget(steps: 12, walkLength: 12, replaySeed: 5))
    #expect(report.failure == nil, "\(report.failureDescription)")
    let walkRelaunches = walk.filter { $0 == .relaunch }.count
    let pointRelaunches = (0...walk.count).count
    #expect(report.statistics.relaunches >= walkRelaunches + pointRelaunches)
  }

  @Test func everyGestureReadsBackFromItsScriptLine() throws {
    let gestures: [Gesture] = [
      .tap("+"), .tap(#"Say "hi" \o/"#), .tap("# not a comment"), .tapRow(12),
      .tapAccessory(row: 0), .deleteRow(3), .type("牛乳を買う \u{1F469}\u{200D}\u{1F467}"),
      .paste(" "), .type("\u{301}é"), .tap("\u{200D}"), .paste("\u{FE0F}\\\""),
      .backspace(1), .backspace(4), .clear, .pressReturn,
      .replace(location: 1, length: 2, with: "e\u{301}"),
      .pickDate(try #require(ScriptDate("2026-12-24 18:30"))), .goBack,
      .background, .foreground, .terminate, .crash, .relaunch, .memoryWarning,
      .wait(seconds: 1), .wait(seconds: 90), .wait(seconds: 7_200), .wait(seconds: Int.max),
      .waitUntil(try #require(ScriptDate("2027-01-01 00:00"))), .tapField("Name \"x\""),
      .swipeRow("Milk", .left), .swipeRow(2, .right), .fullSwipeRow(0, .left),
      .fullSwipeRow("日本", .right), .tapEditingControl(row: 4), .moveRow("Eggs", to: 0),
    ]
    for gesture in gestures {
      #expect(try Gesture(scriptLine: gesture.scriptLine) == gesture, "\(gesture.scriptLine)")
    }
    #expect(Gesture.tap(#"Say "hi" \o/"#).scriptLine == #"tap "Say \"hi\" \\o/""#)
    #expect(Gesture.tapAccessory(row: 2).scriptLine == "accessory row 2")
    #expect(Gesture.goBack.scriptLine == "back")
    for text in TrickyText.controls {
      #expect(try Gesture(scriptLine: Gesture.type(text).scriptLine) == .type(text))
    }
    let script = Gesture.script(appID: "demo", [.tap("+"), .type("Kiwi"), .tap("Done")])
    #expect(script == "launch demo\ntap \"+\"\ntype \"Kiwi\"\ntap \"Done\"")
    #expect(
      try Gesture.gestures(inScript: script + "\n# a comment\n") == [
        .tap("+"), .type("Kiwi"), .tap("Done"),
      ])
    #expect(throws: ScriptSyntaxError.self) { try Gesture(scriptLine: "wave at the user") }
  }

  @Test func theShrinkerKeepsOnlyWhatTheFailureNeeds() {
    let gestures = (0..<40).map { Gesture.tapRow(.index($0)) }
    var replays = 0
    let shrunk = GestureShrinker.shrink(gestures) {
      replays += 1
      return $0.contains(.tapRow(7)) && $0.contains(.tapRow(31))
    }
    #expect(shrunk == [.tapRow(7), .tapRow(31)])
    #expect(replays < 100)
  }

  @Test func bytesMissingCountsTheLinesThatDidNotComeBack() {
    #expect(FuzzSession.bytesMissing(from: ["a", "b"], comparedWith: ["a", "b"]) == 0)
    #expect(FuzzSession.bytesMissing(from: ["a"], comparedWith: ["a", "a", "bcd"]) == 4)
    #expect(FuzzSession.bytesMissing(from: ["ab", "c"], comparedWith: ["é"]) == 2)
  }
}
