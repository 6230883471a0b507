// The Japanese edition's one vocabulary: Chapters/ja/glossary.md lists each term's form and
// the forms not to use, and no Japanese text of the course (chapters, steps, exercises, hints,
// planted bugs' explanations, the tool's catalog) uses one of those outside its code.

import Foundation
import Testing

@testable import ChapterRender

@MainActor
@Suite struct GlossaryTests {
  /// A term of the glossary: the forms to use and the forms not to use.
  struct Term: Equatable {
    let forms: [String]
    let variants: [String]
  }

  /// A text of the course found to break the glossary, at its file and line.
  struct Finding: CustomStringConvertible {
    let place: String
    let problem: String
    var description: String { "\(place): \(problem)" }
  }

  static let glossaryPath = "Chapters/ja/glossary.md"

  /// The terms of the glossary's tables: each row below a header `| 英語 | 使う表記 | 使わない表記 |`.
  static func terms(in glossary: String) -> [Term] {
    var terms: [Term] = []
    var inTable = false
    for line in glossary.components(separatedBy: "\n") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard line.hasPrefix("|"), cells.count == 5 else {
        inTable = false
        continue
      }
      if cells[2] == "使う表記" && cells[3] == "使わない表記" {
        inTable = true
      } else if inTable && !cells[2].hasPrefix("-") {
        let forms = cells[2].split(whereSeparator: { "、／".contains($0) }).map(String.init)
        let variants = cells[3].split(separator: "、").map(String.init)
        terms.append(Term(forms: forms, variants: variants))
      }
    }
    return terms
  }

  /// The Japanese texts of the course, as paths in the package: the chapters (the glossary
  /// aside), every step's and exercise's README.ja.md, the planted bugs (the steps' beside
  /// them, the write-the-test exercises' in Tests/ExerciseTests/Mutants), the Swift files that
  /// hold the steps' and exercises' titles and hints, the tool's catalogs (each module's
  /// `Localization` folder), and the README's note.
  static func japaneseTexts() -> [String] {
    let root = RenderedPackage.root.standardizedFileURL.path + "/"
    var paths: [String] = ["README.md"]
    let modules =
      (try? FileManager.default.contentsOfDirectory(
        atPath: RenderedPackage.root.appendingPathComponent("Sources").path)) ?? []
    let catalogs = modules.sorted().map { "Sources/\($0)/Localization" }
    let folders =
      ["Chapters", "Sources/TutorialCourse/Steps", "Sources/LessonEngine/Exercises"]
      + ["Tests/ExerciseTests/Mutants"] + catalogs
    for folder in folders {
      let walker = FileManager.default.enumerator(
        at: RenderedPackage.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        let path = String(url.standardizedFileURL.path.dropFirst(root.count))
        let name = url.lastPathComponent
        let isText =
          (path.hasPrefix("Chapters/ja/") && name.hasSuffix(".md"))
          || name.hasSuffix(".ja.md") || name.hasSuffix(".mutant")
          || (path.hasPrefix("Sources/") && name.hasSuffix(".swift"))
        if isText && path != glossaryPath { paths.append(path) }
      }
    }
    return paths.sorted()
  }

  /// Whether the punctuation rules hold in a file: the tool's terminal catalogs keep the
  /// half-width `: ` and `( )` of command-line tools, as the glossary says.
  static func followsPunctuationRules(_ path: String) -> Bool {
    !(path.hasPrefix("Sources/") && path.contains("/Localization/"))
  }

  /// Whether a scalar is Japanese: kana, kanji, or Japanese punctuation and full-width forms.
  static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60: true
    default: false
    }
  }

  /// Whether a scalar is a Japanese letter: kana or kanji, not punctuation.
  static func isJapaneseLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3041...0x30FF, 0x4E00...0x9FFF: true
    default: false
    }
  }

  /// The prose lines of a text with their numbers: outside fenced code blocks, only lines
  /// with Japanese in them (kana or kanji: `"演習"` alone is a line to read), each with its
  /// code spans replaced by `C` and link targets dropped.
  static func proseLines(of text: String) -> [(number: Int, prose: String)] {
    var lines: [(Int, String)] = []
    var fence: String?
    for (index, line) in joiningConcatenatedStrings(text).enumerated() {
      if let open = fence {
        if ChapterDocument.closes(open, line) { fence = nil }
        continue
      }
      if let opening = ChapterDocument.fence(opening: line) {
        fence = opening
        continue
      }
      guard line.unicodeScalars.contains(where: isJapaneseLetter) else { continue }
      lines.append((index + 1, prose(of: line)))
    }
    return lines
  }

  /// A text's lines, with a Swift string literal continued on the next line (`+ "…"`)
  /// joined to the line it continues, so that a code span split between them stays whole;
  /// a joined line keeps its first line's number, and the lines it took in are left empty.
  static func joiningConcatenatedStrings(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    var open = 0
    for index in lines.indices.dropFirst() {
      let trimmed = lines[index].drop { $0 == " " }
      if trimmed.hasPrefix("+ \""), let end = lines[open].lastIndex(of: "\"") {
        lines[open] = String(lines[open][..<end]) + String(trimmed.dropFirst(3))
        lines[index] = ""
      } else {
        open = index
      }
    }
    return lines
  }

  /// A line with its code spans replaced by `C` and its links' targets dropped.
  static func prose(of line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let start = rest.firstIndex(of: "`") {
      let ticks = rest[start...].prefix { $0 == "`" }
      let afterOpening = rest[ticks.endIndex...]
      guard let close = afterOpening.range(of: String(ticks)) else { break }
      result += rest[..<start]
      result += "C"
      rest = afterOpening[close.upperBound...].drop { $0 == "`" }
    }
    result += rest
    return result.replacingOccurrences(
      of: #"\]\([^)\s]*\)"#, with: "]", options: .regularExpression)
  }

  /// The glossary's variants in a line of prose, each with the form to use instead. A
  /// variant inside a form to use (コントローラ in コントローラー) is not one.
  static func variants(in prose: String, terms: [Term]) -> [String] {
    let text = Array(prose.unicodeScalars)
    func occurrences(of word: String) -> [Range<Int>] {
      let pattern = Array(word.unicodeScalars)
      guard !pattern.isEmpty, pattern.count <= text.count else { return [] }
      return (0...(text.count - pattern.count)).filter {
        Array(text[$0..<($0 + pattern.count)]) == pattern
      }.map { $0..<($0 + pattern.count) }
    }
    let allowed = terms.flatMap(\.forms).flatMap(occurrences(of:))
    func isInsideAForm(_ range: Range<Int>) -> Bool {
      allowed.contains { $0.count > range.count && $0.clamped(to: range) == range }
    }
    var found: [String] = []
    for term in terms {
      for variant in term.variants {
        for _ in occurrences(of: variant).filter({ !isInsideAForm($0) }) {
          found.append("「\(variant)」→「\(term.forms.joined(separator: "、"))」")
        }
      }
    }
    return found
  }

  /// The punctuation in a line of prose that the glossary rules out: a half-width colon or
  /// exclamation mark after Japanese, a half-width parenthesis after a Japanese word or around
  /// Japanese, and a full-width exclamation mark. A screen's English text in quotes,
  /// 「(No Items)」, is the app's, not the sentence's.
  static func punctuationProblems(in prose: String) -> [String] {
    let scalars = Array(prose.unicodeScalars)
    var problems: [String] = []
    for (index, scalar) in scalars.enumerated() {
      let previous = index > 0 ? scalars[index - 1] : " "
      switch scalar {
      case ":" where isJapanese(previous):
        problems.append("半角の「:」→「：」")
      case "!" where isJapanese(previous), "！":
        problems.append("感嘆符")
      case "(":
        let inside = scalars[(index + 1)...].prefix { $0 != ")" }
        if isJapaneseLetter(previous) || inside.contains(where: isJapanese) {
          problems.append("半角の「( )」→「（）」")
        }
      default:
        break
      }
    }
    return problems
  }

  /// Every place where a Japanese text of the course breaks the glossary.
  static func findings(terms: [Term]) -> [Finding] {
    japaneseTexts().flatMap { path in
      let text = RenderedPackage.read(path) ?? ""
      return proseLines(of: text).flatMap { line in
        let punctuation = followsPunctuationRules(path) ? punctuationProblems(in: line.prose) : []
        return (variants(in: line.prose, terms: terms) + punctuation).map {
          Finding(place: "\(path):\(line.number)", problem: $0)
        }
      }
    }
  }

  // MARK: - The glossary itself

  @Test func theGlossaryListsTermsWithOneFormEachAndTheMapLinksIt() throws {
    let glossary = try #require(RenderedPackage.read(Self.glossaryPath))
    let terms = Self.terms(in: glossary)
    #expect(terms.count > 20, "the glossary's tables are read")
    for term in terms {
      #expect(!term.forms.isEmpty && !term.variants.isEmpty, "\(term)")
      #expect(Set(term.forms).isDisjoint(with: term.variants), "\(term)")
    }
    let map = try #require(RenderedPackage.read("Chapters/ja/README.md"))
    #expect(map.contains("](glossary.md)"), "the Japanese course map links the glossary")
  }

  // MARK: - The course's texts

  @Test func noJapaneseTextUsesAFormTheGlossaryRulesOut() throws {
    let glossary = try #require(RenderedPackage.read(Self.glossaryPath))
    let findings = Self.findings(terms: Self.terms(in: glossary))
    let report = findings.map(\.description).joined(separator: "\n")
    #expect(findings.isEmpty, "\(findings.count) places break Chapters/ja/glossary.md:\n\(report)")
  }

  // MARK: - The reader

  @Test func aVariantInProseIsFoundAndOneInCodeOrInAFormToUseIsNot() {
    let terms = [
      Term(forms: ["コントローラー"], variants: ["コントローラ"]),
      Term(forms: ["アクセサリ"], variants: ["アクセサリー"]),
    ]
    #expect(Self.variants(in: "コントローラを作ります", terms: terms).count == 1)
    #expect(Self.proseLines(of: "      \"演習\",").count == 1, "a line of kanji alone is read")
    #expect(Self.variants(in: "コントローラーを作ります", terms: terms).isEmpty)
    #expect(Self.variants(in: "アクセサリーを付けます", terms: terms).count == 1)
    #expect(Self.variants(in: "アクセサリを付けます", terms: terms).isEmpty)
    let lines = Self.proseLines(of: "`コントローラ` です\n```\nコントローラ\n```\n")
    #expect(lines.map(\.number) == [1])
    #expect(lines.flatMap { Self.variants(in: $0.prose, terms: terms) }.isEmpty)
    let swift = "  \"呼びます：`list.tableView(\"\n    + \"list.tableView, コントローラ)`。\",\n"
    #expect(Self.proseLines(of: swift).map(\.number) == [1])
    #expect(
      Self.proseLines(of: swift).flatMap { Self.variants(in: $0.prose, terms: terms) }.isEmpty)
  }

  @Test func halfWidthPunctuationBesideJapaneseIsFoundAndInCodeOrLinksIsNot() {
    #expect(Self.punctuationProblems(in: Self.prose(of: "テストを書く: タップ")).count == 1)
    #expect(Self.punctuationProblems(in: Self.prose(of: "状態(`items[0]`)です")).count == 1)
    #expect(Self.punctuationProblems(in: Self.prose(of: "よくできました!")).count == 1)
    #expect(Self.punctuationProblems(in: Self.prose(of: "状態（`f(x: 1)`）です")).isEmpty)
    #expect(Self.punctuationProblems(in: Self.prose(of: "空なら「(No Items)」です")).isEmpty)
    #expect(Self.punctuationProblems(in: Self.prose(of: "[次のステップ](../06/README.ja.md)")).isEmpty)
  }
}
