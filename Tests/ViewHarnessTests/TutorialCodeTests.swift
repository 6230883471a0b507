// The DocC tutorial's code is a real test: its last step is Checklists03Tests' FirstTests.swift
// (the catalog links to it), and each step only adds lines to the one before, so the tutorial
// cannot drift from code that compiles and passes.

import AppTestSupport
import Foundation
import Testing

@Suite struct TutorialCodeTests {
  /// The catalog's folder of code files and images.
  static let resources = PackageRoot.url
    .appendingPathComponent("Sources/ViewHarness/ViewHarness.docc/Resources")

  /// The tutorial that writes the first test.
  static let tutorial = PackageRoot.url
    .appendingPathComponent("Sources/ViewHarness/ViewHarness.docc/Tutorials")
    .appendingPathComponent("WritingAFirstTest.tutorial")

  /// The code files the tutorial's steps show, in the order it shows them.
  static func stepFiles() throws -> [String] {
    let text = try String(contentsOf: tutorial, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard line.contains("@Code("), let start = line.range(of: "file: \"") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
  }

  /// A code file's lines.
  static func lines(of name: String) throws -> [String] {
    let text = try String(
      contentsOf: resources.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theLastStepIsTheRealTest() throws {
    let last = try #require(try Self.stepFiles().last)
    let test = PackageRoot.url.appendingPathComponent("Tests/Checklists03Tests/FirstTests.swift")
    #expect(
      try Self.lines(of: last)
        == String(contentsOf: test, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  @Test func eachStepOnlyAddsLinesToTheOneBefore() throws {
    let files = try Self.stepFiles()
    #expect(files.count == 4)
    for (earlier, later) in zip(files, files.dropFirst()) {
      #expect(
        DocCSnippetTests.isContained(try Self.lines(of: earlier), in: try Self.lines(of: later)),
        "\(earlier) has a line that \(later) does not")
    }
  }

  @Test func everyCodeFileInTheCatalogIsAStep() throws {
    let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(swiftFiles == (try Self.stepFiles()).sorted())
  }
}
