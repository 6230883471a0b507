// What needs the Objective-C runtime, which Linux does not have: reported where it appears.

extension SwiftPorter {
  /// `@objc` goes, but what it was for may not: optional protocol requirements and `dynamic`
  /// properties for key-value observing need the Objective-C runtime. An `@objc protocol`
  /// whose requirements are all required compiles without it (it was there for an outlet
  /// typed by the protocol, or for habit), so it is left to the mechanical edit.
  mutating func reportObjectiveCOnly(after position: Int, in index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    let next = tokens[(position + 1)...].prefix { $0.kind != .punctuation || $0.text == "(" }
    let words = next.prefix(4).map(\.text)
    let line = file.source.line(at: tokens[position].start)
    let optionalLine: Int? =
      words.contains("optional")
      ? line
      : words.contains("protocol") ? firstBareOptional(after: position, in: file.source) : nil
    if let optionalLine {
      report.untranslated(
        file.path, optionalLine,
        "an @objc protocol with optional requirements: Linux has no Objective-C runtime; "
          + "give the requirements default implementations in a protocol extension instead",
        effect: .doesNotCompile)
    } else if words.contains("dynamic") {
      report.untranslated(
        file.path, line,
        "@objc dynamic, for key-value observing: Linux has no Objective-C runtime; "
          + "use didSet or a closure to tell observers",
        effect: .doesNotRun)
    }
  }

  /// The line of the first `optional` requirement in the body of the `@objc protocol` at
  /// `position` that has no `@objc` of its own (one that has is reported at its own line);
  /// nil when there is none.
  private func firstBareOptional(after position: Int, in source: SwiftSource) -> Int? {
    let tokens = source.tokens
    guard let open = tokens[(position + 1)...].firstIndex(where: { $0.text == "{" }),
      let close = tokens.closingIndex(of: open)
    else { return nil }
    let found = tokens[open..<close].indices.first {
      tokens[$0].kind == .word && tokens[$0].text == "optional" && tokens[$0 - 1].text != "@objc"
    }
    return found.map { source.line(at: tokens[$0].start) }
  }

  mutating func reportUnportableCalls(in index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    for (position, token) in tokens.enumerated() {
      let next = position + 1 < tokens.count ? tokens[position + 1].text : ""
      let line = file.source.line(at: token.start)
      let found: (String, PortReport.Effect)? =
        switch (token.kind, token.text) {
        case (.word, "NSStringFromClass"), (.word, "NSClassFromString"):
          (
            "\(token.text): Swift on Linux cannot name or find a class by a string; refer to "
              + "the class itself", .doesNotRun
          )
        case (.word, "performSelector") where !sendsOnMainThread(after: position, in: file.source):
          (
            "performSelector(…): Linux has no Objective-C runtime to send a message by name; "
              + "call the method, or keep a closure", .doesNotCompile
          )
        case (.word, "canPerformUnwindSegueAction") where next == "(":
          (
            "canPerformUnwindSegueAction(_:from:sender:) takes a Selector, which Linux does not "
              + "have: the kit finds the unwind destination as UIKit does by default (the nearest "
              + "controller on the way back with the action, never the source); drop the override",
            .doesNotCompile
          )
        case (.word, "responds") where next == "(":
          (
            "\(token.text)(…): Linux has no Objective-C runtime to send a message by name; "
              + "call the method, or keep a closure", .doesNotCompile
          )
        case (.word, "observeValue") where next == "(":
          (
            "key-value observing (observeValue(forKeyPath:…)): Linux has no Objective-C "
              + "runtime; use didSet or a closure", .doesNotCompile
          )
        case (.word, "addObserver") where isKeyPathObservation(after: position, in: file.source):
          (
            "key-value observing (addObserver(_:forKeyPath:…)): Linux has no Objective-C "
              + "runtime; use didSet or a closure", .doesNotCompile
          )
        default: nil
        }
      if let (reason, effect) = found {
        report.untranslated(
          file.path, compileErrorLine(of: position, in: file.source) ?? line, reason,
          effect: effect)
      }
    }
  }

  /// Where the compiler stops for an override of `observeValue(forKeyPath:…)`: at
  /// `NSKeyValueChangeKey` in its parameters (a name Linux's Foundation does not have), when
  /// they name it; nil for the token's own line.
  private func compileErrorLine(of position: Int, in source: SwiftSource) -> Int? {
    let tokens = source.tokens
    guard tokens[position].text == "observeValue", position + 1 < tokens.count,
      tokens[position + 1].text == "(", let close = source.tokens.closingIndex(of: position + 1),
      let key = tokens[(position + 1)...close].first(where: { $0.text == "NSKeyValueChangeKey" })
    else { return nil }
    return source.line(at: key.start)
  }

  /// `performSelector(onMainThread:with:waitUntilDone:)`, which the kit declares for the
  /// methods a storyboard connected (their names are known).
  private func sendsOnMainThread(after position: Int, in source: SwiftSource) -> Bool {
    let tokens = source.tokens
    return position + 2 < tokens.count && tokens[position + 1].text == "("
      && tokens[position + 2].text == "onMainThread"
  }

  private func isKeyPathObservation(after position: Int, in source: SwiftSource) -> Bool {
    guard position + 1 < source.tokens.count, source.tokens[position + 1].text == "(",
      let close = source.tokens.closingIndex(of: position + 1)
    else { return false }
    return source.tokens[(position + 1)...close].contains { $0.text == "forKeyPath" }
  }
}
