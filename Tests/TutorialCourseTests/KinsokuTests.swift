// Japanese line breaking (kinsoku) in the terminal's instructions, tried on the course's own
// sentences: no line starts with a small kana, ー or a closing mark, none ends with an opening
// bracket, a code span is never split, and a wide character takes two columns.

import AppTestSupport
import CommandLineKit
import Foundation
import StepwiseBasics
import Testing

@testable import TutorialCourse

@Suite struct KinsokuTests {
  /// What Japanese line breaking keeps off the start of a line.
  static let neverFirst = Set(
    "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ" + "ー" + "」』）】〕］｝〉》" + "。、・：；？！")
  /// What Japanese line breaking keeps off the end of a line.
  static let neverLast = Set("「『（【〔［｛〈《")

  /// Sentences as the course writes them, in the step read-mes named beside each.
  static let sentences = [
    // checklists-01/02-title
    "ナビゲーションバーに表示されるのは、ビューコントローラーの `title` です。リストの画面に「Checklists」"
      + "というタイトルを付けてください。設定できる場所は 2 つあり、どちらでも正解です。ストーリーボード"
      + "（Interface Builder の Title 欄と同じように、シーンに `title:` を書けます）か、コントローラーの"
      + "コード（`viewDidLoad()` で `title` を設定します）です。",
    // checklists-01/05t-test-toggle
    "2. テーブルビューがするのと同じように「Walk the dog」の行をタップします。タップされたテーブルビューは"
      + "デリゲートを呼ぶので、テストでも "
      + "`list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))` を呼びます。",
    // checklists-01/05t-test-toggle
    "3. ユーザーに見えるもの（行のセル `list.tableView.cellForRow(at:)` のアクセサリが `.checkmark` で"
      + "あること）と、モデルの状態（`list.items[0].checked`）の両方を確かめます。",
    // checklists-02/02-add-item-screen
    "ストーリーボードに 2 つのシーンを加えます。ナビゲーションコントローラー `AddItemNavigationController`"
      + " と、そのルートになるテーブルビューコントローラー `AddItemViewController`（タイトルは「Add Item」）"
      + "です。同じ名前のクラスを `UITableViewController` のサブクラスとして、専用のファイル "
      + "`AddItemViewController.swift` に作ってください。",
    // checklists-02/02-add-item-screen
    "次に、「+」をアクションではなく**セグエ**でこの画面につなぎます。リストのシーンのバーボタンを "
      + "`.system(.add, segue: \"AddItem\")` にし、シーンに "
      + "`segues: [.presentModally(\"AddItem\", to: \"AddItemNavigationController\")]` を宣言します。"
      + "`addItem()` はもう誰も呼ばないので削除します。",
    // checklists-01/05t-test-toggle
    "仕込んだバグがテストをすり抜けたときは、チェックがどのバグかをふつうの言葉で伝えます。メッセージは日本語で、"
      + "たとえば「どの行もアイテムと逆の表示になり、済んでいないアイテムにチェックマークが付くときも、"
      + "あなたのテストは通ります。テストはモデルを確かめていますが、画面（…）を確かめていません。」"
      + "のように表示されます。",
  ]

  /// The problems of a paragraph's wrapped lines at a width: a line that breaks kinsoku, is
  /// wider than the width though it could have been broken, splits a code span, or loses or
  /// adds text.
  static func problems(wrapping paragraph: String, width: Int) -> [String] {
    let text = InstructionsText(style: TextStyle(isEnabled: false), width: width).text(paragraph)
    let lines = text.split(separator: "\n").map(String.init)
    var problems: [String] = []
    for line in lines {
      let body = line.drop { $0 == " " }
      if let first = body.first, neverFirst.contains(first) {
        problems.append("starts with \(first): \(line)")
      }
      if let last = body.last, neverLast.contains(last) {
        problems.append("ends with \(last): \(line)")
      }
      if body.filter({ $0 == "`" }).count % 2 != 0 {
        problems.append("splits a code span: \(line)")
      }
      let content = body.replacing(#/^(•|\d+\.) /#, with: "")
      if line.displayWidth > width, InstructionsText.units(of: String(content)).count > 1 {
        problems.append("\(line.displayWidth) columns, wider than \(width): \(line)")
      }
    }
    func spans(_ text: String) -> [String] { text.matches(of: /`[^`]+`/).map { String($0.0) } }
    if lines.flatMap(spans) != spans(paragraph) {
      problems.append("code spans changed: \(lines.flatMap(spans))")
    }
    let written = lines.joined().filter { $0 != " " }
    if written != paragraph.replacingOccurrences(of: "**", with: "").filter({ $0 != " " }) {
      problems.append("text changed: \(written)")
    }
    return problems
  }

  @Test(arguments: sentences)
  func aCourseSentenceBreaksOnlyWhereJapaneseAllowsAtEveryWidth(_ sentence: String) {
    for width in 10...80 {
      let problems = Self.problems(wrapping: sentence, width: width)
      #expect(problems.isEmpty, "width \(width):\n\(problems.joined(separator: "\n"))")
    }
  }

  @Test func aWideCharacterTakesTwoColumns() {
    let text = InstructionsText(style: TextStyle(isEnabled: false), width: 12)
      .text("チェックマークを付けます。")
    #expect(text == "  チェック\n  マークを付\n  けます。", "not チェックマ, which leaves ー first")
  }

  /// Every Japanese step read-me of the tutorial, as paths in the package.
  static let stepReadMes: [String] = {
    let tutorial = PackageRoot.url.appendingPathComponent("Chapters/Tutorial")
    let walker = FileManager.default.enumerator(at: tutorial, includingPropertiesForKeys: nil)
    var paths: [String] = []
    while let url = walker?.nextObject() as? URL {
      if url.lastPathComponent == "README.ja.md" {
        paths.append(String(url.path.dropFirst(tutorial.path.count + 1)))
      }
    }
    return paths.sorted()
  }()

  @Test(arguments: stepReadMes)
  func everyStepsJapaneseInstructionsBreakByKinsoku(_ path: String) throws {
    let url = PackageRoot.url.appendingPathComponent("Chapters/Tutorial/\(path)")
    let markdown = try String(contentsOf: url, encoding: .utf8)
    // Paragraphs and list items only: code blocks are printed as they are.
    let prose = markdown.replacing(/```[^\n]*\n(?:.*\n)*?```\n?/, with: "")
    for width in [24, 37, 50, 63, 80] {
      let text = InstructionsText(style: TextStyle(isEnabled: false), width: width).text(prose)
      for line in text.split(separator: "\n") {
        let body = line.drop { $0 == " " }
        #expect(!Self.neverFirst.contains(body.first ?? " "), "width \(width): \(line)")
        #expect(!Self.neverLast.contains(body.last ?? " "), "width \(width): \(line)")
        #expect(body.filter { $0 == "`" }.count % 2 == 0, "a code span split: \(line)")
      }
    }
  }
}
