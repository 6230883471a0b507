// Controllers that write every lifecycle call into a shared log, for order tests.

import Foundation
import HeadlessUIKit

/// A shared, ordered record of lifecycle calls.
@MainActor
final class LifecycleLog: UINavigationControllerDelegate {
  var entries: [String] = []

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    entries.append("willShow \(viewController.navigationItem.title ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    entries.append("didShow \(viewController.navigationItem.title ?? "?")")
  }
}

/// A controller that logs its lifecycle and keeps an outlet, to show when outlets exist.
class LoggingController: UIViewController {
  var log: LifecycleLog?
  var label: UILabel?
  var destinationOutletWasNilDuringPrepare: Bool?
  var viewDidLoadCount = 0

  convenience init(title: String, log: LifecycleLog) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.log = log
  }

  private func record(_ event: String) {
    log?.entries.append("\(navigationItem.title ?? "?") \(event)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadCount += 1
    record("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    record("prepare")
    if let destination = segue.destination as? LoggingController {
      destination.log = log
      destinationOutletWasNilDuringPrepare = destination.label == nil
    }
  }
}
