// The views a scene or a prototype cell declares, with their outlets and actions.

import Foundation

/// A view a scene places on screen, with an optional outlet and actions on its owner: the
/// scene's controller, or the cell of a prototype (whose subviews can only connect to it).
///
/// Outlets are key paths to optional properties of the owner; actions are closures that
/// receive the owner, and the control that sent them when the action method takes a sender,
/// so a declaration reads like an Interface Builder connection:
///
/// ```swift
/// .textField(placeholder: "Name of the Item", outlet: \.textField, onReturn: { $0.done() })
/// .switch(isOn: true, onChange: { $0.loudChanged($1) })
/// ```
///
/// Each control has both forms: with a sender (`{ $0.shouldRemindToggled($1) }`, for
/// `@IBAction func shouldRemindToggled(_ sender: UISwitch)`) and without (`{ $0.done() }`).
@MainActor
public struct Element<Owner: AnyObject> {
  var make: (Owner) -> UIView
  /// The view of those ``make`` returns that the element stands for, which its
  /// accessibility settings go to: the switch of a titled switch's row.
  var accessibleView: (UIView) -> UIView = { $0 }
  /// Makes the whole cell, for a static cell of a built-in style; nil puts ``make``'s view
  /// in a default-style cell.
  var makeBuiltInCell: ((Owner) -> UITableViewCell)? = nil

  /// The static cell this element stands for: a built-in style's cell, or a default-style
  /// cell whose content view holds the element's view.
  func makeCell(for owner: Owner) -> UITableViewCell {
    if let makeBuiltInCell { return makeBuiltInCell(owner) }
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let view = make(owner)
    if let content = view as? StaticCellContent {
      content.install(in: cell)
    } else {
      cell.contentView.addSubview(view)
    }
    return cell
  }

  /// A label, optionally tagged and connected to an outlet.
  public static func label(
    _ text: String? = nil,
    tag: Int = 0,
    outlet: ReferenceWritableKeyPath<Owner, UILabel?>? = nil
  ) -> Element {
    Element { owner in
      connect(UILabel(text: text, tag: tag), to: outlet, of: owner)
    }
  }

  /// An image view showing a named image of the app's asset catalog.
  public static func imageView(
    _ imageName: String? = nil,
    tag: Int = 0,
    outlet: ReferenceWritableKeyPath<Owner, UIImageView?>? = nil
  ) -> Element {
    Element { owner in
      let imageView = UIImageView(image: imageName.flatMap { UIImage(named: $0) })
      imageView.tag = tag
      return connect(imageView, to: outlet, of: owner)
    }
  }

  /// A text field whose delegate is the owner (when it adopts `UITextFieldDelegate`).
  ///
  /// - Parameters:
  ///   - onReturn: The did-end-on-exit action, sent when return is pressed.
  ///   - onChange: The editing-changed action, sent after each change the user makes.
  public static func textField(
    placeholder: String? = nil,
    outlet: ReferenceWritableKeyPath<Owner, UITextField?>? = nil,
    clearButton: UITextField.ViewMode = .whileEditing,
    returnKey: UITextField.ReturnKeyType = .default,
    enablesReturnKeyAutomatically: Bool = false,
    onReturn: ((Owner) -> Void)? = nil,
    onChange: ((Owner) -> Void)? = nil
  ) -> Element {
    textField(
      placeholder, outlet, clearButton, returnKey, enablesReturnKeyAutomatically,
      [
        (.editingDidEndOnExit, ignoringSender(onReturn)),
        (.editingChanged, ignoringSender(onChange)),
      ])
  }

  /// A text field whose return action takes the text field as its sender.
  public static func textField(
    placeholder: String? = nil,
    outlet: ReferenceWritableKeyPath<Owner, UITextField?>? = nil,
    clearButton: UITextField.ViewMode = .whileEditing,
    returnKey: UITextField.ReturnKeyType = .default,
    enablesReturnKeyAutomatically: Bool = false,
    onReturn: @escaping (Owner, UITextField) -> Void,
    onChange: ((Owner, UITextField) -> Void)? = nil
  ) -> Element {
    textField(
      placeholder, outlet, clearButton, returnKey, enablesReturnKeyAutomatically,
      [(.editingDidEndOnExit, onReturn), (.editingChanged, onChange)])
  }

  /// A text field whose editing-changed action takes the text field as its sender.
  public static func textField(
    placeholder: String? = nil,
    outlet: ReferenceWritableKeyPath<Owner, UITextField?>? = nil,
    clearButton: UITextField.ViewMode = .whileEditing,
    returnKey: UITextField.ReturnKeyType = .default,
    enablesReturnKeyAutomatically: Bool = false,
    onChange: @escaping (Owner, UITextField) -> Void
  ) -> Element {
    textField(
      placeholder, outlet, clearButton, returnKey, enablesReturnKeyAutomatically,
      [(.editingChanged, onChange)])
  }

  private static func textField(
    _ placeholder: String?,
    _ outlet: ReferenceWritableKeyPath<Owner, UITextField?>?,
    _ clearButton: UITextField.ViewMode,
    _ returnKey: UITextField.ReturnKeyType,
    _ enablesReturnKeyAutomatically: Bool,
    _ actions: [(UIControl.Event, ((Owner, UITextField) -> Void)?)]
  ) -> Element {
    Element { owner in
      let field = UITextField(placeholder: placeholder)
      field.clearButtonMode = clearButton
      field.returnKeyType = returnKey
      field.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
      field.delegate = owner as? any UITextFieldDelegate
      return connect(field, to: outlet, of: owner, actions: actions)
    }
  }

  /// A search bar, whose delegate is the owner (when it adopts `UISearchBarDelegate`, as
  /// the storyboard's delegate outlet connects it): `.searchBar(outlet: \.searchBar)`, the
  /// header of a table (`tableHeader:`) as Interface Builder places one.
  public static func searchBar(
    placeholder: String? = nil, outlet: ReferenceWritableKeyPath<Owner, UISearchBar?>? = nil
  ) -> Element {
    Element { owner in
      let bar = UISearchBar()
      if let placeholder { bar.placeholder = placeholder }
      bar.delegate = owner as? any UISearchBarDelegate
      return connect(bar, to: outlet, of: owner)
    }
  }

  /// A text view holding `text`, whose delegate is the owner (when it adopts
  /// `UITextViewDelegate`): `.textView("Notes", outlet: \.notesView)`.
  public static func textView(
    _ text: String? = nil,
    isEditable: Bool = true,
    outlet: ReferenceWritableKeyPath<Owner, UITextView?>? = nil
  ) -> Element {
    Element { owner in
      let textView = UITextView()
      textView.text = text
      textView.isEditable = isEditable
      textView.delegate = owner as? any UITextViewDelegate
      return connect(textView, to: outlet, of: owner)
    }
  }

  /// A button whose tap performs a segue of the scene, runs an action on the owner, or both.
  public static func button(
    _ title: String,
    outlet: ReferenceWritableKeyPath<Owner, UIButton?>? = nil,
    segue: String? = nil,
    action tapped: ((Owner) -> Void)? = nil
  ) -> Element {
    button(title, outlet, segue, ignoringSender(tapped))
  }

  /// A button whose action takes the button as its sender.
  public static func button(
    _ title: String,
    outlet: ReferenceWritableKeyPath<Owner, UIButton?>? = nil,
    segue: String? = nil,
    action tapped: @escaping (Owner, UIButton) -> Void
  ) -> Element {
    button(title, outlet, segue, tapped)
  }

  /// A button whose tap sends an action method of the owner that takes no sender, named by
  /// its selector as the storyboard's connection names it (`"save"`).
  public static func button(
    _ title: String,
    outlet: ReferenceWritableKeyPath<Owner, UIButton?>? = nil,
    segue: String? = nil,
    selector: String,
    action tapped: @escaping (Owner) -> Void
  ) -> Element {
    button(title, outlet, segue, ignoringSender(tapped), selector: selector)
  }

  /// A button whose tap sends an action method of the owner, named by its selector as the
  /// storyboard's connection names it (`"save:"`), so that
  /// `actions(forTarget:forControlEvent:)` reports it as UIKit does; `action` calls it.
  public static func button(
    _ title: String,
    outlet: ReferenceWritableKeyPath<Owner, UIButton?>? = nil,
    segue: String? = nil,
    selector: String,
    action tapped: @escaping (Owner, UIButton) -> Void
  ) -> Element {
    button(title, outlet, segue, tapped, selector: selector)
  }

  private static func button(
    _ title: String,
    _ outlet: ReferenceWritableKeyPath<Owner, UIButton?>?,
    _ segue: String?,
    _ tapped: ((Owner, UIButton) -> Void)?,
    selector: String? = nil
  ) -> Element {
    Element { owner in
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      if let segue, let controller = owner as? UIViewController {
        button.addSegue(segue, of: controller)
      }
      guard let selector, let tapped else {
        return connect(button, to: outlet, of: owner, actions: [(.touchUpInside, tapped)])
      }
      connect(button, to: outlet, of: owner)
      button.addTarget(
        owner, selectorName: selector, for: .touchUpInside, perform: action(tapped, on: owner))
      return button
    }
  }

  /// A date picker whose value changes run an action on the owner.
  public static func datePicker(
    mode: UIDatePicker.Mode = .dateAndTime,
    outlet: ReferenceWritableKeyPath<Owner, UIDatePicker?>? = nil,
    onChange: ((Owner) -> Void)? = nil
  ) -> Element {
    datePicker(mode, outlet, ignoringSender(onChange))
  }

  /// A date picker whose value-changed action takes the picker as its sender.
  public static func datePicker(
    mode: UIDatePicker.Mode = .dateAndTime,
    outlet: ReferenceWritableKeyPath<Owner, UIDatePicker?>? = nil,
    onChange: @escaping (Owner, UIDatePicker) -> Void
  ) -> Element {
    datePicker(mode, outlet, onChange)
  }

  private static func datePicker(
    _ mode: UIDatePicker.Mode,
    _ outlet: ReferenceWritableKeyPath<Owner, UIDatePicker?>?,
    _ onChange: ((Owner, UIDatePicker) -> Void)?
  ) -> Element {
    Element { owner in
      let picker = UIDatePicker()
      picker.datePickerMode = mode
      return connect(picker, to: outlet, of: owner, actions: [(.valueChanged, onChange)])
    }
  }

  /// A slider with its range and value, whose slides run an action on the owner. As in
  /// Interface Builder, the range is set before the value, so the value is kept in it.
  public static func slider(
    value: Float = 0,
    minimumValue: Float = 0,
    maximumValue: Float = 1,
    outlet: ReferenceWritableKeyPath<Owner, UISlider?>? = nil,
    onChange: ((Owner) -> Void)? = nil
  ) -> Element {
    slider(value, minimumValue, maximumValue, outlet, ignoringSender(onChange))
  }

  /// A slider whose value-changed action takes the slider as its sender.
  public static func slider(
    value: Float = 0,
    minimumValue: Float = 0,
    maximumValue: Float = 1,
    outlet: ReferenceWritableKeyPath<Owner, UISlider?>? = nil,
    onChange: @escaping (Owner, UISlider) -> Void
  ) -> Element {
    slider(value, minimumValue, maximumValue, outlet, onChange)
  }

  private static func slider(
    _ value: Float,
    _ minimumValue: Float,
    _ maximumValue: Float,
    _ outlet: ReferenceWritableKeyPath<Owner, UISlider?>?,
    _ onChange: ((Owner, UISlider) -> Void)?
  ) -> Element {
    Element { owner in
      let slider = UISlider()
      slider.minimumValue = minimumValue
      slider.maximumValue = maximumValue
      slider.value = value
      return connect(slider, to: outlet, of: owner, actions: [(.valueChanged, onChange)])
    }
  }

  /// A switch, with the label beside it that names it when a title is given, whose flips
  /// run an action on the owner. (Without a title, a label just before it names it.)
  public static func `switch`(
    _ title: String? = nil,
    isOn: Bool = false,
    outlet: ReferenceWritableKeyPath<Owner, UISwitch?>? = nil,
    onChange: ((Owner) -> Void)? = nil
  ) -> Element {
    makeSwitch(title, isOn, outlet, ignoringSender(onChange))
  }

  /// A switch whose value-changed action takes the switch as its sender.
  public static func `switch`(
    _ title: String? = nil,
    isOn: Bool = false,
    outlet: ReferenceWritableKeyPath<Owner, UISwitch?>? = nil,
    onChange: @escaping (Owner, UISwitch) -> Void
  ) -> Element {
    makeSwitch(title, isOn, outlet, onChange)
  }

  private static func makeSwitch(
    _ title: String?,
    _ isOn: Bool,
    _ outlet: ReferenceWritableKeyPath<Owner, UISwitch?>?,
    _ onChange: ((Owner, UISwitch) -> Void)?
  ) -> Element {
    Element { owner in
      let control = UISwitch()
      control.isOn = isOn
      connect(control, to: outlet, of: owner, actions: [(.valueChanged, onChange)])
      guard let title else { return control }
      let row = UIView()
      row.addSubview(UILabel(text: title, tag: 0))
      row.addSubview(control)
      return row
    } accessibleView: { view in
      view as? UISwitch ?? view.subviews.first { $0 is UISwitch } ?? view
    }
  }

  /// Any view, made in code.
  public static func view(_ make: @escaping (Owner) -> UIView) -> Element {
    Element(make: make)
  }

  /// Connects a view the element made to its outlet, as loading the nib would; the view.
  @discardableResult
  private static func connect<View: UIView>(
    _ view: View, to outlet: ReferenceWritableKeyPath<Owner, View?>?, of owner: Owner
  ) -> View {
    if let outlet { owner[keyPath: outlet] = view }
    return view
  }

  /// Connects a control the element made to its outlet, then each action to the owner, in
  /// order, sent when its event happens; the control.
  @discardableResult
  private static func connect<Control: UIControl>(
    _ control: Control, to outlet: ReferenceWritableKeyPath<Owner, Control?>?, of owner: Owner,
    actions: [(UIControl.Event, ((Owner, Control) -> Void)?)]
  ) -> Control {
    connect(control, to: outlet, of: owner)
    for case (let event, let body?) in actions {
      control.addAction(action(body, on: owner), for: event)
    }
    return control
  }
}

extension UIButton {
  /// Makes a tap perform a segue of the controller's scene, as a button's segue in a
  /// storyboard does, without keeping the controller or the button alive.
  func addSegue(_ identifier: String, of controller: UIViewController) {
    let perform = UIAction { [weak controller, weak self] _ in
      controller?.performTriggeredSegue(withIdentifier: identifier, sender: self)
    }
    addAction(perform, for: .touchUpInside)
  }
}

/// An action that does not need its sender, as one that takes it and leaves it.
@MainActor
func ignoringSender<Owner, Sender>(_ body: ((Owner) -> Void)?) -> ((Owner, Sender) -> Void)? {
  body.map { body in { owner, _ in body(owner) } }
}

/// Wraps an action method in a `UIAction` that does not keep its owner alive, as a
/// target–action connection does not; the sender is the control that sent the action.
@MainActor
func action<Owner: AnyObject, Sender>(
  _ body: @escaping (Owner, Sender) -> Void, on owner: Owner
) -> UIAction {
  UIAction { [weak owner] action in
    guard let owner, let sender = action.sender as? Sender else { return }
    body(owner, sender)
  }
}
