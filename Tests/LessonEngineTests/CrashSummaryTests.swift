// A crash told by its fatal error and the places in the learner's code it went through.

import Foundation
import Testing

@testable import LessonEngine

@MainActor
@Suite struct CrashSummaryTests {
  @Test func aCrashIsToldByItsFatalErrorAndThePlacesInTheLearnersCode() {
    let scratch = "/home/ada/stepwise/.build/exercises"
    let output = """
      ◇ Test tappingPlusCountsTheNewItem() started.
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      *** Signal 4: Backtracing from 0x7ff11f56df7f... done ***
      Thread 1 "-qos.overcommit" crashed:
        0                  0x00007ff11f56df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
        3 [ra]             0x0000556fc03bf798 ChecklistViewController.addItem() + 151 in Tests.xctest at \(scratch)/Sources/Checklists01ItemCount/ChecklistViewController.swift:28:16
        4 [ra]             0x0000556fc03c0b6b closure #1 in static UIStoryboard.makeMain() + 26 in Tests.xctest at \(scratch)/Sources/Checklists01ItemCount/Stage/Storyboard.swift:18:54
        6 [ra]             0x0000556fc03d911d UIAction.perform(sender:) + 172 in Tests.xctest at /home/ada/stepwise/Sources/HeadlessUIKit/UIAction.swift:32:5
        9 [ra] [thunk]     0x0000556fc04449ef partial apply for closure #5 in Device.tap(_:) + 14 in Tests.xctest at //<compiler-generated>
       12 [ra]             0x0000556fc03c6dcd Checklists01ItemCountTests.tappingPlusCountsTheNewItem() + 444 in Tests.xctest at \(scratch)/Tests/ExerciseTests/Checklists01ItemCountTests.swift:18:16
      """
    let exercise = ExerciseCatalog.standard.exercises[0]
    let member = ScratchPackage.Member(exercise: exercise, starters: nil, tests: Data())
    let tester = ScratchPackageTester(
      package: ScratchPackage(
        workspace: ExerciseWorkspace(root: URL(fileURLWithPath: "/home/ada/stepwise"))),
      support: [])
    let summary = ScratchPackageTester.crashSummary(in: output) {
      tester.shownPath($0, members: [member])
    }
    #expect(
      summary == """
        Fatal error: Index out of range
          in ChecklistViewController.addItem(), Chapters/Exercises/checklists-01/item-count/ChecklistViewController.swift:28
          in closure #1 in static UIStoryboard.makeMain(), Sources/Checklists01/Storyboard.swift:18
          in Checklists01ItemCountTests.tappingPlusCountsTheNewItem(), Tests/ExerciseTests/Checklists01ItemCountTests.swift:18
        """)
  }

  @Test func otherLinesAreNoFrames() {
    #expect(CrashFrame("Thread 1 crashed:") == nil)
    #expect(CrashFrame("  0  0x00007ff1 _assertionFailure() + 623 in libswiftCore.so") == nil)
    #expect(
      CrashFrame("  3 [ra]  0x0000556f f() + 1 in T at /a/B.swift:28:16")
        == CrashFrame(function: "f()", path: "/a/B.swift", line: 28))
  }

  @Test func aFrameWithoutAColumnStillNamesItsFileAndLine() {
    #expect(
      CrashFrame("  3 [ra]  0x0000556f f() + 1 in T at /a/B.swift:28")
        == CrashFrame(function: "f()", path: "/a/B.swift", line: 28))
    #expect(CrashFrame("  3 [ra]  0x0000556f f() + 1 in T at /a/B.swift") == nil)
  }
}
