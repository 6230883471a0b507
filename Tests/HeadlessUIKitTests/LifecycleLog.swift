// Controllers that write every lifecycle call into a shared log, for order tests.

import Foundation
import HeadlessUIKit

/// A shared, ordered record of lifecycle calls.
@MainActor
final class LifecycleLog: UINavigationControllerDelegate {
  var entries: [String] = []
  /// Whether each entry says "animated" when its call was.
  var notesAnimation = false

  /// An entry, with "animated" after it when the call was animated and that is noted.
  func entry(_ text: String, animated: Bool) -> String {
    notesAnimation && animated ? text + " animated" : text
  }

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    entries.append(
      entry("willShow \(viewController.navigationItem.title ?? "?")", animated: animated))
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    entries.append(
      entry("didShow \(viewController.navigationItem.title ?? "?")", animated: animated))
  }
}

/// A controller that logs its lifecycle and keeps an outlet, to show when outlets exist.
class LoggingController: UIViewController {
  var log: LifecycleLog?
  var label: UILabel?
  var destinationOutletWasNilDuringPrepare: Bool?
  var viewDidLoadCount = 0
  /// A segue this controller performs in its first `viewDidAppear(_:)`, as a screen that
  /// reopens where the user left off does.
  var segueOnFirstAppearance: String?

  convenience init(title: String, log: LifecycleLog) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.log = log
  }

  private func record(_ event: String, animated: Bool = false) {
    guard let log else { return }
    log.entries.append(log.entry("\(navigationItem.title ?? "?") \(event)", animated: animated))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadCount += 1
    record("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear", animated: animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear", animated: animated)
    if let segue = segueOnFirstAppearance {
      segueOnFirstAppearance = nil
      performSegue(withIdentifier: segue, sender: nil)
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear", animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear", animated: animated)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    record("prepare")
    if let destination = segue.destination as? LoggingController {
      destination.log = log
      destinationOutletWasNilDuringPrepare = destination.label == nil
    }
  }
}
