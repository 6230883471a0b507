// A storyboard as Interface Builder holds it: scenes, their bars, views, objects, outlets,
// actions and segues (their cells in CellModels.swift, a nib in NibModel.swift). The export
// makes one from a declaration and writes it.

import XcodeFormats

/// A storyboard: its scenes and the one it starts with.
package struct StoryboardModel: Equatable {
  package var name: String
  package var initialScene: String?
  package var scenes: [SceneModel]

  package init(
    name: String,
    initialScene: String? = nil,
    scenes: [SceneModel]
  ) {
    self.name = name
    self.initialScene = initialScene
    self.scenes = scenes
  }
}

/// One scene of the storyboard.
package struct SceneModel: Equatable {
  package enum Kind: String, Equatable {
    case navigationController, tableViewController, viewController
  }

  package var kind: Kind
  package var identifier: String
  /// The controller's class; nil for a navigation controller.
  package var className: String?
  package var title: String?
  package var largeTitleDisplayMode: String?
  /// The left bar buttons, in `leftBarButtonItems` order (the first at the left edge).
  package var leftBarButtons: [BarButtonModel]
  /// The right bar buttons, in `rightBarButtonItems` order (the first at the right edge).
  package var rightBarButtons: [BarButtonModel]
  /// The right bar button at the edge.
  package var rightBarButton: BarButtonModel? { rightBarButtons.first }
  package var toolbarItems: [BarButtonModel]
  package var prototypes: [PrototypeModel]
  package var staticSections: [[StaticCellModel]]
  /// The cells in the scene's dock, beside its controller, each shown by the controller's code
  /// through its outlet (a date picker's row).
  package var dockCells: [DockCellModel]
  /// The objects of the app's own classes beside the controller, with their connections.
  package var objects: [SceneObjectModel]
  /// The view above a table's rows (`tableHeaderView`): a search bar.
  package var tableHeader: ElementModel?
  package var content: [ElementModel]
  package var segues: [SegueModel]
  /// A navigation controller's root scene.
  package var root: String?
  package var prefersLargeTitles: Bool
  package var isToolbarHidden: Bool

  package init(
    kind: Kind,
    identifier: String,
    className: String? = nil,
    title: String? = nil,
    largeTitleDisplayMode: String? = nil,
    leftBarButtons: [BarButtonModel] = [],
    rightBarButtons: [BarButtonModel] = [],
    toolbarItems: [BarButtonModel] = [],
    prototypes: [PrototypeModel] = [],
    staticSections: [[StaticCellModel]] = [],
    dockCells: [DockCellModel] = [],
    objects: [SceneObjectModel] = [],
    tableHeader: ElementModel? = nil,
    content: [ElementModel] = [],
    segues: [SegueModel] = [],
    root: String? = nil,
    prefersLargeTitles: Bool = false,
    isToolbarHidden: Bool = true
  ) {
    self.kind = kind
    self.identifier = identifier
    self.className = className
    self.title = title
    self.largeTitleDisplayMode = largeTitleDisplayMode
    self.leftBarButtons = leftBarButtons
    self.rightBarButtons = rightBarButtons
    self.toolbarItems = toolbarItems
    self.prototypes = prototypes
    self.staticSections = staticSections
    self.dockCells = dockCells
    self.objects = objects
    self.tableHeader = tableHeader
    self.content = content
    self.segues = segues
    self.root = root
    self.prefersLargeTitles = prefersLargeTitles
    self.isToolbarHidden = isToolbarHidden
  }
}

/// An action: the method a control calls on its owner, named as the document names it, by
/// its Objective-C selector.
///
/// The selector is what the document holds; the Swift method it stands for cannot always be
/// told from it (`showFor:` is `show(for:)` or `showFor(_:)`), so the model keeps the
/// selector, and ``ObjectiveCSelector/methodNames(of:)`` gives the names its method may have.
package struct ActionModel: Equatable {
  /// The selector: `done`, `done:`, `doneWithSender:`, `showFor:` (see ``ObjectiveCSelector``).
  package var selector: String

  package init(selector: String) {
    self.selector = selector
  }

  /// The action that calls a Swift method: `method` is its name (`done`), `senderLabel` the
  /// label of its sender parameter (nil for `_`), `takesSender` whether it has one.
  package init(method: String, senderLabel: String? = nil, takesSender: Bool) {
    selector = ObjectiveCSelector.of(method: method, labels: takesSender ? [senderLabel] : [])
  }
}

/// The accessibility settings of Interface Builder's Identity inspector.
package struct AccessibilityModel: Equatable {
  package var identifier: String?
  package var label: String?

  package init(
    identifier: String? = nil,
    label: String? = nil
  ) {
    self.identifier = identifier
    self.label = label
  }
}

/// A bar button item.
package struct BarButtonModel: Equatable {
  package var accessibility: AccessibilityModel
  package var systemItem: String?
  package var title: String?
  package var isDoneStyle: Bool
  package var isEnabled: Bool
  package var outlet: String?
  package var segue: String?
  package var action: ActionModel?
  /// Whether the item's custom view is a button (one dragged onto a bar): `title`, `segue`
  /// and `action` (on Touch Up Inside) are then the button's, `outlet` the item's, and
  /// `buttonOutlet` the button's.
  package var isCustomButton: Bool
  package var buttonOutlet: String?

  package init(
    accessibility: AccessibilityModel = AccessibilityModel(),
    systemItem: String? = nil,
    title: String? = nil,
    isDoneStyle: Bool = false,
    isEnabled: Bool = true,
    outlet: String? = nil,
    segue: String? = nil,
    action: ActionModel? = nil,
    isCustomButton: Bool = false,
    buttonOutlet: String? = nil
  ) {
    self.accessibility = accessibility
    self.systemItem = systemItem
    self.title = title
    self.isDoneStyle = isDoneStyle
    self.isEnabled = isEnabled
    self.outlet = outlet
    self.segue = segue
    self.action = action
    self.isCustomButton = isCustomButton
    self.buttonOutlet = buttonOutlet
  }
}

/// An object of the app's own class beside a scene's controller, as Interface Builder's Object
/// dragged onto the scene's dock (a table's data provider), with its connections. A view it
/// connects to is named by the controller's outlet to it (`tableView` for a table view
/// controller's table).
package struct SceneObjectModel: Equatable {
  /// An outlet between the object and a view: the view, and the outlet's property.
  package struct ViewOutlet: Equatable {
    package var view: String
    package var property: String

    package init(view: String, property: String) {
      self.view = view
      self.property = property
    }
  }

  package var className: String
  /// The controller's outlet to the object.
  package var outlet: String?
  /// The object's outlets to the controller.
  package var controllerOutlets: [String]
  /// The object's outlets to views (`property` the object's).
  package var outletsToViews: [ViewOutlet]
  /// The views' outlets to the object, such as a table view's `dataSource` (`property` the
  /// view's).
  package var viewOutlets: [ViewOutlet]

  package init(
    className: String,
    outlet: String? = nil,
    controllerOutlets: [String] = [],
    outletsToViews: [ViewOutlet] = [],
    viewOutlets: [ViewOutlet] = []
  ) {
    self.className = className
    self.outlet = outlet
    self.controllerOutlets = controllerOutlets
    self.outletsToViews = outletsToViews
    self.viewOutlets = viewOutlets
  }
}

/// A view a scene or a cell places.
package struct ElementModel: Equatable {
  package enum Kind: String, Equatable, CaseIterable {
    case label, imageView, textField, textView, button, datePicker, `switch`, searchBar, slider
    /// A table view among a screen's views (`table` holds its settings); not in a cell.
    case tableView
    /// A map view (MapKit's `MKMapView`), the owner its delegate when `connectsDelegate`.
    case mapView
  }

  package var kind: Kind
  package var accessibility: AccessibilityModel
  /// A label's or a button's text, a switch's title, an image view's image.
  package var text: String?
  package var tag: Int
  package var outlet: String?
  package var placeholder: String?
  package var clearButton: String
  package var returnKey: String
  package var enablesReturnKeyAutomatically: Bool
  package var isOn: Bool
  /// Whether a text view lets the user edit its text.
  package var isEditable: Bool
  package var mode: String
  /// A slider's value and range, as the declaration writes them (`50`, `0.5`).
  package var sliderValue: String
  package var sliderMinimum: String
  package var sliderMaximum: String
  package var segue: String?
  /// The actions, by the event that sends them (`editingDidEndOnExit`, `touchUpInside`…).
  package var actions: [String: ActionModel]
  /// A table view's style, prototypes and connections to the scene's controller.
  package var table: TableModel?
  /// Whether a map view's `delegate` outlet is connected to its owner.
  package var connectsDelegate: Bool

  package init(
    kind: Kind,
    accessibility: AccessibilityModel = AccessibilityModel(),
    text: String? = nil,
    tag: Int = 0,
    outlet: String? = nil,
    placeholder: String? = nil,
    clearButton: String = "whileEditing",
    returnKey: String = "default",
    enablesReturnKeyAutomatically: Bool = false,
    isOn: Bool = false,
    isEditable: Bool = true,
    mode: String = "dateAndTime",
    sliderValue: String = "0",
    sliderMinimum: String = "0",
    sliderMaximum: String = "1",
    segue: String? = nil,
    actions: [String: ActionModel] = [:],
    table: TableModel? = nil,
    connectsDelegate: Bool = false
  ) {
    self.kind = kind
    self.accessibility = accessibility
    self.text = text
    self.tag = tag
    self.outlet = outlet
    self.placeholder = placeholder
    self.clearButton = clearButton
    self.returnKey = returnKey
    self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
    self.isOn = isOn
    self.isEditable = isEditable
    self.mode = mode
    self.sliderValue = sliderValue
    self.sliderMinimum = sliderMinimum
    self.sliderMaximum = sliderMaximum
    self.segue = segue
    self.actions = actions
    self.table = table
    self.connectsDelegate = connectsDelegate
  }
}

/// A table view among a screen's views: its style, its prototype cells, and whether the
/// scene's controller is its data source and its delegate.
package struct TableModel: Equatable {
  /// `plain`, `grouped` or `insetGrouped`.
  package var style: String
  package var prototypes: [PrototypeModel]
  package var connectsDataSource: Bool
  package var connectsDelegate: Bool

  package init(
    style: String = "plain",
    prototypes: [PrototypeModel] = [],
    connectsDataSource: Bool = false,
    connectsDelegate: Bool = false
  ) {
    self.style = style
    self.prototypes = prototypes
    self.connectsDataSource = connectsDataSource
    self.connectsDelegate = connectsDelegate
  }
}

/// A segue declared by a scene: to another scene, or back (an unwind segue).
package struct SegueModel: Equatable {
  package var identifier: String
  /// The scene it shows; empty for an unwind segue.
  package var destination: String
  package var isModal: Bool
  package var presentationStyle: String?
  /// An unwind segue's action: the selector (`unwindToList:`) of the method it calls on the
  /// controller it goes back to, which UIKit finds among the controllers it came through.
  package var unwindAction: String?

  package init(
    identifier: String,
    destination: String,
    isModal: Bool,
    presentationStyle: String? = nil
  ) {
    self.identifier = identifier
    self.destination = destination
    self.isModal = isModal
    self.presentationStyle = presentationStyle
  }

  /// An unwind segue (an exit connection), calling `action` on the controller it goes back to.
  package static func unwind(_ identifier: String, action: String) -> SegueModel {
    var segue = SegueModel(identifier: identifier, destination: "", isModal: false)
    segue.unwindAction = action
    return segue
  }
}
