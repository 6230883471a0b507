// Random gestures, edits and damaged preferences on the task list.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TaskMVC

@MainActor
@Suite struct ReliabilityTests {
  @Test func randomGesturesNeverCrashAndEverySavedTaskSurvivesACrash() {
    let subject = FuzzSubject(app: TaskMVC.app, durability: .everyChange)
    let report = ReliabilityCheck.randomGestures(subject)
    // Every file the app wrote, and every folder, is its owner's alone.
    #expect(report.itemsOpenToOthers.isEmpty, "\(report.itemsOpenToOthers)")
  }
  @Test func aCrashAtAnyPointOfAWalkLosesNothing() {
    let subject = FuzzSubject(app: TaskMVC.app, durability: .everyChange)
    ReliabilityCheck.crashAtEveryPoint(subject)
  }

  @Test func anyEditOfTheTaskKeepsTheSaveChecksRightAndSavesThatText() {
    var fuzzer = TextEditFuzzer(app: TaskMVC.app, reach: [.tap("+")])
    // The task field has no delegate: like UIKit, it applies any range, so a range that
    // splits a surrogate pair leaves a broken character (U+FFFD) in the text.
    fuzzer.keepsCharactersWhole = false
    fuzzer.finish = { device in
      let text = device.visibleFocusedField?.text ?? ""
      let task = text.trimmingCharacters(in: .whitespacesAndNewlines)
      try device.tap("保存する")
      let wanted = task.isEmpty ? "タスクを入力してください" : "締切日を入力してください"
      guard device.alert?.title == wanted else {
        return "saving \(text.debugDescription) says \(device.alert?.title ?? "nothing")"
      }
      try device.tap("OK")
      guard !task.isEmpty else { return nil }
      try device.pickDate(minute: "2026-12-24 18:30")
      try device.tap("保存する")
      try device.tap("OK")
      try device.crash()
      try device.relaunch()
      let saved = device.rootListRows.map(\.text)
      return saved == [task] ? nil : "saving \(text.debugDescription) kept \(saved)"
    }
    ReliabilityCheck.edits(fuzzer, field: "the task field")
  }
}
