// Reading Swift Testing's JSON event stream into one outcome per test.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine

@Suite struct TestEventStreamTests {
  /// A test record.
  func test(_ name: String, line: Int) -> String {
    #"{"kind":"test","payload":{"id":"ExerciseTests.DemoTests/\#(name)/DemoTests.swift:\#(line):4","kind":"function","name":"\#(name)","sourceLocation":{"line":\#(line)}},"version":0}"#
  }

  /// An event about a test.
  func event(_ kind: String, _ name: String, line: Int, extra: String = "") -> String {
    #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"ExerciseTests.DemoTests/\#(name)/DemoTests.swift:\#(line):4"\#(extra)},"version":0}"#
  }

  @Test func passesFailuresAndThrownErrorsAreToldApartInDeclarationOrder() throws {
    let folder = try TemporaryFolder()
    let transcript = try folder.write("demo\n▶ tap +\n", to: "transcript.txt")
    let issue =
      #","messages":[{"symbol":"fail","text":"Expectation failed: (a → 1) == 2"},{"symbol":"details","text":"a comment"}],"issue":{"isKnown":false,"sourceLocation":{"line":14}}"#
    let thrown =
      #","messages":[{"symbol":"fail","text":"Caught error: there is no row 9\n╭──╮"}],"issue":{"sourceLocation":{"line":20}}"#
    let attached = #","attachment":{"path":"\#(transcript.path)"}"#
    let stream = TestEventStream(
      [
        test("second()", line: 12), test("first()", line: 5), test("third()", line: 18),
        #"{"kind":"test","payload":{"id":"ExerciseTests.DemoTests","kind":"suite","name":"DemoTests"},"version":0}"#,
        event("testStarted", "first()", line: 5), event("testEnded", "first()", line: 5),
        event("testStarted", "second()", line: 12),
        event("issueRecorded", "second()", line: 12, extra: issue),
        event("valueAttached", "second()", line: 12, extra: attached),
        event("testEnded", "second()", line: 12),
        event("testStarted", "third()", line: 18),
        event("issueRecorded", "third()", line: 18, extra: thrown),
        event("testEnded", "third()", line: 18),
        "not json at all",
        #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#,
      ].joined(separator: "\n"))

    let outcomes = stream.outcomes(ofSuite: "DemoTests", inModule: "ExerciseTests")
    #expect(stream.runEnded)
    #expect(stream.finished(suite: "DemoTests", inModule: "ExerciseTests"))
    #expect(outcomes.map(\.name) == ["first()", "second()", "third()"])
    #expect(outcomes.map(\.status) == [.pass, .fail, .error])
    #expect(
      outcomes[1].issues == [
        TestOutcome.Issue(
          message: "Expectation failed: (a → 1) == 2\na comment", line: 14, comment: "a comment")
      ])
    #expect(outcomes[1].transcripts == ["demo\n▶ tap +\n"])
    #expect(outcomes[2].message == "Caught error: there is no row 9\n╭──╮")
    #expect(stream.outcomes(ofSuite: "OtherTests", inModule: "ExerciseTests").isEmpty)
  }

  /// A suite of the same name in another module (a learner's own, named as a course's) is
  /// not the course's suite when the module is asked for.
  @Test func aSuiteIsTheOneOfTheModuleAskedFor() {
    let stream = TestEventStream(
      [
        test("first()", line: 5), event("testStarted", "first()", line: 5),
        event("testEnded", "first()", line: 5),
        #"{"kind":"test","payload":{"id":"Learner.DemoTests/forged()","kind":"function","name":"forged()","sourceLocation":{"line":1}},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"Learner.DemoTests/forged()","messages":[{"text":"forged"}],"issue":{}},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"testEnded","testID":"Learner.DemoTests/forged()"},"version":0}"#,
      ].joined(separator: "\n"))

    #expect(
      stream.outcomes(ofSuite: "DemoTests", inModule: "Learner").map(\.name) == ["forged()"])
    #expect(stream.finished(suite: "DemoTests", inModule: "ExerciseTests"))
    #expect(!stream.started(suite: "DemoTests", inModule: "Exercise"))
    let course = stream.outcomes(ofSuite: "DemoTests", inModule: "ExerciseTests")
    #expect(course.map(\.name) == ["first()"])
    #expect(course.map(\.status) == [.pass])
    #expect(stream.outcomes(ofSuite: "DemoTests", inModule: "Exercise").isEmpty)
  }

  /// An exercise's run names its suites in the exercises' test module only, anchored, so
  /// that a learner's suite of the same name (in the exercise's own module) does not run.
  @Test func anExercisesRunIsFilteredToItsSuitesInTheCoursesTestModule() throws {
    let exercises = Array(ExerciseCatalog.standard.exercises.prefix(2))
    let filter = ScratchPackageTester.filter(of: exercises)

    #expect(filter.count == 4)
    for (index, exercise) in exercises.enumerated() {
      #expect(filter[2 * index] == "--filter")
      let pattern = try Regex(filter[2 * index + 1])
      let course = "ExerciseTests.\(exercise.suiteName)/aTest()/File.swift:3:4"
      #expect(course.firstMatch(of: pattern) != nil)
      for learner in [
        "\(exercise.module).\(exercise.suiteName)/aTest()",
        "ExerciseTests.\(exercise.suiteName)Extra/aTest()",
        "Other.ExerciseTests.\(exercise.suiteName)/aTest()",
      ] {
        #expect(learner.firstMatch(of: pattern) == nil, "\(learner)")
      }
    }
  }

  @Test func theFilesOfATestAndOfItsIssuesAreRead() {
    let record =
      #"{"kind":"test","payload":{"id":"ChecklistsTests.MineTests/a()/MineTests.swift:7:4","kind":"function","name":"a()","sourceLocation":{"fileID":"ChecklistsTests/MineTests.swift","line":7}},"version":0}"#
    let issue =
      #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"ChecklistsTests.MineTests/a()/MineTests.swift:7:4","messages":[{"symbol":"fail","text":"Expectation failed"}],"issue":{"isKnown":false,"sourceLocation":{"fileID":"ChecklistsTests/Helpers.swift","line":3}}},"version":0}"#

    let outcomes = TestEventStream(record + "\n" + issue).outcomes(ofModule: "ChecklistsTests")

    #expect(outcomes.map(\.fileID) == ["ChecklistsTests/MineTests.swift"])
    #expect(outcomes.first?.issues.map(\.fileID) == ["ChecklistsTests/Helpers.swift"])
    #expect(outcomes.first?.issues.map(\.line) == [3])
  }

  @Test(arguments: [
    (
      "inserted [Milk, Eggs], removed [Bread]",
      "only on the left of ==: [Milk, Eggs]; only on the right: [Bread]",
      "== の左辺にだけあるもの: [Milk, Eggs]、右辺にだけあるもの: [Bread]"
    ),
    (
      "inserted [a, removed b]", "only on the left of ==: [a, removed b]",
      "== の左辺にだけあるもの: [a, removed b]"
    ),
    ("removed [3]", "only on the right of ==: [3]", "== の右辺にだけあるもの: [3]"),
    ("the lengths differ", "the lengths differ", "the lengths differ"),
  ])
  func aCollectionsDifferenceIsSaidInPlainWords(
    difference: String, english: String, japanese: String
  ) {
    let issue =
      #","messages":[{"symbol":"fail","text":"Expectation failed: (rows → [1]) == [2]"},{"symbol":"difference","text":"\#(difference)"}],"issue":{"sourceLocation":{"line":4}}"#
    let lines = [
      test("rows()", line: 3), event("issueRecorded", "rows()", line: 3, extra: issue),
    ]
    .joined(separator: "\n")

    let read = TestEventStream(lines).outcomes(ofSuite: "DemoTests", inModule: "ExerciseTests")
      .first?.issues.first
    let readInJapanese = Language.$chosen.withValue(.japanese) {
      TestEventStream(lines).outcomes(ofSuite: "DemoTests", inModule: "ExerciseTests").first?.issues
        .first
    }

    #expect(read?.message == "Expectation failed: (rows → [1]) == [2]\n" + english)
    #expect(readInJapanese?.message == "Expectation failed: (rows → [1]) == [2]\n" + japanese)
  }

  @Test func anExpectationsCommentIsKeptApartFromWhatSwiftTestingSaid() {
    let issue = TestOutcome.Issue(
      message: "Expectation failed: (a → 1) == 2\nthe count to be 2", line: 3,
      comment: "the count to be 2")

    #expect(issue.expectation == "Expectation failed: (a → 1) == 2")
    #expect(
      TestOutcome.Issue(message: "Expectation failed", line: 3).expectation == "Expectation failed")
  }

  @Test func aTestThatNeverEndedIsAnErrorAndSaysWhy() {
    let stream = TestEventStream(
      [
        test("crashes()", line: 5), test("neverRan()", line: 9),
        event("testStarted", "crashes()", line: 5),
      ].joined(separator: "\n"))
    let outcomes = stream.outcomes(ofSuite: "DemoTests", inModule: "ExerciseTests")
    #expect(!stream.runEnded)
    #expect(!stream.finished(suite: "DemoTests", inModule: "ExerciseTests"))
    #expect(stream.started(suite: "DemoTests", inModule: "ExerciseTests"))
    #expect(outcomes.map(\.status) == [.error, .error])
    #expect(outcomes[0].message?.hasPrefix("The test process stopped during this test") == true)
    #expect(outcomes[1].message?.hasPrefix("This test did not run") == true)
  }

  @Test func theSuiteComesFromTheTestsID() {
    #expect(
      TestEventStream.suite(
        ofTestID: "ExerciseTests.Checklists01ItemCountTests/name()/File.swift:3:4")
        == "Checklists01ItemCountTests")
  }
}
