// The tool in Japanese: choosing the language, and the catalogs complete both ways.

import AppProgram
import AppTestSupport
import Classroom
import ExportKit
import Foundation
import SourceDiff
import StepwiseBasics
import StepwiseServe
import Testing
import ViewHarness

@testable import CommandLineKit
@testable import LearnerCommands
@testable import LessonEngine
@testable import ToolCommands
@testable import TutorialCourse

@MainActor
@Suite struct LocalizationTests {
  // MARK: - Choosing the language

  @Test func aJapaneseLocaleOrChoiceMeansJapaneseAndAnythingElseEnglish() {
    #expect(Language(environment: ["LANG": "ja_JP.UTF-8"]) == .japanese)
    #expect(Language(environment: ["LC_MESSAGES": "ja_JP", "LANG": "en_US.UTF-8"]) == .japanese)
    #expect(Language(environment: ["LC_ALL": "C", "LANG": "ja_JP.UTF-8"]) == .english)
    #expect(Language(environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == .japanese)
    #expect(Language(environment: ["STEPWISE_LANG": "ja", "LANG": "C"]) == .japanese)
    #expect(Language(environment: ["STEPWISE_LANG": "en", "LANG": "ja_JP.UTF-8"]) == .english)
    #expect(Language(environment: ["LANG": "C"]) == .english)
    #expect(Language(environment: [:]) == .english)
    #expect(Language(code: "ja") == .japanese)
    #expect(Language(code: "en") == .english)
    #expect(Language(code: "fr") == nil)
  }

  @Test func theLangOptionWinsOverTheEnvironmentAnywhereBeforeADoubleDash() throws {
    let home = try TemporaryFolder()

    let before = runTool(["--lang", "ja", "help"], home: home, variables: ["LANG": "C"])
    let after = runTool(["help", "--lang=ja"], home: home)
    let english = runTool(["help", "--lang", "en"], home: home, variables: ["LANG": "ja_JP.UTF-8"])
    let parsed = try ArgumentParser.language(in: ["run", "x", "--", "--lang", "ja"])

    #expect(before.output.contains("使い方:"))
    #expect(after.output == before.output)
    #expect(english.output == runTool(["help"], home: home).output)
    #expect(parsed.0 == nil)
    #expect(parsed.1 == ["run", "x", "--", "--lang", "ja"])
  }

  @Test func aLanguageTheToolDoesNotSpeakIsAUsageError() throws {
    let home = try TemporaryFolder()

    let unknown = runTool(["--lang", "fr", "list"], home: home)
    let missing = runTool(["list", "--lang"], home: home)
    let twice = runTool(["--lang", "ja", "list", "--lang", "en"], home: home)

    #expect(unknown.exitCode == .usageError)
    #expect(unknown.error.hasPrefix("stepwise: --lang takes ja or en, not \"fr\"\n"))
    #expect(missing.exitCode == .usageError)
    #expect(twice.exitCode == .usageError)
    #expect(twice.error.hasPrefix("stepwise: --lang is given twice\n"))
  }

  @Test func messagesPutTheirValuesWhereTheLanguagePutsThem() {
    let word = "tpa"
    let message: LocalizedText = "unknown command \"\(word)\""

    #expect(message.key == "unknown command \"{0}\"")
    let catalog = CommandLineKitJapanese.catalog
    #expect(message.text(in: .english, catalog: catalog) == "unknown command \"tpa\"")
    #expect(message.text(in: .japanese, catalog: catalog) == "不明なコマンドです: \"tpa\"")
  }

  @Test func usageErrorsAreInJapaneseForAJapaneseLocale() throws {
    let home = try TemporaryFolder()

    let run = runTool(["tpa"], home: home, variables: ["LANG": "ja_JP.UTF-8"])

    #expect(run.exitCode == .usageError)
    #expect(run.error.hasPrefix("stepwise: 不明なコマンドです: \"tpa\""))
    #expect(run.error.contains("stepwise --help を参照してください。"))
  }

  @Test func theBuiltToolsHelpIsInJapaneseForAJapaneseLocaleAndAsBeforeForC() throws {
    let home = try TemporaryFolder()

    let japanese = try BuiltTool.run(
      ["help"], in: home.url, home: home.url, environment: ["LANG": "ja_JP.UTF-8"])
    let plain = try BuiltTool.run(["help"], in: home.url, home: home.url)
    let c = try BuiltTool.run(["help"], in: home.url, home: home.url, environment: ["LANG": "C"])
    let noColor = try BuiltTool.run(
      ["help"], in: home.url, home: home.url, environment: ["LANG": "C", "NO_COLOR": "1"])

    #expect(japanese.status == 0)
    #expect(japanese.output.contains("\n使い方:\n"))
    #expect(japanese.output.contains("\nコマンド:\n"))
    #expect(japanese.output.contains("  run [<app>]                  アプリを対話型シミュレーターで開きます\n"))
    #expect(plain.output.hasPrefix("stepwise: run the Stepwise apps on a simulated phone"))
    #expect(c.output == plain.output)
    #expect(noColor.output == plain.output)
  }

  @Test func theBuiltToolsTutorialIsInJapaneseForAJapaneseLocale() throws {
    let home = try TemporaryFolder()
    let japanese = ["LANG": "ja_JP.UTF-8"]
    let app = home.url.appendingPathComponent("MyChecklists")

    let outside = try BuiltTool.run(
      ["tutorial"], in: home.url, home: home.url, environment: japanese)
    let started = try BuiltTool.run(
      ["tutorial", "start"], in: home.url, home: home.url, environment: japanese)
    let list = try BuiltTool.run(
      ["tutorial", "list"], in: app, home: home.url, environment: japanese)
    let hint = try BuiltTool.run(
      ["tutorial", "hint"], in: app, home: home.url, environment: japanese)
    let english = try BuiltTool.run(["tutorial", "list"], in: app, home: home.url)
    let c = try BuiltTool.run(
      ["tutorial", "list"], in: app, home: home.url, environment: ["LANG": "C", "NO_COLOR": "1"])

    #expect(outside.status == 2)
    #expect(outside.error.contains("はチュートリアルのパッケージの中ではありません"))
    #expect(started.status == 0)
    #expect(started.output.contains("パッケージを書き出しました: Package.swift と、Sources/Checklists/ の"))
    #expect(started.output.contains("あなたのアプリは \(app.path) にあります。次に、そのフォルダーで:"))
    #expect(list.output.hasPrefix("Stepwise チュートリアル  [░░░░░░░░░░░░░░░░░░░░]  "))
    #expect(list.output.contains(" 個中 0 個完了\n"))
    #expect(hint.output.hasPrefix("ヒント 1/"))
    #expect(english.output.hasPrefix("Stepwise tutorial  [░░░░░░░░░░░░░░░░░░░░]  0 of "))
    #expect(c.output == english.output)
  }

  @Test func theSimulatorRefusesAGestureInJapaneseForAJapaneseLocale() throws {
    let home = try TemporaryFolder()

    let japanese = runTool(
      ["run", "fruit"], input: "tap row 9\n", home: home, variables: ["LANG": "ja_JP.UTF-8"])
    let english = runTool(["run", "fruit"], input: "tap row 9\n", home: home)

    #expect(japanese.output.hasPrefix("Fruit (fruit) をシミュレーターで開きました\nサンドボックス: "))
    #expect(japanese.output.contains("✗ 行 9 はありません (行は 0 から 2 です)\n"))
    #expect(
      japanese.output.hasSuffix("1 つのコマンドが実行できないか、満たされませんでした: 終了コード 1\n"))
    #expect(english.output.contains("✗ there is no row 9 (rows are 0 to 2)\n"))
  }

  @Test func aFailedExpectInAPlayedScriptIsReportedInJapaneseAlignedAsInEnglish() throws {
    let home = try TemporaryFolder()
    try home.write(
      "launch fruit\ndelete row \"Banana\"\nexpect rows \"Apple\", \"Banana\"\n",
      to: "fails.stepwise")

    let japanese = runTool(
      ["play", "fails.stepwise"], home: home, variables: ["LANG": "ja_JP.UTF-8"])
    let english = runTool(["play", "fails.stepwise"], home: home, variables: ["LANG": "C"])

    #expect(japanese.exitCode == .failure)
    // The script's line is code, so it is quoted as written.
    #expect(japanese.error.hasPrefix("✗ fails.stepwise:3: expect rows \"Apple\", \"Banana\"\n"))
    #expect(japanese.error.contains("\n  期待:     行 \"Apple\", \"Banana\"\n"))
    #expect(
      japanese.error.contains(
        "\n  実際:     行は \"Apple\", \"Cherry\" です: 行 1 は \"Banana\" ではなく \"Cherry\" を表示しています\n"))
    #expect("期待:     ".displayWidth == "expected: ".displayWidth)
    #expect("実際:     ".displayWidth == "but:      ".displayWidth)
    #expect(english.error.contains("\n  expected: the rows \"Apple\", \"Banana\"\n"))
    #expect(
      english.error.contains(
        "\n  but:      the rows are \"Apple\", \"Cherry\": row 1 shows \"Cherry\", not \"Banana\"\n"
      ))
  }

  @Test func theLastGesturesTranscriptSaysTheHarnesssWordsInJapanese() throws {
    let home = try TemporaryFolder()
    try home.write("launch fruit\ntap \"+\"\nexpect title \"Vegetables\"\n", to: "fails.stepwise")

    let japanese = runTool(
      ["play", "fails.stepwise"], home: home, variables: ["LANG": "ja_JP.UTF-8"])
    let english = runTool(["play", "fails.stepwise"], home: home, variables: ["LANG": "C"])

    #expect(japanese.error.contains("最後のジェスチャー (ハーネスの記録):\n▶ tap \"+\"\n"))
    #expect(japanese.error.contains("\n  バーボタン \"+\" がタップされました\n"), "\(japanese.error)")
    #expect(english.error.contains("\n  bar button \"+\" tapped\n"))
  }

  @Test func playSaysWhereTheAppComesFromInJapanese() throws {
    let home = try TemporaryFolder()
    try home.write("expect title \"Fruit\"\n", to: "bare.stepwise")
    try home.write("launch checklists-fruit\n", to: "other.stepwise")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    let bare = runTool(
      ["play", "bare.stepwise", "--app", "fruit"], home: home, variables: japanese)
    let other = runTool(
      ["play", "other.stepwise", "--app", "fruit"], home: home, variables: japanese)

    #expect(bare.output.hasPrefix("> launch fruit   (--app で指定)\n"))
    #expect(other.output.hasPrefix("> launch checklists-fruit   (fruit として再生、--app で指定)\n"))
  }

  @Test func aSandboxOrAPortTheToolRefusesIsExplainedInJapanese() throws {
    let home = try TemporaryFolder()
    try home.write("notes", to: "notes.txt")
    try home.write("mine", to: "junk/a.txt")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    let file = runTool(
      ["run", "fruit", "--sandbox", "notes.txt"], input: "quit\n", home: home, variables: japanese)
    let junk = runTool(
      ["run", "fruit", "--sandbox", "junk"], input: "quit\n", home: home, variables: japanese)
    let port = runTool(["serve", "--port", "http"], home: home, variables: japanese)

    #expect(file.exitCode == .usageError)
    #expect(
      file.error.hasPrefix(
        "stepwise: \(home.url.path)/notes.txt はフォルダーではなくファイルです。--sandbox には、"))
    #expect(junk.exitCode == .usageError)
    #expect(
      junk.error.hasPrefix(
        "stepwise: \(home.url.path)/junk には Documents/ と Library/ のほかに \"a.txt\" があるので、"
          + "アプリのサンドボックスには見えません。stepwise はそのフォルダーに手を付けません: "))
    #expect(home.read("junk/a.txt") == "mine")
    #expect(
      port.error.hasPrefix(
        "stepwise: --port には 0 から 65535 までの数を指定します (指定されたのは http)\n"))
  }

  @Test func aMistypedScriptCommandIsExplainedInJapanese() throws {
    let home = try TemporaryFolder()

    let run = runTool(
      ["run", "fruit"], input: "tpa row 0\n", home: home, variables: ["LANG": "ja_JP.UTF-8"])

    #expect(run.output.contains("✗ 不明なコマンドです: \"tpa\" (もしかして: tap)\n"))
  }

  @Test func theScriptHelpExplainsInJapaneseButKeepsTheCommandsEnglish() throws {
    let home = try TemporaryFolder()

    let japanese = runTool(["help", "script"], home: home, variables: ["LANG": "ja_JP.UTF-8"])
    let english = runTool(["help", "script"], home: home)

    #expect(japanese.output.hasPrefix("操作スクリプト (.stepwise ファイル) には"))
    #expect(japanese.output.contains("\nジェスチャー:\n"))
    for syntax in CommandSyntax.all where !syntax.isInteractiveOnly {
      #expect(japanese.output.contains("  \(syntax.usage) "))
      #expect(english.output.contains("  \(syntax.usage) "))
    }
    #expect(japanese.output.contains("  launch checklists-02\n"))
    #expect(english.output.hasPrefix("Walkthrough scripts (.stepwise files) hold one command"))
  }

  // MARK: - The catalogs

  /// Every command of the table, its subcommands included.
  private func allCommands() -> [CommandConfiguration] {
    var found: [CommandConfiguration] = []
    var pending = StepwiseCommand.commands
    while let command = pending.popLast() {
      found.append(command.configuration)
      found += command.configuration.actions
      pending += command.configuration.subcommands
    }
    return found
  }

  /// Each module's catalog, by the module's name.
  static let catalogs: [String: JapaneseCatalog] = [
    "StepwiseBasics": StepwiseBasicsJapanese.catalog,
    "CommandLineKit": CommandLineKitJapanese.catalog, "ViewHarness": ViewHarnessJapanese.catalog,
    "AppProgram": AppProgramJapanese.catalog, "SourceDiff": SourceDiffJapanese.catalog,
    "LessonEngine": LessonEngineJapanese.catalog,
    "TutorialCourse": TutorialCourseJapanese.catalog, "Classroom": ClassroomJapanese.catalog,
    "StepwiseServe": StepwiseServeJapanese.catalog, "ExportKit": ExportKitJapanese.catalog,
    "ToolCommands": ToolCommandsJapanese.catalog,
    "LearnerCommands": LearnerCommandsJapanese.catalog,
  ]

  /// The English texts the tool translates when it runs, each with the catalog of the module
  /// that shows it: the command table's help and the options every command takes (the help
  /// command's), an app's options (its program's), the courses' words (the lessons'), and the
  /// script language's table (the harness's).
  private func runtimeKeys() -> [(keys: Set<String>, shownBy: String)] {
    var help: Set<String> = [ArgumentParser.languageOption.summary]
    for command in allCommands() {
      help.insert(command.summary)
      help.insert(command.discussion)
      help.formUnion(command.options.map(\.summary))
    }
    var words: Set<String> = []
    for course in [LessonWords.exercises, LessonWords.tutorial] {
      words.formUnion([course.heading, course.noun, course.checks, course.afterLastHint])
    }
    let script = Set(CommandSyntax.groups.map(\.heading) + CommandSyntax.all.map(\.summary))
    return [
      (help, "ToolCommands"), (Set(AppProcess.optionSummaries), "AppProgram"),
      (words, "LessonEngine"), (script, "ViewHarness"),
    ]
  }

  /// The keys of the `localized("…")` calls in the package's sources.
  private func callSites() throws -> [LocalizedCallSite] {
    try LocalizedCallSite.all(
      under: PackageRoot.url.appendingPathComponent("Sources"), relativeTo: PackageRoot.url)
  }

  /// The module a call site is in: `Sources/<module>/…`.
  private func module(of site: LocalizedCallSite) -> String {
    String(site.file.split(separator: "/").dropFirst().first ?? "")
  }

  @Test func everyLookupIsOfALiteralKeyItsModulesCatalogHas() throws {
    let sites = try callSites()

    let unreadable = sites.filter { $0.key == nil }
    let missing = sites.filter { site in
      site.key.map { Self.catalogs[module(of: site)]?.messages[$0] == nil } ?? false
    }

    #expect(sites.count > 20)
    #expect(unreadable.isEmpty, "not a string literal: \(unreadable)")
    let listed = missing.map { "\($0): \($0.key ?? "")" }.joined(separator: "\n")
    #expect(missing.isEmpty, "no Japanese in the module's catalog for: \(listed)")
  }

  @Test func everyTextTranslatedWhenTheToolRunsIsInTheCatalogOfTheModuleShowingIt() throws {
    for (keys, module) in runtimeKeys() {
      let catalog = try #require(Self.catalogs[module])
      let missing = keys.filter { catalog.messages[$0] == nil }.sorted()

      #expect(
        missing.isEmpty,
        "no Japanese in \(module)'s catalog for:\n\(missing.joined(separator: "\n---\n"))")
    }
  }

  @Test func everyJapaneseMessageHasItsEnglishStillInUse() throws {
    let used = Set(try callSites().compactMap(\.key)).union(runtimeKeys().flatMap(\.keys))

    for (module, catalog) in Self.catalogs {
      let stale = catalog.own.keys.filter { !used.contains($0) }.sorted()

      #expect(stale.isEmpty, "\(module): no English for:\n\(stale.joined(separator: "\n---\n"))")
    }
  }

  @Test func eachMessageIsInOneTableOnlyAndKeepsItsPlaceholders() {
    let placeholders = /\{[0-9]+\}/
    var seen: [String: String] = [:]
    for (module, catalog) in Self.catalogs.sorted(by: { $0.key < $1.key }) {
      let entries = catalog.tables.reduce(0) { $0 + $1.count }
      #expect(entries == catalog.own.count, "\(module) has a message twice")
      for (english, japanese) in catalog.own {
        #expect(seen[english] == nil, "\(english): in \(seen[english] ?? "") and \(module)")
        seen[english] = module
        let expected = Set(english.matches(of: placeholders).map { String($0.output) })
        let found = Set(japanese.matches(of: placeholders).map { String($0.output) })
        #expect(expected == found, "\(english) → \(japanese)")
      }
    }
  }

  @Test func aMessageIsBesideTheCodeThatShowsItNotBelowIt() throws {
    // A message only one module shows is in that module's own table.
    var shownBy: [String: Set<String>] = [:]
    for site in try callSites() {
      if let key = site.key { shownBy[key, default: []].insert(module(of: site)) }
    }
    let runtime = Set(runtimeKeys().flatMap(\.keys))
    for (key, modules) in shownBy where modules.count == 1 {
      let module = try #require(modules.first)
      #expect(
        runtime.contains(key) || Self.catalogs[module]?.own[key] != nil,
        "\(key): shown only by \(module), but not in its own table")
    }
  }
}
