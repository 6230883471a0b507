// Stands for the class Xcode generates from TodoList.xcdatamodeld (Codegen "Class Definition"),
// which an iOS project never shows: properties over value(forKey:) and setValue(_:forKey:),
// as Linux has no Objective-C runtime for @NSManaged.

import Foundation
import HeadlessCoreData

/// A to-do, as the entity `TodoItem` of the model stores it.
public class TodoItem: NSManagedObject {
}

extension TodoItem {
  /// A request for every `TodoItem`.
  public class func fetchRequest() -> NSFetchRequest<TodoItem> {
    return NSFetchRequest<TodoItem>(entityName: "TodoItem")
  }

  /// The attribute `createdAt`.
  public var createdAt: Date? {
    get { value(forKey: "createdAt") as? Date }
    set { setValue(newValue, forKey: "createdAt") }
  }

  /// The attribute `isDone`.
  public var isDone: Bool {
    get { value(forKey: "isDone") as? Bool ?? false }
    set { setValue(newValue, forKey: "isDone") }
  }

  /// The attribute `title`.
  public var title: String? {
    get { value(forKey: "title") as? String }
    set { setValue(newValue, forKey: "title") }
  }
}

extension TodoItem: Identifiable {
}
