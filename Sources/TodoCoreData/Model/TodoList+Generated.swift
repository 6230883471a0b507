// Stands for the classes Xcode generates from TodoList.xcdatamodeld when it builds the
// app (Codegen "Class Definition" or "Category/Extension"), which on iOS are never seen.
// Written by stepwise from the model file: each property reads and writes the object's value
// for its key, as @NSManaged's accessors do on iOS (Linux has no Objective-C runtime).

import Foundation
import HeadlessCoreData

nonisolated public class TodoItem: NSManagedObject {}

nonisolated extension TodoItem {
  public class func fetchRequest() -> NSFetchRequest<TodoItem> {
    NSFetchRequest<TodoItem>(entityName: "TodoItem")
  }

  public var createdAt: Date? {
    get { value(forKey: "createdAt") as? Date }
    set { setValue(newValue, forKey: "createdAt") }
  }

  public var isDone: Bool {
    get { value(forKey: "isDone") as? Bool ?? false }
    set { setValue(newValue, forKey: "isDone") }
  }

  public var title: String? {
    get { value(forKey: "title") as? String }
    set { setValue(newValue, forKey: "title") }
  }
}
