// A transition from one scene to another, declared in a storyboard (FIDELITY 15).

import Foundation

/// A segue being performed: who it comes from, where it goes, and its identifier.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The identifier given in the storyboard.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue shows; for a segue to a navigation controller, that
  /// navigation controller (its `topViewController` is the screen the user sees).
  public let destination: UIViewController

  /// Creates a segue.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }
}

extension UIViewController {
  /// Performs a storyboard segue from code. `shouldPerformSegue` is not asked; an unknown
  /// identifier stops the app (FIDELITY 15).
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let segue = scene?.segues[identifier], let storyboard else {
      UIKitRuntime.raiseException(
        .invalidArgument,
        reason: "Receiver (\(objectDescription(self))) has no segue with identifier "
          + "'\(identifier)'")
      return
    }
    UIKitRuntime.trace("performSegue(withIdentifier: \"\(identifier)\")")
    run(segue, in: storyboard, sender: sender)
  }

  /// Performs a segue a storyboard control triggered, asking `shouldPerformSegue` first.
  func performTriggeredSegue(withIdentifier identifier: String, sender: Any?) {
    UIKitRuntime.trace("shouldPerformSegue(withIdentifier: \"\(identifier)\")")
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
    performSegue(withIdentifier: identifier, sender: sender)
  }

  private func run(_ declaration: Segue, in storyboard: UIStoryboard, sender: Any?) {
    if case .unwind(let action) = declaration.kind {
      performUnwind(declaration, action: action, sender: sender)
      return
    }
    let destination = storyboard.instantiateViewController(withIdentifier: declaration.destination)
    let segue = UIStoryboardSegue(
      identifier: declaration.identifier, source: self, destination: destination)
    UIKitRuntime.trace("\(typeName).prepare(for: \"\(declaration.identifier)\")")
    prepare(for: segue, sender: sender)
    switch declaration.kind {
    case .show:
      // A navigation controller is never pushed inside another: UIKit presents it, with
      // its own bar.
      if let navigationController, !(destination is UINavigationController) {
        navigationController.pushViewController(destination, animated: true)
      } else {
        present(destination, animated: true)
      }
    case .presentModally(let style):
      destination.modalPresentationStyle = style
      present(destination, animated: true)
    case .unwind:
      break
    }
  }
}
