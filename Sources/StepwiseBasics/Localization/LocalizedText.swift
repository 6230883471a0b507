// Text the tool shows, written in English where it is used and shown in the reader's language.

/// A message, written as English at its call site, with the values it shows kept apart.
///
/// The English text is the message's key, as gettext's `msgid` is: interpolated values
/// become numbered placeholders (`unknown command "{0}"`), and the Japanese catalog of the
/// module that shows it (``JapaneseCatalog``) maps that key to its Japanese text, which may
/// put the placeholders in another order. Each module's `localized(_:)` reads it in the
/// current ``Language`` from that module's catalog:
///
/// ```swift
/// context.usageError(localized("unknown command \"\(words)\""))
/// ```
package struct LocalizedText: ExpressibleByStringInterpolation, Sendable, Equatable {
  /// The English text with `{0}`, `{1}`… where the values go.
  package let key: String
  /// The values, in the order the English text shows them.
  package let values: [String]

  /// Text with no values.
  package init(stringLiteral value: String) {
    key = value
    values = []
  }

  /// Text with values.
  package init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    values = stringInterpolation.values
  }

  /// A key and its values, for text whose English is only known when the tool runs (a
  /// command's summary from the command table).
  package init(key: String, values: [String] = []) {
    self.key = key
    self.values = values
  }

  /// Builds the key and the values of an interpolated literal.
  package struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var key = ""
    var values: [String] = []

    package init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + interpolationCount * 3)
    }

    package mutating func appendLiteral(_ literal: String) {
      key += literal
    }

    package mutating func appendInterpolation<Value>(_ value: Value) {
      key += "{\(values.count)}"
      values.append(String(describing: value))
    }
  }

  /// The text in a language: the catalog's text for the key with the values put in, or the
  /// English text when the catalog lacks it (a test keeps the catalogs complete).
  package func text(in language: Language, catalog: JapaneseCatalog) -> String {
    let template =
      switch language {
      case .english: key
      case .japanese: catalog.messages[key] ?? key
      }
    guard !values.isEmpty else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      if let close = rest[afterOpen...].firstIndex(of: "}"),
        let index = Int(rest[afterOpen..<close]), values.indices.contains(index)
      {
        result += values[index]
        rest = rest[rest.index(after: close)...]
      } else {
        result += "{"
        rest = rest[afterOpen...]
      }
    }
    return result + rest
  }
}
