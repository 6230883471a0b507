// A property list's values written as short readable text, for the transcript and the page.

import Foundation

/// Writes decoded property-list values as one line each: `"Groceries"`, `3`, `true`,
/// `[2 items]`, `{name: "Work", items: [1 item]}`, `412 bytes`.
public enum PropertyListText {
  /// A value in one line.
  public static func describe(_ value: Any) -> String {
    switch value {
    case let text as String: return ScriptQuoting.quote(text)
    case let flag as Bool where type(of: value) == Bool.self: return String(flag)
    case let number as NSNumber:
      // Foundation may read a property list's true and false as numbers of type `c`.
      if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
      return number.stringValue
    case let date as Date: return date.formatted(.iso8601)
    case let data as Data: return "\(data.count) bytes"
    case let array as [Any]:
      return "[" + array.prefix(5).map(describe).joined(separator: ", ")
        + (array.count > 5 ? ", … \(array.count - 5) more]" : "]")
    case let dictionary as [String: Any]:
      let pairs = dictionary.keys.sorted().prefix(5).map {
        "\($0): \(describe(dictionary[$0] as Any))"
      }
      return "{" + pairs.joined(separator: ", ") + (dictionary.count > 5 ? ", …}" : "}")
    default: return String(describing: value)
    }
  }
}
