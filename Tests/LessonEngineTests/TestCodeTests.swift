// Finding each test function's body in a test file, for the report's test_code.

import AppTestSupport
import Testing

@testable import LessonEngine

@Suite struct TestCodeTests {
  @Test func bodiesAreFoundByNameAndDedented() {
    let source = """
      @MainActor
      @Suite(.attachesTranscripts)
      struct DemoTests {
        /// Not a test.
        func helper() -> Int { 1 }

        @Test func tappingPlusAddsARow() throws {
          let device = try launch(Demo.app)
          try device.tap("+")  // a comment with a brace: }
          #expect(device.rows.count == 6)
        }

        @Test
        func bracesInStringsDoNotCount() {
          let text = "}}} \\" {{"
          if text.isEmpty {
            Issue.record("empty")
          }
        }
      }
      """
    let bodies = TestCode.bodies(in: source)
    #expect(Set(bodies.keys) == ["tappingPlusAddsARow()", "bracesInStringsDoNotCount()"])
    #expect(
      bodies["tappingPlusAddsARow()"] == """
        let device = try launch(Demo.app)
        try device.tap("+")  // a comment with a brace: }
        #expect(device.rows.count == 6)
        """)
    #expect(
      bodies["bracesInStringsDoNotCount()"] == """
        let text = "}}} \\" {{"
        if text.isEmpty {
          Issue.record("empty")
        }
        """)
  }

  @Test func aSlashThatDividesStartsNoComment() {
    let source = """
      @Test func halfTheRowsAreShownWhenThereAreTwo() {
        if rows.count / 2 == 1 {
          #expect(shown == 1)
        }
        #expect(rows.count == 2)
      }
      """
    #expect(
      TestCode.bodies(in: source)["halfTheRowsAreShownWhenThereAreTwo()"] == """
        if rows.count / 2 == 1 {
          #expect(shown == 1)
        }
        #expect(rows.count == 2)
        """)
  }

  /// A brace in a block comment, or in a string inside an interpolation, is not code; an
  /// `@Test` in a comment or a string marks no test; a parameter's default may hold braces.
  @Test func braceInCommentsAndInterpolationsDoNotEndTheBody() {
    let source = #"""
      // @Test func notATest() { }
      let note = "@Test func notOneEither() { }"
      @Test(arguments: [1, 2]) func eachCount(count: Int, make: () -> Int = { 0 }) {
        /* a { in a comment */
        #expect("\(count > 1 ? "}" : "{")" != "")
      }
      """#
    #expect(
      TestCode.bodies(in: source) == [
        "eachCount()": #"""
        /* a { in a comment */
        #expect("\(count > 1 ? "}" : "{")" != "")
        """#
      ])
  }

  /// An empty test has an empty body, which ends at its own brace; a file that ends right
  /// after `@Test func` has no test more.
  @Test func anEmptyBodyAndACutFileAreRead() {
    let source = "@Test func empty() {}\n@Test func next() {\n  #expect(true)\n}\n@Test func"
    #expect(TestCode.bodies(in: source) == ["empty()": "", "next()": "#expect(true)"])
  }

  @Test func everyTestOfTheCourseHasItsCode() throws {
    let workspace = ExerciseWorkspace(root: PackageRoot.url)
    for exercise in ExerciseCatalog.standard.exercises {
      // A "write the test" exercise's course test is its solution.
      let path =
        exercise.writeTheTest == nil ? exercise.testPath : exercise.solutionPath(exercise.files[0])
      let source = try #require(workspace.contents(path))
      let text = String(decoding: source, as: UTF8.self)
      let tests = text.components(separatedBy: "@Test func ").count - 1
      let bodies = TestCode.bodies(in: text)
      #expect(bodies.count == tests, "\(path)")
      #expect(bodies.values.allSatisfy { !$0.isEmpty }, "\(path)")
    }
  }
}
