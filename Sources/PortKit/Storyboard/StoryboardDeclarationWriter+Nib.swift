// A nib model written as HeadlessUIKit's nib declaration, for the app's code.

import InterfaceBuilderDocuments

extension StoryboardDeclarationWriter {
  /// The Swift file declaring a nib of the app's bundle, which `UINib(nibName:bundle:)` and
  /// `Bundle.loadNibNamed(_:owner:options:)` find by name: `make<suffix>()` returning its
  /// top-level cells and views, with their views, outlets and actions.
  mutating func declaration(of nib: NibModel, makerSuffix: String) -> String {
    let context = SceneContext(
      scene: SceneModel(kind: .viewController, identifier: nib.name), className: "UIView")
    var declared: [SwiftExpression] = []
    for (index, object) in nib.objects.enumerated() {
      switch object {
      case .cell(let cell):
        declared.append(nibCell(cell, at: index, in: nib, context))
      case .view(let className, let content):
        let viewClass = nibClass(className, base: "UIView", at: index)
        let owner = Owner(
          className: viewClass, name: "controller",
          site: StoryboardSite.owner(nib: nib.name, view: index))
        let elements = content.compactMap { element($0, owner: owner, context) }
        var arguments = [SwiftArgument(nil, .atom("\(viewClass).self"))]
        if !elements.isEmpty { arguments.append(SwiftArgument("content", .array(elements))) }
        declared.append(.call(".view", arguments))
      }
    }
    let call = SwiftExpression.call(
      "UINib",
      [SwiftArgument("name", .string(nib.name)), SwiftArgument("objects", .array(declared))])
    return file(call, named: "\(nib.name).xib", type: "UINib", maker: "make\(makerSuffix)")
  }

  /// A top-level table view cell: `.tableViewCell(Cell.self, reuseIdentifier:, content:)`.
  private mutating func nibCell(
    _ cell: PrototypeModel, at index: Int, in nib: NibModel, _ context: SceneContext
  ) -> SwiftExpression {
    let cellClass = nibClass(cell.className, base: "UITableViewCell", at: index)
    var arguments = [SwiftArgument(nil, .atom("\(cellClass).self"))]
    if !cell.identifier.isEmpty {
      arguments.append(SwiftArgument("reuseIdentifier", .string(cell.identifier)))
    }
    if let style = cell.style { arguments.append(SwiftArgument("style", .atom(".\(style)"))) }
    if let accessory = cell.accessory {
      arguments.append(SwiftArgument("accessory", .atom(".\(accessory)")))
    }
    let owner = Owner(
      className: cellClass, name: "cell",
      site: StoryboardSite.owner(scene: nib.name, cell: cell.identifier))
    let content = cell.content.compactMap { element($0, owner: owner, context) }
    if !content.isEmpty { arguments.append(SwiftArgument("content", .array(content))) }
    return .call(".tableViewCell", arguments)
  }

  /// The Swift class of a top-level object: its own, when the app declares it and it
  /// descends from the UIKit class, else the UIKit class itself.
  private mutating func nibClass(_ className: String?, base: String, at index: Int) -> String {
    guard let className, className != base else { return base }
    guard project.classes[className] != nil else {
      remark(
        .nibObject(index),
        "class \(className) is not in the project's Swift files: the nib makes a \(base)",
        effect: .doesNotRun)
      return base
    }
    guard project.uiKitAncestor(of: className) == base else {
      remark(
        .nibObject(index),
        "class \(className) does not descend from \(base): the nib makes a \(base)",
        effect: .doesNotRun)
      return base
    }
    return className
  }
}
