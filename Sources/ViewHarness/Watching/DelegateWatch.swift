// Notes when a screen's controller hands its work to another controller it holds: its delegate.

import HeadlessUIKitCore

/// Finds the call a gesture's controller makes to another controller it keeps in a stored
/// property, and says it in a `delegate:` line for the transcript:
///
/// ```
/// delegate: AddItemViewController → ChecklistViewController (delegate: AddItemViewControllerDelegate)
/// ```
///
/// UIKit's own calls are traced by the simulated UIKit, but a protocol of the app's (such
/// as `AddItemViewControllerDelegate`) is a plain Swift call that nothing can see being
/// made. So the watch reads, by reflection, the properties of the controller on screen
/// when the gesture starts that hold another of the app's controllers (a `weak var
/// delegate`), and takes the call as made when the gesture then changed that controller's
/// model or closed the screen (a delegate's `dismiss` or `popViewController`). A back
/// button closes a screen by itself, so it is no call.
@MainActor
struct DelegateWatch {
  /// A property of the controller on screen that holds another controller.
  struct Link {
    /// The property's name.
    var property: String
    /// The property's type as declared: a protocol for a delegate, else a class.
    var declaredType: String
    /// The held controller's class.
    var target: String
  }

  /// The controller on screen when the gesture started.
  let source: UIViewController
  /// What it holds.
  let links: [Link]

  /// A watch over the controller on screen; nil when it holds no other controller.
  init?(_ controller: UIViewController?) {
    guard let controller else { return nil }
    let links = Self.links(of: controller)
    guard !links.isEmpty else { return nil }
    self.source = controller
    self.links = links
  }

  /// The properties of a controller that hold another controller, in declaration order.
  static func links(of controller: UIViewController) -> [Link] {
    var links: [Link] = []
    for child in Mirror(reflecting: controller).children {
      guard let label = child.label, let held = unwrapped(child.value) as? UIViewController,
        held !== controller
      else { continue }
      links.append(
        Link(
          property: label, declaredType: declaredTypeName(of: child.value),
          target: String(describing: type(of: held))))
    }
    return links
  }

  /// The line for the transcript, given the gesture's lines and whether the source
  /// controller is still shown; nil when nothing says the call was made.
  func line(after lines: [String], tags: [TranscriptTag?], sourceIsShown: Bool) -> TaggedLine? {
    guard lines.first(where: { !$0.isEmpty })?.contains("back button tapped") != true
    else { return nil }
    let sourceName = String(describing: type(of: source))
    // The model changes the gesture made: what the watch said after the model's words.
    let modelChanges = zip(lines, tags).compactMap { line, tag in
      tag == .model ? line.drop { $0 == " " }.dropFirst(TranscriptTag.model.words.count) : nil
    }
    let link = links.first { link in
      modelChanges.contains { $0.hasPrefix("\(link.target).") }
    }
    guard let link = link ?? (sourceIsShown ? nil : links.first) else { return nil }
    return TaggedLine(
      .handOver, "\(sourceName) → \(link.target) (\(link.property): \(link.declaredType))")
  }

  /// The value an optional holds, or the value itself.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first?.value
  }

  /// A property's declared type, without `Optional` and `any`.
  private static func declaredTypeName(of value: Any) -> String {
    var name = String(describing: type(of: value))
    if name.hasPrefix("Optional<"), name.hasSuffix(">") {
      name = String(name.dropFirst("Optional<".count).dropLast())
    }
    if name.hasPrefix("any ") { name = String(name.dropFirst(4)) }
    return name
  }
}
