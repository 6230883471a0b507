// What HeadlessCoreData is: Core Data's classes for a beginner's app, headless on Linux.

// # HeadlessCoreData
//
// What apps import as `import CoreData`: a model of entities, attributes and relationships
// (`NSManagedObjectModel`), objects kept by contexts (`NSManagedObject`,
// `NSManagedObjectContext`), fetch requests with predicates and sort descriptors
// (`NSFetchRequest`, `NSPredicate(format:)`, `NSSortDescriptor(key:ascending:)`), and the
// container that sets them up (`NSPersistentContainer`), with Apple's signatures and
// documented behaviour. Foundation and the kit's durable file writing only.
//
// ## Subclasses without `@NSManaged`
// Linux has no Objective-C runtime, and `@NSManaged` asks that runtime for the accessors, so
// a subclass keeps its values through `NSManagedObject/value(forKey:)` and
// `NSManagedObject/setValue(_:forKey:)`: each `@NSManaged var title: String?` becomes a
// computed property over them (what `stepwise port` writes). An entity's class is found by
// its `managedObjectClassName` (`MyApp.Item`, or `Item` in a module whose other subclasses
// the kit has seen) through Foundation's `NSClassFromString`; a fetch typed
// `NSFetchRequest<Item>` makes `Item`s whatever the name says.
//
// ## The store
// A store of type `NSSQLiteStoreType` (the default) is one file, `<name>.sqlite` in the
// running app's `Library/Application Support/` as on iOS, holding a versioned JSON document:
// JSON, because Foundation reads and writes it on every platform, a learner can open the
// file and read their objects, and each value is tagged with its kind (`{"string": "Milk"}`)
// so it reads back exactly as saved (dates to the bit, as seconds since 2001, doubles
// without loss); the version lets a later kit read it or refuse it with a clear reason.
// Each save rewrites the file atomically and durably (a temporary file flushed and renamed
// over the old one), so a kill or a power cut at any moment leaves the last complete save
// (FIDELITY 25). A file that cannot be read is never overwritten: loading it reports the
// error through `loadPersistentStores`' handler, and saves fail until a store loads.
// Objects and properties the model no longer names are kept in the file as they were.
// Every container in the process that opens the same file shares its saved objects, as two
// stacks on one SQLite file do on iOS: neither writes over what the other saved.
//
// ## Queues
// Contexts are not `@MainActor`: as in Core Data, a context is used on its own queue, the
// main queue for `viewContext`, a private one for a background context.
