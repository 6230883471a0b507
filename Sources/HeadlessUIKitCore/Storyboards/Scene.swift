// One scene of a storyboard: its controller class, its view, its cells and its segues.

import Foundation

/// A scene of a storyboard: what Interface Builder draws for one screen.
///
/// Make scenes with
/// ``viewController(_:_:title:largeTitleDisplayMode:leftBarButton:rightBarButton:leftBarButtons:rightBarButtons:toolbarItems:view:content:objects:segues:unwindActions:)``,
/// ``tableViewController(_:_:title:largeTitleDisplayMode:leftBarButton:rightBarButton:leftBarButtons:rightBarButtons:toolbarItems:prototypes:staticCells:sceneDock:objects:segues:unwindActions:tableHeader:)``
/// and ``navigationController(_:root:prefersLargeTitles:isToolbarHidden:)``.
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
  /// The unwind action methods the scene's controller has, by selector: each calls the
  /// method on a controller of the scene's class, or returns false for any other controller.
  var unwindActions: [String: (UIViewController, UIStoryboardSegue) -> Bool] = [:]
  /// Makes the scene's objects for a newly instantiated controller, connected to it.
  var instantiateObjects: (UIViewController) -> Void = { _ in }
  /// Connects the scene's objects to the controller's views once they are loaded.
  var connectObjects: (UIViewController) -> Void = { _ in }

  /// Builds the scene's view and connects its outlets, as loading a nib would.
  func makeView(for controller: UIViewController) -> UIView? {
    let view = buildView?(controller)
    connectBarButtonOutlets(controller)
    connectObjects(controller)
    return view
  }

  /// Registers prototype cells and builds static cells for a table view controller's table.
  func configureTable(_ table: UITableView, for controller: UIViewController) {
    configureTableContent(table, controller)
    connectBarButtonOutlets(controller)
    connectObjects(controller)
  }
}

extension Scene {
  /// A scene whose controller shows a plain view with elements stacked top to bottom.
  ///
  /// - Parameters:
  ///   - leftBarButtons: Several left buttons, in `leftBarButtonItems` order (the first at
  ///     the left edge), after `leftBarButton` when both are given.
  ///   - rightBarButtons: Several right buttons, in `rightBarButtonItems` order (the first at
  ///     the right edge), after `rightBarButton` when both are given.
  ///   - view: Makes the root view, for a scene whose view has its own class; by default a
  ///     plain `UIView`. The `content` elements are added to it.
  ///   - objects: Objects of the app's classes beside the controller, with their
  ///     connections (``SceneObject``).
  ///   - unwindActions: The controller's unwind action methods, by the selector an exit
  ///     connection names (see ``UnwindAction``).
  public static func viewController<Controller: UIViewController>(
    _ identifier: String,
    _ type: Controller.Type,
    title: String? = nil,
    largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic,
    leftBarButton: BarButton<Controller>? = nil,
    rightBarButton: BarButton<Controller>? = nil,
    leftBarButtons: [BarButton<Controller>] = [],
    rightBarButtons: [BarButton<Controller>] = [],
    toolbarItems: [BarButton<Controller>] = [],
    view makeRootView: ((Controller) -> UIView)? = nil,
    content: [Element<Controller>] = [],
    objects: [SceneObject<Controller>] = [],
    segues: [Segue] = [],
    unwindActions: [UnwindAction<Controller>] = []
  ) -> Scene {
    controllerScene(
      buildView: { controller in
        guard let controller = controller as? Controller else { return nil }
        let root = makeRootView?(controller) ?? UIView()
        for element in content { root.addSubview(element.make(controller)) }
        return root
      },
      configureTableContent: { _, _ in },
      identifier,
      Bars(
        title: title, largeTitleDisplayMode: largeTitleDisplayMode, left: leftBarButton,
        leftBarButtons, right: rightBarButton, rightBarButtons, toolbar: toolbarItems),
      objects, segues, unwindActions)
  }

  /// A scene whose controller is a table view controller, with prototype cells for dynamic
  /// rows or static cells (one array of elements per section) for a fixed form.
  ///
  /// - Parameters:
  ///   - leftBarButtons: Several left buttons, in `leftBarButtonItems` order (the first at
  ///     the left edge), after `leftBarButton` when both are given.
  ///   - rightBarButtons: Several right buttons, in `rightBarButtonItems` order (the first at
  ///     the right edge), after `rightBarButton` when both are given.
  ///   - sceneDock: Cells kept beside the scene, outside the table, each connected to an
  ///     outlet: a data source shows one by returning it from `cellForRowAt` for a row it
  ///     inserts (the book's inline date-picker cell).
  ///   - objects: Objects of the app's classes beside the controller, with their
  ///     connections (``SceneObject``).
  ///   - unwindActions: The controller's unwind action methods, by the selector an exit
  ///     connection names (see ``UnwindAction``).
  ///   - tableHeader: The view above the table's rows (`tableHeaderView`), such as a search
  ///     bar.
  public static func tableViewController<Controller: UITableViewController>(
    _ identifier: String,
    _ type: Controller.Type,
    title: String? = nil,
    largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic,
    leftBarButton: BarButton<Controller>? = nil,
    rightBarButton: BarButton<Controller>? = nil,
    leftBarButtons: [BarButton<Controller>] = [],
    rightBarButtons: [BarButton<Controller>] = [],
    toolbarItems: [BarButton<Controller>] = [],
    prototypes: [PrototypeCell] = [],
    staticCells: [[Element<Controller>]] = [],
    sceneDock: [DockCell<Controller>] = [],
    objects: [SceneObject<Controller>] = [],
    segues: [Segue] = [],
    unwindActions: [UnwindAction<Controller>] = [],
    tableHeader: Element<Controller>? = nil
  ) -> Scene {
    controllerScene(
      buildView: nil,
      configureTableContent: { table, controller in
        for prototype in prototypes {
          table.registerPrototype(prototype.identifier, make: prototype.makeCell)
        }
        guard let controller = controller as? Controller else { return }
        if let tableHeader { table.tableHeaderView = tableHeader.make(controller) }
        controller.staticSections = staticCells.map { section in
          section.map { element in
            let cell = element.makeCell(for: controller)
            cell.awakeFromNib()
            return cell
          }
        }
        controller.sceneDockCells = sceneDock.map { $0.make(controller) }
      },
      identifier,
      Bars(
        title: title, largeTitleDisplayMode: largeTitleDisplayMode, left: leftBarButton,
        leftBarButtons, right: rightBarButton, rightBarButtons, toolbar: toolbarItems),
      objects, segues, unwindActions)
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

  /// A scene of a controller class the storyboard instantiates: `buildView` and
  /// `configureTableContent` fill its view or its table; then its bars, objects, segues and
  /// unwind actions.
  private static func controllerScene<Controller: UIViewController>(
    buildView: ((UIViewController) -> UIView?)?,
    configureTableContent: @escaping (UITableView, UIViewController) -> Void,
    _ identifier: String,
    _ bars: Bars<Controller>,
    _ objects: [SceneObject<Controller>],
    _ segues: [Segue],
    _ unwindActions: [UnwindAction<Controller>]
  ) -> Scene {
    Scene(
      identifier: identifier,
      makeController: { Controller(coder: $0) },
      buildView: buildView,
      configureNavigationItem: bars.configure,
      connectBarButtonOutlets: bars.connectOutlets,
      configureTableContent: configureTableContent,
      navigationRoot: nil,
      segues: index(segues),
      unwindActions: UnwindAction.index(unwindActions),
      instantiateObjects: { SceneObject.instantiate(objects, for: $0) },
      connectObjects: { SceneObject.connectViews(objects, of: $0) })
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
  let left: [BarButton<Controller>]
  let right: [BarButton<Controller>]
  let toolbar: [BarButton<Controller>]

  /// The bars of a scene declared with a single button a side, several, or both (the single
  /// one first, at the edge).
  init(
    title: String?, largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode,
    left: BarButton<Controller>?, _ moreLeft: [BarButton<Controller>],
    right: BarButton<Controller>?, _ moreRight: [BarButton<Controller>],
    toolbar: [BarButton<Controller>]
  ) {
    self.title = title
    self.largeTitleDisplayMode = largeTitleDisplayMode
    self.left = (left.map { [$0] } ?? []) + moreLeft
    self.right = (right.map { [$0] } ?? []) + moreRight
    self.toolbar = toolbar
  }

  func configure(_ controller: UIViewController) {
    guard let controller = controller as? Controller else { return }
    if let title { controller.navigationItem.title = title }
    if largeTitleDisplayMode != .automatic {
      controller.navigationItem.largeTitleDisplayMode = largeTitleDisplayMode
    }
    let leftItems = left.map { $0.makeItem(for: controller) }
    let rightItems = right.map { $0.makeItem(for: controller) }
    controller.navigationItem.leftBarButtonItems = leftItems.isEmpty ? nil : leftItems
    controller.navigationItem.rightBarButtonItems = rightItems.isEmpty ? nil : rightItems
    if !toolbar.isEmpty {
      controller.toolbarItems = toolbar.map { $0.makeItem(for: controller) }
    }
  }

  func connectOutlets(_ controller: UIViewController) {
    guard let controller = controller as? Controller else { return }
    connect(left, to: controller.navigationItem.leftBarButtonItems ?? [], of: controller)
    connect(right, to: controller.navigationItem.rightBarButtonItems ?? [], of: controller)
    connect(toolbar, to: controller.toolbarItems ?? [], of: controller)
  }

  /// Connects the declared buttons' outlets to the items made from them, in order.
  private func connect(
    _ buttons: [BarButton<Controller>], to items: [UIBarButtonItem], of controller: Controller
  ) {
    for (button, item) in zip(buttons, items) {
      if let outlet = button.outlet { controller[keyPath: outlet] = item }
      if let outlet = button.buttonOutlet {
        controller[keyPath: outlet] = item.customView as? UIButton
      }
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
    /// An exit: goes back to the nearest controller below the source that has the unwind
    /// action method, named by its Objective-C selector (`unwindToList:`).
    case unwind(action: String)
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

  /// An unwind segue, an exit connection: it goes back to the nearest controller on the
  /// way back (down the navigation stack, then to the presenters) whose scene declares the
  /// unwind action `action`, a selector such as `unwindToList:`. The source's
  /// `prepare(for:sender:)` runs, then the destination's action method; then the source
  /// is dismissed or popped.
  ///
  /// ```swift
  /// segues: [.unwind("SaveItem", action: "unwindToList:")]
  /// ```
  public static func unwind(_ identifier: String, action: String) -> Segue {
    Segue(identifier: identifier, destination: "", kind: .unwind(action: action))
  }
}
