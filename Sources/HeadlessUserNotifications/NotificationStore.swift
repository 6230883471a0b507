// What the simulated device keeps for each app's notifications, outside the app's process.

import Foundation
import HeadlessUIKitCore

/// One app's notifications as the system keeps them: pending requests, delivered
/// notifications and the user's answer to the permission prompt.
///
/// On iOS these live in the notification service, not in the app, so they survive the app's
/// relaunch. Here they live in memory, one store per sandbox, and in a file at the top of
/// the sandbox (``AppSandbox/notificationsFileName``): a relaunch in the same sandbox finds
/// its pending requests again, in the same process or in a new run of the app's program.
@MainActor
final class NotificationStore {
  /// A scheduled request and when it fires next; nil never fires (a date that has passed).
  struct Pending {
    let request: UNNotificationRequest
    var fireDate: Date?
    let order: Int
  }

  var pending: [Pending] = []
  var delivered: [UNNotification] = []
  /// The options each notification that arrived in the foreground was shown with.
  var presentations: [(identifier: String, options: UNNotificationPresentationOptions)] = []
  /// The user's answer to the permission prompt; nil until the app asks.
  var authorization: Bool?
  /// What the app asked permission for.
  var requestedOptions: UNAuthorizationOptions?
  /// What the simulated user answers when asked.
  var userAllows = true
  var nextOrder = 0
  /// Where the record is kept; nil keeps it in memory only.
  let file: URL?

  init(file: URL? = nil) {
    self.file = file
  }

  /// Gives the next request its place in the order of scheduling.
  func takeOrder() -> Int {
    defer { nextOrder += 1 }
    return nextOrder
  }

  private static var stores: [URL: NotificationStore] = [:]

  /// The store of the app whose container is this sandbox.
  static func store(for sandbox: AppSandbox) -> NotificationStore {
    if let store = stores[sandbox.root] { return store }
    let store = read(from: sandbox.root.appendingPathComponent(AppSandbox.notificationsFileName))
    stores[sandbox.root] = store
    return store
  }
}
