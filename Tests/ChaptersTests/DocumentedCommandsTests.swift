// Every stepwise command the README and the chapters show can be typed as it is written.

import AppProgram
import Foundation
import StepwiseApps
import Testing
import ViewHarness

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct DocumentedCommandsTests {
  /// The Markdown files a reader copies commands from.
  nonisolated static let documents: [String] = {
    var paths = ["README.md"]
    let base = RenderedPackage.root.appendingPathComponent("Chapters")
    let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "md" else { continue }
      paths.append("Chapters" + url.path.dropFirst(base.path.count))
    }
    return paths.sorted()
  }()

  /// The concrete commands in a document: each code span or code-block line that starts with
  /// `swift run stepwise` or `stepwise`, without the syntax notation of the tables
  /// (`<app>`, `[--fresh]`, `a|b`, `…`), and without a trailing comment.
  static func commands(in text: String) -> [[String]] {
    let spans = text.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }
    var blockLines: [String] = []
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock.toggle()
      } else if inBlock {
        blockLines.append(String(line))
      }
    }
    return (spans + blockLines).compactMap { candidate in
      var command = candidate.trimmingCharacters(in: .whitespaces)
      if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
      for prefix in ["swift run stepwise", "stepwise"] where command.hasPrefix(prefix) {
        let rest = command.dropFirst(prefix.count)
        guard rest.isEmpty || rest.hasPrefix(" ") else { return nil }
        guard !command.contains(where: { "<>[]|…$".contains($0) }) else { return nil }
        return rest.split(separator: " ").map(String.init)
      }
      return nil
    }
  }

  @Test func everyScriptLineTheReadmeShowsParses() throws {
    let readme = try #require(RenderedPackage.read("README.md"))
    let start = try #require(readme.range(of: "**Walkthrough scripts**"))
    let block = try #require(readme[start.upperBound...].firstMatch(of: /```\n([^`]+)```/))
    var parsed: [ScriptCommand] = []
    for line in block.output.1.split(separator: "\n") {
      // Two or more spaces part the commands of a line; # starts a comment.
      let text = line.split(separator: " #").first ?? ""
      for command in text.split(separator: #/ {2,}/#) {
        let command = command.trimmingCharacters(in: .whitespaces)
        guard !command.isEmpty else { continue }
        #expect(throws: Never.self, "\(command)") {
          if let line = try ScriptParser.parseLine(command) { parsed.append(line) }
        }
      }
    }
    let gestures = Set(
      parsed.compactMap { line in if case .gesture(let gesture) = line { gesture.name } else { nil }
      })
    for name in ["swipe left on row", "full swipe left on row", "move row", "tap field", "wait"] {
      #expect(gestures.contains(name), "README shows no \(name)")
    }
  }

  @Test func theDocumentsShowCommandsToCheck() {
    let readme = Self.commands(in: RenderedPackage.read("README.md") ?? "")
    #expect(readme.contains([]), "README shows swift run stepwise on its own")
    #expect(readme.contains(["learn"]))
    #expect(readme.contains(["install"]))
    #expect(Self.commands(in: "`stepwise run <app>` and `stepwise-bench`") == [])
  }

  @Test(arguments: documents)
  func everyCommandShownParsesAndNamesWhatExists(document: String) throws {
    let text = try #require(RenderedPackage.read(document))
    let apps = Set(AppCatalog.standard.entries.map(\.app.id))
    for words in Self.commands(in: text) {
      let shown = (["stepwise"] + words).joined(separator: " ")
      // `stepwise play` alone in prose names the command; it is not a line to type.
      if words.count == 1,
        let named = ArgumentParser.command(words[0], in: StepwiseCommand.commands),
        !named.configuration.arguments.isEmpty
      {
        continue
      }
      do {
        let request = try ArgumentParser.parse(words, commands: StepwiseCommand.commands)
        guard case .run(let command, let invocation) = request else { continue }
        if command == "run", let app = invocation.arguments.first {
          #expect(apps.contains(app), "\(document): \(shown): no app \(app)")
        }
        if command == "play", let script = invocation.arguments.first {
          #expect(
            RenderedPackage.read(script) != nil, "\(document): \(shown): no file \(script)")
        }
      } catch {
        Issue.record("\(document): \(shown): \(error.message)")
      }
    }
  }
}
