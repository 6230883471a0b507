// The names a context's settings and notifications use: its kinds of queue, the keys of
// its notifications, and its merge policies.

import Foundation

/// The queue a context runs its work on.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  /// A queue of the context's own.
  case privateQueueConcurrencyType = 1
  /// The main queue: the context of the app's views.
  case mainQueueConcurrencyType = 2
}

/// The key of the inserted objects in a context's change notifications.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSInsertedObjectsKey = "inserted"
/// The key of the changed objects in a context's change notifications.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSUpdatedObjectsKey = "updated"
/// The key of the deleted objects in a context's change notifications.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSDeletedObjectsKey = "deleted"
/// The key of the refreshed objects in a context's change notifications.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public let NSRefreshedObjectsKey = "refreshed"

extension Notification.Name {
  /// Posted by a context after a save, with the objects inserted, changed and deleted.
  // swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
  public static let NSManagedObjectContextDidSave = Notification.Name(
    "NSManagedObjectContextDidSaveNotification")
  /// Posted by a context before a save.
  // swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
  public static let NSManagedObjectContextWillSave = Notification.Name(
    "NSManagedObjectContextWillSaveNotification")
  /// Posted by a context when its objects change: at the end of each block it performs, at
  /// each save, and when it merges another context's save.
  // swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
    "NSManagedObjectContextObjectsDidChangeNotification")
}

extension NSManagedObjectContext {
  /// Posted after a save (`NSManagedObjectContextDidSave`).
  public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
  /// Posted before a save (`NSManagedObjectContextWillSave`).
  public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
  /// Posted when objects change (`NSManagedObjectContextObjectsDidChange`).
  public static let didChangeObjectsNotification =
    Notification.Name.NSManagedObjectContextObjectsDidChange
}

/// The merge policy that makes a conflicting save fail (Core Data's default).
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
nonisolated(unsafe) public let NSErrorMergePolicy: Any = "NSErrorMergePolicy"
/// The merge policy in which the objects in memory win over the store.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any =
  "NSMergeByPropertyObjectTrumpMergePolicy"
/// The merge policy in which the store wins over the objects in memory.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any =
  "NSMergeByPropertyStoreTrumpMergePolicy"
