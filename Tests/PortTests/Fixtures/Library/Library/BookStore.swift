//
//  BookStore.swift
//  Library
//

import CoreData

/// The Core Data stack, kept out of the app delegate.
final class BookStore {

  static let shared = BookStore()

  let container: NSPersistentContainer

  var context: NSManagedObjectContext {
    return container.viewContext
  }

  private init() {
    container = NSPersistentContainer(name: "Library")
    container.loadPersistentStores { _, error in
      if let error = error {
        fatalError("Could not load the library: \(error)")
      }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
  }

  func saveIfNeeded() {
    guard context.hasChanges else { return }
    do {
      try context.save()
    } catch {
      context.rollback()
      print("Could not save: \(error)")
    }
  }
}
