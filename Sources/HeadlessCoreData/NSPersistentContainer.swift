// The container: the model, the coordinator and the contexts an app uses, set up at once.

import Foundation
internal import HeadlessUIKitCore
import StepwiseBasics

/// How a container loads one store: its type, its file, and its options.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
  /// The store's type: ``NSSQLiteStoreType`` (a file) unless set; ``NSInMemoryStoreType``
  /// for a store in memory, as tests use.
  open var type: String = NSSQLiteStoreType
  /// The store's file. `/dev/null` makes a store in memory, as on iOS.
  open var url: URL?
  /// The configuration of the model the store holds.
  open var configuration: String?
  /// Whether the store is opened for reading only.
  open var isReadOnly = false
  /// Whether the container loads the store on another queue.
  open var shouldAddStoreAsynchronously = false
  /// Whether an older store is migrated to the model when loaded.
  open var shouldMigrateStoreAutomatically = true
  /// Whether the migration is worked out from the models.
  open var shouldInferMappingModelAutomatically = true
  /// Options, by key.
  open private(set) var options: [String: NSObject] = [:]

  /// A description of a store of the default type with no file yet.
  public override init() {
    super.init()
  }

  /// A description of a store in a file.
  public convenience init(url: URL) {
    self.init()
    self.url = url
  }

  /// Sets an option.
  open func setOption(_ option: NSObject?, forKey key: String) {
    options[key] = option
  }

  /// A description of the store, as Core Data prints one.
  open override var description: String {
    "<NSPersistentStoreDescription: \(ObjectIdentifier(self))> (type: \(type), url: "
      + "\(url?.absoluteString ?? "nil"))"
  }
}

/// The container: a model, a coordinator, and a context for the app's views, set up as
/// Xcode's template does it.
///
/// ```swift
/// let container = NSPersistentContainer(name: "Model")
/// container.loadPersistentStores { description, error in
///   if let error { fatalError("Unresolved error \(error)") }
/// }
/// let context = container.viewContext
/// ```
open class NSPersistentContainer: NSObject, @unchecked Sendable {
  /// The container's name, and the name of its model and of its store's file.
  public let name: String
  /// The model.
  open var managedObjectModel: NSManagedObjectModel {
    persistentStoreCoordinator.managedObjectModel
  }
  /// The coordinator.
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// How the stores are loaded: one store in `<name>.sqlite` in the app's
  /// `Library/Application Support/` unless changed before ``loadPersistentStores(completionHandler:)``.
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]

  /// The context of the app's views, on the main queue.
  public let viewContext: NSManagedObjectContext

  private static let loaded = Locked<[WeakModel]>([])

  private struct WeakModel {
    weak var model: NSManagedObjectModel?
  }

  /// A container of the model registered under the name, or else of the model file
  /// `<name>.xcdatamodeld` among the app's resources (the compiled `<name>.momd` in the app's
  /// bundle on iOS).
  ///
  /// With no such model, prints Core Data's error and goes on with an empty model, as iOS
  /// does: the first fetch then stops the app for want of the entity.
  public convenience init(name: String) {
    let model: NSManagedObjectModel
    if let registered = NSManagedObjectModel.registered(named: name) {
      model = registered
    } else if let bundled = NSManagedObjectModel.bundled(named: name) {
      model = bundled
    } else {
      print("CoreData: error:  Failed to load model named \(name)")
      model = NSManagedObjectModel()
    }
    self.init(name: name, managedObjectModel: model)
  }

  /// A container of a model.
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    let description = NSPersistentStoreDescription(
      url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    persistentStoreDescriptions = [description]
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    super.init()
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    Self.loaded.withLock { models in
      models.removeAll { $0.model == nil }
      models.append(WeakModel(model: model))
    }
  }

  /// The folder stores are kept in: the running app's `Library/Application Support/`, as on
  /// iOS.
  open class func defaultDirectoryURL() -> URL {
    if let sandbox = AppContainer.folders,
      let folder = AppContainer.folder(.applicationSupportDirectory, in: sandbox)
    {
      return folder
    }
    return AppContainer.foundationURLs(for: .applicationSupportDirectory, in: .userDomainMask)
      .first ?? URL(fileURLWithPath: NSTemporaryDirectory())
  }

  /// The models of the containers made so far, for `NSManagedObject.entity()`.
  static func loadedModels() -> [NSManagedObjectModel] {
    loaded.withLock { $0.compactMap(\.model) }
  }

  /// Loads each store described in ``persistentStoreDescriptions``, calling the handler once
  /// for each, with the error when it could not be loaded (a damaged file is left as it is).
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions {
      do {
        var options: [AnyHashable: Any] = description.options
        options[NSMigratePersistentStoresAutomaticallyOption] =
          description.shouldMigrateStoreAutomatically
        options[NSInferMappingModelAutomaticallyOption] =
          description.shouldInferMappingModelAutomatically
        try persistentStoreCoordinator.addPersistentStore(
          ofType: description.type, configurationName: description.configuration,
          at: description.url, options: options)
        block(description, nil)
      } catch {
        block(description, error)
      }
    }
  }

  /// A new context on a queue of its own, saving to the same store.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs a block on a new background context's queue.
  open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
    let context = newBackgroundContext()
    context.perform { block(context) }
  }
}

/// A container whose store Core Data mirrors to the user's iCloud database on iOS. Here there
/// is no iCloud: it keeps its store on the device, as an NSPersistentContainer does, which is
/// what an app sees when the user is signed out of iCloud.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
