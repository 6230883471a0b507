// The cells of a storyboard's tables and of its scenes' docks, as Interface Builder holds
// them.

/// A prototype cell.
package struct PrototypeModel: Equatable {
  package var identifier: String
  package var style: String?
  package var className: String?
  package var accessory: String?
  package var labels: [Int]
  package var content: [ElementModel]
  package var selectionSegue: String?
  package var accessorySegue: String?

  package init(
    identifier: String,
    style: String? = nil,
    className: String? = nil,
    accessory: String? = nil,
    labels: [Int] = [],
    content: [ElementModel] = [],
    selectionSegue: String? = nil,
    accessorySegue: String? = nil
  ) {
    self.identifier = identifier
    self.style = style
    self.className = className
    self.accessory = accessory
    self.labels = labels
    self.content = content
    self.selectionSegue = selectionSegue
    self.accessorySegue = accessorySegue
  }
}

/// A static cell: the views its content view holds, side by side, or the labels of a
/// built-in style; with its accessory and the segue a tap on it performs.
package struct StaticCellModel: Equatable {
  package var content: [ElementModel]
  /// A built-in style with a detail label (`value1`, `value2`, `subtitle`): its labels are
  /// the cell's own (`textLabel` and `detailTextLabel`), not views of `content`.
  package var style: String?
  /// The built-in style's text label's text.
  package var text: String?
  /// The scene's outlet to the built-in style's detail label.
  package var detailOutlet: String?
  package var accessory: String?
  package var selectionSegue: String?

  package init(
    content: [ElementModel] = [],
    style: String? = nil,
    text: String? = nil,
    detailOutlet: String? = nil,
    accessory: String? = nil,
    selectionSegue: String? = nil
  ) {
    self.content = content
    self.style = style
    self.text = text
    self.detailOutlet = detailOutlet
    self.accessory = accessory
    self.selectionSegue = selectionSegue
  }

  /// A static cell holding one view.
  package init(_ element: ElementModel) {
    self.init(content: [element])
  }
}

/// A cell in a scene's dock: its views, and the controller's outlet to it.
package struct DockCellModel: Equatable {
  package var outlet: String
  package var content: [ElementModel]

  package init(outlet: String, content: [ElementModel]) {
    self.outlet = outlet
    self.content = content
  }
}
