// A small YAML writer: a document built as typed values, written in block style.

/// A YAML value, as a workflow file needs them: strings, numbers, booleans, lists and maps
/// with their keys in order, and literal blocks for multi-line strings.
package indirect enum YAML: Equatable, Sendable {
  /// A string, quoted when YAML would read it as anything else.
  case string(String)
  /// A whole number.
  case int(Int)
  /// `true` or `false`.
  case bool(Bool)
  /// A list.
  case list([YAML])
  /// A map, its keys in order.
  case map([Pair])

  /// One key of a map.
  package struct Pair: Equatable, Sendable {
    package var key: String
    package var value: YAML
    package init(_ key: String, _ value: YAML) {
      self.key = key
      self.value = value
    }
  }

  /// The value under a key, when this is a map that has it.
  package subscript(key: String) -> YAML? {
    guard case .map(let pairs) = self else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  /// The string, when this is one.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The items, when this is a list.
  package var items: [YAML]? {
    if case .list(let items) = self { return items }
    return nil
  }

  /// The keys, when this is a map.
  package var keys: [String]? {
    if case .map(let pairs) = self { return pairs.map(\.key) }
    return nil
  }

  /// The document, ending with a line break.
  package var text: String {
    var lines: [String] = []
    write(into: &lines, indent: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  private var isCollection: Bool {
    switch self {
    case .list(let items): !items.isEmpty
    case .map(let pairs): !pairs.isEmpty
    default: false
    }
  }

  private func write(into lines: inout [String], indent: Int) {
    let pad = String(repeating: " ", count: indent)
    switch self {
    case .map(let pairs):
      for pair in pairs {
        let key = Self.scalar(pair.key)
        if pair.value.isCollection {
          lines.append("\(pad)\(key):")
          let inner = indent + 2
          pair.value.write(into: &lines, indent: inner)
        } else {
          lines.append("\(pad)\(key): " + pair.value.inline(indent: indent + 2, lines: &lines))
        }
      }
    case .list(let items):
      for item in items {
        var inner: [String] = []
        if item.isCollection {
          item.write(into: &inner, indent: indent + 2)
          // The first line of the item goes after the dash.
          inner[0] = pad + "- " + inner[0].dropFirst(indent + 2)
          lines += inner
        } else {
          lines.append("\(pad)- " + item.inline(indent: indent + 2, lines: &lines))
        }
      }
    default:
      lines.append(pad + inline(indent: indent, lines: &lines))
    }
  }

  /// A value that fits after a key or a dash; a multi-line string is a literal block whose
  /// lines are indented by `indent`.
  private func inline(indent: Int, lines: inout [String]) -> String {
    switch self {
    case .string(let text) where text.contains("\n"):
      let pad = String(repeating: " ", count: indent)
      let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
      let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : pad + $0
      }
      return (text.hasSuffix("\n") ? "|" : "|-") + "\n" + lines.joined(separator: "\n")
    case .string(let text): return Self.scalar(text)
    case .int(let number): return String(number)
    case .bool(let value): return value ? "true" : "false"
    case .list: return "[]"
    case .map: return "{}"
    }
  }

  /// Words YAML 1.1 reads as booleans or null (GitHub's reader among them).
  private static let reserved: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~", "",
  ]

  /// A string as a plain scalar when YAML reads it back as the same string, else in double
  /// quotes.
  package static func scalar(_ text: String) -> String {
    let safe = text.allSatisfy {
      $0.isLetter || $0.isNumber || " _-./@,()'+=".contains($0)
    }
    let plain =
      safe && !reserved.contains(text.lowercased()) && text.first != " " && text.last != " "
      && !text.hasPrefix("-") && !text.hasPrefix("@") && !text.hasPrefix("'")
      && !text.hasPrefix(",") && Double(text) == nil
    if plain { return text }
    var quoted = "\""
    for character in text {
      switch character {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      default: quoted.append(character)
      }
    }
    return quoted + "\""
  }
}
