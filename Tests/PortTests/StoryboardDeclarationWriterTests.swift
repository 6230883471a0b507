// The storyboard model written as the port's declaration.

import Foundation
import InterfaceBuilderDocuments
import Testing

@testable import PortKit

@Suite struct StoryboardDeclarationWriterTests {
  /// The fixtures with a main storyboard.
  static let fixtures = Fixtures.names

  /// Each fixture's main storyboard, read into the model and written for the app's code, is
  /// the declaration the port's translator writes, byte for byte, and what the writer remarks
  /// on the port reports.
  @Test(arguments: fixtures)
  func theModelIsWrittenAsThePortDeclaresTheStoryboard(_ fixture: String) throws {
    let project = try XcodeProject.read(Fixtures.url(fixture))
    let storyboard = try #require(project.storyboard)
    let swift = SwiftProject(files: project.swiftFiles)
    var translator = StoryboardTranslator(
      path: storyboard.path, name: storyboard.name, data: storyboard.data, project: swift)
    let translated = translator.translate()
    let declared = try #require(translated)
    var reader = StoryboardReader()
    let model = try reader.storyboard(named: storyboard.name, from: storyboard.data)
    var writer = StoryboardDeclarationWriter(project: swift)
    let written = writer.declaration(of: model)
    if written != declared {
      try? written.write(toFile: "/tmp/sw/\(fixture).written", atomically: true, encoding: .utf8)
      try? declared.write(toFile: "/tmp/sw/\(fixture).declared", atomically: true, encoding: .utf8)
    }
    #expect(written == declared, "\(fixture)")
    // What the app's code made the writer change, the port reports too.
    let reported = Set((translator.report.untranslated + translator.report.rewritten).map(\.text))
    #expect(writer.remarks.allSatisfy(reported.contains), "\(fixture): \(writer.remarks)")
  }
}
