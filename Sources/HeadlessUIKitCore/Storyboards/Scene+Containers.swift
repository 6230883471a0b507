// Elements that hold other views: several views in one static cell, and a table view placed
// in a plain view controller's view.

import Foundation

extension Element {
  /// Several views side by side in one place, as the views a static cell's content view
  /// holds in Interface Builder (a label and an image view, each with its outlet):
  ///
  /// ```swift
  /// .group([.label("Icon"), .imageView(outlet: \.iconImageView)])
  /// ```
  ///
  /// The harness reads the labels left to right, as it reads a prototype's.
  public static func group(_ elements: [Element]) -> Element {
    Element { owner in
      let row = UIView()
      for element in elements { row.addSubview(element.make(owner)) }
      return row
    }
  }

  /// A table view in a plain view controller's view, with its prototype cells, its
  /// `dataSource` and `delegate` outlets connected to the owner (when it adopts the
  /// protocols), as Interface Builder connects them:
  ///
  /// ```swift
  /// .tableView(
  ///   outlet: \.tableView, prototypes: [PrototypeCell("NoteCell")],
  ///   connectsDataSource: true, connectsDelegate: true)
  /// ```
  public static func tableView(
    style: UITableView.Style = .plain,
    outlet: ReferenceWritableKeyPath<Owner, UITableView?>? = nil,
    prototypes: [PrototypeCell] = [],
    connectsDataSource: Bool = false,
    connectsDelegate: Bool = false
  ) -> Element {
    Element { owner in
      let table = UITableView(style: style)
      table.isSizedByItsScene = true
      for prototype in prototypes {
        table.registerPrototype(prototype.identifier, make: prototype.makeCell)
      }
      if connectsDataSource { table.dataSource = owner as? any UITableViewDataSource }
      if connectsDelegate { table.delegate = owner as? any UITableViewDelegate }
      if let outlet { owner[keyPath: outlet] = table }
      return table
    }
  }
}
