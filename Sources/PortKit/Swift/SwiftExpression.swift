// Swift expressions written the way swift-format lays them out, for the files a port writes.

import StepwiseBasics

/// A Swift expression the port writes: a call, an array literal, or text that stays whole.
///
/// ``lines(prefix:indent:suffix:)`` lays it out as swift-format does with this package's
/// settings (100 columns, two-space indents): on one line when it fits; otherwise a call
/// breaks after its parenthesis and packs its arguments, and an array puts each element on
/// a line of its own.
indirect enum SwiftExpression: Equatable {
  /// Text that is never broken: `"Main"`, `.add`, `\.textField`, `{ $0.done() }`.
  case atom(String)
  /// A call: `.show("AddItem", to: "ItemDetailViewController")`.
  case call(String, [SwiftArgument])
  /// An array literal.
  case array([SwiftExpression])

  /// A string literal.
  static func string(_ text: String) -> SwiftExpression {
    .atom("\"\(SwiftStringLiteral.escaped(text))\"")
  }

  /// The expression on one line.
  var flat: String {
    switch self {
    case .atom(let text): text
    case .call(let name, let arguments):
      name + "(" + arguments.map(\.flat).joined(separator: ", ") + ")"
    case .array(let elements):
      "[" + elements.map(\.flat).joined(separator: ", ") + "]"
    }
  }

  /// The widest line swift-format leaves alone.
  static let width = 100

  /// The expression laid out after `prefix` (the line so far) and before `suffix` (what must
  /// follow it on its last line), with continuation lines indented from `indent`.
  func lines(prefix: String, indent: String, suffix: String) -> [String] {
    let whole = prefix + flat + suffix
    if whole.count <= Self.width { return [whole] }
    let inner = indent + "  "
    switch self {
    case .atom:
      return [whole]
    case .call(let name, let arguments):
      guard !arguments.isEmpty else { return [whole] }
      var lines = [prefix + name + "("]
      var current = inner
      for (index, argument) in arguments.enumerated() {
        let separator = index == arguments.count - 1 ? ")" + suffix : ","
        let text = argument.flat + separator
        let joined = current == inner ? current + text : current + " " + text
        if joined.count <= Self.width {
          current = joined
          continue
        }
        if current != inner {
          lines.append(current)
          current = inner
        }
        if (current + text).count <= Self.width {
          current += text
        } else {
          lines += argument.value.lines(
            prefix: current + argument.labelPrefix, indent: inner, suffix: separator)
          current = inner
        }
      }
      if current != inner { lines.append(current) }
      return lines
    case .array(let elements):
      guard !elements.isEmpty else { return [whole] }
      var lines = [prefix + "["]
      for element in elements {
        lines += element.lines(
          prefix: inner, indent: inner, suffix: elements.count > 1 ? "," : "")
      }
      lines.append(indent + "]" + suffix)
      return lines
    }
  }
}

/// An argument of a call: a label (or none) and a value.
struct SwiftArgument: Equatable {
  /// The label; nil for an unlabelled argument.
  var label: String?
  /// The value.
  var value: SwiftExpression

  /// An argument.
  init(_ label: String?, _ value: SwiftExpression) {
    self.label = label
    self.value = value
  }

  /// `label: ` or nothing.
  var labelPrefix: String { label.map { "\($0): " } ?? "" }

  /// The argument on one line.
  var flat: String { labelPrefix + value.flat }
}
