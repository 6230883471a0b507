// Each chapter's Exercises section lists the real exercises of its app, so the two cannot
// drift apart.

import AppProgram
import Foundation
import StepwiseApps
import Testing

@testable import CommandLineKit
@testable import LessonEngine
@testable import ToolCommands

@MainActor
@Suite struct ChapterExercisesTests {
  @Test func everyExerciseOfAnAppIsLinkedFromItsChapter() throws {
    for entry in AppCatalog.standard.entries {
      try checkExercises(ofApp: entry.app.id, chapter: entry.app.chapter)
    }
  }

  func checkExercises(ofApp appID: String, chapter chapterName: String) throws {
    let chapter = try #require(RenderedPackage.read("Chapters/\(chapterName)"))
    let section = try #require(
      chapter.range(of: "## Exercises").map { String(chapter[$0.lowerBound...]) },
      "\(chapterName) has no Exercises section")
    let exercises = ExerciseCatalog.standard.exercises.filter { $0.appID == appID }
    #expect(!exercises.isEmpty, "\(appID) has no exercise")
    for exercise in exercises {
      #expect(
        section.contains("](Exercises/\(exercise.id)/README.md)"),
        "\(chapterName) does not link the exercise \(exercise.id)")
      #expect(
        section.contains("stepwise exercises go \(exercise.id)`"),
        "\(chapterName) does not say how to start \(exercise.id)")
      #expect(RenderedPackage.read("Chapters/Exercises/\(exercise.id)/README.md") != nil)
    }
  }
}
