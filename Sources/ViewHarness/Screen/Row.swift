// A table row as the user sees it: its labels, detail, accessory and checkmark.

import Foundation
import HeadlessUIKit

/// A table row as the user sees it.
public struct Row: Equatable, Sendable, CustomStringConvertible {
  /// What a row holds besides its detail text and accessory.
  public enum Content: Equatable, Sendable {
    /// Labels left to right (an empty label keeps its place); "√" draws as a checkmark.
    case labels([String])
    /// A text field filling the row.
    case field(ScreenSnapshot.Field)
    /// A date picker showing this minute.
    case datePicker(String)
  }

  /// The row's position.
  public var indexPath: IndexPath
  /// What the row holds.
  public var content: Content
  /// The detail (subtitle) text, if any.
  public var detail: String?
  /// Whether the detail sits under the text (the subtitle style) rather than at the right.
  public var showsDetailBelow: Bool
  /// The accessory at the right edge.
  public var accessory: UITableViewCell.AccessoryType
  /// Whether the row is selected (highlighted).
  public var isSelected: Bool

  /// The row's main text: its labels' texts left to right, without a checkmark label.
  public var text: String {
    guard case .labels(let labels) = content else { return "" }
    return labels.filter { !$0.isEmpty && !checkmarkGlyphs.contains($0) }
      .joined(separator: " ")
  }

  /// Whether a checkmark shows: the checkmark accessory or a label showing "√".
  public var isChecked: Bool {
    if accessory == .checkmark { return true }
    guard case .labels(let labels) = content else { return false }
    return labels.contains { checkmarkGlyphs.contains($0) }
  }

  /// Whether two rows show the same thing, whatever their selection: what the data source
  /// decides about a row.
  public func showsSameContent(as other: Row) -> Bool {
    text == other.text && detail == other.detail && isChecked == other.isChecked
      && accessory == other.accessory
  }

  /// A readable description: the text, the detail after a dash, a tick when checked.
  public var description: String {
    var result = text
    if let detail { result += " — \(detail)" }
    if isChecked { result += " ✓" }
    return result
  }
}

/// The characters that show a checkmark in a label.
let checkmarkGlyphs: Set<String> = ["√", "✓", "✔"]
