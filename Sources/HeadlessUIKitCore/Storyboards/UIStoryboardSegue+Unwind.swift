// Unwind segues: an exit connection goes back to the controller that has its action method.

import Foundation

/// An unwind action method of a scene's controller, an `@IBAction` taking the segue:
///
/// ```swift
/// unwindActions: [.action("unwindToList:", { $0.unwindToList($1) })]
/// ```
///
/// for `@IBAction func unwindToList(_ segue: UIStoryboardSegue)`. The selector is the name
/// Interface Builder's exit connection gives (`unwindAction="unwindToList:"`).
@MainActor
public struct UnwindAction<Controller: UIViewController> {
  let selector: String
  let body: (Controller, UIStoryboardSegue) -> Void

  /// The unwind action method named by a selector.
  public static func action(
    _ selector: String, _ body: @escaping (Controller, UIStoryboardSegue) -> Void
  ) -> UnwindAction {
    UnwindAction(selector: selector, body: body)
  }

  static func index(_ actions: [UnwindAction]) -> [String: (UIViewController, UIStoryboardSegue)
    -> Bool]
  {
    var result: [String: (UIViewController, UIStoryboardSegue) -> Bool] = [:]
    for action in actions where result[action.selector] == nil {
      let body = action.body
      result[action.selector] = { controller, segue in
        guard let controller = controller as? Controller else { return false }
        body(controller, segue)
        return true
      }
    }
    return result
  }
}

extension UIViewController {
  /// Whether this controller has the unwind action method `action` (a selector such as
  /// `unwindToList:`) and is not the controller the unwind starts from: what UIKit's
  /// `canPerformUnwindSegueAction(_:from:sender:)` answers by default for each controller on
  /// the way back. (UIKit's takes a `Selector`, which Linux has not.)
  func canPerformUnwindSegueAction(
    _ action: String, from fromViewController: UIViewController, sender: Any?
  ) -> Bool {
    self !== fromViewController && scene?.unwindActions[action] != nil
  }

  /// The controllers an unwind from this one looks at, nearest first: the controllers below
  /// it in its navigation stack, that navigation controller, then the same from the
  /// controller that presented it, and so on down to the window's root.
  var unwindSearchPath: [UIViewController] {
    var path: [UIViewController] = []
    var node: UIViewController = self
    while true {
      if let parent = node.parent {
        if let stack = (parent as? UINavigationController)?.viewControllers,
          let index = stack.firstIndex(where: { $0 === node })
        {
          path += stack[..<index].reversed()
        }
        path.append(parent)
        node = parent
      } else if let presenting = node.presentingViewController {
        if let stack = (presenting as? UINavigationController)?.viewControllers {
          path += stack.reversed()
        }
        path.append(presenting)
        node = presenting
      } else {
        return path
      }
    }
  }

  /// Performs an unwind segue from this controller: finds the destination, calls this
  /// controller's `prepare(for:sender:)`, then the destination's action method, then
  /// dismisses what the destination presented and pops its navigation stack back to it.
  /// With no destination, nothing happens, as in UIKit.
  func performUnwind(_ declaration: Segue, action: String, sender: Any?) {
    guard
      let destination = unwindSearchPath.first(where: {
        $0.canPerformUnwindSegueAction(action, from: self, sender: sender)
      }), let perform = destination.scene?.unwindActions[action]
    else {
      UIKitRuntime.log(
        "unwind segue \"\(declaration.identifier)\": no view controller on the way back from "
          + "\(objectDescription(self)) has the action \(action); nothing happens")
      return
    }
    let segue = UIStoryboardSegue(
      identifier: declaration.identifier, source: self, destination: destination)
    UIKitRuntime.trace("\(typeName).prepare(for: \"\(declaration.identifier)\")")
    prepare(for: segue, sender: sender)
    UIKitRuntime.trace("\(destination.typeName) \(action)")
    _ = perform(destination, segue)
    if destination.presentationRoot.presentedViewController != nil {
      destination.presentationRoot.dismiss(animated: true)
    }
    if let navigationController = destination.parent as? UINavigationController {
      navigationController.unwind(for: segue, towards: destination)
    }
  }
}
