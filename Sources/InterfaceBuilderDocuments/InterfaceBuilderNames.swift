// The names a storyboard and the code agree on: a method's Objective-C selector, a cell
// style's name, the UIKit class of each kind of view. The port reads them from Interface
// Builder's documents and the export writes them, by these same rules.

/// The Objective-C selector Swift gives a method, which is what a storyboard's action or
/// unwind segue names: `done` for `done()`, `done:` for `done(_:)`, `doneWithSender:` for
/// `done(sender:)`, and, as Swift does when the first label or the name's last word is a
/// preposition, `unwindFor:` for `unwind(for:)` and `backToList:` for `backTo(list:)`.
///
/// ```swift
/// ObjectiveCSelector.of(method: "show", labels: ["for"])  // "showFor:"
/// ```
package enum ObjectiveCSelector {
  /// The selector of a method named `method` whose parameters have these argument labels
  /// (nil for `_`).
  package static func of(method name: String, labels: [String?]) -> String {
    var selector = name
    for (index, label) in labels.enumerated() {
      if index == 0, let label {
        let joinsDirectly =
          prepositions.contains(firstWord(of: label)) || prepositions.contains(lastWord(of: name))
        selector += (joinsDirectly ? "" : "With") + label.prefix(1).uppercased() + label.dropFirst()
      } else if index > 0 {
        selector += label ?? ""
      }
      selector += ":"
    }
    return selector
  }

  /// The names a method with this selector may have, shortest first: each name that with a
  /// first label gives the selector back, then the selector's first part (`show` and
  /// `showFor` for `showFor:`; `done`, `doneWith` and `doneWithSender` for `doneWithSender:`).
  package static func methodNames(of selector: String) -> [String] {
    let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
    let base = String(parts[0])
    guard parts.count == 2, parts[1].isEmpty else { return [base] }
    var names: [String] = []
    for split in base.indices.dropFirst() where base[split].isUppercase {
      let name = String(base[..<split])
      var rest = String(base[split...])
      if rest.hasPrefix("With"), rest.count > 4 { rest.removeFirst(4) }
      let label = rest.prefix(1).lowercased() + rest.dropFirst()
      if of(method: name, labels: [label]) == selector { names.append(name) }
    }
    return names + [base]
  }

  /// Whether `@objc(selector)` can name a method taking this many arguments: identifier
  /// parts, one colon after each of them for each argument (`addEntry:`, `move:to:`), none
  /// for a method without (`clearAll`).
  package static func isValid(_ selector: String, arguments: Int) -> Bool {
    func isName(_ part: Substring) -> Bool {
      guard let first = part.first, first.isLetter || first == "_" else { return false }
      return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    guard arguments > 0 else { return isName(Substring(selector)) }
    let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
    return parts.count == arguments + 1 && parts.last == "" && isName(parts[0])
      && parts.dropFirst().dropLast().allSatisfy { $0.isEmpty || isName($0) }
  }

  /// The words Swift treats as prepositions when it names a method for Objective-C.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The first word of a camel-case name, lowercased: `for` in `forSegue`.
  static func firstWord(of name: String) -> String {
    String(name.prefix { $0.isLowercase }).lowercased()
  }

  /// The last word of a camel-case name, lowercased: `to` in `backTo`, `list` in `unwindToList`.
  static func lastWord(of name: String) -> String {
    guard let start = name.lastIndex(where: { $0.isUppercase }) else { return name.lowercased() }
    return name[start...].lowercased()
  }
}

/// A table view cell's built-in styles with a detail label, by the name code gives them
/// (`UITableViewCell.CellStyle.value1`) and the one Interface Builder writes
/// (`IBUITableViewCellStyleValue1`). The default (Basic) style is written as no style at all.
package enum CellStyle {
  /// Interface Builder's name of each style, by the style's name in code.
  package static let interfaceBuilderNames = [
    "value1": "IBUITableViewCellStyleValue1", "value2": "IBUITableViewCellStyleValue2",
    "subtitle": "IBUITableViewCellStyleSubtitle",
  ]

  /// The style's name in code (`value1`) for the name Interface Builder writes; nil for any
  /// other.
  package static func name(interfaceBuilderName: String) -> String? {
    interfaceBuilderNames.first { $0.value == interfaceBuilderName }?.key
  }
}

extension ElementModel.Kind {
  /// The UIKit class a view of this kind is: `UILabel` for a `label` element.
  package var uiKitClass: String {
    switch self {
    case .label: "UILabel"
    case .imageView: "UIImageView"
    case .textField: "UITextField"
    case .textView: "UITextView"
    case .button: "UIButton"
    case .datePicker: "UIDatePicker"
    case .switch: "UISwitch"
    case .searchBar: "UISearchBar"
    case .slider: "UISlider"
    case .tableView: "UITableView"
    case .mapView: "MKMapView"
    }
  }
}
