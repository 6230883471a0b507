// Reading a predicate's format string.

import Foundation

/// Parses a format string into a ``PredicateNode``, taking its arguments in order.
struct PredicateParser {
  private enum Token: Equatable {
    case word(String)
    case text(String)
    case number(Double, isInteger: Bool)
    case symbol(String)
    case argument(String)
  }

  private var tokens: [Token] = []
  private var position = 0
  private var arguments: [Any]
  private var argumentIndex = 0

  init(_ format: String, arguments: [Any]) throws {
    self.arguments = arguments
    tokens = try Self.tokenize(format)
  }

  mutating func parse() throws -> PredicateNode {
    guard !tokens.isEmpty else { throw PredicateFormatError(reason: "the format is empty") }
    let node = try parseOr()
    if position < tokens.count {
      throw PredicateFormatError(reason: "unexpected \(describe(tokens[position]))")
    }
    return node
  }

  // MARK: Grammar

  private mutating func parseOr() throws -> PredicateNode {
    var node = try parseAnd()
    while accept(word: "OR") || accept(symbol: "||") {
      node = .or(node, try parseAnd())
    }
    return node
  }

  private mutating func parseAnd() throws -> PredicateNode {
    var node = try parseNot()
    while accept(word: "AND") || accept(symbol: "&&") {
      node = .and(node, try parseNot())
    }
    return node
  }

  private mutating func parseNot() throws -> PredicateNode {
    if accept(word: "NOT") || accept(symbol: "!") {
      return .not(try parseNot())
    }
    return try parsePrimary()
  }

  private mutating func parsePrimary() throws -> PredicateNode {
    if accept(symbol: "(") {
      let node = try parseOr()
      guard accept(symbol: ")") else { throw PredicateFormatError(reason: "missing )") }
      return node
    }
    if accept(word: "TRUEPREDICATE") { return .constant(true) }
    if accept(word: "FALSEPREDICATE") { return .constant(false) }
    var quantifier = PredicateQuantifier.none
    if accept(word: "ANY") || accept(word: "SOME") {
      quantifier = .any
    } else if accept(word: "ALL") {
      quantifier = .all
    } else if accept(word: "NONE") {
      quantifier = .noneOf
    }
    let left = try parseExpression()
    let (op, options) = try parseOperator()
    let right = try parseExpression()
    return .comparison(left, op, right, options, quantifier)
  }

  private mutating func parseOperator() throws -> (PredicateOperator, PredicateOptions) {
    guard position < tokens.count else {
      throw PredicateFormatError(reason: "a comparison is missing its operator")
    }
    let token = tokens[position]
    position += 1
    let op: PredicateOperator
    switch token {
    case .symbol("="), .symbol("=="): op = .equal
    case .symbol("!="), .symbol("<>"): op = .notEqual
    case .symbol("<"): op = .less
    case .symbol("<="), .symbol("=<"): op = .lessOrEqual
    case .symbol(">"): op = .greater
    case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
    case .word(let word):
      switch word.uppercased() {
      case "CONTAINS": op = .contains
      case "BEGINSWITH": op = .beginsWith
      case "ENDSWITH": op = .endsWith
      case "LIKE": op = .like
      case "MATCHES": op = .matches
      case "IN": op = .in
      case "BETWEEN": op = .between
      default: throw PredicateFormatError(reason: "unknown operator \(word)")
      }
    default: throw PredicateFormatError(reason: "expected an operator, found \(describe(token))")
    }
    var options = PredicateOptions()
    if accept(symbol: "[") {
      guard position < tokens.count, case .word(let letters) = tokens[position] else {
        throw PredicateFormatError(reason: "expected options such as [cd]")
      }
      position += 1
      for letter in letters.lowercased() {
        switch letter {
        case "c": options.caseInsensitive = true
        case "d": options.diacriticInsensitive = true
        case "n", "l": break
        default: throw PredicateFormatError(reason: "unknown option \(letter) in [\(letters)]")
        }
      }
      guard accept(symbol: "]") else { throw PredicateFormatError(reason: "missing ]") }
    }
    return (op, options)
  }

  private mutating func parseExpression() throws -> PredicateExpression {
    guard position < tokens.count else {
      throw PredicateFormatError(reason: "the format ends where a key path or a value should be")
    }
    let token = tokens[position]
    position += 1
    switch token {
    case .text(let text): return .value(text)
    case .number(let number, let isInteger):
      return .value(isInteger ? NSNumber(value: Int64(number)) : NSNumber(value: number))
    case .argument(let specifier):
      let argument = try nextArgument(for: specifier)
      if specifier == "K" {
        guard let key = argument as? String, !key.isEmpty else {
          throw PredicateFormatError(reason: "%K needs a key path, got \(argument)")
        }
        return .keyPath(key)
      }
      return .value(Self.normalize(argument))
    case .symbol("{"):
      var values: [Any] = []
      if !accept(symbol: "}") {
        repeat {
          guard case .value(let value) = try parseExpression() else {
            throw PredicateFormatError(reason: "a list holds values only")
          }
          values.append(value as Any)
        } while accept(symbol: ",")
        guard accept(symbol: "}") else { throw PredicateFormatError(reason: "missing }") }
      }
      return .value(values)
    case .word(let word):
      switch word.uppercased() {
      case "NIL", "NULL": return .value(nil)
      case "TRUE", "YES": return .value(NSNumber(value: true))
      case "FALSE", "NO": return .value(NSNumber(value: false))
      case "SELF": return .evaluatedObject
      case "AND", "OR", "NOT", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN",
        "BETWEEN", "ANY", "ALL", "SOME", "NONE", "TRUEPREDICATE", "FALSEPREDICATE":
        throw PredicateFormatError(reason: "expected a key path or a value, found \(word)")
      default:
        if word.hasPrefix("SELF.") || word.hasPrefix("self.") {
          return .keyPath(String(word.dropFirst(5)))
        }
        return .keyPath(word)
      }
    default:
      throw PredicateFormatError(reason: "expected a key path or a value, found \(describe(token))")
    }
  }

  private mutating func nextArgument(for specifier: String) throws -> Any {
    guard argumentIndex < arguments.count else {
      throw PredicateFormatError(
        reason: "there are fewer arguments than format specifiers (%\(specifier) has none)")
    }
    defer { argumentIndex += 1 }
    let argument = arguments[argumentIndex]
    switch specifier {
    case "@", "K": return argument
    case "f", "lf":
      guard let number = PredicateValues.number(argument) else {
        throw PredicateFormatError(reason: "%\(specifier) needs a number, got \(argument)")
      }
      return NSNumber(value: number)
    default:
      guard let number = PredicateValues.number(argument) else {
        throw PredicateFormatError(reason: "%\(specifier) needs a whole number, got \(argument)")
      }
      return NSNumber(value: Int64(number))
    }
  }

  /// An argument as predicates compare it: Foundation's reference types as Swift values,
  /// arrays and sets as arrays.
  private static func normalize(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first else { return nil }
      return normalize(wrapped.value)
    }
    switch value {
    case is NSNull: return nil
    case let value as NSManagedObject: return value
    case let value as NSString: return String(describing: value)
    case let value as NSDate:
      return Date(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate)
    case let value as NSSet: return value.allObjects.map { normalize($0) as Any }
    case let value as NSArray: return value.map { normalize($0) as Any }
    case let value as [Any]: return value.map { normalize($0) as Any }
    case let value as Set<AnyHashable>: return value.map { normalize($0) as Any }
    default: return value
    }
  }

  // MARK: Tokens

  private mutating func accept(word: String) -> Bool {
    guard position < tokens.count, case .word(let found) = tokens[position],
      found.uppercased() == word
    else { return false }
    position += 1
    return true
  }

  private mutating func accept(symbol: String) -> Bool {
    guard position < tokens.count, tokens[position] == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private func describe(_ token: Token) -> String {
    switch token {
    case .word(let word): "\(word)"
    case .text(let text): "'\(text)'"
    case .number(let number, _): "\(number)"
    case .symbol(let symbol): "\(symbol)"
    case .argument(let specifier): "%\(specifier)"
    }
  }

  private static func tokenize(_ format: String) throws -> [Token] {
    var scanner = FormatScanner(characters: Array(format))
    return try scanner.scan()
  }

  /// Reads a format string's characters into tokens, one token at a time.
  private struct FormatScanner {
    let characters: [Character]
    var index = 0
    var tokens: [Token] = []

    /// The character being read; nil at the end.
    var current: Character? { index < characters.count ? characters[index] : nil }

    /// Every token of the format, in order.
    mutating func scan() throws -> [Token] {
      while let character = current {
        if character.isWhitespace {
          index += 1
        } else if character == "'" || character == "\"" {
          tokens.append(try quoted(by: character))
        } else if character == "%" {
          tokens.append(try argument())
        } else if startsNumber(character) {
          tokens.append(try number())
        } else if Self.isWordCharacter(character) {
          tokens.append(try word())
        } else {
          tokens.append(try symbol())
        }
      }
      return tokens
    }

    /// A quoted string, `'…'` or `"…"`; a backslash takes the character after it as it is.
    mutating func quoted(by quote: Character) throws -> Token {
      var text = ""
      index += 1
      while let next = current {
        if next == "\\", index + 1 < characters.count {
          text.append(characters[index + 1])
          index += 2
        } else if next == quote {
          index += 1
          return .text(text)
        } else {
          text.append(next)
          index += 1
        }
      }
      throw PredicateFormatError(reason: "a quoted string is not closed")
    }

    /// An argument's place: `%@`, `%K`, or a number's (`%d`, `%i`, `%u`, `%f`, each with up
    /// to two `l`s before its letter).
    mutating func argument() throws -> Token {
      index += 1
      if let kind = current, kind == "@" || kind == "K" {
        index += 1
        return .argument(String(kind))
      }
      var specifier = ""
      while current == "l", specifier.count < 2 {
        specifier.append("l")
        index += 1
      }
      guard let kind = current, "diuf".contains(kind) else {
        let found = current.map(String.init) ?? ""
        throw PredicateFormatError(reason: "unknown format specifier %\(specifier)\(found)")
      }
      index += 1
      return .argument(specifier + String(kind))
    }

    /// Whether a number starts here: a digit, or a minus before one where no value ends just
    /// before it (after a value, the minus is an operator's).
    func startsNumber(_ character: Character) -> Bool {
      if character.isNumber { return true }
      guard character == "-", index + 1 < characters.count, characters[index + 1].isNumber
      else { return false }
      return !(tokens.last.map(PredicateParser.endsValue) ?? false)
    }

    /// A number: digits, with a sign, a fraction or an exponent.
    mutating func number() throws -> Token {
      var text = String(characters[index])
      index += 1
      while let next = current, next.isNumber || next == "." || next == "e" || next == "E" {
        text.append(next)
        index += 1
      }
      guard let number = Double(text), number.isFinite else {
        throw PredicateFormatError(reason: "\(text) is not a number")
      }
      return .number(number, isInteger: !text.contains(".") && !text.lowercased().contains("e"))
    }

    static func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_" || character == "."
        || character == "@" || character == "$"
    }

    /// A keyword, a name or a key path (`name`, `list.items`, `@count`, `$item`).
    mutating func word() throws -> Token {
      var word = ""
      while let next = current, Self.isWordCharacter(next) {
        word.append(next)
        index += 1
      }
      if word.hasPrefix(".") || word.hasSuffix(".") || word.contains("..") {
        throw PredicateFormatError(reason: "\(word) is not a key path")
      }
      return .word(word)
    }

    /// An operator or a bracket: two characters (`==`, `<=`, `&&`…) before one.
    mutating func symbol() throws -> Token {
      let character = characters[index]
      let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
      if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
        index += 2
        return .symbol(two)
      }
      guard "=<>!(){}[],".contains(character) else {
        throw PredicateFormatError(reason: "unexpected character \(character)")
      }
      index += 1
      return .symbol(String(character))
    }
  }

  private static func endsValue(_ token: Token) -> Bool {
    switch token {
    case .word, .text, .number, .argument, .symbol(")"), .symbol("}"): true
    default: false
    }
  }
}
