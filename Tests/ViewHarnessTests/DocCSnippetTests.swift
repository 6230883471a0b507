// Every Swift snippet in the DocC catalogs' pages is code that builds: its lines appear, in
// order, in a source or test file of the package.

import AppTestSupport
import Foundation
import Testing

@Suite struct DocCSnippetTests {
  /// The catalogs whose pages are checked.
  static let catalogs = [
    "Sources/ViewHarness/ViewHarness.docc", "Sources/HeadlessUIKit/HeadlessUIKit.docc",
  ]

  /// A snippet: the page it is on and its lines.
  struct Snippet: CustomStringConvertible {
    var page: String
    var lines: [String]
    var description: String { "\(page):\n" + lines.joined(separator: "\n") }
  }

  /// The Swift code blocks of a page's Markdown.
  static func snippets(in text: String, page: String) -> [Snippet] {
    var found: [Snippet] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```swift") {
        current = []
      } else if let lines = current, line.hasPrefix("```") {
        found.append(Snippet(page: page, lines: lines))
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return found
  }

  /// Every snippet of the catalogs' Markdown pages.
  static func catalogSnippets() throws -> [Snippet] {
    try catalogs.flatMap { catalog in
      let folder = PackageRoot.url.appendingPathComponent(catalog)
      return try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".md") }.sorted()
        .flatMap { name in
          let text = try String(
            contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
          return snippets(in: text, page: "\(catalog)/\(name)")
        }
    }
  }

  /// A file's or a snippet's lines as compared: trimmed, blank lines left out.
  static func significant(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// Whether `part`'s lines appear in `whole` in the same order, others in between.
  static func isContained(_ part: [String], in whole: [String]) -> Bool {
    var rest = whole[...]
    for line in part {
      guard let found = rest.firstIndex(of: line) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  /// The significant lines of every Swift file under `Sources` and `Tests`.
  static func packageFiles() -> [[String]] {
    ["Sources", "Tests"].flatMap { top in
      let base = PackageRoot.url.appendingPathComponent(top)
      let paths = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String]
      return (paths ?? []).filter { $0.hasSuffix(".swift") && !$0.contains(".docc/") }
        .compactMap { path in
          (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8))
            .map { significant($0.components(separatedBy: "\n")) }
        }
    }
  }

  @Test func everySnippetIsPartOfAFileThatBuilds() throws {
    let snippets = try Self.catalogSnippets()
    #expect(snippets.count >= 4)
    let files = Self.packageFiles()
    for snippet in snippets {
      let lines = Self.significant(snippet.lines)
      #expect(
        files.contains { Self.isContained(lines, in: $0) },
        "no Swift file of the package holds this snippet's lines in order: \(snippet)")
    }
  }

  @Test func snippetsAreReadFromSwiftBlocksOnly() {
    let page = "Text\n```swift\nlet a = 1\n```\n```\nnot swift\n```\n```swift\nb()\n```\n"
    #expect(Self.snippets(in: page, page: "p").map(\.lines) == [["let a = 1"], ["b()"]])
  }

  @Test func aSnippetWithALineNoFileHasIsFound() {
    let file = Self.significant(["func f() {", "  let a = 1", "", "  g(a)", "}"])
    #expect(Self.isContained(Self.significant(["let a = 1", "g(a)"]), in: file))
    #expect(!Self.isContained(Self.significant(["g(a)", "let a = 1"]), in: file))
    #expect(!Self.isContained(Self.significant(["let b = 2"]), in: file))
  }
}
