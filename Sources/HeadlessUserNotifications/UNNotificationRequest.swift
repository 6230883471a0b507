// A notification the app asks the system to deliver: an identifier, content and a trigger.

/// A request to deliver a notification: what it says and when.
///
/// The identifier names the request: adding another request with the same identifier
/// replaces it, and removing by identifier cancels it.
///
/// ```swift
/// let request = UNNotificationRequest(
///   identifier: "\(item.itemID)", content: content, trigger: trigger)
/// UNUserNotificationCenter.current().add(request)
/// ```
open class UNNotificationRequest: @unchecked Sendable {
  /// The request's name.
  public let identifier: String
  /// What the notification says: a copy, made when the request was created.
  public let content: UNNotificationContent
  /// When it fires; nil fires at once.
  public let trigger: UNNotificationTrigger?

  /// Creates a request. The content is copied, so changing it afterwards changes nothing.
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content.frozenCopy()
    self.trigger = trigger
  }
}
