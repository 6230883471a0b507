// The fetched results controller: a fetch request's objects in sections, for a table view,
// and the changes to them told to a delegate as a table view wants them.

import Foundation

/// How an object or a section changed.
public enum NSFetchedResultsChangeType: UInt, Sendable {
  /// It was inserted.
  case insert = 1
  /// It was deleted.
  case delete = 2
  /// It moved (and may have changed).
  case move = 3
  /// It changed in place.
  case update = 4
}

/// A section of a fetched results controller's objects.
public protocol NSFetchedResultsSectionInfo {
  /// The section's name: the objects' value at the controller's section key path, as text.
  var name: String { get }
  /// The section's title in the table's index.
  var indexTitle: String? { get }
  /// How many objects the section holds.
  var numberOfObjects: Int { get }
  /// The section's objects.
  var objects: [Any]? { get }
}

/// Told about the changes to a fetched results controller's objects, in the order a table
/// view's batch update wants them: `controllerWillChangeContent(_:)`, each section and each
/// object that changed, then `controllerDidChangeContent(_:)`. Every method has a default
/// that does nothing.
///
/// The controller given is the same controller's objects and sections typed
/// `NSFetchedResultsController<any NSFetchRequestResult>`, as Core Data's Swift API gives it:
/// in Swift, a generic class of one result type cannot be another's, so it is a twin sharing
/// everything with the controller the app made, but not the same object (`===` tells them
/// apart).
public protocol NSFetchedResultsControllerDelegate: AnyObject {
  /// Told that changes are about to be reported: a table view begins its updates here.
  func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
  /// Told that an object was inserted (at `newIndexPath`), deleted (at `indexPath`), moved
  /// (from `indexPath` to `newIndexPath`) or changed (at `indexPath`, where it was before
  /// this round of changes).
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
    newIndexPath: IndexPath?)
  /// Told that a section was inserted or deleted.
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType)
  /// Told that every change was reported: a table view ends its updates here.
  func controllerDidChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
  /// Does nothing.
  public func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>
  ) {}
  /// Does nothing.
  public func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
    newIndexPath: IndexPath?
  ) {}
  /// Does nothing.
  public func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {}
  /// Does nothing.
  public func controllerDidChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>
  ) {}
}

/// A section as the controller keeps it.
final class FetchedSection: NSFetchedResultsSectionInfo {
  let name: String
  var members: [NSManagedObject]

  init(name: String, members: [NSManagedObject]) {
    self.name = name
    self.members = members
  }

  var indexTitle: String? { name.first.map { String($0).uppercased() } }
  var numberOfObjects: Int { members.count }
  var objects: [Any]? { members }
}

/// What a controller and its twin share: the request, the sections, the delegate.
final class FetchedResultsState: @unchecked Sendable {
  let entityName: String
  let request: () -> (NSPredicate?, [NSSortDescriptor]?, Int, Int)
  let context: NSManagedObjectContext
  let sectionNameKeyPath: String?
  var sections: [FetchedSection]?
  weak var delegate: (any NSFetchedResultsControllerDelegate)?
  var observer: (any NSObjectProtocol)?
  weak var erased: NSFetchedResultsController<any NSFetchRequestResult>?

  init(
    entityName: String, request: @escaping () -> (NSPredicate?, [NSSortDescriptor]?, Int, Int),
    context: NSManagedObjectContext, sectionNameKeyPath: String?
  ) {
    self.entityName = entityName
    self.request = request
    self.context = context
    self.sectionNameKeyPath = sectionNameKeyPath
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  func fetchSections() throws -> [FetchedSection] {
    let fetch = NSFetchRequest<NSManagedObject>(entityName: entityName)
    (fetch.predicate, fetch.sortDescriptors, fetch.fetchLimit, fetch.fetchOffset) = request()
    let objects = try context.fetch(fetch)
    guard let keyPath = sectionNameKeyPath else {
      return [FetchedSection(name: "", members: objects)]
    }
    var sections: [FetchedSection] = []
    var byName: [String: FetchedSection] = [:]
    for object in objects {
      let name = Self.sectionName(object.value(forKeyPath: keyPath))
      if let section = byName[name] {
        section.members.append(object)
      } else {
        let section = FetchedSection(name: name, members: [object])
        byName[name] = section
        sections.append(section)
      }
    }
    return sections
  }

  static func sectionName(_ value: Any?) -> String {
    switch value {
    case nil: ""
    case let text as String: text
    case let number as NSNumber: number.stringValue
    case let value?: "\(value)"
    }
  }

  func indexPath(of object: NSManagedObject, in sections: [FetchedSection]) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let row = section.members.firstIndex(where: { $0 === object }) {
        return IndexPath(row: row, section: sectionIndex)
      }
    }
    return nil
  }

  /// Fetches again after the context's objects changed, and tells the delegate the
  /// difference.
  func contextChanged(_ notification: Notification) {
    guard let delegate, let controller = erased, let old = sections,
      let new = try? fetchSections()
    else { return }
    let updated = (notification.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject>) ?? []
    let oldNames = old.map(\.name)
    let newNames = new.map(\.name)
    var changes: [() -> Void] = []
    for (index, section) in old.enumerated() where !newNames.contains(section.name) {
      changes.append {
        delegate.controller(controller, didChange: section, atSectionIndex: index, for: .delete)
      }
    }
    for (index, section) in new.enumerated() where !oldNames.contains(section.name) {
      changes.append {
        delegate.controller(controller, didChange: section, atSectionIndex: index, for: .insert)
      }
    }
    var objectChanges: [() -> Void] = []
    for section in old {
      for object in section.members {
        guard let from = indexPath(of: object, in: old) else { continue }
        guard let to = indexPath(of: object, in: new) else {
          objectChanges.append {
            delegate.controller(
              controller, didChange: object, at: from, for: .delete, newIndexPath: nil)
          }
          continue
        }
        guard updated.contains(object) else { continue }
        let moved = from != to || old[from.section].name != new[to.section].name
        objectChanges.append {
          delegate.controller(
            controller, didChange: object, at: from, for: moved ? .move : .update,
            newIndexPath: to)
        }
      }
    }
    for section in new {
      for object in section.members where indexPath(of: object, in: old) == nil {
        guard let to = indexPath(of: object, in: new) else { continue }
        objectChanges.append {
          delegate.controller(
            controller, didChange: object, at: nil, for: .insert, newIndexPath: to)
        }
      }
    }
    changes += objectChanges
    guard !changes.isEmpty else { return }
    sections = new
    delegate.controllerWillChangeContent(controller)
    for change in changes { change() }
    delegate.controllerDidChangeContent(controller)
  }
}

/// A fetch request's objects in sections, for a table view, kept up to date with its
/// context once it has a delegate: each change the context makes (at the end of each block
/// it performs, at each save, and when it merges a save) is told to the delegate.
///
/// ```swift
/// let controller = NSFetchedResultsController(
///   fetchRequest: request, managedObjectContext: context,
///   sectionNameKeyPath: "category.name", cacheName: nil)
/// controller.delegate = self
/// try controller.performFetch()
/// ```
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
  /// The request whose objects the controller holds.
  public let fetchRequest: NSFetchRequest<ResultType>
  /// The context the objects are fetched from.
  public let managedObjectContext: NSManagedObjectContext
  /// The key path whose value names each object's section; nil for one section.
  public let sectionNameKeyPath: String?
  /// The name of the cache (the kit keeps none: fetches are fast in memory).
  public let cacheName: String?

  let state: FetchedResultsState
  private var twin: NSFetchedResultsController<any NSFetchRequestResult>?

  /// A controller of a request's objects in a context, in sections named by the value at a
  /// key path. Sort the request by that key path first, as Core Data asks.
  public init(
    fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
    sectionNameKeyPath: String?, cacheName name: String?
  ) {
    self.fetchRequest = fetchRequest
    managedObjectContext = context
    self.sectionNameKeyPath = sectionNameKeyPath
    cacheName = name
    state = FetchedResultsState(
      entityName: fetchRequest.entityName ?? fetchRequest.entity?.name ?? "",
      request: { [fetchRequest] in
        (
          fetchRequest.predicate, fetchRequest.sortDescriptors, fetchRequest.fetchLimit,
          fetchRequest.fetchOffset
        )
      }, context: context, sectionNameKeyPath: sectionNameKeyPath)
    super.init()
  }

  init(sharing state: FetchedResultsState, request: NSFetchRequest<ResultType>) {
    self.state = state
    fetchRequest = request
    managedObjectContext = state.context
    sectionNameKeyPath = state.sectionNameKeyPath
    cacheName = nil
    super.init()
  }

  /// Told about changes to the objects; while nil, the controller does not follow them.
  open weak var delegate: (any NSFetchedResultsControllerDelegate)? {
    get { state.delegate }
    set {
      state.delegate = newValue
      if newValue != nil { follow() }
    }
  }

  /// Does nothing: the kit keeps no cache.
  open class func deleteCache(withName name: String?) {}

  /// Fetches the objects.
  open func performFetch() throws {
    state.sections = try state.fetchSections()
    if state.delegate != nil { follow() }
  }

  /// The objects, in order; nil before ``performFetch()``.
  open var fetchedObjects: [ResultType]? {
    state.sections.map { $0.flatMap(\.members).compactMap { $0 as? ResultType } }
  }

  /// The sections; nil before ``performFetch()``.
  open var sections: [any NSFetchedResultsSectionInfo]? { state.sections }

  /// The object at an index path.
  ///
  /// Stops the app, as Core Data does, for an index path with no object.
  open func object(at indexPath: IndexPath) -> ResultType {
    guard let sections = state.sections, sections.indices.contains(indexPath.section),
      sections[indexPath.section].members.indices.contains(indexPath.row),
      let object = sections[indexPath.section].members[indexPath.row] as? ResultType
    else {
      coreDataCrash(
        "NSInternalInconsistencyException",
        "no object at index \(indexPath.row) in section at index \(indexPath.section)")
    }
    return object
  }

  /// The index path of an object; nil when the controller does not hold it.
  open func indexPath(forObject object: ResultType) -> IndexPath? {
    guard let object = object as? NSManagedObject, let sections = state.sections else {
      return nil
    }
    return state.indexPath(of: object, in: sections)
  }

  /// The titles of the table's section index: each section's first letter, capitalized.
  open var sectionIndexTitles: [String] {
    var titles: [String] = []
    for title in (state.sections ?? []).compactMap(\.indexTitle) where !titles.contains(title) {
      titles.append(title)
    }
    return titles
  }

  /// The section of an index title.
  open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
    (state.sections ?? []).firstIndex { $0.indexTitle == title } ?? sectionIndex
  }

  /// The index title of a section's name: its first letter, capitalized.
  open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
    sectionName.first.map { String($0).uppercased() }
  }

  private func follow() {
    if state.erased == nil {
      if let erased = self as? NSFetchedResultsController<any NSFetchRequestResult> {
        state.erased = erased
      } else {
        let request = NSFetchRequest<any NSFetchRequestResult>(entityName: state.entityName)
        request.predicate = fetchRequest.predicate
        request.sortDescriptors = fetchRequest.sortDescriptors
        let twin = NSFetchedResultsController<any NSFetchRequestResult>(
          sharing: state, request: request)
        self.twin = twin
        state.erased = twin
      }
    }
    guard state.observer == nil else { return }
    state.observer = NotificationCenter.default.addObserver(
      forName: .NSManagedObjectContextObjectsDidChange, object: managedObjectContext, queue: nil
    ) { [weak state] notification in
      state?.contextChanged(notification)
    }
  }
}
