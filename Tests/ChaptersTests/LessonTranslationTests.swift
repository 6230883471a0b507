// The tutorial's steps and the exercises in Japanese: each step's and exercise's README.md
// has a README.ja.md beside it with the same code blocks and links, each English hint a
// Japanese one, each structure check's words a Japanese sentence; and nothing Japanese is
// left without its English original.

import Foundation
import LessonEngine
import Testing

@testable import ChapterRender
@testable import TutorialCourse

@MainActor
@Suite struct LessonTranslationTests {
  /// The steps and exercises, by id, not yet written in Japanese. A new step or exercise is
  /// listed here until its Japanese text and hints are written, and taken off when they are;
  /// the first test fails until the list says exactly which are missing.
  static let notYetInJapanese: [String] = []

  static let steps = TutorialCatalog.standard.steps
  static let exercises = ExerciseCatalog.standard.exercises

  /// Every lesson: its id, its folder, its Japanese title, its English and Japanese hints.
  static var lessons:
    [(id: String, folder: String, titleJa: String, hints: [String], hintsJa: [String])]
  {
    steps.map { ($0.id, $0.folder, $0.titleJa, $0.hints, $0.hintsJa) }
      + exercises.map { ($0.id, $0.folder, $0.titleJa, $0.hints, $0.hintsJa) }
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: RenderedPackage.root.appendingPathComponent(path).path)
  }

  @Test func theLessonsWithoutJapaneseAreTheListedOnes() {
    let missing = Self.lessons.filter { lesson in
      !Self.exists("\(lesson.folder)/README.ja.md") || lesson.hintsJa.isEmpty
        || lesson.titleJa.isEmpty
    }.map(\.id)
    #expect(
      missing == Self.notYetInJapanese,
      "no README.ja.md, Japanese title or Japanese hints: \(missing); take a lesson off notYetInJapanese once it is written"
    )
  }

  @Test func aJapaneseLessonHasAHintForEachEnglishHintAndTheSameBlocksAndLinks() throws {
    for lesson in Self.lessons where !Self.notYetInJapanese.contains(lesson.id) {
      #expect(
        lesson.hintsJa.count == lesson.hints.count,
        "\(lesson.id): \(lesson.hints.count) hints, \(lesson.hintsJa.count) in Japanese")
      #expect(!lesson.hintsJa.contains { $0.isEmpty || !Self.isJapanese($0) }, "\(lesson.id)")
      let english = try #require(RenderedPackage.read("\(lesson.folder)/README.md"))
      let japanese = try #require(RenderedPackage.read("\(lesson.folder)/README.ja.md"))
      #expect(Self.isJapanese(japanese), "\(lesson.folder)/README.ja.md is in Japanese")
      #expect(
        japanese.hasPrefix("# \(lesson.titleJa)\n"),
        "\(lesson.folder)/README.ja.md starts with the Japanese title, \(lesson.titleJa)")
      #expect(
        Self.codeBlocks(in: japanese) == Self.codeBlocks(in: english),
        "\(lesson.folder)/README.ja.md has other code blocks than README.md")
      #expect(
        Self.linkedFiles(of: "\(lesson.folder)/README.ja.md")
          == Self.linkedFiles(of: "\(lesson.folder)/README.md"),
        "\(lesson.folder)/README.ja.md links other files than README.md")
    }
  }

  @Test func aJapaneseStepHasTheSectionsOfEveryStep() throws {
    for step in Self.steps where !Self.notYetInJapanese.contains(step.id) {
      let japanese = try #require(RenderedPackage.read("\(step.folder)/README.ja.md"))
      #expect(japanese.hasPrefix("# "), "\(step.id): the README starts with the title")
      for section in ["## すること", "## なぜ", "## チェックの内容"] {
        #expect(japanese.contains("\n\(section)\n"), "\(step.id)/README.ja.md lacks \(section)")
      }
    }
  }

  @Test func everyStructureChecksWordsAreInJapaneseAndNoneIsLeftOver() throws {
    for step in Self.steps {
      let checks = RenderedPackage.read(step.structurePath)
      let comments = checks.map(Self.expectationComments(in:)) ?? []
      #expect(
        Set(comments) == Set(step.checkWordsJa.keys),
        "\(step.id): the comments of Checks.swift and the keys of checkWordsJa differ")
      #expect(!step.checkWordsJa.values.contains { !Self.isJapanese($0) }, "\(step.id)")
    }
  }

  @Test func everyTestFirstStepSaysInJapaneseWhatCodeComesNext() {
    for step in Self.steps {
      guard let testFirst = step.testFirst else { continue }
      #expect(Self.isJapanese(testFirst.codeJa), "\(step.id): its TestFirst has no codeJa")
    }
  }

  @Test func everyJapaneseFileHasItsEnglishOriginal() throws {
    let base = RenderedPackage.chapters
    for folder in ["Tutorial", "Exercises"] {
      let walker = try #require(
        FileManager.default.enumerator(
          at: base.appendingPathComponent(folder), includingPropertiesForKeys: nil))
      let lessonFolders = Set(
        Self.lessons.map(\.folder) + ["Chapters/Tutorial", "Chapters/Exercises"])
      for case let url as URL in walker where url.lastPathComponent.contains(".ja.") {
        let path = "Chapters/" + url.path.dropFirst(base.standardizedFileURL.path.count + 1)
        let original = path.replacingOccurrences(of: ".ja.", with: ".")
        #expect(Self.exists(original), "\(path) translates nothing: there is no \(original)")
        #expect(
          lessonFolders.contains((path as NSString).deletingLastPathComponent),
          "\(path) is not beside a step's or an exercise's instructions")
      }
    }
    #expect(Self.exists("Chapters/Tutorial/README.ja.md"))
    #expect(Self.exists("Chapters/Exercises/README.ja.md"))
  }

  @Test func theJapaneseGuidesHaveTheEnglishGuidesBlocksAndLinks() throws {
    for guide in ["Chapters/Tutorial", "Chapters/Exercises"] {
      let english = try #require(RenderedPackage.read("\(guide)/README.md"))
      let japanese = try #require(RenderedPackage.read("\(guide)/README.ja.md"))
      #expect(Self.codeBlocks(in: japanese) == Self.codeBlocks(in: english), "\(guide)")
      #expect(
        Self.linkedFiles(of: "\(guide)/README.ja.md") == Self.linkedFiles(of: "\(guide)/README.md"),
        "\(guide)/README.ja.md links other files than README.md")
      #expect(english.contains("](README.ja.md)"), "\(guide)/README.md points to the Japanese")
    }
  }

  // MARK: - Reading the files

  /// Whether a text has kana in it.
  static func isJapanese(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
  }

  /// The fenced code blocks of a Markdown text, in order, each as its lines.
  static func codeBlocks(in text: String) -> [[String]] {
    var blocks: [[String]] = []
    var fence: String?
    for line in text.components(separatedBy: "\n") {
      if let open = fence {
        if ChapterDocument.closes(open, line) {
          fence = nil
        } else {
          blocks[blocks.count - 1].append(line)
        }
      } else if let opening = ChapterDocument.fence(opening: line) {
        fence = opening
        blocks.append([line])
      }
    }
    return blocks
  }

  /// The files a Markdown file of the package links to, as paths in the package, each that
  /// exists, with a Japanese file read as its English one (`Chapters/ja/checklists-01.md` as
  /// `Chapters/checklists-01.md`, `README.ja.md` as `README.md`); a link to nothing is kept
  /// as it is written, so that it fails the comparison.
  static func linkedFiles(of path: String) -> Set<String> {
    let text = RenderedPackage.read(path) ?? ""
    let folder = RenderedPackage.root.appendingPathComponent(path).deletingLastPathComponent()
    let root = RenderedPackage.root.standardizedFileURL.path + "/"
    var files = Set<String>()
    for link in TranslationTests.links(in: text)
    where !link.contains("://") && !link.hasPrefix("#") {
      let target = folder.appendingPathComponent(String(link.split(separator: "#")[0]))
        .standardizedFileURL
      guard FileManager.default.fileExists(atPath: target.path), target.path.hasPrefix(root)
      else {
        files.insert("missing: \(link)")
        continue
      }
      let inPackage = String(target.path.dropFirst(root.count))
        .replacingOccurrences(of: "Chapters/ja/", with: "Chapters/")
        .replacingOccurrences(of: ".ja.md", with: ".md")
      files.insert(inPackage)
    }
    return files
  }

  /// The comments of a `Checks.swift`'s expectations: the string literal each `#expect` or
  /// `#require` ends with, as the test reports it.
  static func expectationComments(in source: String) -> [String] {
    var comments: [String] = []
    var rest = source[...]
    while let start = rest.firstRange(of: /#(expect|require)\(/) {
      var depth = 1
      var inString = false
      var index = start.upperBound
      var arguments: [String] = [""]
      while index < rest.endIndex, depth > 0 {
        let character = rest[index]
        if inString {
          if character == "\\" {
            arguments[arguments.count - 1].append(character)
            index = rest.index(after: index)
            arguments[arguments.count - 1].append(rest[index])
            index = rest.index(after: index)
            continue
          }
          if character == "\"" { inString = false }
        } else if character == "\"" {
          inString = true
        } else if "([{".contains(character) {
          depth += 1
        } else if ")]}".contains(character) {
          depth -= 1
          if depth == 0 { break }
        } else if character == ",", depth == 1 {
          arguments.append("")
          index = rest.index(after: index)
          continue
        }
        arguments[arguments.count - 1].append(character)
        index = rest.index(after: index)
      }
      let last = arguments.last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      if arguments.count > 1, last.hasPrefix("\""), last.hasSuffix("\""), last.count >= 2 {
        comments.append(
          String(last.dropFirst().dropLast())
            .replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\\\", with: "\\"))
      }
      rest = rest[index...]
    }
    return comments
  }

  @Test func theCommentsOfExpectationsAreReadAsTheTestReportsThem() {
    let source = """
      #expect(a == [1, 2], "a list, \\"quoted\\"")
      #expect(b)
      try #require(x == 1, "required")
      #expect(
        c(x, y) == "z",
        "the last argument")
      """
    #expect(
      Self.expectationComments(in: source) == [
        "a list, \"quoted\"", "required", "the last argument",
      ])
  }
}
