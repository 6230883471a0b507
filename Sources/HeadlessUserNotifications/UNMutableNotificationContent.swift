// A notification's content while the app builds it.

import Foundation

/// Content the app fills in before scheduling a notification.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Reminder:"
/// content.body = item.text
/// content.sound = .default
/// ```
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  /// The title, in bold.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// A line under the title.
  open override var subtitle: String {
    get { storedSubtitle }
    set { storedSubtitle = newValue }
  }
  /// The message.
  open override var body: String {
    get { storedBody }
    set { storedBody = newValue }
  }
  /// The number to put on the app's icon; nil leaves it alone.
  open override var badge: NSNumber? {
    get { storedBadge }
    set { storedBadge = newValue }
  }
  /// The sound to play; nil plays none.
  open override var sound: UNNotificationSound? {
    get { storedSound }
    set { storedSound = newValue }
  }
  /// Values for the app, handed back when the notification arrives.
  open override var userInfo: [AnyHashable: Any] {
    get { storedUserInfo }
    set { storedUserInfo = newValue }
  }
  /// The category, which decides the notification's actions.
  open override var categoryIdentifier: String {
    get { storedCategoryIdentifier }
    set { storedCategoryIdentifier = newValue }
  }
}
