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
  /// For an item with a custom button: the button's own outlet.
  var buttonOutlet: ReferenceWritableKeyPath<Controller, UIButton?>? = nil
  private let makeBareItem: () -> UIBarButtonItem
  private let isEnabled: Bool
  private let segue: String?
  private let tapped: ((Controller, UIBarButtonItem) -> Void)?
  private var selector: String? = nil
  /// The accessibility identifier and label the storyboard gives the item.
  var identifier: String? = nil
  var label: String? = nil

  /// A system item ("+", Done, Cancel, a flexible space…).
  public static func system(
    _ item: UIBarButtonItem.SystemItem,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    selector: String? = nil,
    action: ((Controller) -> Void)? = nil
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(systemItem: item) }, isEnabled: isEnabled,
      segue: segue, tapped: ignoringSender(action), selector: selector)
  }

  /// A system item whose action takes the item as its sender. With `selector`, the
  /// method's name as the storyboard's connection names it (`"addItem:"`), the item gets a
  /// target and an action as UIKit's connection gives it, which a test can read back.
  public static func system(
    _ item: UIBarButtonItem.SystemItem,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    selector: String? = nil,
    action: @escaping (Controller, UIBarButtonItem) -> Void
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(systemItem: item) }, isEnabled: isEnabled,
      segue: segue, tapped: action, selector: selector)
  }

  /// A titled item, drawn bold with the `.done` style.
  public static func title(
    _ title: String,
    style: UIBarButtonItem.Style = .plain,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    selector: String? = nil,
    action: ((Controller) -> Void)? = nil
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(title: title, style: style) },
      isEnabled: isEnabled, segue: segue, tapped: ignoringSender(action), selector: selector)
  }

  /// A titled item whose action takes the item as its sender. With `selector`, the
  /// method's name as the storyboard's connection names it (`"addItem:"`), the item gets a
  /// target and an action as UIKit's connection gives it, which a test can read back.
  public static func title(
    _ title: String,
    style: UIBarButtonItem.Style = .plain,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    selector: String? = nil,
    action: @escaping (Controller, UIBarButtonItem) -> Void
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(title: title, style: style) },
      isEnabled: isEnabled, segue: segue, tapped: action, selector: selector)
  }

  /// An item whose custom view is a button with its own outlet, segue and action, as a
  /// button dragged onto a navigation bar in Interface Builder
  /// (`UIBarButtonItem(customView:)`). The harness taps it by the button's title.
  ///
  /// ```swift
  /// rightBarButton: .button("Save", segue: "SaveItem")
  /// ```
  public static func button(
    _ title: String,
    itemOutlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    outlet: ReferenceWritableKeyPath<Controller, UIButton?>? = nil,
    segue: String? = nil,
    action: ((Controller) -> Void)? = nil
  ) -> BarButton {
    customButton(title, itemOutlet, outlet, segue, ignoringSender(action))
  }

  /// An item with a custom button whose action takes the button as its sender.
  public static func button(
    _ title: String,
    itemOutlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    outlet: ReferenceWritableKeyPath<Controller, UIButton?>? = nil,
    segue: String? = nil,
    action: @escaping (Controller, UIButton) -> Void
  ) -> BarButton {
    customButton(title, itemOutlet, outlet, segue, action)
  }

  private static func customButton(
    _ title: String,
    _ itemOutlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>?,
    _ outlet: ReferenceWritableKeyPath<Controller, UIButton?>?,
    _ segue: String?,
    _ tapped: ((Controller, UIButton) -> Void)?
  ) -> BarButton {
    var bar = BarButton(
      outlet: itemOutlet,
      makeBareItem: {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return UIBarButtonItem(customView: button)
      }, isEnabled: true, segue: nil, tapped: nil)
    bar.buttonOutlet = outlet
    bar.customSegue = segue
    bar.customTapped = tapped
    return bar
  }

  private var customSegue: String? = nil
  private var customTapped: ((Controller, UIButton) -> Void)? = nil

  func makeItem(for controller: Controller) -> UIBarButtonItem {
    let item = makeBareItem()
    item.isEnabled = isEnabled
    item.accessibilityIdentifier = identifier
    if let label { item.accessibilityLabel = label }
    item.segueIdentifier = segue
    item.owner = controller
    // An item has one target and one action, which a segue connected from it takes
    // (FIDELITY 15): the storyboard's action connection is then never sent.
    if let tapped, segue == nil {
      if let selector {
        item.target = controller
        item.action = Selector(selector)
        item.sendAction = { target, item in (target as? Controller).map { tapped($0, item) } }
        ConnectedMethods.register(selector, of: Controller.self) { controller, sender in
          tapped(controller, sender as? UIBarButtonItem ?? UIBarButtonItem())
        }
      } else {
        item.primaryAction = action(tapped, on: controller)
      }
    }
    if let button = item.customView as? UIButton {
      if let segue = customSegue { button.addSegue(segue, of: controller) }
      if let customTapped {
        button.addAction(
          HeadlessUIKitCore.action(customTapped, on: controller), for: .touchUpInside)
      }
    }
    return item
  }
}
