// The edits a test target's files need beyond the app's: the kit's import, and main-actor
// test classes that Linux's XCTest cannot run.

extension SwiftPorter {
  /// The edits of one test file: `import HeadlessUIKit` added where the file reaches UIKit's
  /// names through `import XCTest`, and a class-level `@MainActor` on an `XCTestCase`
  /// subclass moved onto its methods.
  mutating func portTestFile(_ index: Int) {
    addKitImport(to: index)
    addUITestImport(to: index)
    for declaration in project.files[index].declarations
    where declaration.keyword == "class" && declaration.inherited.contains("XCTestCase") {
      if declaration.attributes.contains("@MainActor") {
        moveMainActorOntoMethods(of: declaration, in: index)
      } else {
        moveMainActorIntoTests(of: declaration, in: index)
      }
    }
  }

  /// A synchronous test marked `@MainActor`, as Xcode's templates write UI tests
  /// (`@MainActor func testExample() throws`), is no test to Linux's XCTest either: the test
  /// program stops before its first test. The attribute goes, and the body runs with
  /// `MainActor.assumeIsolated`, as in ``moveMainActorOntoMethods(of:in:)``.
  private mutating func moveMainActorIntoTests(of declaration: SwiftDeclaration, in index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    var wrapsABody = false
    for member in file.source.members(of: declaration)
    where member.keyword == "func" && member.attributes.contains("@MainActor")
      && member.name.hasPrefix("test") && member.parameters.isEmpty
      && !member.modifiers.contains("override") && !member.modifiers.contains("static")
    {
      guard
        let attribute = (member.first..<member.keywordToken).first(where: {
          tokens[$0].text == "@MainActor"
        }),
        let open = (member.keywordToken...member.last).first(where: {
          tokens[$0].text == "{" && tokens[$0].kind == .punctuation
        }),
        let close = tokens.closingIndex(of: open)
      else { continue }
      let effects = Set((member.keywordToken..<open).map { tokens[$0].text })
      guard !effects.contains("async") else { continue }
      edits[index].append(
        Edit(range: removalRange(ofAttributeAt: attribute, in: file.source), text: ""))
      wrapInMainActor(open: open, close: close, throws: effects.contains("throws"), in: index)
      wrapsABody = true
      report.rewritten(
        file.path, file.source.line(at: tokens[attribute].start),
        "@MainActor on the synchronous test \(member.name)() moved into its body: Linux's "
          + "XCTest stops a test program whose synchronous tests are main-actor isolated")
    }
    if wrapsABody { declareSendable(declaration, in: index) }
  }

  /// Runs the body between the braces at `open` and `close` with `MainActor.assumeIsolated`.
  private mutating func wrapInMainActor(open: Int, close: Int, throws: Bool, in index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    let call = (`throws` ? "try " : "") + "MainActor.assumeIsolated {"
    edits[index].append(Edit(range: tokens[open].end..<tokens[open].end, text: " " + call))
    let indentation = file.source.text(
      file.source.lineStart(at: tokens[close].start), tokens[close].start)
    edits[index].append(
      Edit(
        range: tokens[close].start..<tokens[close].start,
        text: "}\n" + (indentation.allSatisfy { $0 == " " } ? indentation : "")))
  }

  /// Declares a test class `@unchecked Sendable`, after it, for the bodies
  /// ``wrapInMainActor(open:close:throws:in:)`` wrapped.
  private mutating func declareSendable(_ declaration: SwiftDeclaration, in index: Int) {
    guard let body = declaration.body else { return }
    let end = project.files[index].source.tokens[body.upperBound].end
    edits[index].append(
      Edit(
        range: end..<end,
        text: "\n\n// XCTest runs a test case's synchronous methods on the main thread.\n"
          + "extension \(declaration.name): @unchecked Sendable {}"))
  }

  /// On iOS, `import XCTest` brings UIKit's names with it; Linux's XCTest cannot bring the
  /// kit's, so a file that uses a `UI…` name without importing UIKit gets the kit's import
  /// after XCTest's.
  private mutating func addKitImport(to index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    let imports = file.declarations.filter { $0.keyword == "import" }
    func module(_ declaration: SwiftDeclaration) -> String? {
      declaration.keywordToken + 1 <= declaration.last
        ? tokens[declaration.keywordToken + 1].text : nil
    }
    guard let xcTest = imports.first(where: { module($0) == "XCTest" }),
      !imports.contains(where: { module($0) == "UIKit" || module($0) == "HeadlessUIKit" }),
      tokens.contains(where: { $0.kind == .word && $0.text.firstMatch(of: /^UI[A-Z]/) != nil })
    else { return }
    let end = file.source.lineEnd(at: tokens[xcTest.last].end)
    let newline = end > 0 && file.source.bytes[end - 1] == UInt8(ascii: "\n") ? "" : "\n"
    edits[index].append(Edit(range: end..<end, text: newline + "import HeadlessUIKit\n"))
    report.mechanical(
      file.path, file.source.line(at: tokens[xcTest.keywordToken].start),
      "import HeadlessUIKit added: on iOS `import XCTest` brings UIKit's names, on Linux it "
        + "cannot bring the kit's")
  }

  /// On iOS, `import XCTest` brings XCUIAutomation's names (`XCUIApplication`) with it; on
  /// Linux the kit's XCUIAutomation is a module of its own, which brings XCTest with it and
  /// its own `XCTestCase` (with what Xcode's adds), so a file that uses an `XCUI…` name
  /// imports it in XCTest's place: importing both would make `XCTestCase` ambiguous.
  private mutating func addUITestImport(to index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    let imports = file.declarations.filter { $0.keyword == "import" }
    let modules = imports.map { declaration in
      declaration.keywordToken + 1 <= declaration.last
        ? tokens[declaration.keywordToken + 1].text : ""
    }
    guard let xcTest = zip(imports, modules).first(where: { $0.1 == "XCTest" })?.0 else {
      return
    }
    let line = file.source.line(at: tokens[xcTest.keywordToken].start)
    if modules.contains("XCUIAutomation") || modules.contains("HeadlessXCUIAutomation") {
      let start = file.source.lineStart(at: tokens[xcTest.first].start)
      let end = file.source.lineEnd(at: tokens[xcTest.last].end)
      edits[index].append(Edit(range: start..<end, text: ""))
      report.mechanical(
        file.path, line,
        "import XCTest removed: the kit's XCUIAutomation, imported beside it, brings XCTest "
          + "and its own XCTestCase")
      return
    }
    guard tokens.contains(where: { $0.kind == .word && $0.text.hasPrefix("XCUI") }) else {
      return
    }
    let module = tokens[xcTest.keywordToken + 1]
    edits[index].append(Edit(range: module.start..<module.end, text: "HeadlessXCUIAutomation"))
    report.mechanical(
      file.path, line,
      "import XCTest became import HeadlessXCUIAutomation: on iOS `import XCTest` brings "
        + "XCUIAutomation's names, on Linux the kit's XCUIAutomation is a module of its own, "
        + "which brings XCTest")
  }

  /// Linux's XCTest finds a class's tests as plain functions, and a synchronous test or
  /// `setUp` isolated to the main actor is not one: the test program stops before its first
  /// test ("Could not cast value of type '(Tests) -> @MainActor () -> ()'"). So the class's
  /// `@MainActor` goes: the synchronous tests and the `setUp`/`tearDown` overrides run their
  /// bodies with `MainActor.assumeIsolated` (XCTest calls them on the main thread, and the
  /// class is declared `@unchecked Sendable` for it); async tests and other methods get the
  /// attribute themselves; async overrides, which cannot, are left nonisolated.
  private mutating func moveMainActorOntoMethods(of declaration: SwiftDeclaration, in index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    guard
      let attribute = (declaration.first..<declaration.keywordToken).first(where: {
        tokens[$0].text == "@MainActor"
      })
    else { return }
    edits[index].append(
      Edit(range: removalRange(ofAttributeAt: attribute, in: file.source), text: ""))
    var wrapsABody = false
    for member in file.source.members(of: declaration)
    where member.keyword == "func" && !member.attributes.contains("@MainActor")
      && !member.modifiers.contains("static") && !member.modifiers.contains("class")
    {
      guard
        let open = (member.keywordToken...member.last).first(where: {
          tokens[$0].text == "{" && tokens[$0].kind == .punctuation
        }),
        let close = tokens.closingIndex(of: open)
      else { continue }
      let effects = Set((member.keywordToken..<open).map { tokens[$0].text })
      let isOverride = member.modifiers.contains("override")
      let isLifecycle =
        isOverride && member.parameters.isEmpty
        && ["setUp", "tearDown", "setUpWithError", "tearDownWithError"].contains(member.name)
      let isTest = member.name.hasPrefix("test") && member.parameters.isEmpty && !isOverride
      if effects.contains("async") || !(isLifecycle || isTest) {
        guard !isOverride else { continue }
        let start = tokens[member.first].start
        edits[index].append(Edit(range: start..<start, text: "@MainActor "))
        continue
      }
      wrapInMainActor(open: open, close: close, throws: effects.contains("throws"), in: index)
      wrapsABody = true
    }
    if wrapsABody { declareSendable(declaration, in: index) }
    report.rewritten(
      file.path, file.source.line(at: tokens[attribute].start),
      "@MainActor moved from the class \(declaration.name) into its methods: Linux's XCTest "
        + "stops a test program whose synchronous tests are main-actor isolated")
  }
}
