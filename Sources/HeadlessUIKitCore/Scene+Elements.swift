// The views and bar buttons a scene declares, with their outlets and actions.

import Foundation

/// A view a scene places on screen, with an optional outlet and action on its controller.
///
/// Outlets are key paths to optional properties of the controller; actions are closures that
/// receive the controller, so a declaration reads like an Interface Builder connection:
///
/// ```swift
/// .textField(placeholder: "Name of the Item", outlet: \.textField, onReturn: { $0.done() })
/// ```
@MainActor
public struct Element<Controller: UIViewController> {
  let make: (Controller) -> UIView

  /// A label, optionally tagged and connected to an outlet.
  public static func label(
    _ text: String? = nil,
    tag: Int = 0,
    outlet: ReferenceWritableKeyPath<Controller, UILabel?>? = nil
  ) -> Element {
    Element { controller in
      let label = UILabel(text: text, tag: tag)
      if let outlet { controller[keyPath: outlet] = label }
      return label
    }
  }

  /// A text field whose delegate is the controller (when it adopts `UITextFieldDelegate`).
  ///
  /// - Parameter onReturn: The did-end-on-exit action, sent when return is pressed.
  public static func textField(
    placeholder: String? = nil,
    outlet: ReferenceWritableKeyPath<Controller, UITextField?>? = nil,
    clearButton: UITextField.ViewMode = .whileEditing,
    returnKey: UITextField.ReturnKeyType = .default,
    enablesReturnKeyAutomatically: Bool = false,
    onReturn: ((Controller) -> Void)? = nil
  ) -> Element {
    Element { controller in
      let field = UITextField(placeholder: placeholder)
      field.clearButtonMode = clearButton
      field.returnKeyType = returnKey
      field.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
      field.delegate = controller as? any UITextFieldDelegate
      if let outlet { controller[keyPath: outlet] = field }
      if let onReturn {
        field.addAction(action(onReturn, on: controller), for: .editingDidEndOnExit)
      }
      return field
    }
  }

  /// A button whose tap runs an action on the controller.
  public static func button(
    _ title: String,
    outlet: ReferenceWritableKeyPath<Controller, UIButton?>? = nil,
    action tapped: ((Controller) -> Void)? = nil
  ) -> Element {
    Element { controller in
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      if let outlet { controller[keyPath: outlet] = button }
      if let tapped { button.addAction(action(tapped, on: controller), for: .touchUpInside) }
      return button
    }
  }

  /// A date picker whose value changes run an action on the controller.
  public static func datePicker(
    mode: UIDatePicker.Mode = .dateAndTime,
    outlet: ReferenceWritableKeyPath<Controller, UIDatePicker?>? = nil,
    onChange: ((Controller) -> Void)? = nil
  ) -> Element {
    Element { controller in
      let picker = UIDatePicker()
      picker.datePickerMode = mode
      if let outlet { controller[keyPath: outlet] = picker }
      if let onChange { picker.addAction(action(onChange, on: controller), for: .valueChanged) }
      return picker
    }
  }

  /// A switch with the label beside it, whose flips run an action on the controller.
  public static func `switch`(
    _ title: String,
    isOn: Bool = false,
    outlet: ReferenceWritableKeyPath<Controller, UISwitch?>? = nil,
    onChange: ((Controller) -> Void)? = nil
  ) -> Element {
    Element { controller in
      let row = UIView()
      row.addSubview(UILabel(text: title, tag: 0))
      let control = UISwitch()
      control.isOn = isOn
      if let outlet { controller[keyPath: outlet] = control }
      if let onChange { control.addAction(action(onChange, on: controller), for: .valueChanged) }
      row.addSubview(control)
      return row
    }
  }

  /// Any view, made in code.
  public static func view(_ make: @escaping (Controller) -> UIView) -> Element {
    Element(make: make)
  }
}

/// A bar button item a scene puts in its navigation bar, with an outlet and an action or a
/// segue.
@MainActor
public struct BarButton<Controller: UIViewController> {
  let outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>?
  private let makeBareItem: () -> UIBarButtonItem
  private let isEnabled: Bool
  private let segue: String?
  private let tapped: ((Controller) -> Void)?

  /// A system item ("+", Done, Cancel…).
  public static func system(
    _ item: UIBarButtonItem.SystemItem,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    action: ((Controller) -> Void)? = nil
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(systemItem: item) }, isEnabled: isEnabled,
      segue: segue, tapped: action)
  }

  /// A titled item.
  public static func title(
    _ title: String,
    isEnabled: Bool = true,
    outlet: ReferenceWritableKeyPath<Controller, UIBarButtonItem?>? = nil,
    segue: String? = nil,
    action: ((Controller) -> Void)? = nil
  ) -> BarButton {
    BarButton(
      outlet: outlet, makeBareItem: { UIBarButtonItem(title: title) }, isEnabled: isEnabled,
      segue: segue, tapped: action)
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

/// Wraps a controller method in a `UIAction` that does not keep the controller alive.
@MainActor
private func action<Controller: UIViewController>(
  _ body: @escaping (Controller) -> Void, on controller: Controller
) -> UIAction {
  UIAction { [weak controller] _ in
    guard let controller else { return }
    body(controller)
  }
}
