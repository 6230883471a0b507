// What the simulated device keeps for each app's notifications, outside the app's process.

import Foundation
import HeadlessUIKitCore

/// One app's notifications as the system keeps them: pending requests, delivered
/// notifications and the user's answer to the permission prompt.
///
/// On iOS these live in the notification service, not in the app, so they survive the app's
/// relaunch. Here they live in memory, one store per sandbox, for as long as the process
/// runs: a relaunch in the same sandbox finds its pending requests again.
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
  private var nextOrder = 0

  /// Gives the next request its place in the order of scheduling.
  func takeOrder() -> Int {
    defer { nextOrder += 1 }
    return nextOrder
  }

  private static var stores: [URL: NotificationStore] = [:]

  /// The store of the app whose container is this sandbox.
  static func store(for sandbox: AppSandbox) -> NotificationStore {
    if let store = stores[sandbox.root] { return store }
    let store = NotificationStore()
    stores[sandbox.root] = store
    return store
  }
}
