// Small helpers: Core Data's crashes, and the classes of entities.

import Foundation
import StepwiseBasics

/// Stops the app with an exception's name and reason, as Core Data's uncaught exceptions
/// do on iOS (`*** Terminating app due to uncaught exception '…', reason: '…'`).
func coreDataCrash(_ name: String, _ reason: String) -> Never {
  fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
}

/// The classes of entities' objects: found by the name the entity gives
/// (`managedObjectClassName`), which iOS looks up in the Objective-C runtime.
///
/// A name with its module (`MyApp.Item`) is found at once; a bare name (`Item`, as Xcode's
/// code generation writes it) is looked for in the modules of the subclasses already seen.
enum ManagedObjectClasses {
  private static let known = Locked<[String: NSManagedObject.Type]>([:])

  /// Remembers a subclass, by its bare name, and its module for the bare names of others.
  /// A class nested in another type is not remembered by its bare name: the runtime would
  /// not find it by that name either, and another test's nested `Item` must not become the
  /// class a bare "Item" names for the rest of the process.
  static func note(_ type: NSManagedObject.Type) {
    guard type != NSManagedObject.self else { return }
    let bare = bareName(of: type)
    if known.withLock({ $0[bare] == type }) { return }
    guard NSClassFromString("\(moduleName(of: type)).\(bare)") == type else { return }
    known.withLock { $0[bare] = type }
  }

  /// The class named by the entity; nil for `NSManagedObject` or a name not found.
  static func resolve(_ entity: NSEntityDescription) -> NSManagedObject.Type? {
    guard let name = entity.managedObjectClassName, !name.isEmpty, name != "NSManagedObject"
    else { return nil }
    let bare = name.split(separator: ".").last.map(String.init) ?? name
    if let type = known.withLock({ $0[bare] }) { return type }
    if name.contains("."), !name.hasPrefix("$("),
      let type = NSClassFromString(name) as? NSManagedObject.Type
    {
      note(type)
      return type
    }
    // The modules of the subclasses seen, then the program's own: an app's module is named
    // as its executable (`Library.Book`).
    var modules = Set(known.withLock { $0.values.map { moduleName(of: $0) } }).sorted()
    if let program = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent,
      !modules.contains(program)
    {
      modules.append(program)
    }
    for module in modules {
      if let type = NSClassFromString("\(module).\(bare)") as? NSManagedObject.Type {
        note(type)
        return type
      }
    }
    return nil
  }

  /// Whether an entity's class name (`Item`, `MyApp.Item`) names this class.
  static func names(_ type: NSManagedObject.Type, _ entity: NSEntityDescription) -> Bool {
    guard let name = entity.managedObjectClassName, type != NSManagedObject.self else {
      return false
    }
    if name.contains("."), !name.hasPrefix("$(") { return name == String(reflecting: type) }
    return (name.split(separator: ".").last.map(String.init) ?? name) == bareName(of: type)
  }

  static func bareName(of type: AnyClass) -> String {
    String(describing: type)
  }

  static func moduleName(of type: AnyClass) -> String {
    let full = String(reflecting: type)
    return full.split(separator: ".").first.map(String.init) ?? full
  }
}
