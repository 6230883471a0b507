// Finds the body of each test function in a test file, for the report's `test_code`.

import SwiftLexing

/// The code of each `@Test` function of a Swift Testing file, found by reading its tokens:
/// from the brace after `@Test func name(…)` to the brace that closes it, dedented.
///
/// The file is read by `SwiftLexer`, so braces in strings (an interpolation's own strings
/// included) and in comments do not count, and an `@Test` in a comment or a string is none.
package enum TestCode {
  /// The body of every test function, by function name with its parentheses
  /// (`tappingPlusCountsTheNewItem()`, as Swift Testing names it).
  package static func bodies(in source: String) -> [String: String] {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer.tokens(of: source).filter { $0.kind != .comment }
    var bodies: [String: String] = [:]
    for attribute in tokens.indices where tokens[attribute].text == "@Test" {
      guard
        let function = tokens[attribute...].firstIndex(where: { $0.text == "func" }),
        function + 1 < tokens.count, tokens[function + 1].kind == .word
      else { continue }
      // The parameters' parentheses, then the body's braces.
      guard
        let parameters = tokens[(function + 2)...].firstIndex(where: { $0.text == "(" }),
        let parametersEnd = tokens.closingIndex(of: parameters),
        let open = tokens[parametersEnd...].firstIndex(where: { $0.text == "{" }),
        let close = tokens.closingIndex(of: open)
      else { continue }
      let name = tokens[function + 1].text.filter { $0 != "`" }
      let body = String(decoding: bytes[tokens[open].end..<tokens[close].start], as: UTF8.self)
      bodies["\(name)()"] = dedented(body)
    }
    return bodies
  }

  /// The lines without the blank ones around them and without their common indentation.
  package static func dedented(_ text: String) -> String {
    var lines = text.components(separatedBy: "\n")
    while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty {
      lines.removeFirst()
    }
    while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty {
      lines.removeLast()
    }
    let indent =
      lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }
}
