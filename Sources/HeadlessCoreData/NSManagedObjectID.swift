// What a fetch can return, and an object's identity across contexts.

import Foundation

/// What a fetch request can return: managed objects (and, on iOS, dictionaries, numbers and
/// object IDs).
public protocol NSFetchRequestResult: AnyObject {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// An object's identity across contexts: its entity and its number in the store.
///
/// A new object's ID is temporary until it is first saved; from then on the object has a
/// permanent ID, equal in every context.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
  /// The entity of the object.
  public let entity: NSEntityDescription
  /// Whether the object has not been saved yet.
  public let isTemporaryID: Bool
  let number: Int64
  let storeIdentifier: String

  init(entity: NSEntityDescription, number: Int64, storeIdentifier: String, temporary: Bool) {
    self.entity = entity
    self.number = number
    self.storeIdentifier = storeIdentifier
    self.isTemporaryID = temporary
    super.init()
  }

  /// A URL naming the object: `x-coredata://<store>/<Entity>/p<number>` once saved,
  /// `x-coredata:///<Entity>/t<store><number>` before.
  public func uriRepresentation() -> URL {
    let entityName = entity.name ?? ""
    let text =
      isTemporaryID
      ? "x-coredata:///\(entityName)/t\(storeIdentifier)\(number)"
      : "x-coredata://\(storeIdentifier)/\(entityName)/p\(number)"
    return URL(string: text) ?? URL(fileURLWithPath: "/")
  }

  /// Whether another object is the same object's ID.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    return other.number == number && other.storeIdentifier == storeIdentifier
      && other.isTemporaryID == isTemporaryID && other.entity.name == entity.name
  }

  /// A hash agreeing with ``isEqual(_:)``.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(number)
    hasher.combine(storeIdentifier)
    hasher.combine(isTemporaryID)
    return hasher.finalize()
  }

  /// The ID's URL, as Core Data prints an object ID.
  public override var description: String {
    "<\(uriRepresentation().absoluteString)>"
  }
}
