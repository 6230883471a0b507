// The mutants that need a statement's shape: conditions negated, calls removed, returns
// replaced.

extension MutantFinder {
  // MARK: - Conditions

  /// One mutant per clause of an `if`, `guard` or `while` condition that is a Boolean (not
  /// `let`, `var`, `case` or `#available`): the clause `c` becomes `!(c)`.
  func negationMutants(at index: Int) -> [Mutant] {
    let token = tokens[index]
    guard token.kind == .word, ["if", "guard", "while"].contains(token.text) else { return [] }
    // `repeat { … } while c`: its condition ends with the line, left alone
    if token.text == "while", !token.startsLine, index > 0, tokens[index - 1].text == "}" {
      return []
    }
    var clauses: [(first: Int, last: Int)] = []
    var first = index + 1
    var current = index + 1
    while current < tokens.count {
      let text = tokens[current].text
      let ends = token.text == "guard" ? text == "else" : text == "{"
      if ends || text == "," {
        guard current > first else { return [] }
        clauses.append((first, current - 1))
        if ends { break }
        first = current + 1
      }
      if let end = closing[current], text != "{" {
        current = end + 1
      } else {
        current += 1
      }
    }
    guard current < tokens.count else { return [] }
    return clauses.compactMap { clause in
      let head = tokens[clause.first].text
      let binds = ["let", "var", "case", "#available", "#unavailable"].contains(head)
      let assigns = (clause.first...clause.last).contains {
        tokens[$0].kind == .operator && tokens[$0].text == "="
      }
      guard !binds, !assigns,
        !(clause.first...clause.last).contains(where: { isExcluded[$0] })
      else { return nil }
      return mutant(
        .negation, from: clause.first, to: clause.last,
        with: "!(\(source(from: clause.first, to: clause.last)))")
    }
  }

  // MARK: - Call statements

  private static let notCalls: Set<String> = [
    "let", "var", "if", "guard", "while", "for", "switch", "case", "default", "return", "throw",
    "do", "catch", "else", "defer", "repeat", "import", "func", "init", "deinit", "subscript",
    "struct", "class", "enum", "protocol", "extension", "actor", "typealias", "break",
    "continue", "fallthrough", "private", "public", "internal", "fileprivate", "open", "package",
    "static", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned",
    "convenience", "required", "nonisolated", "indirect", "some", "any", "is", "as", "in",
    "where", "true", "false", "nil", "get", "set", "willSet", "didSet", "precondition",
    "preconditionFailure", "assert", "assertionFailure", "fatalError", "dispatchPrecondition",
  ]

  /// A statement that is a call and nothing else, alone on its line (`try save()`,
  /// `items.append(item)`, `queue.async { … }`), removed.
  func callMutants(at index: Int) -> [Mutant] {
    guard tokens[index].startsLine, !continuesStatement(before: index) else { return [] }
    var current = index
    while current < tokens.count, ["try", "await"].contains(tokens[current].text) {
      current += 1
      if current < tokens.count, ["?", "!"].contains(tokens[current].text),
        !tokens[current].isSpacedBefore
      {
        current += 1
      }
    }
    guard current < tokens.count, tokens[current].kind == .word,
      !Self.notCalls.contains(tokens[current].text)
    else { return [] }
    current += 1
    var calls = false
    while current < tokens.count {
      let token = tokens[current]
      if token.text == ".", !token.startsLine, current + 1 < tokens.count,
        tokens[current + 1].kind == .word
      {
        current += 2
      } else if ["?", "!"].contains(token.text), !token.isSpacedBefore, current + 2 < tokens.count,
        tokens[current + 1].text == ".", tokens[current + 2].kind == .word
      {
        current += 3
      } else if token.text == "(" || token.text == "[", !token.isSpacedBefore,
        let end = closing[current]
      {
        calls = calls || token.text == "("
        current = end + 1
      } else if token.text == "{", !token.startsLine, let end = closing[current] {
        calls = true
        current = end + 1
      } else {
        break
      }
    }
    let last = current - 1
    guard calls, endsStatement(at: current),
      !(index...last).contains(where: { isExcluded[$0] }), !isValueOfItsBody(index, current)
    else { return [] }
    return [mutant(.call, from: index, to: last, with: "")]
  }

  /// Whether the call from `first` to before `after` is all its body holds, in a body that
  /// may give it back as its value (a closure, a property, a function with a result): then
  /// the call is that value, not a statement, and the body without it would not compile.
  private func isValueOfItsBody(_ first: Int, _ after: Int) -> Bool {
    guard first > 0, ["{", "in"].contains(tokens[first - 1].text), after < tokens.count,
      tokens[after].text == "}"
    else { return false }
    guard tokens[first - 1].text == "{", let brace = enclosingBrace[first] else { return true }
    switch opener(of: brace) {
    case .control, .function(returnType: nil): return false
    default: return true
    }
  }

  /// Whether the token before this one leaves its statement open: an operator, a comma, an
  /// opening bracket, a dot.
  private func continuesStatement(before index: Int) -> Bool {
    guard index > 0 else { return false }
    let previous = tokens[index - 1]
    return previous.kind == .operator || [",", "(", "[", ".", "return"].contains(previous.text)
  }

  /// Whether a statement can end before this token.
  private func endsStatement(at index: Int) -> Bool {
    guard index < tokens.count else { return true }
    let token = tokens[index]
    if token.text == "}" || token.text == ";" { return true }
    return token.startsLine && token.kind != .operator && token.text != "."
  }

  // MARK: - Returns

  /// `return value` with a value of a type that has a constant or an empty value, replaced
  /// by it: `false` (or `true` for `false`), `0` (or `1`), `""`, `[]`, `[:]`, `nil`.
  func returnMutants(at index: Int) -> [Mutant] {
    guard tokens[index].text == "return", index + 1 < tokens.count else { return [] }
    let first = index + 1
    guard !tokens[first].startsLine, ![";", "}"].contains(tokens[first].text) else { return [] }
    var current = first
    while current < tokens.count {
      let token = tokens[current]
      if token.text == "}" || token.text == ";" { break }
      if current > first, token.startsLine, token.kind != .operator, token.text != ".",
        tokens[current - 1].kind != .operator
      {
        break
      }
      current = (closing[current] ?? current) + 1
    }
    let last = current - 1
    guard last >= first, !(first...last).contains(where: { isExcluded[$0] }),
      let type = returnType(around: index)
    else { return [] }
    let value = source(from: first, to: last)
    guard let constant = Self.constant(of: type, replacing: value) else { return [] }
    return [mutant(.return, from: first, to: last, with: constant)]
  }

  /// A constant or an empty value of a type, other than the value it replaces.
  static func constant(of type: String, replacing value: String) -> String? {
    let type = type.filter { !$0.isWhitespace }
    let numbers: Set<String> = [
      "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Double", "Float", "CGFloat", "TimeInterval",
    ]
    let constant: String?
    if type.hasSuffix("?") {
      constant = "nil"
    } else if type == "Bool" {
      constant = value == "false" ? "true" : "false"
    } else if numbers.contains(type) {
      constant = value == "0" ? "1" : "0"
    } else if type == "String" || type == "Substring" {
      constant = value == "\"\"" ? "\"mutant\"" : "\"\""
    } else if type.hasPrefix("["), type.hasSuffix("]") {
      constant = isDictionary(type) ? "[:]" : "[]"
    } else if type.hasPrefix("Set<") {
      constant = "[]"
    } else {
      constant = nil
    }
    return constant == value ? nil : constant
  }

  private static func isDictionary(_ type: String) -> Bool {
    var depth = 0
    for character in type.dropFirst().dropLast() {
      if "[(<".contains(character) { depth += 1 }
      if "])>".contains(character) { depth -= 1 }
      if character == ":", depth == 0 { return true }
    }
    return false
  }

  /// What a kind of brace opens, for finding the type a `return` returns.
  enum BraceOpener: Equatable {
    /// `if`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`, `defer`, `repeat`.
    case control
    /// A function, initializer or subscript, with its return type (nil when it has none).
    case function(returnType: String?)
    /// A `get` accessor: the type is the property's, outside.
    case accessor
    /// A computed property, with its type.
    case property(type: String)
    /// A closure, or a type's body: the return type is not known here.
    case unknown
  }

  private static let controlKeywords: Set<String> = [
    "if", "guard", "while", "for", "switch", "do", "catch", "else", "repeat", "defer",
  ]

  /// The return type of the function or property a `return` is in, when no closure stands
  /// between them.
  func returnType(around index: Int) -> String? {
    var brace = enclosingBrace[index]
    while let current = brace {
      switch opener(of: current) {
      case .control, .accessor: brace = enclosingBrace[current]
      case .function(let type): return type
      case .property(let type): return type
      case .unknown: return nil
      }
    }
    return nil
  }

  /// What the `{` at this index opens, read back to the start of its statement.
  func opener(of brace: Int) -> BraceOpener {
    var current = brace - 1
    var nearestBinding: (index: Int, assigned: Bool)?
    var assigned = false
    if current >= 0, ["get", "_read"].contains(tokens[current].text) { return .accessor }
    while current >= 0 {
      let token = tokens[current]
      if [")", "]"].contains(token.text) {
        guard let opener = opening[current] else { return .unknown }
        current = opener - 1
        continue
      }
      if ["(", "[", "{", "}", ";"].contains(token.text) { break }
      if token.kind == .operator, token.text == "=" { assigned = true }
      if token.kind == .word {
        if Self.controlKeywords.contains(token.text) { return .control }
        if ["func", "subscript"].contains(token.text) {
          return .function(returnType: returnTypeText(from: current, to: brace))
        }
        if ["init", "deinit"].contains(token.text), current == 0 || tokens[current - 1].text != "."
        {
          return .function(returnType: nil)
        }
        if ["return", "throw"].contains(token.text) { return .unknown }
        if ["struct", "class", "enum", "extension", "protocol", "actor"].contains(token.text) {
          return .unknown
        }
        if ["let", "var"].contains(token.text), nearestBinding == nil {
          nearestBinding = (current, assigned)
        }
      }
      current -= 1
    }
    guard let binding = nearestBinding, !binding.assigned,
      tokens[binding.index].text == "var",
      let colon = (binding.index..<brace).first(where: { tokens[$0].text == ":" }),
      colon + 1 < brace
    else { return .unknown }
    return .property(type: source(from: colon + 1, to: brace - 1))
  }

  /// The text after a function's `->`, up to `where` or its body; nil without an arrow.
  private func returnTypeText(from keyword: Int, to brace: Int) -> String? {
    var current = keyword + 1
    while current < brace {
      if tokens[current].text == "(" || tokens[current].text == "[",
        let end = closing[current]
      {
        current = end + 1
        continue
      }
      if tokens[current].text == "->" {
        let end =
          (current + 1..<brace).first(where: { tokens[$0].text == "where" }) ?? brace
        guard current + 1 < end else { return nil }
        return source(from: current + 1, to: end - 1)
      }
      current += 1
    }
    return nil
  }
}
