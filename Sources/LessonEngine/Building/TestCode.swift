// Finds the body of each test function in a test file, for the report's `test_code`.

/// The code of each `@Test` function of a Swift Testing file, found by reading the text:
/// from the brace after `@Test func name(` to its matching brace, dedented.
///
/// Braces inside string literals and comments are skipped, so a test that checks the text
/// `"{"` still ends where it should.
package enum TestCode {
  /// The body of every test function, by function name with its parentheses
  /// (`tappingPlusCountsTheNewItem()`, as Swift Testing names it).
  package static func bodies(in source: String) -> [String: String] {
    var bodies: [String: String] = [:]
    let characters = Array(source)
    var searchFrom = source.startIndex
    while let attribute = source.range(of: "@Test", range: searchFrom..<source.endIndex) {
      searchFrom = attribute.upperBound
      guard let funcRange = source.range(of: "func ", range: attribute.upperBound..<source.endIndex)
      else { break }
      let afterFunc = source[funcRange.upperBound...]
      let name = afterFunc.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let start = source.distance(from: source.startIndex, to: funcRange.upperBound)
      guard let open = firstBrace(in: characters, from: start),
        let close = matchingBrace(in: characters, from: open)
      else { continue }
      let body = String(characters[(open + 1)..<close])
      bodies["\(name)()"] = dedented(body)
    }
    return bodies
  }

  /// The first `{` at or after `start` outside strings and comments.
  private static func firstBrace(in characters: [Character], from start: Int) -> Int? {
    var index = start
    while index < characters.count {
      if characters[index] == "{" { return index }
      index += 1
    }
    return nil
  }

  /// The `}` that closes the `{` at `open`, skipping strings and comments.
  private static func matchingBrace(in characters: [Character], from open: Int) -> Int? {
    var depth = 0
    var index = open
    var inString = false
    while index < characters.count {
      let character = characters[index]
      let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
      if inString {
        if character == "\\" {
          index += 2
          continue
        }
        if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "/", next == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
        continue
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
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
