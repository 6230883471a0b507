// The names UIKit's types had before Swift 4.2 nested them in their classes, for apps written
// in Swift 4: `UIApplicationLaunchOptionsKey` for `UIApplication.LaunchOptionsKey` and the
// like. As in the iOS SDK, Swift 4 code uses them freely; newer code is told the new name
// (here a deprecation warning with its fix-it, where the SDK makes it an error).

import Foundation

/// The keys of the launch options dictionary.
@available(swift, deprecated: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// Whether the app is active, inactive or in the background.
@available(swift, deprecated: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

/// How a table view is drawn.
@available(swift, deprecated: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// How rows appear and disappear.
@available(swift, deprecated: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// Where a scrolled-to row ends up.
@available(swift, deprecated: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// A cell's built-in layout.
@available(swift, deprecated: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// A cell's accessory.
@available(swift, deprecated: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// A cell's editing control.
@available(swift, deprecated: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// How a selected cell looks.
@available(swift, deprecated: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// The system's bar button items.
@available(swift, deprecated: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// How a bar button item is drawn.
@available(swift, deprecated: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// An alert or an action sheet.
@available(swift, deprecated: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// How an alert's button is drawn.
@available(swift, deprecated: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

/// A swipe action's look.
@available(swift, deprecated: 4.2, renamed: "UIContextualAction.Style")
public typealias UIContextualActionStyle = UIContextualAction.Style

/// The events a control sends actions for.
@available(swift, deprecated: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// A control's state.
@available(swift, deprecated: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// When a text field shows its clear button.
@available(swift, deprecated: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

/// What a date picker picks.
@available(swift, deprecated: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode

/// What the return key says (UIKit's name; the kit nests the type in `UITextField`).
public typealias UIReturnKeyType = UITextField.ReturnKeyType

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The table's automatic row height, by its Swift 4 name.
@available(swift, deprecated: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = UITableView.automaticDimension

// swift-format-ignore: AlwaysUseLowerCamelCase
extension NSNotification.Name {
  /// `UIApplication.didEnterBackgroundNotification`, by its Swift 4 name.
  @available(swift, deprecated: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
  public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification

  /// `UIApplication.willEnterForegroundNotification`, by its Swift 4 name.
  @available(swift, deprecated: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
  public static let UIApplicationWillEnterForeground =
    UIApplication.willEnterForegroundNotification

  /// `UIApplication.didBecomeActiveNotification`, by its Swift 4 name.
  @available(swift, deprecated: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
  public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification

  /// `UIApplication.willResignActiveNotification`, by its Swift 4 name.
  @available(swift, deprecated: 4.2, renamed: "UIApplication.willResignActiveNotification")
  public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification

  /// `UIApplication.willTerminateNotification`, by its Swift 4 name.
  @available(swift, deprecated: 4.2, renamed: "UIApplication.willTerminateNotification")
  public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
}

/// The keys of an attributed string's attributes, by their Swift 4 name. (Linux's Foundation
/// declares the name unavailable; this declaration, in a module that imports Foundation,
/// takes its place for code that imports the kit, as the iOS SDK's does for Swift 4 code.)
@available(swift, deprecated: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

extension NSUnderlineStyle {
  /// No line, by its Swift 4 name (Swift 4.2 writes the empty set, `[]`).
  @available(swift, deprecated: 4.2, message: "use [] to construct an empty option set")
  public static var styleNone: NSUnderlineStyle { [] }

  /// One thin line, by its Swift 4 name.
  @available(swift, deprecated: 4.2, renamed: "single")
  public static var styleSingle: NSUnderlineStyle { .single }

  /// One thick line, by its Swift 4 name.
  @available(swift, deprecated: 4.2, renamed: "thick")
  public static var styleThick: NSUnderlineStyle { .thick }

  /// Two thin lines, by its Swift 4 name.
  @available(swift, deprecated: 4.2, renamed: "double")
  public static var styleDouble: NSUnderlineStyle { .double }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The strikethrough attribute's key, by its Swift 3 name (a string there; a key since
/// Swift 4, so a Swift 3 dictionary literal of attributes keeps its meaning).
@available(swift, deprecated: 4.0, renamed: "NSAttributedString.Key.strikethroughStyle")
public let NSStrikethroughStyleAttributeName = NSAttributedString.Key.strikethroughStyle

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The text colour attribute's key, by its Swift 3 name.
@available(swift, deprecated: 4.0, renamed: "NSAttributedString.Key.foregroundColor")
public let NSForegroundColorAttributeName = NSAttributedString.Key.foregroundColor
