// One scene of a storyboard: its controller class, its view, its cells and its segues.

import Foundation

/// A scene of a storyboard: what Interface Builder draws for one screen.
///
/// Make scenes with ``viewController(_:_:title:leftBarButton:rightBarButton:view:content:segues:)``,
/// ``tableViewController(_:_:title:leftBarButton:rightBarButton:prototypes:staticCells:segues:)``
/// and ``navigationController(_:root:)``.
@MainActor
public struct Scene {
  /// The scene's storyboard identifier.
  public let identifier: String
  let makeController: (NSCoder) -> UIViewController?
  let buildView: ((UIViewController) -> UIView?)?
  let configureNavigationItem: (UIViewController) -> Void
  let connectBarButtonOutlets: (UIViewController) -> Void
  let configureTableContent: (UITableView, UIViewController) -> Void
  let navigationRoot: String?
  let segues: [String: Segue]

  /// Builds the scene's view and connects its outlets, as loading a nib would.
  func makeView(for controller: UIViewController) -> UIView? {
    let view = buildView?(controller)
    connectBarButtonOutlets(controller)
    return view
  }

  /// Registers prototype cells and builds static cells for a table view controller's table.
  func configureTable(_ table: UITableView, for controller: UIViewController) {
    configureTableContent(table, controller)
    connectBarButtonOutlets(controller)
  }
}

extension Scene {
  /// A scene whose controller shows a plain view with elements stacked top to bottom.
  ///
  /// - Parameters:
  ///   - view: Makes the root view, for a scene whose view has its own class; by default a
  ///     plain `UIView`. The `content` elements are added to it.
  public static func viewController<Controller: UIViewController>(
    _ identifier: String,
    _ type: Controller.Type,
    title: String? = nil,
    largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic,
    leftBarButton: BarButton<Controller>? = nil,
    rightBarButton: BarButton<Controller>? = nil,
    toolbarItems: [BarButton<Controller>] = [],
    view makeRootView: ((Controller) -> UIView)? = nil,
    content: [Element<Controller>] = [],
    segues: [Segue] = []
  ) -> Scene {
    let bar = Bars(
      title: title, largeTitleDisplayMode: largeTitleDisplayMode, left: leftBarButton,
      right: rightBarButton, toolbar: toolbarItems)
    return Scene(
      identifier: identifier,
      makeController: { Controller(coder: $0) },
      buildView: { controller in
        guard let controller = controller as? Controller else { return nil }
        let root = makeRootView?(controller) ?? UIView()
        for element in content { root.addSubview(element.make(controller)) }
        return root
      },
      configureNavigationItem: bar.configure,
      connectBarButtonOutlets: bar.connectOutlets,
      configureTableContent: { _, _ in },
      navigationRoot: nil,
      segues: index(segues))
  }

  /// A scene whose controller is a table view controller, with prototype cells for dynamic
  /// rows or static cells (one array of elements per section) for a fixed form.
  public static func tableViewController<Controller: UITableViewController>(
    _ identifier: String,
    _ type: Controller.Type,
    title: String? = nil,
    largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic,
    leftBarButton: BarButton<Controller>? = nil,
    rightBarButton: BarButton<Controller>? = nil,
    toolbarItems: [BarButton<Controller>] = [],
    prototypes: [PrototypeCell] = [],
    staticCells: [[Element<Controller>]] = [],
    segues: [Segue] = []
  ) -> Scene {
    let bar = Bars(
      title: title, largeTitleDisplayMode: largeTitleDisplayMode, left: leftBarButton,
      right: rightBarButton, toolbar: toolbarItems)
    return Scene(
      identifier: identifier,
      makeController: { Controller(coder: $0) },
      buildView: nil,
      configureNavigationItem: bar.configure,
      connectBarButtonOutlets: bar.connectOutlets,
      configureTableContent: { table, controller in
        for prototype in prototypes {
          table.registerPrototype(prototype.identifier, make: prototype.makeCell)
        }
        guard let controller = controller as? Controller else { return }
        controller.staticSections = staticCells.map { section in
          section.map { element in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentView.addSubview(element.make(controller))
            cell.awakeFromNib()
            return cell
          }
        }
      },
      navigationRoot: nil,
      segues: index(segues))
  }

  /// A navigation controller scene whose root is another scene.
  ///
  /// - Parameters:
  ///   - prefersLargeTitles: Whether its bar shows titles large (Prefers Large Titles).
  ///   - isToolbarHidden: Whether its toolbar is hidden; show it (Shows Toolbar) for screens
  ///     that declare `toolbarItems`.
  public static func navigationController(
    _ identifier: String, root: String, prefersLargeTitles: Bool = false,
    isToolbarHidden: Bool = true
  ) -> Scene {
    Scene(
      identifier: identifier,
      makeController: { UINavigationController(coder: $0) },
      buildView: nil,
      configureNavigationItem: { controller in
        guard let navigationController = controller as? UINavigationController else { return }
        navigationController.navigationBar.prefersLargeTitles = prefersLargeTitles
        navigationController.isToolbarHidden = isToolbarHidden
      },
      connectBarButtonOutlets: { _ in },
      configureTableContent: { _, _ in },
      navigationRoot: root,
      segues: [:])
  }

  private static func index(_ segues: [Segue]) -> [String: Segue] {
    Dictionary(segues.map { ($0.identifier, $0) }) { first, _ in first }
  }
}

/// The navigation item and toolbar a scene declares: made when the controller is
/// instantiated, their outlets connected when its view loads, as a nib connects them.
@MainActor
private struct Bars<Controller: UIViewController> {
  let title: String?
  let largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode
  let left: BarButton<Controller>?
  let right: BarButton<Controller>?
  let toolbar: [BarButton<Controller>]

  func configure(_ controller: UIViewController) {
    guard let controller = controller as? Controller else { return }
    if let title { controller.navigationItem.title = title }
    if largeTitleDisplayMode != .automatic {
      controller.navigationItem.largeTitleDisplayMode = largeTitleDisplayMode
    }
    controller.navigationItem.leftBarButtonItem = left?.makeItem(for: controller)
    controller.navigationItem.rightBarButtonItem = right?.makeItem(for: controller)
    if !toolbar.isEmpty {
      controller.toolbarItems = toolbar.map { $0.makeItem(for: controller) }
    }
  }

  func connectOutlets(_ controller: UIViewController) {
    guard let controller = controller as? Controller else { return }
    if let outlet = left?.outlet {
      controller[keyPath: outlet] = controller.navigationItem.leftBarButtonItem
    }
    if let outlet = right?.outlet {
      controller[keyPath: outlet] = controller.navigationItem.rightBarButtonItem
    }
    let items = controller.toolbarItems ?? []
    for (button, item) in zip(toolbar, items) {
      if let outlet = button.outlet { controller[keyPath: outlet] = item }
    }
  }
}

/// A segue between two scenes, declared on its source scene.
public struct Segue: Sendable {
  /// How the destination is shown.
  public enum Kind: Sendable {
    /// Pushed on the source's navigation controller (presented when there is none).
    case show
    /// Presented over the source.
    case presentModally(UIModalPresentationStyle)
  }

  /// The identifier `prepare(for:sender:)` sees.
  public let identifier: String
  /// The storyboard identifier of the destination scene.
  public let destination: String
  /// How the destination is shown.
  public let kind: Kind

  /// A segue that pushes the destination.
  public static func show(_ identifier: String, to destination: String) -> Segue {
    Segue(identifier: identifier, destination: destination, kind: .show)
  }

  /// A segue that presents the destination, as a sheet unless another style is given.
  /// Point it at a navigation controller scene to present a screen with its own bar.
  public static func presentModally(
    _ identifier: String, to destination: String, style: UIModalPresentationStyle = .automatic
  ) -> Segue {
    Segue(identifier: identifier, destination: destination, kind: .presentModally(style))
  }
}

/// A prototype cell of a table view controller scene.
///
/// A cell with custom labels found by tag (`viewWithTag(1000)`):
///
/// ```swift
/// PrototypeCell("ChecklistItem", accessory: .detailDisclosureButton, labels: [1001, 1000])
/// ```
///
/// A cell of a class of its own, whose subviews connect to its outlets (in a prototype they
/// can connect only to the cell, never to the controller):
///
/// ```swift
/// PrototypeCell("ItemCell", class: ItemCell.self, content: [.label(outlet: \.nameLabel)])
/// ```
@MainActor
public struct PrototypeCell {
  /// The reuse identifier.
  public let identifier: String
  /// The cell's built-in style.
  public let style: UITableViewCell.CellStyle
  /// The accessory drawn by default.
  public let accessory: UITableViewCell.AccessoryType
  /// Tags of custom labels placed in the content view, left to right.
  public let labelTags: [Int]
  /// The segue run when the user selects a row showing this cell.
  public let selectionSegue: String?
  /// The segue run when the user taps this cell's accessory button.
  public let accessorySegue: String?
  /// The cell's class: a `UITableViewCell` subclass, as Interface Builder's Custom Class.
  public let cellClass: UITableViewCell.Type
  private let addContent: (UITableViewCell) -> Void

  /// Declares a prototype cell with custom labels found by their tags.
  ///
  /// Each new cell is made with the class's `init?(coder:)`, gets its labels, then
  /// `awakeFromNib()` (a reused cell gets `prepareForReuse()` instead).
  public init(
    _ identifier: String,
    style: UITableViewCell.CellStyle = .default,
    class cellClass: UITableViewCell.Type = UITableViewCell.self,
    accessory: UITableViewCell.AccessoryType = .none,
    labels labelTags: [Int] = [],
    selectionSegue: String? = nil,
    accessorySegue: String? = nil
  ) {
    self.identifier = identifier
    self.cellClass = cellClass
    self.style = style
    self.accessory = accessory
    self.labelTags = labelTags
    self.selectionSegue = selectionSegue
    self.accessorySegue = accessorySegue
    self.addContent = { cell in
      for tag in labelTags {
        cell.contentView.addSubview(UILabel(text: nil, tag: tag))
      }
    }
  }

  /// Declares a prototype cell of a class of its own, whose content view holds these
  /// elements, connected to the cell's outlets and actions.
  ///
  /// Each new cell is made with the class's `init?(coder:)`, gets its content and outlets,
  /// then `awakeFromNib()`, where the outlets are set, as in UIKit.
  public init<Cell: UITableViewCell>(
    _ identifier: String,
    style: UITableViewCell.CellStyle = .default,
    class cellClass: Cell.Type,
    accessory: UITableViewCell.AccessoryType = .none,
    content: [Element<Cell>],
    selectionSegue: String? = nil,
    accessorySegue: String? = nil
  ) {
    self.identifier = identifier
    self.cellClass = cellClass
    self.style = style
    self.accessory = accessory
    self.labelTags = []
    self.selectionSegue = selectionSegue
    self.accessorySegue = accessorySegue
    self.addContent = { cell in
      guard let cell = cell as? Cell else { return }
      for element in content {
        cell.contentView.addSubview(element.make(cell))
      }
    }
  }

  func makeCell(reuseIdentifier: String) -> UITableViewCell {
    let coder = StoryboardCoder(
      sceneIdentifier: identifier, cell: (style: style, reuseIdentifier: reuseIdentifier))
    guard let cell = cellClass.init(coder: coder) else {
      UIKitRuntime.raiseException(
        reason: "init?(coder:) of the prototype cell \(identifier) returned nil")
      return UITableViewCell(style: style, reuseIdentifier: reuseIdentifier)
    }
    cell.accessoryType = accessory
    addContent(cell)
    cell.selectionSegueIdentifier = selectionSegue
    cell.accessorySegueIdentifier = accessorySegue
    cell.awakeFromNib()
    return cell
  }
}
