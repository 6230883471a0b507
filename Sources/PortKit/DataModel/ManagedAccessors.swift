// What an `@NSManaged` property or relationship method does, written out in Swift: Linux has no
// Objective-C runtime to make the accessors, so each reads and writes the object's value for
// its key, as the runtime's accessors do on iOS.

/// The bodies the port and the generated classes give managed properties and the
/// to-many relationship methods Xcode generates.
enum ManagedAccessors {
  /// The Swift types a managed property may have that read as a number or a Boolean, with
  /// the value a missing one reads as.
  static let scalarDefaults: [String: String] = [
    "Int": "0", "Int16": "0", "Int32": "0", "Int64": "0", "Double": "0", "Float": "0",
    "Bool": "false", "TimeInterval": "0",
  ]

  /// The getter and setter of a property of `type` kept under `key`, on one line:
  /// `get { value(forKey: "title") as? String } set { setValue(newValue, forKey: "title") }`.
  static func accessors(key: String, type: String) -> (get: String, set: String) {
    let literal = stringLiteral(key)
    let type = type.trimmingCharacters(in: .whitespaces)
    let read = "value(forKey: \(literal))"
    let getter: String
    if type.hasPrefix("NSDecimalNumber") {
      // The kit keeps a decimal attribute as a Decimal, which Linux does not cast to the class.
      let optional = "(\(read) as? Decimal).map(NSDecimalNumber.init(decimal:))"
      getter = type.hasSuffix("?") || type.hasSuffix("!") ? optional : optional + "!"
    } else if type.hasSuffix("?") || type.hasSuffix("!") {
      getter = "\(read) as? \(type.dropLast())"
    } else if let fallback = scalarDefaults[type] {
      getter = "\(read) as? \(type) ?? \(fallback)"
    } else {
      // A non-optional object type: reading a missing value stops the app, as on iOS.
      getter = "\(read) as! \(type)"
    }
    return ("get { \(getter) }", "set { setValue(newValue, forKey: \(literal)) }")
  }

  /// The body of a generated to-many method (`addToItems(_:)`, `removeFromItems(_:)`…)
  /// named `method` with its parameter `parameter`, for the relationship `key`; nil for a
  /// method of another form.
  static func relationshipMethodBody(
    method: String, parameter: String, parameterType: String, key: String, ordered: Bool
  ) -> String? {
    let literal = stringLiteral(key)
    let current =
      ordered
      ? "((self.value(forKey: \(literal)) as? NSOrderedSet)?.array ?? [])"
      : "(self.value(forKey: \(literal)) as? NSSet ?? NSSet())"
    let many = parameterType.hasPrefix("NS") || parameterType.hasPrefix("[")
    let values =
      parameterType.hasPrefix("NSOrderedSet")
      ? "\(parameter).array"
      : parameterType.hasPrefix("NSSet") ? "\(parameter).allObjects" : parameter
    let updated: String
    switch (method.hasPrefix("addTo"), method.hasPrefix("removeFrom"), many, ordered) {
    case (true, _, false, false): updated = "\(current).adding(\(parameter))"
    case (true, _, true, false): updated = "\(current).addingObjects(from: \(values))"
    case (true, _, false, true): updated = "NSOrderedSet(array: \(current) + [\(parameter)])"
    case (true, _, true, true): updated = "NSOrderedSet(array: \(current) + \(values))"
    case (_, true, false, _):
      updated = "\(current).filter { ($0 as AnyObject) !== \(parameter) }"
    case (_, true, true, _):
      updated =
        "\(current).filter { object in !\(values).contains { ($0 as AnyObject) === (object as AnyObject) } }"
    default: return nil
    }
    return "self.setValue(\(updated), forKey: \(literal))"
  }

  /// The relationship a generated method's name is for: `addToItems` → `items`.
  static func relationshipKey(ofMethod method: String) -> String? {
    for prefix in ["addTo", "removeFrom"] where method.hasPrefix(prefix) {
      let rest = method.dropFirst(prefix.count)
      guard let first = rest.first, first.isUppercase else { return nil }
      return first.lowercased() + rest.dropFirst()
    }
    return nil
  }

  /// A Swift string literal of text.
  static func stringLiteral(_ text: String) -> String {
    SwiftExpression.string(text).flat
  }
}
