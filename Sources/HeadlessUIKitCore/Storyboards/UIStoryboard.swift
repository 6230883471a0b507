// A storyboard declared in Swift: scenes by identifier, the initial scene, and segues.

import Foundation

/// A storyboard: the scenes of an app and the segues between them, declared in Swift.
///
/// A storyboard file in Xcode is drawn in Interface Builder; here it is a short list:
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", initialScene: "NavigationController", scenes: [
///   .navigationController("NavigationController", root: "ChecklistViewController"),
///   .tableViewController(
///     "ChecklistViewController", ChecklistViewController.self, title: "Checklists",
///     prototypes: [PrototypeCell("ChecklistItem", labels: [1000])]),
/// ])
/// ```
///
/// Instantiating a scene calls the controller's `init?(coder:)` (or a creator closure that
/// must call it, FIDELITY 16), connects the scene's navigation item, then calls
/// `awakeFromNib()`; the view and its outlets come later, when the view loads.
@preconcurrency @MainActor
public final class UIStoryboard {
  /// The storyboard's name, like a storyboard file's name.
  public let name: String

  private let scenes: [String: Scene]
  private let initialSceneIdentifier: String?

  /// Creates a storyboard from its scenes.
  public init(name: String, initialScene: String?, scenes: [Scene]) {
    self.name = name
    self.initialSceneIdentifier = initialScene
    self.scenes = Dictionary(scenes.map { ($0.identifier, $0) }) { first, _ in first }
  }

  /// Loads the storyboard of a name from the app's bundle, as UIKit loads a storyboard file:
  /// the running app's main storyboard, which its Info.plist names (in a hosted test, the
  /// host app's, launched first if it has not been). Any bundle means the app's: the kit's
  /// apps have one bundle each.
  ///
  /// A name the app has no storyboard of stops the program with UIKit's message, as a
  /// missing storyboard file does on iOS; so does any name in an unhosted test.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let app = UIApplication.sharedIfRunning
    guard let storyboard = app?.descriptor.makeStoryboard(), storyboard.name == name else {
      let bundle = storyboardBundleOrNil ?? Bundle.main
      fatalError(
        "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> "
          + "(loaded)"
          + (app == nil && AppContainer.isTestProcess
            ? " (these tests have no host app: a test target's TestHost.swift names it)"
            : ""))
    }
    self.init(copying: storyboard)
  }

  private init(copying storyboard: UIStoryboard) {
    self.name = storyboard.name
    self.initialSceneIdentifier = storyboard.initialSceneIdentifier
    self.scenes = storyboard.scenes
  }

  /// The identifiers of every scene.
  public var sceneIdentifiers: [String] { scenes.keys.sorted() }

  /// Instantiates the initial scene.
  public func instantiateInitialViewController() -> UIViewController? {
    guard let initialSceneIdentifier else { return nil }
    return instantiateViewController(withIdentifier: initialSceneIdentifier)
  }

  /// Instantiates the initial scene through a creator closure, which receives the coder and
  /// must call the controller's `init?(coder:)`; nil falls back to that initializer
  /// (FIDELITY 16).
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let initialSceneIdentifier else { return nil }
    return instantiateViewController(identifier: initialSceneIdentifier, creator: creator)
  }

  /// Instantiates a scene by its storyboard identifier; an unknown identifier stops the app.
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let scene = scene(identifier) else { return UIViewController() }
    return instantiate(scene, creator: nil)
  }

  /// Instantiates a scene through a creator closure (FIDELITY 16): the closure receives the
  /// coder and can pass extra values to a custom initializer that calls `init?(coder:)`.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String,
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let scene = scene(identifier) else { return placeholder(ViewController.self) }
    let controller = instantiate(scene, creator: creator)
    guard let typed = controller as? ViewController else {
      UIKitRuntime.raiseException(
        .invalidArgument,
        reason: "Custom instantiated \(objectDescription(controller)) must be a kind of "
          + "class \(ViewController.self)")
      return placeholder(ViewController.self)
    }
    return typed
  }

  private func scene(_ identifier: String) -> Scene? {
    guard let scene = scenes[identifier] else {
      UIKitRuntime.raiseException(
        .invalidArgument,
        reason: "Storyboard (\(objectDescription(self))) doesn't contain a view controller "
          + "with identifier '\(identifier)'")
      return nil
    }
    return scene
  }

  private func instantiate<ViewController: UIViewController>(
    _ scene: Scene, creator: ((NSCoder) -> ViewController?)?
  ) -> UIViewController {
    let coder = StoryboardCoder(sceneIdentifier: scene.identifier)
    UIKitRuntime.trace("storyboard instantiates \"\(scene.identifier)\"")
    let controller: UIViewController
    if let created = creator?(coder) {
      controller = created
    } else if let created = scene.makeController(coder) {
      controller = created
    } else {
      UIKitRuntime.raiseException(
        reason: "init?(coder:) of \(scene.identifier) returned nil")
      controller = UIViewController()
    }
    controller.storyboard = self
    controller.scene = scene
    scene.instantiateObjects(controller)
    scene.configureNavigationItem(controller)
    if let root = scene.navigationRoot,
      let navigationController = controller as? UINavigationController
    {
      navigationController.setViewControllers(
        [instantiateViewController(withIdentifier: root)], animated: false)
    }
    controller.awakeFromNib()
    return controller
  }

  private func placeholder<ViewController: UIViewController>(_ type: ViewController.Type)
    -> ViewController
  {
    guard let controller = ViewController(coder: StoryboardCoder(sceneIdentifier: "")) else {
      fatalError("\(ViewController.self).init?(coder:) returned nil")
    }
    return controller
  }
}

/// The coder a storyboard hands to `init?(coder:)`; it names the scene being decoded.
public final class StoryboardCoder: NSCoder {
  /// The identifier of the scene being instantiated.
  public let sceneIdentifier: String

  /// For a prototype cell: its style and reuse identifier, which `init?(coder:)` reads.
  let cell: (style: UITableViewCell.CellStyle, reuseIdentifier: String?)?

  init(
    sceneIdentifier: String,
    cell: (style: UITableViewCell.CellStyle, reuseIdentifier: String?)? = nil
  ) {
    self.sceneIdentifier = sceneIdentifier
    self.cell = cell
    super.init()
  }
}
