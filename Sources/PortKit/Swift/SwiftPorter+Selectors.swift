// Target–action with #selector becomes a UIAction closure where the method is known.

import Foundation

extension SwiftPorter {
  /// One argument of a call: its label (nil for none) and its tokens.
  private struct Argument {
    var label: String?
    var labelToken: Int
    var valueStart: Int
    var valueEnd: Int
  }

  /// Rewrites the target–action calls with `#selector` that UIKit also offers with a closure
  /// (iOS 14's `UIAction`), when the target is `self` and the method is in the same class:
  ///
  /// - `UIBarButtonItem(barButtonSystemItem:target:action:)` → `(systemItem:primaryAction:)`,
  ///   also written `UIBarButtonItem.init(…)`
  /// - `UIBarButtonItem(title:style:target:action:)` → `(title:style:primaryAction:)`
  /// - `control.addTarget(self, action:, for:)` → `control.addAction(_:for:)`
  /// - `center.addObserver(self, selector:, name:, object:)` →
  ///   `center.addObserver(forName:object:queue:using:)`
  ///
  /// Any other `#selector` is reported: it needs the Objective-C runtime.
  ///
  /// `constants` are the project's selector constants (``selectorConstants()``): each use in
  /// this file is rewritten, and an extension of them that goes is removed.
  mutating func rewriteSelectors(
    in index: Int,
    constants: (uses: [SelectorConstantUse], removable: [RemovableSelectorExtension])
  ) {
    let file = project.files[index]
    let source = file.source
    let tokens = source.tokens
    for use in constants.uses where use.file == index {
      guard let rewrite = use.rewrite else { continue }
      apply(rewrite, at: source.line(at: tokens[use.position].start), in: index)
    }
    for removable in constants.removable where removable.file == index {
      edits[index].append(removal(ofSelectorExtension: removable.declaration, in: source))
      report.rewritten(
        file.path, source.line(at: tokens[removable.declaration.first].start),
        "extension Selector removed: each use of its constants ("
          + removable.names.map { ".\($0)" }.joined(separator: ", ")
          + ") became a closure calling the method, since Linux has no Objective-C "
          + "runtime for #selector")
    }
    for (position, token) in tokens.enumerated()
    where token.kind == .directive && token.text == "#selector" {
      let line = source.line(at: token.start)
      if constants.removable.contains(where: { removable in
        removable.file == index
          && (removable.declaration.first...removable.declaration.last).contains(position)
      }) {
        continue
      }
      if let named = selectorSentByPerform(at: position, in: source) {
        edits[index].append(named.edit)
        report.rewritten(
          file.path, line,
          "\(named.written) → Selector(\"\(named.name)\"), which perform(_:with:) sends by "
            + "name: Linux has no Objective-C runtime for #selector, and the kit sends by name "
            + "the methods a storyboard connected")
        continue
      }
      guard let rewrite = rewrite(selectorAt: position, in: index) else {
        report.untranslated(
          file.path, line,
          "#selector needs the Objective-C runtime, which Linux does not have: replace "
            + "this target–action with a closure (a UIAction with addAction(_:for:) or "
            + "primaryAction:, or NotificationCenter's addObserver(forName:object:queue:using:))",
          effect: .doesNotCompile)
        continue
      }
      apply(rewrite, at: line, in: index)
    }
  }

  /// Makes a rewrite of a target–action call and says so in the report, at `line`.
  private mutating func apply(
    _ rewrite: (edits: [Edit], description: String), at line: Int, in index: Int
  ) {
    edits[index] += rewrite.edits
    report.rewritten(
      project.files[index].path, line,
      "\(rewrite.description), whose UIAction calls the method: Linux has no Objective-C "
        + "runtime for #selector (UIKit takes UIAction since iOS 14)")
  }

  private func rewrite(selectorAt position: Int, in index: Int)
    -> (edits: [Edit], description: String)?
  {
    let source = project.files[index].source
    let tokens = source.tokens
    guard position + 1 < tokens.count, tokens[position + 1].text == "(",
      let selectorClose = tokens.closingIndex(of: position + 1),
      let named = methodName(in: (position + 2)..<selectorClose, of: source)
    else { return nil }
    return rewrite(
      argumentAt: position, naming: named,
      selector: source.text(tokens[position].start, tokens[selectorClose].end), in: index)
  }

  /// The rewrite of the call whose argument at `position` names a method by its selector
  /// (`#selector(save)`, or a constant that stands for it, `.save`).
  func rewrite(
    argumentAt position: Int, naming named: (name: String, arity: Int?), selector: String,
    in index: Int
  ) -> (edits: [Edit], description: String)? {
    let source = project.files[index].source
    let tokens = source.tokens
    guard let open = enclosingParenthesis(of: position, in: source), open > 0,
      let close = tokens.closingIndex(of: open)
    else { return nil }
    let arguments = self.arguments(from: open + 1, to: close, in: source)
    let labels = arguments.map { $0.label ?? "_" }
    // `UIBarButtonItem.init(…)` names the same initializer as `UIBarButtonItem(…)`.
    let callee =
      open >= 3 && tokens[open - 1].text == "init" && tokens[open - 2].text == "."
      ? tokens[open - 3].text : tokens[open - 1].text
    guard let target = arguments.first(where: { $0.label == "target" || $0.label == nil }),
      source.text(tokens[target.valueStart].start, tokens[target.valueEnd].end) == "self",
      let method = method(named: named, ownerAt: position, in: index)
    else { return nil }
    func value(_ argument: Argument) -> String {
      source.text(tokens[argument.valueStart].start, tokens[argument.valueEnd].end)
    }
    let all =
      tokens[arguments[0].labelToken].start..<tokens[arguments[arguments.count - 1].valueEnd].end
    let lineStart = source.lineStart(at: all.lowerBound)
    let before = source.text(lineStart, all.lowerBound)
    let lineIndent = String(before.prefix { $0 == " " })
    let indent = before.allSatisfy { $0 == " " } ? lineIndent : lineIndent + "  "
    let action = closure(calling: method)
    /// The arguments on one line when the call was on one line, so that every later line
    /// keeps its number (the compiler's errors and PORTING.md then name the app's own
    /// lines); a call that already spans lines gets the closure's body on a line of its own
    /// when one line would be too long.
    func actionArguments(_ leading: String, _ label: String, after: String = "") -> String {
      let flat = "\(leading)\(label)UIAction { \(action.head) \(action.body) }\(after)"
      let spansLines = source.text(all.lowerBound, all.upperBound).contains("\n")
      guard spansLines, before.count + flat.count + 1 > SwiftExpression.width else { return flat }
      // The closure opens on this line, or on a new line of its own after the arguments
      // before it; its body is indented one step from the line it opens on.
      let opening =
        leading.isEmpty ? "" : leading.trimmingCharacters(in: .whitespaces) + "\n" + indent
      let base = leading.isEmpty ? lineIndent : indent
      return "\(opening)\(label)UIAction { \(action.head)\n"
        + "\(base)  \(action.body)\n\(base)}\(after)"
    }
    switch (callee, labels) {
    case ("UIBarButtonItem", ["barButtonSystemItem", "target", "action"]):
      let text = actionArguments("systemItem: \(value(arguments[0])), ", "primaryAction: ")
      return (
        [Edit(range: all, text: text)],
        "UIBarButtonItem(barButtonSystemItem:target:action:) with \(selector) became "
          + "UIBarButtonItem(systemItem:primaryAction:)"
      )
    case ("UIBarButtonItem", ["title", "style", "target", "action"]):
      let text = actionArguments(
        "title: \(value(arguments[0])), style: \(value(arguments[1])), ", "primaryAction: ")
      return (
        [Edit(range: all, text: text)],
        "UIBarButtonItem(title:style:target:action:) with \(selector) became "
          + "UIBarButtonItem(title:style:primaryAction:)"
      )
    case ("addTarget", ["_", "action", "for"]) where open >= 2 && tokens[open - 2].text == ".":
      let calleeToken = tokens[open - 1]
      return (
        [
          Edit(range: calleeToken.start..<calleeToken.end, text: "addAction"),
          Edit(range: all, text: actionArguments("", "", after: ", for: \(value(arguments[2]))")),
        ], "addTarget(_:action:for:) with \(selector) became addAction(_:for:)"
      )
    case ("addObserver", ["_", "selector", "name", "object"])
    where open >= 2 && tokens[open - 2].text == ".":
      return observerRewrite(
        of: arguments, spanning: all, calling: method, selector: selector, indent: indent,
        in: source)
    default:
      return nil
    }
  }

  /// `addObserver(_:selector:name:object:)` as `addObserver(forName:object:queue:using:)`,
  /// whose closure calls the method the selector named; nil when no notification can be
  /// passed to it.
  private func observerRewrite(
    of arguments: [Argument], spanning all: Range<Int>, calling method: SwiftDeclaration,
    selector: String, indent: String, in source: SwiftSource
  ) -> (edits: [Edit], description: String)? {
    guard let call = notificationCall(calling: method) else { return nil }
    let tokens = source.tokens
    func value(_ argument: Argument) -> String {
      source.text(tokens[argument.valueStart].start, tokens[argument.valueEnd].end)
    }
    let removes = tokens.contains { $0.text == "removeObserver" }
    // As many line breaks as the arguments had, so that the lines after keep their
    // numbers (the report's lines are the project's).
    let breaks = source.text(all.lowerBound, all.upperBound).filter { $0 == "\n" }.count
    let parts = [
      "forName: \(value(arguments[2])),", "object: \(value(arguments[3])),", "queue: nil,",
      "using: { [weak self] notification in \(call) }",
    ]
    var text = parts[0]
    for (number, part) in parts.dropFirst().enumerated() {
      text += (number < breaks ? "\n" + indent : " ") + part
    }
    text += String(repeating: "\n" + indent, count: max(0, breaks - 3))
    return (
      [Edit(range: all, text: text)],
      "addObserver(_:selector:name:object:) with \(selector) became "
        + "addObserver(forName:object:queue:using:), whose closure calls the method on the "
        + "posting thread, as the selector was"
        + (removes
          ? " (removeObserver(self) does not remove it: keep the token it returns, and "
            + "remove that)" : "")
    )
  }

  /// The call of a notification observer's method in a closure given the notification:
  /// `self?.save()`, `self?.showDetails(sender: notification)`; nil for a parameter no
  /// notification can be passed as.
  private func notificationCall(calling method: SwiftDeclaration) -> String? {
    guard let parameter = method.parameters.first else { return "self?.\(method.name)()" }
    let value: String
    switch parameter.type.filter({ $0 != " " }) {
    case "Notification", "Any", "Any?", "Notification?": value = "notification"
    case "NSNotification", "NSNotification?":
      value =
        "NSNotification(name: notification.name, object: notification.object, "
        + "userInfo: notification.userInfo)"
    default: return nil
    }
    let argument = parameter.label.map { "\($0): \(value)" } ?? value
    return "self?.\(method.name)(\(argument))"
  }

  /// The `(` of the call whose arguments hold the token at `position`.
  private func enclosingParenthesis(of position: Int, in source: SwiftSource) -> Int? {
    var level = 0
    var index = position - 1
    while index >= 0 {
      let text = source.tokens[index].text
      if source.tokens[index].kind == .punctuation {
        if text == ")" || text == "]" { level += 1 }
        if text == "(" || text == "[" {
          if level == 0 { return text == "(" ? index : nil }
          level -= 1
        }
        if text == "{" || text == "}" { return nil }
      }
      index -= 1
    }
    return nil
  }

  /// The arguments between a call's parentheses.
  private func arguments(from start: Int, to end: Int, in source: SwiftSource) -> [Argument] {
    let tokens = source.tokens
    var result: [Argument] = []
    var pieceStart = start
    var level = 0
    for index in start...end {
      let isEnd = index == end
      if !isEnd, tokens[index].kind == .punctuation {
        if ["(", "[", "{"].contains(tokens[index].text) { level += 1 }
        if [")", "]", "}"].contains(tokens[index].text) { level -= 1 }
      }
      guard isEnd || (level == 0 && tokens[index].text == ","), index > pieceStart else {
        continue
      }
      let hasLabel =
        tokens[pieceStart].kind == .word && pieceStart + 1 < index
        && tokens[pieceStart + 1].text == ":"
      result.append(
        Argument(
          label: hasLabel ? tokens[pieceStart].text : nil, labelToken: pieceStart,
          valueStart: hasLabel ? pieceStart + 2 : pieceStart, valueEnd: index - 1))
      pieceStart = index + 1
    }
    return result
  }

  /// The name of the method a selector's tokens name (`done`, `done(_:)`,
  /// `Self.done(_:)`), and its number of parameters when they are written.
  func methodName(in range: Range<Int>, of source: SwiftSource) -> (
    name: String, arity: Int?
  )? {
    let tokens = source.tokens
    let words = range.filter { tokens[$0].kind == .word }
    let parenthesis = range.first { tokens[$0].text == "(" }
    let nameIndex = words.last { parenthesis == nil || $0 < parenthesis ?? 0 }
    guard let nameIndex else { return nil }
    let arity = parenthesis.map { open in range.filter { $0 > open && tokens[$0].text == ":" }.count
    }
    return (tokens[nameIndex].text, arity)
  }

  /// The method of that name (and number of parameters, when known), looked up in the class
  /// whose body or extension holds the token at `position`.
  private func method(
    named: (name: String, arity: Int?), ownerAt position: Int, in index: Int
  ) -> SwiftDeclaration? {
    let file = project.files[index]
    let tokens = file.source.tokens
    let (name, arity) = named
    guard
      let owner = file.declarations.first(where: {
        ($0.keyword == "class" || $0.keyword == "extension")
          && (tokens[$0.first].start...tokens[$0.last].end).contains(tokens[position].start)
      })
    else { return nil }
    let candidates = project.lineage(of: owner.name).flatMap(\.members).map(\.declaration)
      .filter { $0.keyword == "func" && $0.name == name }
      .filter { arity == nil || $0.parameters.count == arity }
    guard candidates.count == 1, let method = candidates.first, method.parameters.count <= 1
    else { return nil }
    return method
  }

  /// The parts of `UIAction { [weak self] _ in self?.done() }`: its capture and parameter,
  /// and its body, which passes the sender when the method takes one.
  private func closure(calling method: SwiftDeclaration) -> (head: String, body: String) {
    guard let parameter = method.parameters.first else {
      return ("[weak self] _ in", "self?.\(method.name)()")
    }
    let value: String =
      switch parameter.type {
      case "Any": "action.sender as Any"
      case "Any?": "action.sender"
      case "AnyObject": "action.sender as AnyObject"
      case "AnyObject?": "action.sender as AnyObject?"
      default: "action.sender as! \(parameter.type)"
      }
    let argument = parameter.label.map { "\($0): \(value)" } ?? value
    return ("[weak self] action in", "self?.\(method.name)(\(argument))")
  }

  // MARK: - A selector sent by name

  /// A `#selector` passed as the first argument of `perform(_:)` or `perform(_:with:)`,
  /// rewritten as the selector's Objective-C name, `Selector("addItem:")`, which the kit's
  /// `perform` sends to a method a storyboard connected; nil for any other `#selector`.
  private func selectorSentByPerform(at position: Int, in source: SwiftSource) -> (
    edit: Edit, written: String, name: String
  )? {
    let tokens = source.tokens
    guard position + 1 < tokens.count, tokens[position + 1].text == "(",
      let close = tokens.closingIndex(of: position + 1),
      let open = enclosingParenthesis(of: position, in: source), open >= 2,
      open + 1 == position, tokens[open - 1].text == "perform", tokens[open - 2].text == ".",
      let named = methodName(in: (position + 2)..<close, of: source)
    else { return nil }
    // The labels of the parameters written after the name: `(_:)`, `(sender:)`.
    let inner = ((position + 2)..<close).first { tokens[$0].text == "(" }
    var labels: [String] = []
    if let inner {
      for index in (inner + 1)..<close where tokens[index].text == ":" {
        labels.append(tokens[index - 1].text)
      }
    }
    var name = named.name
    for (number, label) in labels.enumerated() {
      if label == "_" {
        name += ":"
      } else if number == 0 {
        name += "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
      } else {
        name += label + ":"
      }
    }
    let range = tokens[position].start..<tokens[close].end
    return (
      Edit(range: range, text: "Selector(\"\(name)\")"),
      source.text(range.lowerBound, range.upperBound), name
    )
  }
}
