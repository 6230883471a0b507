// What a notification says: its title, body, sound and badge.

import Foundation

/// What a notification shows. It cannot be changed: build a
/// ``UNMutableNotificationContent`` instead, and a request keeps a copy of it.
open class UNNotificationContent: @unchecked Sendable {
  var storedTitle = ""
  var storedSubtitle = ""
  var storedBody = ""
  var storedBadge: NSNumber?
  var storedSound: UNNotificationSound?
  var storedUserInfo: [AnyHashable: Any] = [:]
  var storedCategoryIdentifier = ""

  /// Creates empty content.
  public init() {}

  /// The title, in bold.
  open var title: String { storedTitle }
  /// A line under the title.
  open var subtitle: String { storedSubtitle }
  /// The message.
  open var body: String { storedBody }
  /// The number to put on the app's icon; nil leaves it alone.
  open var badge: NSNumber? { storedBadge }
  /// The sound to play; nil plays none.
  open var sound: UNNotificationSound? { storedSound }
  /// Values for the app, handed back when the notification arrives.
  open var userInfo: [AnyHashable: Any] { storedUserInfo }
  /// The category, which decides the notification's actions.
  open var categoryIdentifier: String { storedCategoryIdentifier }

  /// An unchangeable copy of this content.
  func frozenCopy() -> UNNotificationContent {
    let copy = UNNotificationContent()
    copy.storedTitle = storedTitle
    copy.storedSubtitle = storedSubtitle
    copy.storedBody = storedBody
    copy.storedBadge = storedBadge
    copy.storedSound = storedSound
    copy.storedUserInfo = storedUserInfo
    copy.storedCategoryIdentifier = storedCategoryIdentifier
    return copy
  }
}
