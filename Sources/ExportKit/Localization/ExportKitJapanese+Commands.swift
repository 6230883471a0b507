// Japanese for the commands that work on packages and projects: diff, install, render,
// port, export and classroom.
// The messages of this group that ExportKit shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ExportKitJapanese {
  /// What diff, install, render, port, export and classroom say. Diffs, the reports written
  /// to files (PORTING.md, EXPORT.md), grade sheets, CSV and JSON stay English: they are
  /// read by programs, or are files of the learner's project.
  static let commands: [String: String] = [
    // port
    "no such folder: {0}":
      "そのフォルダーはありません: {0}",
    "{0} is not a package made by `stepwise tutorial start` (no Package.swift and Sources/<app>/ holding the app's Swift files)":
      "{0} は `stepwise tutorial start` で作ったパッケージではありません (Package.swift と、アプリの Swift ファイルを収めた Sources/<app>/ がありません)",
    "{0} has no storyboard declaration (a file with `extension UIStoryboard` and UIStoryboard(name:initialScene:scenes:)): nothing to draw Main.storyboard from":
      "{0} にはストーリーボードの宣言 (`extension UIStoryboard` と UIStoryboard(name:initialScene:scenes:) のあるファイル) がありません: Main.storyboard の元になるものがありません",
    "{0}:{1}: the storyboard declaration cannot be read: {2}":
      "{0}:{1}: ストーリーボードの宣言を読み取れません: {2}",
    "{0} is not empty: the export writes only into a new or empty folder":
      "{0} は空ではありません: export は新しいフォルダーか空のフォルダーにだけ書き込みます",
    "{0} holds links the export does not follow: it reads only the package's own files, through a link only to a file inside the package. Nothing was written; replace each link with a copy of what it leads to, or remove it:":
      "{0} には export がたどらないリンクがあります: export が読むのはパッケージ自身のファイルだけで、リンクはパッケージの中のファイルを指すものしかたどりません。何も書き込んでいません。各リンクを、リンク先のコピーに置き換えるか、削除してください:",
    "outside the package":
      "パッケージの外",
    "nothing is there":
      "その先に何もありません",
    "a folder":
      "フォルダー",
    "{0} is {1}: the export reads no Swift file over {2}, larger than any of an app's. Nothing was written":
      "{0} は {1} あります: export は {2} を超える Swift ファイルを読みません。どのアプリのファイルよりも大きいサイズです。何も書き込んでいません",
    "with {0} the Swift files read would pass {1}, more than any app's: the export reads no more. Nothing was written":
      "{0} を読むと、読んだ Swift ファイルの合計が {1} を超えます。どのアプリよりも大きいので、export はそれ以上読みません。何も書き込んでいません",
    "{0} is {1}: the export carries no picture over {2}. Nothing was written":
      "{0} は {1} あります: export は {2} を超える絵を運びません。何も書き込んでいません",
    "with {0} the pictures read would pass {1}: the export carries no more. Nothing was written":
      "{0} を読むと、読んだ絵の合計が {1} を超えます: export はそれ以上運びません。何も書き込んでいません",
    "{0} cannot be read: {1}. Nothing was written":
      "{0} を読み込めません: {1}。何も書き込んでいません",
    "it is not a file":
      "ファイルではありません",
    "it is not UTF-8 text":
      "UTF-8 のテキストではありません",
    "cannot write {0}: {1}. Nothing of the export was left there, so it can be run again":
      "{0} を書き込めません: {1}。書き出しの途中のものは何も残していないので、もう一度実行できます",
    // export: why the storyboard declaration cannot be read
    "a brace that does not close":
      "閉じていない波かっこがあります",
    "a string that does not end":
      "終わりの引用符がない文字列があります",
    "a multi-line string: write it on one line, with \\n for each break":
      "複数行の文字列です: 改行ごとに \\n を使って、1 行に書いてください",
    "the end":
      "ファイルの終わり",
    "expected {0} but found {1}":
      "{0} があるはずのところに {1} があります",
    "an expression is missing":
      "式がありません",
    "a name must follow \".\"":
      "\".\" の後には名前が必要です",
    "a key path must name a property":
      "キーパスにはプロパティの名前が必要です",
    "a key path of more than one property":
      "キーパスに書けるプロパティは 1 つだけです",
    "\"{0}\" cannot start a value here":
      "ここでは \"{0}\" で値を始められません",
    "only a name can take a trailing closure":
      "後置クロージャーを取れるのは名前だけです",
    "only a name can be called":
      "呼び出せるのは名前だけです",
    "values nested more than {0} deep":
      "値が {0} 段より深く入れ子になっています",
    "no UINib(name:objects:) here":
      "ここに UINib(name:objects:) がありません",
    "the nib has no name":
      "nib に名前がありません",
    "no UIStoryboard(name:initialScene:scenes:) here":
      "ここに UIStoryboard(name:initialScene:scenes:) がありません",
    "the storyboard has no name":
      "ストーリーボードに名前がありません",
  ]
}
