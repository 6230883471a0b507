// The storyboard declaration's Swift, where the port and the export meet: what the port's
// writer lays out, the export's reader reads back as written, whatever the text holds.

import StepwiseBasics
import Testing

@testable import ExportKit
@testable import PortKit

@Suite struct DeclarationRoundTripTests {
  /// Text a storyboard can hold: quotes, backslashes, line breaks of every kind, control
  /// characters, a combining mark straight after the opening quote, Japanese, an emoji.
  static let texts = [
    "", "Checklists", "Say \"Hi\"", #"Back\slash"#, "two\nlines", "CR\r\nLF", "tab\there",
    "bell\u{7}", "nul\u{0}", "\u{301}accent first", "line\u{2028}separator", "チェックリスト",
    "🎒 packed", "'single'", "#\"raw\"#", "\\(not interpolated)",
  ]

  @Test(arguments: 0..<40 as Range<UInt64>)
  func whatThePortWritesTheExportReadsBackAsWritten(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let written = Self.expression(depth: 0, using: &random)
    let source = written.lines(prefix: "let value = ", indent: "", suffix: "")
      .joined(separator: "\n")
    var reader = try DeclarationReader(source)
    let read = try reader.expression(at: 3)
    #expect(Self.expression(of: read) == written, "seed \(seed):\n\(source)")
  }

  @Test(arguments: texts)
  func eachTextComesBackFromAStringLiteral(text: String) throws {
    let source = "let value = \(SwiftExpression.string(text).flat)"
    var reader = try DeclarationReader(source)
    #expect(try reader.expression(at: 3).string == text, "\(source)")
  }

  @Test(arguments: [
    (#""\(title)""#, "line 1: a string with an interpolation: write the text itself"),
    (#""\q""#, #"line 1: "\q" is not an escape Swift knows"#),
    (#""\u{110000}""#, #"line 1: "\u{110000}" names no Unicode scalar"#),
    (#""\u{zz}""#, #"line 1: "\u{zz}" names no Unicode scalar"#),
    (#""\u2028""#, #"line 1: "\u" is not an escape Swift knows"#),
    (#""\u{1F600 and no brace"} // }"#, #"line 1: "\u" is not an escape Swift knows"#),
    ("\"two\nlines\"", "line 1: a string that does not end"),
    ("\"ends in a backslash\\", "line 1: a string that does not end"),
    ("\"a backslash, then\\\nthe next line\"", "line 1: a string that does not end"),
  ])
  func anEscapeSwiftWouldRefuseIsRefusedWithItsLine(literal: String, message: String) {
    #expect {
      var reader = try DeclarationReader("let value = \(literal)")
      _ = try reader.expression(at: 3)
    } throws: { error in
      "\(error)" == message
    }
  }

  /// Comments are skipped, lines counted through them, and a closure's nested braces kept
  /// in it, as the compiler reads them.
  @Test func commentsAndNestedClosuresAreReadAsTheCompilerReadsThem() throws {
    let source = """
      /* a block comment, 2 * 3 / 4,
         over two lines */ let value = Scene(
        // a line comment
        title: "A", /* inline */ make: { items.map { $0.text } })
      """
    var reader = try DeclarationReader(source)
    let read = try reader.expression(at: 3)
    #expect(
      Self.expression(of: read)
        == .call(
          "Scene",
          [
            SwiftArgument("title", .string("A")),
            SwiftArgument("make", .atom("{ items.map { $0.text } }")),
          ]))
    #expect(read.line == 2)
    let quoted = #"let value = f(make: { print("a \"}\" b") }, then: 1)"#
    var closure = try DeclarationReader(quoted)
    #expect(
      Self.expression(of: try closure.expression(at: 3))
        == .call(
          "f",
          [
            SwiftArgument("make", .atom(#"{ print("a \"}\" b") }"#)),
            SwiftArgument("then", .atom("1")),
          ]))
    #expect {
      var reader = try DeclarationReader("/*\n*/\nlet value = \"\\q\"")
      _ = try reader.expression(at: 3)
    } throws: { error in
      "\(error)" == #"line 3: "\q" is not an escape Swift knows"#
    }
  }

  /// A closure is read to the brace that closes it in code: not one in a comment, or in a
  /// string inside an interpolation; a raw string is read as Swift reads it.
  @Test func aClosureEndsAtItsOwnBraceAndARawStringIsRaw() throws {
    let source = #"""
      let value = f(
        make: { $0.show("\(flag ? "}" : "")") // a } in a comment
        },
        path: #"C:\new "quoted""#, then: 1)
      """#
    var reader = try DeclarationReader(source)
    let read = try reader.expression(at: 3)
    #expect(
      Self.expression(of: read)
        == .call(
          "f",
          [
            SwiftArgument(
              "make", .atom(#"{ $0.show("\(flag ? "}" : "")") // a } in a comment\#n  }"#)),
            SwiftArgument("path", .string(#"C:\new "quoted""#)),
            SwiftArgument("then", .atom("1")),
          ]))
  }

  /// A minus written against a number is the number's sign; one with space after it is an
  /// operator, which no value starts with.
  @Test func aNumbersSignIsPartOfIt() throws {
    var reader = try DeclarationReader("let value = f(value: -1.5, minimum: -5, then: 0x1F)")
    #expect(
      Self.expression(of: try reader.expression(at: 3))
        == .call(
          "f",
          [
            SwiftArgument("value", .atom("-1.5")), SwiftArgument("minimum", .atom("-5")),
            SwiftArgument("then", .atom("0x1F")),
          ]))
    #expect {
      var spaced = try DeclarationReader("let value = f(value: - 1)")
      _ = try spaced.expression(at: 3)
    } throws: { error in
      "\(error)" == #"line 1: "-" cannot start a value here"#
    }
  }

  /// Values nested deeper than any app's are refused with their line, not read until the
  /// stack runs out: a hundred thousand arrays, one inside the other.
  @Test func valuesNestedDeeperThanAnyAppsAreRefused() throws {
    let depth = 100_000
    let source =
      "let value = f(\n" + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + ")"
    var reader = try DeclarationReader(source)
    #expect {
      _ = try reader.expression(at: 3)
    } throws: { error in
      "\(error)" == "line 2: values nested more than \(DeclarationReader.deepest) deep"
    }
  }

  /// The expression the reader's value stands for, in the writer's terms.
  static func expression(of value: DeclaredValue) -> SwiftExpression? {
    switch value.kind {
    case .string(let text): return .string(text)
    case .number(let text), .name(let text): return .atom(text)
    case .member(let name): return .atom("." + name)
    case .keyPath(let name): return .atom("\\." + name)
    case .closure(let text): return .atom(text)
    case .array(let elements):
      let mapped = elements.compactMap(expression(of:))
      return mapped.count == elements.count ? .array(mapped) : nil
    case .call(let name, let arguments):
      let mapped = arguments.compactMap { argument in
        expression(of: argument.value).map { SwiftArgument(argument.label, $0) }
      }
      return mapped.count == arguments.count ? .call(name, mapped) : nil
    }
  }

  /// A call, an array or a value, nested up to three deep.
  static func expression(depth: Int, using random: inout SplitMix64) -> SwiftExpression {
    switch random.next(below: depth < 3 ? 6 : 3) {
    case 0: return .string(random.pick(texts))
    case 1: return .atom(random.pick(["12", "0.5", ".add", "true", "nil", "\\.textField"]))
    case 2: return .atom(random.pick(["ChecklistViewController.self", "{ $0.done() }"]))
    case 3:
      return .array(
        (0..<random.next(below: 4)).map { _ in expression(depth: depth + 1, using: &random) })
    default:
      let name = random.pick([".show", "Scene", ".cell", "UIStoryboard.makeMain"])
      let arguments = (0..<random.next(below: 4)).map { index in
        SwiftArgument(
          random.next(below: 3) == 0 ? nil : "label\(index)",
          expression(depth: depth + 1, using: &random))
      }
      return .call(name, arguments)
    }
  }
}
