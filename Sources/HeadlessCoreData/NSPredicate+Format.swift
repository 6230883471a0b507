// Predicates written as format strings, and sort descriptors by key: Foundation's on iOS,
// marked unavailable in Linux's Foundation, provided here under the same names.

import Foundation

extension NSPredicate {
  /// A predicate parsed from a format string, as beginners write them: comparisons
  /// (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
  /// `LIKE`, `MATCHES` (each with `[c]`, `[d]` or `[cd]`), `IN`, `ANY`, `AND`/`OR`/`NOT`,
  /// `TRUEPREDICATE`, key paths through to-one relationships (`category.name`), and the
  /// arguments `%@`, `%K`, `%d`, `%i`, `%ld`, `%f`, `%lf`.
  ///
  /// Linux's Foundation marks this initializer unavailable (its arguments' type there,
  /// `CVarArg`, leaves out `Date`, `NSNumber` and objects): this one takes any values, so
  /// every call an iOS app makes compiles.
  ///
  /// Stops the app, as iOS does, when the format cannot be parsed
  /// (`NSInvalidArgumentException`, `Unable to parse the format string`).
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate parsed from a format string, its arguments given as an array.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let expression: PredicateNode
    do {
      var parser = try PredicateParser(predicateFormat, arguments: arguments ?? [])
      expression = try parser.parse()
    } catch {
      let reason = (error as? PredicateFormatError)?.reason ?? "\(error)"
      coreDataCrash(
        "NSInvalidArgumentException",
        "Unable to parse the format string \"\(predicateFormat)\" (\(reason))")
    }
    self.init(block: { object, _ in expression.matches(object) })
  }
}

/// The root of a sort descriptor's key: a key path to `self[key: name]` carries the key.
public struct SortKey: Sendable {
  /// The key itself.
  public subscript(key key: String) -> String { key }
}

extension NSSortDescriptor {
  /// A sort descriptor ordering objects by the value at a key (or a key path such as
  /// `category.name`), ascending or descending.
  ///
  /// Linux's Foundation marks this initializer unavailable (it has no key-value coding):
  /// fetch requests read the key from the objects they sort.
  public convenience init(key: String?, ascending: Bool) {
    self.init(keyPath: \SortKey.[key: key ?? ""], ascending: ascending)
  }

  /// The key the descriptor orders by, when it was made with one.
  public var key: String? {
    guard let keyPath = keyPath as? KeyPath<SortKey, String> else { return nil }
    return SortKey()[keyPath: keyPath]
  }
}

/// Why a format string could not be parsed.
struct PredicateFormatError: Error {
  var reason: String
}

/// A parsed predicate, evaluated against an object or a dictionary.
indirect enum PredicateNode: @unchecked Sendable {
  case constant(Bool)
  case not(PredicateNode)
  case and(PredicateNode, PredicateNode)
  case or(PredicateNode, PredicateNode)
  case comparison(
    PredicateExpression, PredicateOperator, PredicateExpression, PredicateOptions,
    PredicateQuantifier)

  func matches(_ object: Any?) -> Bool {
    switch self {
    case .constant(let value): return value
    case .not(let node): return !node.matches(object)
    case .and(let left, let right): return left.matches(object) && right.matches(object)
    case .or(let left, let right): return left.matches(object) || right.matches(object)
    case .comparison(let left, let op, let right, let options, let quantifier):
      let leftValue = left.value(in: object)
      let rightValue = right.value(in: object)
      switch quantifier {
      case .none:
        return PredicateValues.test(leftValue, op, rightValue, options)
      case .any, .all, .noneOf:
        let values = PredicateValues.elements(of: leftValue)
        switch quantifier {
        case .any: return values.contains { PredicateValues.test($0, op, rightValue, options) }
        case .all: return values.allSatisfy { PredicateValues.test($0, op, rightValue, options) }
        default: return !values.contains { PredicateValues.test($0, op, rightValue, options) }
        }
      }
    }
  }
}

/// A side of a comparison.
enum PredicateExpression {
  case keyPath(String)
  case value(Any?)
  case evaluatedObject

  func value(in object: Any?) -> Any? {
    switch self {
    case .value(let value): return value
    case .evaluatedObject: return object
    case .keyPath(let path):
      return PredicateValues.value(at: path, in: object)
    }
  }
}

/// The operator of a comparison.
enum PredicateOperator {
  case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
  case contains, beginsWith, endsWith, like, matches, `in`, between
}

/// What comes before a key path leading to several values.
enum PredicateQuantifier {
  case none, any, all, noneOf
}

/// `[c]` (case-insensitive) and `[d]` (diacritic-insensitive).
struct PredicateOptions {
  var caseInsensitive = false
  var diacriticInsensitive = false
}

/// Reading, comparing and matching values in predicates.
enum PredicateValues {
  static func value(at path: String, in object: Any?) -> Any? {
    var current = object
    for key in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
      if key == "@count" {
        return elements(of: current).count
      }
      switch current {
      case let object as NSManagedObject:
        guard object.entity.propertiesByName[key] != nil else {
          coreDataCrash(
            "NSInvalidArgumentException",
            "keypath \(path) not found in entity \(object.entity.name ?? "")")
        }
        current = object.value(forKey: key)
      case let dictionary as [String: Any]:
        current = dictionary[key]
      case let dictionary as NSDictionary:
        current = dictionary.object(forKey: key)
      default:
        let elements = elements(of: current)
        guard !elements.isEmpty else { return nil }
        current = elements.map { value(at: key, in: $0) as Any }
      }
    }
    return current
  }

  static func elements(of value: Any?) -> [Any] {
    switch value {
    case let set as NSSet: set.allObjects
    case let set as NSOrderedSet: set.array
    case let array as NSArray: array.map { $0 }
    case let array as [Any]: array
    case let set as Set<AnyHashable>: set.map { $0 as Any }
    default: []
    }
  }

  static func test(
    _ left: Any?, _ op: PredicateOperator, _ right: Any?, _ options: PredicateOptions
  )
    -> Bool
  {
    switch op {
    case .equal: return equal(left, right, options)
    case .notEqual: return !equal(left, right, options)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard left != nil, right != nil else { return false }
      let order = compare(left, right, options)
      switch op {
      case .less: return order == .orderedAscending
      case .lessOrEqual: return order != .orderedDescending
      case .greater: return order == .orderedDescending
      default: return order != .orderedAscending
      }
    case .between:
      let bounds = elements(of: right)
      guard bounds.count == 2, left != nil else { return false }
      return compare(left, bounds[0], options) != .orderedAscending
        && compare(left, bounds[1], options) != .orderedDescending
    case .in:
      if let text = right as? String, let part = left as? String {
        return fold(text, options).contains(fold(part, options))
      }
      return elements(of: right).contains { equal(left, $0, options) }
    case .contains:
      if let text = left as? String, let part = right as? String {
        return part.isEmpty ? false : fold(text, options).contains(fold(part, options))
      }
      return elements(of: left).contains { equal($0, right, options) }
    case .beginsWith, .endsWith, .like, .matches:
      guard let text = left as? String, let pattern = right as? String else { return false }
      let folded = fold(text, options)
      let foldedPattern = fold(pattern, options)
      switch op {
      // As NSString's hasPrefix: and hasSuffix:, an empty string begins or ends nothing.
      case .beginsWith: return !foldedPattern.isEmpty && folded.hasPrefix(foldedPattern)
      case .endsWith: return !foldedPattern.isEmpty && folded.hasSuffix(foldedPattern)
      case .like: return like(folded, foldedPattern)
      default: return matches(text, pattern, options)
      }
    }
  }

  static func fold(_ text: String, _ options: PredicateOptions) -> String {
    var folding: String.CompareOptions = []
    if options.caseInsensitive { folding.insert(.caseInsensitive) }
    if options.diacriticInsensitive { folding.insert(.diacriticInsensitive) }
    guard !folding.isEmpty else { return text }
    return text.folding(options: folding, locale: nil)
  }

  static func equal(_ left: Any?, _ right: Any?, _ options: PredicateOptions = .init()) -> Bool {
    switch (left, right) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let a as NSManagedObject, let b as NSManagedObject): return a === b
    case (let a as NSManagedObject, let b as NSManagedObjectID): return a.objectID == b
    case (let a as NSManagedObjectID, let b as NSManagedObject): return a == b.objectID
    case (let a as String, let b as String): return fold(a, options) == fold(b, options)
    default: return compare(left, right, options) == .orderedSame
    }
  }

  /// The order of two values: numbers (and Booleans) by value, text by its characters, dates,
  /// UUIDs and URLs as text; no value first.
  static func compare(_ left: Any?, _ right: Any?, _ options: PredicateOptions = .init())
    -> ComparisonResult
  {
    switch (left, right) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    case (let a as String, let b as String):
      let x = fold(a, options)
      let y = fold(b, options)
      return x == y ? .orderedSame : (x < y ? .orderedAscending : .orderedDescending)
    case (let a as Date, let b as Date): return a.compare(b)
    case (let a as UUID, let b as UUID): return compare(a.uuidString, b.uuidString)
    case (let a as URL, let b as URL): return compare(a.absoluteString, b.absoluteString)
    case (let a as Data, let b as Data):
      return a == b
        ? .orderedSame : (a.lexicographicallyPrecedes(b) ? .orderedAscending : .orderedDescending)
    default:
      guard let a = number(left), let b = number(right) else {
        return compare("\(left ?? "")", "\(right ?? "")")
      }
      return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
    }
  }

  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Bool: value ? 1 : 0
    case let value as NSNumber: value.doubleValue
    case let value as Int: Double(value)
    case let value as Int16: Double(value)
    case let value as Int32: Double(value)
    case let value as Int64: Double(value)
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
    case let value as Date: value.timeIntervalSinceReferenceDate
    default: nil
    }
  }

  /// `LIKE`: `?` matches one character, `*` any run of characters.
  static func like(_ text: String, _ pattern: String) -> Bool {
    let t = Array(text)
    let p = Array(pattern)
    var memo: [Int: Bool] = [:]
    func match(_ i: Int, _ j: Int) -> Bool {
      let key = i * (p.count + 1) + j
      if let known = memo[key] { return known }
      let result: Bool
      if j == p.count {
        result = i == t.count
      } else if p[j] == "*" {
        result = match(i, j + 1) || (i < t.count && match(i + 1, j))
      } else if p[j] == "\\", j + 1 < p.count {
        result = i < t.count && t[i] == p[j + 1] && match(i + 1, j + 2)
      } else {
        result = i < t.count && (p[j] == "?" || p[j] == t[i]) && match(i + 1, j + 1)
      }
      memo[key] = result
      return result
    }
    return match(0, 0)
  }

  /// `MATCHES`: the whole text matches a regular expression (ICU syntax).
  static func matches(_ text: String, _ pattern: String, _ options: PredicateOptions) -> Bool {
    var regexOptions: NSRegularExpression.Options = []
    if options.caseInsensitive { regexOptions.insert(.caseInsensitive) }
    guard let regex = try? NSRegularExpression(pattern: pattern, options: regexOptions) else {
      coreDataCrash(
        "NSInvalidArgumentException",
        "Can't do regex matching, reason: (Can't open pattern "
          + "U_REGEX_RULE_SYNTAX (string \(text), pattern \(pattern), case 0, canon 0))")
    }
    let subject = fold(text, PredicateOptions(diacriticInsensitive: options.diacriticInsensitive))
    let range = NSRange(subject.startIndex..., in: subject)
    guard let match = regex.firstMatch(in: subject, options: [.anchored], range: range) else {
      return false
    }
    return match.range == range
  }
}
