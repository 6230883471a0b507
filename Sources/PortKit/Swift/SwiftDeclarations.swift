// The declarations of a Swift file: its types and extensions, and their members.

/// A declaration found in Swift source: a type, an extension, or a member of either.
struct SwiftDeclaration {
  /// The token where it starts: its first attribute, modifier or keyword.
  var first: Int
  /// The token of its keyword (`class`, `func`, `var`…).
  var keywordToken: Int
  /// The last token it spans.
  var last: Int
  /// Its keyword.
  var keyword: String
  /// Its name; for an extension, the extended type's name.
  var name: String
  /// Its attributes, with their `@` (`@IBOutlet`, `@objc`).
  var attributes: [String]
  /// The Objective-C name `@objc(name)` gives it (`addEntry:`), if it has one.
  var objectiveCName: String?
  /// Its modifiers (`override`, `weak`, `private`…).
  var modifiers: [String]
  /// For a type or an extension: the types after the colon, in order.
  var inherited: [String] = []
  /// For a type or an extension: the tokens of the braces around its body.
  var body: ClosedRange<Int>?
  /// For a function: its parameters.
  var parameters: [SwiftParameter] = []
  /// For a property: the type written after its colon, if any.
  var type: String?

  /// Whether it is a type or an extension (whose members can be listed).
  var isTypeLike: Bool {
    ["class", "struct", "enum", "protocol", "extension", "actor"].contains(keyword)
  }
}

/// A function's parameter.
struct SwiftParameter: Equatable {
  /// The argument label callers write; nil for `_`.
  var label: String?
  /// The type as written.
  var type: String
  /// The name the body uses; nil for `_`.
  var name: String? = nil
}

extension SwiftSource {
  /// The declarations at the top level of the file.
  var topLevelDeclarations: [SwiftDeclaration] {
    declarations(from: 0, to: tokens.count, depth: 0)
  }

  /// The members declared in a type's or an extension's body.
  func members(of declaration: SwiftDeclaration) -> [SwiftDeclaration] {
    guard let body = declaration.body else { return [] }
    return declarations(
      from: body.lowerBound + 1, to: body.upperBound, depth: tokens[body.lowerBound].depth + 1)
  }

  /// The declarations between two tokens at one depth of braces. Each starts with the first
  /// code token of a line and runs to just before the next one (or the end).
  private func declarations(from start: Int, to end: Int, depth: Int) -> [SwiftDeclaration] {
    var starts: [(first: Int, keyword: Int)] = []
    var index = start
    var brackets = 0
    var previousLine = -1
    while index < end {
      let token = tokens[index]
      defer { index += 1 }
      if token.kind == .comment || token.depth != depth { continue }
      let line = line(at: token.start)
      let isFirstOnLine = line != previousLine
      previousLine = line
      if token.kind == .punctuation {
        if token.text == "(" || token.text == "[" { brackets += 1 }
        if token.text == ")" || token.text == "]" { brackets = max(brackets - 1, 0) }
        continue
      }
      guard isFirstOnLine, brackets == 0, let keyword = keywordIndex(from: index, to: end) else {
        continue
      }
      starts.append((index, keyword))
      index = keyword
      previousLine = self.line(at: tokens[keyword].start)
    }
    var result: [SwiftDeclaration] = []
    for (position, start) in starts.enumerated() {
      let next = position + 1 < starts.count ? starts[position + 1].first : end
      var last = next - 1
      while last > start.keyword, tokens[last].kind == .comment { last -= 1 }
      result.append(declaration(first: start.first, keyword: start.keyword, last: last))
    }
    return result
  }

  /// The index of the declaration keyword after a run of attributes and modifiers starting
  /// at `index`, or nil when the tokens there do not start a declaration.
  private func keywordIndex(from index: Int, to end: Int) -> Int? {
    var current = index
    while current < end {
      let token = tokens[current]
      if token.kind == .comment {
        current += 1
      } else if token.kind == .attribute {
        current += 1
        if current < end, tokens[current].text == "(",
          let close = tokens.closingIndex(of: current)
        {
          current = close + 1
        }
      } else if token.kind == .word, Self.modifiers.contains(token.text) {
        current += 1
        if current < end, tokens[current].text == "(", let close = tokens.closingIndex(of: current)
        {
          current = close + 1
        }
      } else if token.kind == .word, token.text == "class", current + 1 < end,
        Self.modifiers.contains(tokens[current + 1].text)
          || ["func", "var", "let", "subscript"].contains(tokens[current + 1].text)
      {
        current += 1  // `class func`: a modifier here
      } else if token.kind == .word, Self.keywords.contains(token.text) {
        return current
      } else {
        return nil
      }
    }
    return nil
  }

  private func declaration(first: Int, keyword: Int, last: Int) -> SwiftDeclaration {
    var attributes: [String] = []
    var modifiers: [String] = []
    var objectiveCName: String?
    for (index, token) in zip(first..<keyword, tokens[first..<keyword])
    where token.kind != .comment {
      if token.kind == .attribute { attributes.append(token.text) }
      if token.text == "@objc", index + 1 < keyword, tokens[index + 1].text == "(",
        let close = tokens.closingIndex(of: index + 1), close < keyword
      {
        objectiveCName = tokens[(index + 2)..<close].map(\.text).joined()
      }
      if token.kind == .word, Self.modifiers.contains(token.text) || token.text == "class" {
        modifiers.append(token.text)
      }
    }
    let keywordText = tokens[keyword].text
    var name = ""
    var cursor = keyword + 1
    if cursor <= last, tokens[cursor].kind == .word {
      name = tokens[cursor].text
      cursor += 1
    }
    if keywordText == "init" || keywordText == "deinit" || keywordText == "subscript" {
      name = keywordText
      cursor = keyword + 1
    }
    var result = SwiftDeclaration(
      first: first, keywordToken: keyword, last: last, keyword: keywordText, name: name,
      attributes: attributes, objectiveCName: objectiveCName, modifiers: modifiers)
    if result.isTypeLike {
      result.inherited = inheritance(from: cursor, to: last)
      if let open = (cursor...max(cursor, last)).first(where: {
        $0 < tokens.count && tokens[$0].text == "{" && tokens[$0].kind == .punctuation
      }), let close = tokens.closingIndex(of: open) {
        result.body = open...close
      }
    } else if keywordText == "func" || keywordText == "init" || keywordText == "subscript" {
      while cursor <= last, tokens[cursor].text != "(" { cursor += 1 }
      if cursor <= last, let close = tokens.closingIndex(of: cursor) {
        result.parameters = parameters(from: cursor + 1, to: close)
      }
    } else if keywordText == "var" || keywordText == "let" {
      if cursor <= last, tokens[cursor].text == ":" {
        var typeEnd = cursor + 1
        while typeEnd <= last, !["=", "{"].contains(tokens[typeEnd].text),
          line(at: tokens[typeEnd].start) == line(at: tokens[cursor].start)
        {
          typeEnd += 1
        }
        if typeEnd > cursor + 1 {
          result.type = text(tokens[cursor + 1].start, tokens[typeEnd - 1].end)
        }
      }
    }
    return result
  }

  /// The types listed after a type's colon, up to its body or `where`.
  private func inheritance(from start: Int, to last: Int) -> [String] {
    guard start <= last, tokens[start].text == ":" else { return [] }
    var names: [String] = []
    var pieceStart: Int?
    var index = start + 1
    while index <= last {
      let token = tokens[index]
      if token.kind == .comment {
        index += 1
        continue
      }
      if token.text == "{" || token.text == "where" || token.text == "," {
        if let first = pieceStart { names.append(text(tokens[first].start, tokens[index - 1].end)) }
        pieceStart = nil
        if token.text != "," { break }
      } else if pieceStart == nil {
        pieceStart = index
      }
      index += 1
    }
    return names
  }

  /// The parameters between a function's parentheses.
  private func parameters(from start: Int, to end: Int) -> [SwiftParameter] {
    var result: [SwiftParameter] = []
    var pieceStart = start
    var level = 0
    for index in start...end {
      let text = index < end ? tokens[index].text : ","
      if text == "(" || text == "[" || text == "<" { level += 1 }
      if text == ")" || text == "]" || text == ">" { level -= 1 }
      guard text == ",", level == 0 || index == end else { continue }
      if index > pieceStart, let parameter = parameter(from: pieceStart, to: index) {
        result.append(parameter)
      }
      pieceStart = index + 1
    }
    return result
  }

  private func parameter(from start: Int, to end: Int) -> SwiftParameter? {
    guard let colon = (start..<end).first(where: { tokens[$0].text == ":" }) else { return nil }
    let names = tokens[start..<colon].filter { $0.kind == .word }.map(\.text)
    guard let first = names.first else { return nil }
    var typeEnd = end
    if let equals = (colon..<end).first(where: { tokens[$0].text == "=" }) { typeEnd = equals }
    let type = typeEnd > colon + 1 ? text(tokens[colon + 1].start, tokens[typeEnd - 1].end) : ""
    let name = names.last.flatMap { $0 == "_" ? nil : $0 }
    return SwiftParameter(label: first == "_" ? nil : first, type: type, name: name)
  }

  static let keywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor", "func", "var", "let", "init",
    "deinit", "subscript", "typealias", "case", "associatedtype", "import",
  ]

  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "final", "override",
    "static", "weak", "unowned", "lazy", "dynamic", "mutating", "nonmutating", "convenience",
    "required", "optional", "nonisolated", "indirect", "isolated", "prefix", "postfix", "infix",
  ]
}
