// The bar button items a scene declares for its navigation bar and its toolbar.

/// A bar button item a scene puts in its navigation bar or its toolbar, with an outlet and
/// an action or a segue:
///
/// ```swift
/// rightBarButton: .system(.add, segue: "AddItem"),
/// toolbarItems: [.system(.flexibleSpace), .title("Sort", action: { $0.sortTapped($1) })]
/// ```
@MainActor
public struct BarButton<Controller: UIViewController> {
  let outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>?
  private let makeBareItem: () -> UIBarButtonItem
  private let isEnabled: Bool
  private let segue: String?
  private let tapped: ((Controller, UIBarButtonItem) -> Void)?

  /// A system item ("+", Done, Cancel, a flexible space…).
  public static func system(
    _ item: UIBarButtonItem.SystemItem,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    action: ((Controller) -> Void)? = nil
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(systemItem: item) }, isEnabled: isEnabled,
      segue: segue, tapped: ignoringSender(action))
  }

  /// A system item whose action takes the item as its sender.
  public static func system(
    _ item: UIBarButtonItem.SystemItem,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    action: @escaping (Controller, UIBarButtonItem) -> Void
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(systemItem: item) }, isEnabled: isEnabled,
      segue: segue, tapped: action)
  }

  /// A titled item, drawn bold with the `.done` style.
  public static func title(
    _ title: String,
    style: UIBarButtonItem.Style = .plain,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    action: ((Controller) -> Void)? = nil
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(title: title, style: style) },
      isEnabled: isEnabled, segue: segue, tapped: ignoringSender(action))
  }

  /// A titled item whose action takes the item as its sender.
  public static func title(
    _ title: String,
    style: UIBarButtonItem.Style = .plain,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    action: @escaping (Controller, UIBarButtonItem) -> Void
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(title: title, style: style) },
      isEnabled: isEnabled, segue: segue, tapped: action)
  }

  func makeItem(for controller: Controller) -> UIBarButtonItem {
    let item = makeBareItem()
    item.isEnabled = isEnabled
    item.segueIdentifier = segue
    item.owner = controller
    if let tapped { item.primaryAction = action(tapped, on: controller) }
    return item
  }
}
