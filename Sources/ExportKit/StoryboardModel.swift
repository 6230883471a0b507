// What a storyboard declaration says, as Interface Builder would hold it: scenes, their bars,
// cells, views, outlets, actions and segues.

/// A storyboard read from its declaration (`Storyboard.swift`).
struct StoryboardModel: Equatable {
  var name: String
  var initialScene: String?
  var scenes: [SceneModel]
}

/// One scene of the storyboard.
struct SceneModel: Equatable {
  enum Kind: String, Equatable {
    case navigationController, tableViewController, viewController
  }

  var kind: Kind
  var identifier: String
  /// The controller's class; nil for a navigation controller.
  var className: String?
  var title: String?
  var largeTitleDisplayMode: String?
  /// The left bar buttons, in `leftBarButtonItems` order (the first at the left edge).
  var leftBarButtons: [BarButtonModel] = []
  /// The right bar buttons, in `rightBarButtonItems` order (the first at the right edge).
  var rightBarButtons: [BarButtonModel] = []
  /// The right bar button at the edge.
  var rightBarButton: BarButtonModel? { rightBarButtons.first }
  var toolbarItems: [BarButtonModel] = []
  var prototypes: [PrototypeModel] = []
  var staticSections: [[ElementModel]] = []
  /// The view above a table's rows (`tableHeaderView`): a search bar.
  var tableHeader: ElementModel?
  var content: [ElementModel] = []
  var segues: [SegueModel] = []
  /// A navigation controller's root scene.
  var root: String?
  var prefersLargeTitles = false
  var isToolbarHidden = true
}

/// An action: the method a control calls on its owner.
struct ActionModel: Equatable {
  /// The method's name: `done`.
  var method: String
  /// The label of its sender parameter; nil for `_`, or when it takes no sender.
  var senderLabel: String?
  /// Whether it takes the sender.
  var takesSender: Bool

  /// The Objective-C selector Interface Builder names: `done`, `done:`, `doneWithSender:`.
  var selector: String {
    guard takesSender else { return method }
    guard let senderLabel else { return method + ":" }
    return method + "With" + senderLabel.prefix(1).uppercased() + senderLabel.dropFirst() + ":"
  }
}

/// The accessibility settings of Interface Builder's Identity inspector.
struct AccessibilityModel: Equatable {
  var identifier: String?
  var label: String?
}

/// A bar button item.
struct BarButtonModel: Equatable {
  var accessibility = AccessibilityModel()
  var systemItem: String?
  var title: String?
  var isDoneStyle = false
  var isEnabled = true
  var outlet: String?
  var segue: String?
  var action: ActionModel?
}

/// A prototype cell.
struct PrototypeModel: Equatable {
  var identifier: String
  var style: String?
  var className: String?
  var accessory: String?
  var labels: [Int] = []
  var content: [ElementModel] = []
  var selectionSegue: String?
  var accessorySegue: String?
}

/// A nib read from its declaration (`<Name>.xib.swift`): what its `.xib` file holds.
struct NibModel: Equatable {
  var name: String
  var objects: [NibObjectModel]
}

/// A top-level object of a nib.
enum NibObjectModel: Equatable {
  /// A table view cell; its identifier is empty when the nib gives it none.
  case cell(PrototypeModel)
  /// A view of a class, holding these views.
  case view(className: String, content: [ElementModel])
}

/// A view a scene or a cell places.
struct ElementModel: Equatable {
  enum Kind: String, Equatable {
    case label, imageView, textField, textView, button, datePicker, `switch`, searchBar, slider
  }

  var kind: Kind
  var accessibility = AccessibilityModel()
  /// A label's or a button's text, a switch's title, an image view's image.
  var text: String?
  var tag = 0
  var outlet: String?
  var placeholder: String?
  var clearButton = "whileEditing"
  var returnKey = "default"
  var enablesReturnKeyAutomatically = false
  var isOn = false
  /// Whether a text view lets the user edit its text.
  var isEditable = true
  var mode = "dateAndTime"
  /// A slider's value and range, as the declaration writes them (`50`, `0.5`).
  var sliderValue = "0"
  var sliderMinimum = "0"
  var sliderMaximum = "1"
  var segue: String?
  /// The actions, by the event that sends them (`editingDidEndOnExit`, `touchUpInside`…).
  var actions: [String: ActionModel] = [:]
}

/// A segue declared by a scene.
struct SegueModel: Equatable {
  var identifier: String
  var destination: String
  var isModal: Bool
  var presentationStyle: String?
}

/// Something of the declaration the storyboard cannot say, with its line.
struct ExportNote: Equatable, CustomStringConvertible {
  var path: String
  var line: Int?
  var text: String
  var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(text)" }
}
