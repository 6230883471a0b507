// The layout of the Swift the port writes: swift-format's, so the files need no reformatting.

import Testing

@testable import PortKit

@Suite struct SwiftExpressionTests {
  func call(_ name: String, _ arguments: [(String?, SwiftExpression)]) -> SwiftExpression {
    .call(name, arguments.map { SwiftArgument($0.0, $0.1) })
  }

  @Test func aCallThatFitsStaysOnOneLine() {
    let expression = call(".show", [(nil, .string("AddItem")), ("to", .string("Item"))])
    #expect(
      expression.lines(prefix: "  ", indent: "  ", suffix: ",") == [
        #"  .show("AddItem", to: "Item"),"#
      ])
  }

  @Test func aLongCallBreaksAfterItsParenthesisAndPacksItsArguments() {
    let expression = call(
      ".textField",
      [
        ("placeholder", .string("Name of the Item")), ("outlet", .atom(#"\.textField"#)),
        ("returnKey", .atom(".done")), ("enablesReturnKeyAutomatically", .atom("true")),
        ("onReturn", .atom("{ $0.done() }")),
      ])
    #expect(
      expression.lines(prefix: "        ", indent: "        ", suffix: "") == [
        "        .textField(",
        #"          placeholder: "Name of the Item", outlet: \.textField, returnKey: .done,"#,
        "          enablesReturnKeyAutomatically: true, onReturn: { $0.done() })",
      ])
  }

  @Test func aBrokenArrayPutsEachElementOnALineWithATrailingCommaWhenThereAreSeveral() {
    let long = String(repeating: "x", count: 60)
    let several = SwiftExpression.array([.string(long), .string(long)])
    let one = SwiftExpression.array([.string(long + long)])
    #expect(
      several.lines(prefix: "  segues: ", indent: "  ", suffix: ")") == [
        "  segues: [", "    \"\(long)\",", "    \"\(long)\",", "  ])",
      ])
    #expect(
      one.lines(prefix: "  cells: ", indent: "  ", suffix: "") == [
        "  cells: [", "    \"\(long + long)\"", "  ]",
      ])
  }

  @Test func aStringLiteralEscapesWhatSwiftNeedsEscaped() {
    #expect(SwiftExpression.string("Say \"hi\"\\\n").flat == #""Say \"hi\"\\\n""#)
  }
}
