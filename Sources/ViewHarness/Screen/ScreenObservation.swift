// What the screen shows at one moment, as data: what every `expect` is judged on.

import Foundation
import HeadlessUIKitCore

/// Everything an ``Expectation`` reads, taken from a device at one moment, as values.
///
/// An expectation is judged on an observation, never on the app's objects: in a process
/// that drives the app (``SimulatorSession``) and, the same way, in the tool, which reads the
/// observations a learner's app sends over the launch channel (`AppChannel`) and decides
/// each expectation itself. The app never sees what a check expects.
///
/// ```swift
/// let observation = device.observation
/// Expectation.rows(["Milk"]).mismatch(in: observation)  // nil when the rows are just "Milk"
/// ```
public struct ScreenObservation: Codable, Equatable, Sendable {
  /// A button the user could tap, as `expect enabled` finds it.
  public struct Button: Codable, Equatable, Sendable {
    /// The title shown, if any.
    public var title: String?
    /// Whether it can be tapped.
    public var isEnabled: Bool
  }

  /// One of the app's own words, and the English one it stands for.
  public struct Word: Codable, Equatable, Sendable {
    /// What the app shows.
    public var shown: String
    /// The English word a script writes.
    public var english: String
  }

  /// A notification the system delivered to the app.
  public struct Notification: Codable, Equatable, Sendable {
    /// The request's identifier.
    public var identifier: String
    /// The title.
    public var title: String
    /// The body.
    public var body: String
    /// When it was delivered, as a script writes a time (in the device's time zone).
    public var time: String
  }

  /// The app's id.
  public var appID: String
  /// Whether the app runs.
  public var isRunning: Bool
  /// What UIKit raised when the app crashed, if it did.
  public var crashReason: String?
  /// The screen, as every drawing of it reads it.
  public var snapshot: ScreenSnapshot
  /// The navigation title shown.
  public var title: String?
  /// The table rows on screen, top to bottom.
  public var rows: [Row]
  /// How many rows the table on screen has, in every section, on screen or not; nil when
  /// the screen has no table.
  public var rowTotal: Int?
  /// The text of the field the keyboard types into (or of the only field on screen).
  public var fieldInUse: String?
  /// The buttons `expect enabled` looks among, in the order it looks: an alert's actions
  /// while one is up; else the bar buttons, then the buttons on screen.
  public var buttons: [Button]
  /// The app's own words for English ones (a translated app's "Done"), in its order.
  public var glossary: [Word]
  /// The notifications delivered, oldest first.
  public var delivered: [Notification]
  /// How many notification requests wait for their time.
  public var pendingNotifications: Int

  /// An observation of these parts.
  public init(
    appID: String, isRunning: Bool, crashReason: String? = nil, snapshot: ScreenSnapshot,
    title: String? = nil, rows: [Row] = [], rowTotal: Int? = nil, fieldInUse: String? = nil,
    buttons: [Button] = [], glossary: [Word] = [], delivered: [Notification] = [],
    pendingNotifications: Int = 0
  ) {
    self.appID = appID
    self.isRunning = isRunning
    self.crashReason = crashReason
    self.snapshot = snapshot
    self.title = title
    self.rows = rows
    self.rowTotal = rowTotal
    self.fieldInUse = fieldInUse
    self.buttons = buttons
    self.glossary = glossary
    self.delivered = delivered
    self.pendingNotifications = pendingNotifications
  }

  /// Whether `shown` is `name`, or the app's own word for it.
  public func shows(_ shown: String?, as name: String) -> Bool {
    guard let shown else { return false }
    return ScriptQuoting.sameTitle(shown, name)
      || glossary.first { $0.english == name }?.shown == shown
  }

  /// Whether the button with this title is enabled, or nil when none is on screen.
  public func isEnabled(_ title: String) -> Bool? {
    buttons.first { shows($0.title, as: title) }?.isEnabled
  }

  /// The screen drawn as text, as the simulator prints it.
  public var screen: String { TextScreen(snapshot).text }
}

// The screen's values travel over the launch channel as JSON; UIKit's enums as their raw
// values.
extension UITableViewCell.AccessoryType: Codable {}
extension UITableViewCell.EditingStyle: Codable {}
