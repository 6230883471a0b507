// Each chapter's walkthrough fails on the stage before it and passes on its own stage.

import AppProgram
import Foundation
import StepwiseApps
import Testing

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct RedBeforeGreenTests {
  /// Every app and the stage its chapter starts from; nil for the first of a track.
  nonisolated static let pairs: [(id: String, previous: String?)] = [
    ("checklists-01", nil),
    ("checklists-02", "checklists-01"),
    ("checklists-03", "checklists-02"),
    ("checklists-04", "checklists-03"),
    ("checklists-05", "checklists-04"),
    ("checklists-06", "checklists-05"),
    ("checklists-07", "checklists-06"),
    ("checklists-08", "checklists-07"),
    ("checklists-09", "checklists-08"),
    ("todo-archiver", nil),
    ("todo-codable", "todo-archiver"),
    ("todo-coredata", "todo-codable"),
    ("tasks", nil),
    ("names", nil),
  ]

  /// Plays a chapter's script, on another app when `app` is given (as `play --app` does).
  func play(_ id: String, on app: String? = nil) -> (exitCode: ExitCode, error: String) {
    var error = ""
    let console = Console(
      readLine: { nil }, writeOutput: { _ in }, writeError: { error += $0 })
    let environment = ToolEnvironment(
      variables: [:], currentDirectory: RenderedPackage.root, executable: nil)
    let context = ToolContext(console: console, environment: environment)
    // Relative to the package, which is the current folder, so messages name it that way.
    let arguments =
      ["play", "Chapters/scripts/\(id).stepwise"] + (app.map { ["--app", $0] } ?? [])
    let exitCode = AppCatalog.$current.withValue(.standard) {
      StepwiseCommand.run(arguments, context: context)
    }
    return (exitCode, error)
  }

  @Test func thePairsCoverEveryAppInTeachingOrder() {
    #expect(Self.pairs.map(\.id) == AppCatalog.standard.ids)
  }

  @Test(arguments: Self.pairs.map(\.id))
  func theWalkthroughFailsOnThePreviousStageAndPassesOnItsOwn(id: String) throws {
    let own = play(id)
    #expect(own.exitCode == .success, "\(own.error)")

    guard let previous = Self.pairs.first(where: { $0.id == id })?.previous else { return }
    let before = play(id, on: previous)
    let message =
      "Chapters/scripts/\(id).stepwise passes on \(previous) too: it must check something "
      + "\(id) adds"
    #expect(before.exitCode == .failure, "\(message)")
    // It fails because an expectation or a gesture of this step does not hold there, not
    // because the script cannot be read.
    if before.exitCode == .failure {
      #expect(before.error.contains("✗ Chapters/scripts/\(id).stepwise:"), "\(before.error)")
    }
  }
}
